/**
 * The enquiry wizard (pkv-site-spec.md §3–§5, §7): its texts come from the owner's file
 * texte/anfrage.yaml, finished by the build; wizard-words.ts makes them the German page's words
 * (the English page's come from its twin, en/wizard.ts) and adds what is not wording — step numbers,
 * the coverage ids the message stores, the call windows from the opening hours — and fills the
 * placeholders only the page knows (a step number, the typed income) into the owner's templates.
 * Departures from the spec, kept in the file's wording: the occupation placeholder writes „z. B.“
 * with a narrow no-break space (house typography), „Maximale Absicherung“ became „Umfassende
 * Absicherung“ (no superlative a tariff could not keep), the consent names WhatsApp as the channel
 * it is given for, and an e-mail link beside the WhatsApp button needs no consent
 * (docs/decisions/0021). The consent spells out what goes where, who processes it and the
 * possible transfer to the USA; the note under the buttons says what happens to the data in the
 * order it happens (docs/decisions/0021): this site sends nothing to a server of its own, the wa.me link
 * carries the text to WhatsApp, and only the message sent in WhatsApp reaches the adviser.
 */
import { siteConfig } from "~/config/site-config";
import { legalRoute } from "~/config/site-routes";
import { callDays } from "~/modules/call-time";
import { filledOnThePage as filled } from "~/modules/copy-placeholders";
import { readAge, readIncomeCents } from "~/modules/enquiry-numbers";
import { formatEuroFromCents } from "~/modules/format-de";
import { incomeHint } from "~/modules/income-hint";
import type { EnquiryText } from "~/modules/text-files/enquiry-schema";
import type { EnquiryMessageCopy } from "~/modules/whatsapp-message";
import text from "./texte/anfrage.yaml";
import { memberFields, memberLabels, memberMessageMode, memberSteps, readBirthYearNow, stayOptions } from "./wizard-member";
import { wizardWordsFrom, type NumberFieldErrors, type WizardWords } from "./wizard-words";

export {
  STEP_COUNT,
  type ContactChannel,
  type CoverageId,
  type CoverageOption,
  type NumberFieldErrors,
  type StepNumber,
  type WizardStep,
} from "./wizard-words";

const copy = text as EnquiryText;

/** The German page's words; its entry component (enquiry-wizard.tsx) hands them to the wizard (docs/decisions/0073). */
export const germanWizardWords: WizardWords = wizardWordsFrom(copy, {
  adviserName: siteConfig.adviser.name,
  callDays: callDays(siteConfig.openingHours),
  privacyPath: legalRoute("datenschutz").path,
  numbers: { readAge, readIncomeCents, formatEuroFromCents },
  incomeHint,
  quote: (typed) => `„${typed}“`,
  member: { steps: memberSteps, fields: memberFields, readBirthYearNow, stayOptions },
  // A member's enquiry from the member page (docs/decisions/0070).
  memberMessage: { mode: memberMessageMode, labels: memberLabels },
});

const words = germanWizardWords;

export const wizardSteps = words.steps;
export const stepAnnouncement = words.stepAnnouncement;
export const coverageOptions = words.coverageOptions;
export interface FieldCopy {
  label: string;
  placeholder: string;
  /** Short help under the field. */
  help?: string;
  /** A number field's messages for text it cannot read. */
  errors?: NumberFieldErrors;
}
export const wizardFields = words.fields;
export const yearlyIncomeQuestion = words.yearlyIncomeQuestion;

/** The consent's opening words with the adviser's name; the privacy policy quotes them for the config it is built from. */
export function whatsAppConsentBefore(adviserName: string): string {
  return filled(copy.privacy.before, { beratername: adviserName });
}

export const unreadableNote = words.unreadableNote;
export const callTimeDays = words.callTimeDays;
export const weekdayName = words.weekdayName;
export const callWindowLabel = words.callWindowLabel;
export const callWindowsFor = words.callWindowsFor;
export const contactWishCopy = words.contactWish;
export const wizardCopy = words.copy;
export const messageFieldNote = words.messageFieldNote;
export const messageFieldCounter = words.messageFieldCounter;
export const emailSuggestionText = words.emailSuggestionText;

/** The WhatsApp message (pkv-site-spec.md §7). */
export const enquiryMessageCopy: EnquiryMessageCopy = words.message;

/** The hint under the income field: information from the statutory figures, not advice. */
export const incomeHintCopy = words.incomeHintCopy;
