/**
 * The enquiry wizard (pkv-site-spec.md §3–§5, §7): its texts come from the owner's file
 * texte/anfrage.yaml, finished by the build; this module adds what is not wording — step numbers,
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
import type { Weekday } from "~/config/hours-ranges";
import { ANY_CALL_TIME, callDays, validCallWish, windowsFor, type CallDay, type CallWindow } from "~/modules/call-time";
import { filledOnThePage as filled } from "~/modules/copy-placeholders";
import type { GermanNumberProblem } from "~/modules/german-number";
import type { IncomeFacts, IncomeHintCopy } from "~/modules/income-hint";
import type { EnquiryText } from "~/modules/text-files/enquiry-schema";
import type { EnquiryMessageCopy } from "~/modules/whatsapp-message";
import text from "./texte/anfrage.yaml";
import { memberLabels, memberMessageMode } from "./wizard-member";

const copy = text as EnquiryText;
const { label: formLabel, stepAnnouncement: announcement, ...formCopy } = copy.form;

export type StepNumber = 1 | 2 | 3 | 4;
export const STEP_COUNT = 4;

export interface WizardStep {
  number: StepNumber;
  /** Short name in the step list and the announcement, e.g. "Beruflich". */
  label: string;
  /** Second line in the step list, e.g. "Ihr Job". */
  subtitle: string;
  /** The step's heading above its fields. */
  heading: string;
  intro: string;
}

/** The file has exactly four steps (its schema says so); the number is the step's place. */
const wizardStep = (number: StepNumber): WizardStep => ({ number, ...copy.steps[number - 1]! });

export const wizardSteps = [wizardStep(1), wizardStep(2), wizardStep(3), wizardStep(4)] as const;

/** What screen readers hear after each step change, and the progress bar's value text. */
export function stepAnnouncement(step: WizardStep): string {
  return filled(announcement, { schritt: step.number, schritte: STEP_COUNT, schrittname: step.label });
}

/** The coverage ids the message and the stored draft carry, in the order the choices stand. */
export type CoverageId = "basis" | "komfort" | "premium";

export interface CoverageOption {
  id: CoverageId;
  label: string;
  description: string;
  /** Examples of what the level usually means; tariffs differ by insurer. */
  examples: string;
}

const coverageOption = (id: CoverageId): CoverageOption => ({ id, ...copy.coverage[id] });

export const coverageOptions = [coverageOption("basis"), coverageOption("komfort"), coverageOption("premium")] as const;

export interface FieldCopy {
  label: string;
  placeholder: string;
  /** Short help under the field. */
  help?: string;
  /** A number field's messages for text it cannot read. */
  errors?: NumberFieldErrors;
}

/** What a number field says about text it cannot read; an empty field says nothing (it is sent as „nicht angegeben“). */
export type NumberFieldErrors = Readonly<Record<Exclude<GermanNumberProblem, "empty">, string>>;

/** Labels and placeholders (pkv-site-spec.md §5); the asterisk is added by the field, not written here. */
// The templates the page fills (a suggested address, the free text's note and counter) go out only filled, through the functions below.
const { suggestion: _suggestion, ...emailField } = copy.fields.email;
const { note: _note, counter: _counter, ...messageField } = copy.fields.nachricht;
const { yearlyInMonthField: _yearly, apply: _apply, ...incomeField } = copy.fields.einkommen;
export const wizardFields = { ...copy.fields, email: emailField, nachricht: messageField, einkommen: incomeField };

/** The income field's question when a yearly figure seems typed, and its button, with the amounts filled in. */
export function yearlyIncomeQuestion(typed: string, suggested: string): { question: string; apply: string } {
  const values = { eingabe: typed, vorschlag: suggested };
  return { question: filled(copy.fields.einkommen.yearlyInMonthField, values), apply: filled(copy.fields.einkommen.apply, values) };
}

/** The consent's opening words with the adviser's name; the privacy policy quotes them for the config it is built from. */
export function whatsAppConsentBefore(adviserName: string): string {
  return filled(copy.privacy.before, { beratername: adviserName });
}

/** Said under a number field, and in the overview, while its text cannot be read. */
export const unreadableNote = copy.unreadableNote;

export type ContactChannel = "telefon" | "whatsapp" | "email";

/** The adviser's telephone days, each with its time windows (docs/decisions/0043, 0063). */
export const callTimeDays: readonly CallDay[] = callDays(siteConfig.openingHours);

/** „Dienstag“. */
export function weekdayName(day: Weekday): string {
  return copy.contactWish.weekdays[day];
}

/** „18:00 bis 20:00 Uhr“: no-break spaces keep „18:00 Uhr“ together. */
export function callWindowLabel(window: Pick<CallWindow, "from" | "to">): string {
  return filled(copy.contactWish.timeWindow, { von: window.from, bis: window.to }).replace(/(\d) (bis|Uhr)\b/g, "$1\u00a0$2");
}

/** The time choices offered for the day chosen (every window of the week while no day is chosen). */
export function callWindowsFor(day: string): readonly CallWindow[] {
  return windowsFor(callTimeDays, day);
}

/**
 * Step 4's contact wish: the channel, a day and a time within the opening hours. Honest about
 * what it is: a wish the adviser confirms, no booked appointment. The selects' first option is
 * „Keine Angabe“ (the line stays out of the message).
 */
const { timeWindow: _timeWindow, ...contactWishTexts } = copy.contactWish;
export const contactWishCopy = {
  ...contactWishTexts,
  channels: copy.contactWish.channels satisfies Record<ContactChannel, string>,
};

/** The call wish as one line of the message: „Dienstag, 18:00 bis 20:00 Uhr“, or "" when nothing was chosen. */
function callWish(day: string, time: string): string {
  const wish = validCallWish(callTimeDays, day, time);
  const specificDay = wish.day !== "" && wish.day !== ANY_CALL_TIME ? weekdayName(wish.day as Weekday) : "";
  const window = callWindowsFor(wish.day).find((candidate) => candidate.id === wish.time);
  const timeText = window ? callWindowLabel(window) : "";
  if (specificDay && timeText) return `${specificDay}, ${timeText}`;
  if (specificDay) return filled(copy.message.callDayOnly, { tag: specificDay });
  if (timeText) return filled(copy.message.callTimeOnly, { zeit: timeText });
  return wish.day === ANY_CALL_TIME || wish.time === ANY_CALL_TIME ? copy.message.anyCallTime : "";
}

export const wizardCopy = {
  ...formCopy,
  /** Names the form for assistive technology. */
  formLabel,
  send: copy.send,
  /** The equal channel beside WhatsApp: a mailto link with the same message, no consent needed. */
  sendByEmail: copy.sendByEmail,
  /** The consent for the WhatsApp channel (spec § 5 keeps the checkbox; docs/decisions/0021). The e-mail link needs no such consent. */
  privacy: {
    before: whatsAppConsentBefore(siteConfig.adviser.name),
    link: copy.privacy.link,
    /** The WhatsApp section of the privacy policy; the legal dialog opens it in place. */
    anchor: "whatsapp",
    after: copy.privacy.after,
  },
  sendNote: copy.sendNote,
  /** The page's own channel („Anfrage senden“) and what it says when that did or did not work (docs/decisions/0063). */
  delivery: copy.delivery,
  /** After WhatsApp or the e-mail program was opened: the page cannot see the message arrive. */
  handoff: copy.handoff,
} as const;

/** The free text's note and counter, with the cap filled in. */
export function messageFieldNote(max: number): string {
  return filled(copy.fields.nachricht.note, { hoechstens: max });
}
export function messageFieldCounter(count: number, max: number): string {
  return filled(copy.fields.nachricht.counter, { anzahl: count, hoechstens: max });
}
export function emailSuggestionText(address: string): string {
  return filled(copy.fields.email.suggestion, { adresse: address });
}

/** The WhatsApp message (pkv-site-spec.md §7). */
export const enquiryMessageCopy: EnquiryMessageCopy = {
  header: copy.message.header,
  labels: {
    ...copy.message.labels,
    // One label for the calculators' notes; the day belongs to the call wish's line.
    hinweisWechsel: copy.message.labels.hinweis,
    hinweisGkv: copy.message.labels.hinweis,
    hinweisBeihilfe: copy.message.labels.hinweis,
    rueckruftag: copy.message.labels.rueckruf,
    ...memberLabels,
  },
  notGiven: copy.message.notGiven,
  // The form takes ages of 18 to 80 only (enquiry-numbers.ts), so there is no „1 Jahr“ to write.
  ageInYears: (years: number) => filled(copy.message.age, { anzahl: years }),
  coverageLabels: Object.fromEntries(coverageOptions.map((option) => [option.id, option.label])),
  channelLabels: contactWishCopy.channels,
  callWish,
  closing: copy.message.closing,
  // A member's enquiry from the member page (docs/decisions/0070).
  member: memberMessageMode,
};

/** The income hint's values, as its templates name them. */
function incomeValues({ monthly, annual, threshold, year, nextYear, nextThreshold }: IncomeFacts): Record<string, string | number> {
  return { monatsbetrag: monthly, jahresbetrag: annual, grenze: threshold, grenzjahr: year, folgejahr: nextYear, grenzeFolgejahr: nextThreshold ?? "" };
}

/** The hint under the income field: information from the statutory figures, not advice. */
export const incomeHintCopy: IncomeHintCopy = {
  above: {
    nextUnpublished: (facts) => filled(copy.incomeHint.above.nextUnpublished, incomeValues(facts)),
    nextExceeded: (facts) => filled(copy.incomeHint.above.nextExceeded, incomeValues(facts)),
    nextNotExceeded: (facts) => filled(copy.incomeHint.above.nextNotExceeded, incomeValues(facts)),
  },
  at: (facts) => filled(copy.incomeHint.at, incomeValues(facts)),
  below: (facts) => filled(copy.incomeHint.below, incomeValues(facts)),
  note: copy.incomeHint.note,
};
