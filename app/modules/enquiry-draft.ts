/**
 * The unfinished enquiry, kept in sessionStorage so that it survives a reload and moving between
 * pages in the same tab, and is gone when the tab closes. Only the fields and the step are kept:
 * the privacy consent is given afresh for every sending. Storage that throws or holds something
 * unexpected is treated as "no draft".
 */
import { readStored, removeStored, writeStored } from "./safe-storage";
import { AGE_MAX_DIGITS, EMPTY_ENQUIRY, INCOME_MAX_DIGITS, NOTE_MAX_LENGTH, TEXT_MAX_LENGTH, type Enquiry } from "./whatsapp-message";
import { isDigitsWithin } from "./whole-number";

export const DRAFT_STORAGE_KEY = "pkv-anfrage-entwurf";
const DRAFT_VERSION = 1;
const COVERAGE_MAX_LENGTH = 40;

export interface EnquiryDraft {
  step: 1 | 2 | 3 | 4;
  enquiry: Enquiry;
}

function isStep(value: unknown): value is EnquiryDraft["step"] {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

function text(value: unknown, maxLength: number): string {
  return typeof value === "string" ? value.slice(0, maxLength) : "";
}

function digits(value: unknown, maxDigits: number): string {
  return typeof value === "string" && isDigitsWithin(value, maxDigits) ? value : "";
}

/** Reads the draft back, keeping only values the form itself could have produced. */
export function parseDraft(stored: string | null): EnquiryDraft | null {
  if (!stored) return null;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { v, step, enquiry } = data as { v?: unknown; step?: unknown; enquiry?: unknown };
  if (v !== DRAFT_VERSION || !isStep(step) || typeof enquiry !== "object" || enquiry === null) return null;
  const fields = enquiry as Record<string, unknown>;
  return {
    step,
    enquiry: {
      name: text(fields.name, TEXT_MAX_LENGTH),
      age: digits(fields.age, AGE_MAX_DIGITS),
      beruf: text(fields.beruf, TEXT_MAX_LENGTH),
      einkommen: digits(fields.einkommen, INCOME_MAX_DIGITS),
      versicherungsart: text(fields.versicherungsart, COVERAGE_MAX_LENGTH),
      // Drafts stored before the note existed simply have none.
      hinweis: text(fields.hinweis, NOTE_MAX_LENGTH),
    },
  };
}

export function isEmptyDraft(draft: EnquiryDraft): boolean {
  return draft.step === 1 && Object.values(draft.enquiry).every((value) => value === "");
}

export function loadDraft(): EnquiryDraft | null {
  return parseDraft(readStored("session", DRAFT_STORAGE_KEY));
}

/** Stores the draft; an untouched form leaves nothing behind. */
export function saveDraft(draft: EnquiryDraft): void {
  if (isEmptyDraft(draft)) {
    removeStored("session", DRAFT_STORAGE_KEY);
    return;
  }
  writeStored("session", DRAFT_STORAGE_KEY, JSON.stringify({ v: DRAFT_VERSION, step: draft.step, enquiry: draft.enquiry }));
}

export function clearDraft(): void {
  removeStored("session", DRAFT_STORAGE_KEY);
}

/**
 * Values typed into the prerendered form before its script arrived (the step 1 fields are in the
 * page's HTML), laid over the stored draft. Hydration keeps such text on screen but not in React's
 * state, so without this the next render would wipe it. Null when nothing was typed; a number
 * field holding something that is not digits is left out.
 */
export function withTypedBeforeHydration(draft: EnquiryDraft | null, typed: Partial<Enquiry>): EnquiryDraft | null {
  const taken: Partial<Enquiry> = {};
  if (typed.name?.trim()) taken.name = text(typed.name, TEXT_MAX_LENGTH);
  if (typed.age?.trim() && isDigitsWithin(typed.age.trim(), AGE_MAX_DIGITS)) taken.age = typed.age.trim();
  if (Object.keys(taken).length === 0) return null;
  // The prerendered form always shows step 1, so that is where the visitor is.
  return { step: 1, enquiry: { ...(draft?.enquiry ?? EMPTY_ENQUIRY), ...taken } };
}
