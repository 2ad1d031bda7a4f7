/**
 * The unfinished enquiry, kept in sessionStorage so that it survives a reload and moving between
 * pages in the same tab, and is gone when the tab closes. Only the fields and the step are kept:
 * the privacy consent is given afresh for every sending. Storage that throws or holds something
 * unexpected is treated as "no draft".
 */
import { NUMBER_TEXT_MAX_LENGTH } from "./enquiry-numbers";
import { readStored, removeStored, writeStored } from "./safe-storage";
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from "./contact-details";
import { CHOICE_MAX_LENGTH, EMPTY_ENQUIRY, MESSAGE_MAX_LENGTH, NOTE_MAX_LENGTH, TEXT_MAX_LENGTH, type Enquiry } from "./whatsapp-message";
import { MEMBER_FIELD_CAPS, type MemberFields } from "./enquiry-member";

export const DRAFT_STORAGE_KEY = "pkv-anfrage-entwurf";
const DRAFT_VERSION = 1;

export interface EnquiryDraft {
  step: 1 | 2 | 3 | 4;
  enquiry: Enquiry;
  /** When the visitor first typed (ms since 1970), for the relay's minimum fill time; absent until then. */
  startedAt?: number;
}

function isStep(value: unknown): value is EnquiryDraft["step"] {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

function text(value: unknown, maxLength: number): string {
  return typeof value === "string" ? value.slice(0, maxLength) : "";
}

/**
 * Reads the draft back, keeping only values the form itself could have produced. Age and income
 * are kept as typed („7.083 €“), like the fields hold them; the message decides what they mean.
 */
export function parseDraft(stored: string | null): EnquiryDraft | null {
  if (!stored) return null;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { v, step, enquiry, startedAt } = data as { v?: unknown; step?: unknown; enquiry?: unknown; startedAt?: unknown };
  if (v !== DRAFT_VERSION || !isStep(step) || typeof enquiry !== "object" || enquiry === null) return null;
  const fields = enquiry as Record<string, unknown>;
  return {
    step,
    ...(typeof startedAt === "number" && Number.isFinite(startedAt) ? { startedAt } : {}),
    enquiry: {
      name: text(fields.name, TEXT_MAX_LENGTH),
      age: text(fields.age, NUMBER_TEXT_MAX_LENGTH),
      beruf: text(fields.beruf, TEXT_MAX_LENGTH),
      einkommen: text(fields.einkommen, NUMBER_TEXT_MAX_LENGTH),
      versicherungsart: text(fields.versicherungsart, CHOICE_MAX_LENGTH),
      // Fields a draft stored before they existed simply does not have are empty.
      telefon: text(fields.telefon, PHONE_MAX_LENGTH),
      email: text(fields.email, EMAIL_MAX_LENGTH),
      nachricht: text(fields.nachricht, MESSAGE_MAX_LENGTH),
      kontaktweg: text(fields.kontaktweg, CHOICE_MAX_LENGTH),
      rueckruftag: text(fields.rueckruftag, CHOICE_MAX_LENGTH),
      rueckruf: text(fields.rueckruf, CHOICE_MAX_LENGTH),
      hinweisWechsel: text(fields.hinweisWechsel, NOTE_MAX_LENGTH),
      hinweisGkv: text(fields.hinweisGkv, NOTE_MAX_LENGTH),
      hinweisBeihilfe: text(fields.hinweisBeihilfe, NOTE_MAX_LENGTH),
      // The member page's questions (docs/decisions/0070).
      ...(Object.fromEntries(Object.entries(MEMBER_FIELD_CAPS).map(([key, cap]) => [key, text(fields[key], cap)])) as Record<keyof MemberFields, string>),
    },
  };
}

function isEmptyDraft(draft: EnquiryDraft): boolean {
  return draft.step === 1 && Object.values(draft.enquiry).every((value) => value === "");
}

export function loadDraft(): EnquiryDraft | null {
  return parseDraft(readStored("session", DRAFT_STORAGE_KEY));
}

/** Stores the draft; an untouched form leaves nothing behind. False when the browser refused to store it. */
export function saveDraft(draft: EnquiryDraft): boolean {
  if (isEmptyDraft(draft)) {
    removeStored("session", DRAFT_STORAGE_KEY);
    return true;
  }
  return writeStored("session", DRAFT_STORAGE_KEY, JSON.stringify({ v: DRAFT_VERSION, step: draft.step, startedAt: draft.startedAt, enquiry: draft.enquiry }));
}

export function clearDraft(): void {
  removeStored("session", DRAFT_STORAGE_KEY);
}

/**
 * Values typed into the prerendered form before its script arrived (the step 1 fields are in the
 * page's HTML), laid over the stored draft. Hydration keeps such text on screen but not in React's
 * state, so without this the next render would wipe it. Null when nothing was typed. The age is
 * taken as typed, readable or not, as the field itself keeps it.
 */
export function withTypedBeforeHydration(draft: EnquiryDraft | null, typed: Partial<Enquiry>): EnquiryDraft | null {
  const taken: Partial<Enquiry> = {};
  if (typed.name?.trim()) taken.name = text(typed.name, TEXT_MAX_LENGTH);
  if (typed.age?.trim()) taken.age = text(typed.age, NUMBER_TEXT_MAX_LENGTH);
  // The member page's first step asks for the birth year instead of the age.
  if (typed.geburtsjahr?.trim()) taken.geburtsjahr = text(typed.geburtsjahr, NUMBER_TEXT_MAX_LENGTH);
  if (Object.keys(taken).length === 0) return null;
  // The prerendered form always shows step 1, so that is where the visitor is.
  return { step: 1, enquiry: { ...(draft?.enquiry ?? EMPTY_ENQUIRY), ...taken } };
}
