/**
 * The enquiry as a WhatsApp message: the text the adviser receives and the wa.me link that
 * carries it. Pure: labels and coverage names come in as arguments. Nothing typed into the
 * form is trusted: text is cleaned and capped, numbers are checked before they are formatted.
 */
import { readAge, readIncomeCents } from "./enquiry-numbers";
import { formatEuroFromCents } from "./format-de";

/** What the visitor entered, exactly as the form holds it (pkv-site-spec.md §3: all strings). */
export interface Enquiry {
  name: string;
  age: string;
  beruf: string;
  einkommen: string;
  versicherungsart: string;
  /** How the visitor wants to hear back: telefon, whatsapp or email (a key of the copy's channelLabels); empty when not chosen. */
  kontaktweg: string;
  /** When a call suits: a call window's id (call-time.ts) or „egal“; empty when not chosen. */
  rueckruf: string;
  /**
   * A calculator's result taken over into the enquiry („Ergebnis in Anfrage übernehmen“,
   * enquiry-handover.ts): one extra line of the message, left out while empty.
   */
  hinweis: string;
}

export const EMPTY_ENQUIRY: Enquiry = { name: "", age: "", beruf: "", einkommen: "", versicherungsart: "", kontaktweg: "", rueckruf: "", hinweis: "" };

/** The note's cap, as the calculators' hand-over writes it (HANDOVER_NOTE_MAX_LENGTH). */
export const NOTE_MAX_LENGTH = 200;

/** maxLength of the name and occupation fields; the builder applies the same cap. */
export const TEXT_MAX_LENGTH = 100;
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
  /** Call-time id → how the message names it; an unknown id (the hours changed since) leaves the line out. */
  callTimes: Readonly<Record<string, string>>;
  closing: string;
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
  let text = wellFormed(raw).replace(CONTROL_CHARACTERS, " ").trim();
  if (text.length > maxLength) {
    const cut = /[\ud800-\udbff]/.test(text[maxLength - 1]) ? maxLength - 1 : maxLength;
    text = text.slice(0, cut).trimEnd();
  }
  return text;
}

/** The coverage's label, or the raw id when it is not one of the known options (pkv-site-spec.md §7). */
export function coverageText(id: string, copy: Pick<EnquiryMessageCopy, "coverageLabels" | "notGiven">): string {
  const cleaned = cleanText(id, CHOICE_MAX_LENGTH);
  // hasOwn: an id such as "constructor" must not find Object.prototype's members.
  if (Object.hasOwn(copy.coverageLabels, cleaned)) return copy.coverageLabels[cleaned];
  return cleaned || copy.notGiven;
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
  const age = readAge(enquiry.age);
  const income = readIncomeCents(enquiry.einkommen);
  return {
    name: cleanText(enquiry.name) || copy.notGiven,
    age: age.ok ? copy.ageInYears(age.units) : copy.notGiven,
    beruf: cleanText(enquiry.beruf) || copy.notGiven,
    einkommen: income.ok ? formatEuroFromCents(income.units) : copy.notGiven,
    versicherungsart: coverageText(enquiry.versicherungsart, copy),
    kontaktweg: choiceText(enquiry.kontaktweg, copy.channelLabels),
    rueckruf: choiceText(enquiry.rueckruf, copy.callTimes),
    // Optional: empty rather than „nicht angegeben“, so the line is left out.
    hinweis: cleanText(enquiry.hinweis ?? "", NOTE_MAX_LENGTH),
  };
}

const FIELD_ORDER: readonly (keyof Enquiry)[] = ["name", "age", "beruf", "einkommen", "versicherungsart", "hinweis", "kontaktweg", "rueckruf"];

/**
 * The message (pkv-site-spec.md §7): header, one line per field (the note, channel and call time
 * only when there are any), the closing sentence. Lines end in "\n"; the e-mail link turns them into CRLF.
 */
export function buildEnquiryMessage(enquiry: Enquiry, copy: EnquiryMessageCopy): string {
  const values = enquiryValues(enquiry, copy);
  const lines = FIELD_ORDER.filter((field) => values[field] !== "").map((field) => `${copy.labels[field]}: ${values[field]}`);
  return [copy.header, "", ...lines, "", copy.closing].join("\n");
}

/** International number without "+" or spaces, as wa.me expects it. */
const WA_PHONE_DIGITS = /^[1-9]\d{6,14}$/;

/**
 * The message as a URL query value: every reserved character percent-encoded (&, #, %, + …),
 * UTF-8 for umlauts and emoji, a lone surrogate replaced first. The WhatsApp link and the e-mail
 * link (mailto-link.ts) carry the message encoded exactly this way.
 */
export function encodeMessage(message: string): string {
  return encodeURIComponent(wellFormed(message));
}

/** https://wa.me/<digits>?text=<message>, every character of the message percent-encoded. */
export function buildWhatsAppUrl(phoneDigits: string, message: string): string {
  if (!WA_PHONE_DIGITS.test(phoneDigits)) {
    throw new RangeError(`WhatsApp needs the phone number as 7–15 digits without "+" or spaces, got "${phoneDigits}"`);
  }
  return `https://wa.me/${phoneDigits}?text=${encodeMessage(message)}`;
}
