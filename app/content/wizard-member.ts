/**
 * The enquiry on the member page (docs/decisions/0070): its four steps, the member questions of
 * steps 2 and 3 and step 1's birth year, and how the message writes a member's enquiry — marked by
 * its own header, with its own lines and closing. The words are the owner's file
 * texte/anfrage-bestand.yaml; this module fills in what the page knows (an amount, the year).
 */
import { filledOnThePage as filled } from "~/modules/copy-placeholders";
import {
  MEMBER_FIELD_ORDER,
  STAY_OPTIONS,
  memberData,
  memberValues,
  readBirthYear,
  type MemberFields,
  type MemberMessageCopy,
  type StayOption,
} from "~/modules/enquiry-member";
import type { GermanNumber } from "~/modules/german-number";
import type { MemberEnquiryText } from "~/modules/text-files/members-schema";
import type { EnquiryText } from "~/modules/text-files/enquiry-schema";
import type { EnquiryMessageCopy } from "~/modules/whatsapp-message";
import enquiryText from "./texte/anfrage.yaml";
import text from "./texte/anfrage-bestand.yaml";
import type { StepNumber, WizardStep } from "./types";

const copy = text as MemberEnquiryText;
const { notGiven } = (enquiryText as EnquiryText).message;

/** The member's four steps, numbered like the new customer's (the spec's four, docs/decisions/0070). */
const memberStep = (number: StepNumber): WizardStep => ({ number, ...copy.memberSteps[number - 1]! });
export const memberSteps = [memberStep(1), memberStep(2), memberStep(3), memberStep(4)] as const;

export const memberFields = copy.memberFields;

/** The options of „Darauf will ich nicht verzichten“, in the form's order. */
export const stayOptions: readonly { id: StayOption; label: string }[] = STAY_OPTIONS.map((id) => ({ id, label: copy.memberFields.bleiben.options[id] }));

/** The message's words for a member's lines. */
export const memberMessageCopy: MemberMessageCopy = {
  header: copy.memberMessage.header,
  closing: copy.memberMessage.closing,
  notGiven,
  perMonth: (amount) => filled(copy.memberMessage.perMonth, { betrag: amount }),
  perYear: (amount) => filled(copy.memberMessage.perYear, { betrag: amount }),
  increasePercent: (percent) => filled(copy.memberMessage.increasePercent, { prozent: percent }),
  beihilfe: copy.memberFields.beihilfe.options,
  stays: copy.memberFields.bleiben.options,
};

/** The labels of the member's lines; the unit and the free „Sonst noch“ belong to their fields' lines. */
export const memberLabels: Record<keyof MemberFields, string> = {
  ...copy.memberMessage.labels,
  anliegen: "",
  erhoehungEinheit: copy.memberMessage.labels.erhoehung,
  bleibenSonstiges: copy.memberMessage.labels.bleiben,
};

/** The birth year is read against the visitor's own calendar year: no one is born in the future. */
const thisYear = () => new Date().getFullYear();

/** The birth year as the form reads it now (the field's message, the overview). */
export function readBirthYearNow(raw: string): GermanNumber {
  return readBirthYear(raw, thisYear());
}

/** What the one message builder (whatsapp-message.ts) needs to write a member's enquiry. */
export const memberMessageMode: NonNullable<EnquiryMessageCopy["member"]> = {
  header: memberMessageCopy.header,
  closing: memberMessageCopy.closing,
  fieldOrder: MEMBER_FIELD_ORDER,
  values: (enquiry) => memberValues(enquiry, memberMessageCopy, thisYear()),
  data: (enquiry) => memberData(enquiry, memberMessageCopy, thisYear()),
};

/** The WhatsApp link without the form on the member page opens with this line. */
export const memberWhatsAppGreeting = copy.memberSection.whatsappGreeting;
