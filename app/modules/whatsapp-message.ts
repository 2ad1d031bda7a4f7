/**
 * The enquiry as a WhatsApp message: the text the adviser receives and the wa.me link that
 * carries it. Pure: labels and coverage names come in as arguments. Nothing typed into the
 * form is trusted: text is cleaned and capped, numbers are checked before they are formatted.
 */
import { readAge, readIncomeCents } from "./enquiry-numbers";
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from "./contact-details";
import { formatEuroFromCents } from "./format-de";
import { INTERNATIONAL_DIGITS } from "./tel-link";
import { EMPTY_MEMBER_FIELDS, type MemberFields } from "./member-fields";

export { EMPTY_MEMBER_FIELDS };
import type { GermanNumber } from "./german-number";

/**
 * The first line of an enquiry sent from an English page, in every channel (docs/decisions/0073):
 * the rest of the message keeps the adviser's German labels, so this line tells her which
 * language to answer in. Fixed by the decision, not owner wording.
 */
export const ENGLISH_ENQUIRY_LINE = "Sprache: Englisch \u2013 bitte auf Englisch antworten";

/**
 * How the typed numbers are read and the income written. Absent: the German readers and format —
 * the German page's message. An English page reads „5,000“ as five thousand and shows its
 * overview in English formats, while its outgoing message keeps the German format.
 */
export interface EnquiryNumberFormat {
  readAge: (raw: string) => GermanNumber;
  readIncomeCents: (raw: string) => GermanNumber;
  formatEuroFromCents: (cents: number) => string;
}

/**
 * What the visitor entered, exactly as the form holds it (pkv-site-spec.md §3: all strings). The
 * member fields (enquiry-member.ts) are filled on the member page only (docs/decisions/0070).
 */
export interface Enquiry extends MemberFields {
  name: string;
  age: string;
  beruf: string;
  einkommen: string;
  versicherungsart: string;
  /** Where the adviser can answer: at least one of the two for the page's own channel (docs/decisions/0063). */
  telefon: string;
  email: string;
  /** Free text, up to MESSAGE_MAX_LENGTH characters, line breaks kept. */
  nachricht: string;
  /** How the visitor wants to hear back: telefon, whatsapp or email (a key of the copy's channelLabels); empty when not chosen. */
  kontaktweg: string;
  /** The day a call suits: a weekday of the hours („Di“), „egal“ or empty (call-time.ts). */
  rueckruftag: string;
  /** The time a call suits: a window id („18:00-20:00“), „egal“ or empty. */
  rueckruf: string;
  /**
   * The calculators' results taken over into the enquiry („Ergebnis in Anfrage übernehmen“,
   * enquiry-handover.ts), one per calculator, so a second hand-over keeps the first; each one
   * line of the message, left out while empty.
   */
  hinweisWechsel: string;
  hinweisGkv: string;
  hinweisBeihilfe: string;
}

export const EMPTY_ENQUIRY: Enquiry = {
  name: "",
  age: "",
  beruf: "",
  einkommen: "",
  versicherungsart: "",
  telefon: "",
  email: "",
  nachricht: "",
  kontaktweg: "",
  rueckruftag: "",
  rueckruf: "",
  hinweisWechsel: "",
  hinweisGkv: "",
  hinweisBeihilfe: "",
  ...EMPTY_MEMBER_FIELDS,
};

/** The calculators' note fields, in the order the message lists them. */
export const NOTE_FIELDS = ["hinweisWechsel", "hinweisGkv", "hinweisBeihilfe"] as const satisfies readonly (keyof Enquiry)[];
export type NoteField = (typeof NOTE_FIELDS)[number];

/** A calculator note's cap, as the calculators' hand-over writes it (HANDOVER_NOTE_MAX_LENGTH). */
export const NOTE_MAX_LENGTH = 200;

/** maxLength of the name and occupation fields; the builder applies the same cap. */
export const TEXT_MAX_LENGTH = 100;
/** The free text's cap. */
export const MESSAGE_MAX_LENGTH = 1000;
/** Coverage, channel and call-time ids are short; anything longer was not chosen in the form. */
export const CHOICE_MAX_LENGTH = 40;

export interface EnquiryMessageCopy {
  header: string;
  labels: Record<keyof Enquiry, string>;
  /** Shown instead of a blank for a field left empty (or holding something that is not a number). */
  notGiven: string;
  /** 30 → "30 Jahre". */
  ageInYears: (years: number) => string;
  /** Coverage id → its label; an unknown id is quoted as it is. */
  coverageLabels: Readonly<Record<string, string>>;
  /** Channel id → how the message names it („Telefon“); an unknown id leaves the line out. */
  channelLabels: Readonly<Record<string, string>>;
  /** The call wish as the message names it from the day and time ids, "" when nothing (known) was chosen. */
  callWish: (day: string, time: string) => string;
  closing: string;
  /** The page's language when it is not German: the message then opens with that language's line (ENGLISH_ENQUIRY_LINE). */
  visitorLanguage?: "en";
  /** Readers and the income's format, when not the German ones. */
  numbers?: EnquiryNumberFormat;
  /**
   * A member's enquiry (`anliegen` "bestand", docs/decisions/0070): its header, closing, lines and
   * their order. Without it every enquiry reads as a new customer's.
   */
  member?: {
    header: string;
    closing: string;
    fieldOrder: readonly (keyof Enquiry)[];
    values: (enquiry: Enquiry) => Record<keyof MemberFields, string>;
    /** The member's answers for the mail's data (enquiry-mail.ts). */
    data: (enquiry: Enquiry) => Record<string, unknown>;
  };
}

// Line breaks and other control characters would let a field forge extra lines of the message.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]+/gu;
const SURROGATE_PAIR_OR_LONE_HALF = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

/** A lone surrogate cannot be percent-encoded (encodeURIComponent throws URIError): it becomes U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(SURROGATE_PAIR_OR_LONE_HALF, (match) => (match.length === 2 ? match : "\ufffd"));
}

/**
 * Text as the adviser should read it: control characters become a space, the ends are trimmed,
 * and it is capped at `maxLength` UTF-16 units (as the input's maxLength counts) without
 * cutting an emoji in half.
 */
export function cleanText(raw: string, maxLength: number = TEXT_MAX_LENGTH): string {
  return capped(wellFormed(raw).replace(CONTROL_CHARACTERS, " ").trim(), maxLength);
}

/** At most `maxLength` UTF-16 units, never half an emoji, no space left at the end. */
function capped(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = /[\ud800-\udbff]/.test(text[maxLength - 1]) ? maxLength - 1 : maxLength;
  return text.slice(0, cut).trimEnd();
}

const GERMAN_NUMBERS: EnquiryNumberFormat = { readAge, readIncomeCents, formatEuroFromCents };

/** The copy's readers and income format, the German ones unless it brings its own. */
export function numberFormatOf(copy: Pick<EnquiryMessageCopy, "numbers">): EnquiryNumberFormat {
  return copy.numbers ?? GERMAN_NUMBERS;
}

/** The coverage's label, or the raw id when it is not one of the known options (pkv-site-spec.md §7). */
export function coverageText(id: string, copy: Pick<EnquiryMessageCopy, "coverageLabels" | "notGiven">): string {
  const cleaned = cleanText(id, CHOICE_MAX_LENGTH);
  // hasOwn: an id such as "constructor" must not find Object.prototype's members.
  if (Object.hasOwn(copy.coverageLabels, cleaned)) return copy.coverageLabels[cleaned];
  return cleaned || copy.notGiven;
}

/**
 * The free text: line breaks kept (as "\n"; at most one empty line in a row), every other control
 * character a space, capped like `cleanText`.
 */
export function cleanMultiline(raw: string, maxLength: number = MESSAGE_MAX_LENGTH): string {
  const lines = wellFormed(raw)
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((row) => row.replace(CONTROL_CHARACTERS, " ").trimEnd());
  const joined = lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return capped(joined, maxLength);
}

/** One of the known choices, or "" (the line is left out): optional fields never quote unknown text. */
function choiceText(id: string | undefined, labels: Readonly<Record<string, string>>): string {
  return id && Object.hasOwn(labels, id) ? labels[id] : "";
}

/**
 * The values of the message, one per field, as the adviser will read them. An age or income the
 * parser cannot read (or outside the age range) is „nicht angegeben“: the field said why as it was typed.
 */
export function enquiryValues(enquiry: Enquiry, copy: EnquiryMessageCopy): Record<keyof Enquiry, string> {
  const numbers = numberFormatOf(copy);
  const age = numbers.readAge(enquiry.age);
  const income = numbers.readIncomeCents(enquiry.einkommen);
  return {
    name: cleanText(enquiry.name) || copy.notGiven,
    age: age.ok ? copy.ageInYears(age.units) : copy.notGiven,
    beruf: cleanText(enquiry.beruf) || copy.notGiven,
    einkommen: income.ok ? numbers.formatEuroFromCents(income.units) : copy.notGiven,
    versicherungsart: coverageText(enquiry.versicherungsart, copy),
    // Optional from here on: empty rather than „nicht angegeben“, so the line is left out.
    telefon: cleanText(enquiry.telefon ?? "", PHONE_MAX_LENGTH),
    email: cleanText(enquiry.email ?? "", EMAIL_MAX_LENGTH),
    nachricht: cleanMultiline(enquiry.nachricht ?? ""),
    kontaktweg: choiceText(enquiry.kontaktweg, copy.channelLabels),
    // The day and the time make one line, under the time's label.
    rueckruftag: "",
    rueckruf: copy.callWish(cleanText(enquiry.rueckruftag ?? "", CHOICE_MAX_LENGTH), cleanText(enquiry.rueckruf ?? "", CHOICE_MAX_LENGTH)),
    hinweisWechsel: cleanText(enquiry.hinweisWechsel ?? "", NOTE_MAX_LENGTH),
    hinweisGkv: cleanText(enquiry.hinweisGkv ?? "", NOTE_MAX_LENGTH),
    hinweisBeihilfe: cleanText(enquiry.hinweisBeihilfe ?? "", NOTE_MAX_LENGTH),
    ...(copy.member?.values(enquiry) ?? EMPTY_MEMBER_FIELDS),
  };
}

/** The member's way of writing the message when the enquiry is a member's and the copy has one. */
function memberMode(enquiry: Enquiry, copy: EnquiryMessageCopy) {
  return enquiry.anliegen === "bestand" ? copy.member : undefined;
}

/** The message's first line: the member's header marks a member's enquiry (docs/decisions/0070). */
export function messageHeader(enquiry: Enquiry, copy: EnquiryMessageCopy): string {
  return memberMode(enquiry, copy)?.header ?? copy.header;
}

export const FIELD_ORDER: readonly (keyof Enquiry)[] = [
  "name",
  "age",
  "beruf",
  "einkommen",
  "versicherungsart",
  ...NOTE_FIELDS,
  "telefon",
  "email",
  "kontaktweg",
  "rueckruf",
  "nachricht",
];

/**
 * The message (pkv-site-spec.md §7): from an English page first the line asking for an answer in
 * English (docs/decisions/0073), then the header (with the reference where the page's own channel
 * sends it), one line per field (the optional ones only when there are any; the free text may run
 * over several lines), the closing sentence. Lines end in "\n"; the e-mail link turns them into CRLF.
 */
export function buildEnquiryMessage(enquiry: Enquiry, copy: EnquiryMessageCopy, reference?: string): string {
  const values = enquiryValues(enquiry, copy);
  const member = memberMode(enquiry, copy);
  const header = messageHeader(enquiry, copy);
  const lines = (member?.fieldOrder ?? FIELD_ORDER).filter((field) => values[field] !== "").map((field) => `${copy.labels[field]}: ${values[field]}`);
  const language = copy.visitorLanguage === "en" ? [ENGLISH_ENQUIRY_LINE] : [];
  return [...language, reference ? `${header} ${reference}` : header, "", ...lines, "", member?.closing ?? copy.closing].join("\n");
}

/**
 * The message as a URL query value: every reserved character percent-encoded (&, #, %, + …),
 * UTF-8 for umlauts and emoji, a lone surrogate replaced first. The WhatsApp link and the e-mail
 * link (mailto-link.ts) carry the message encoded exactly this way.
 */
export function encodeMessage(message: string): string {
  return encodeURIComponent(wellFormed(message));
}

/**
 * https://wa.me/<digits>?text=<message>, every character of the message percent-encoded; without
 * a message https://wa.me/<digits>, a chat with no text (the contact bar's: nothing of the
 * visitor's goes to WhatsApp before they write).
 */
export function buildWhatsAppUrl(phoneDigits: string, message?: string): string {
  if (!INTERNATIONAL_DIGITS.test(phoneDigits)) {
    throw new RangeError(`WhatsApp needs the phone number as 7–15 digits without "+" or spaces, got "${phoneDigits}"`);
  }
  const chat = `https://wa.me/${phoneDigits}`;
  return message === undefined ? chat : `${chat}?text=${encodeMessage(message)}`;
}
