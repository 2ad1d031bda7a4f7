/**
 * The enquiry as the page's own channel sends it (docs/decisions/0063): the mail's subject, the
 * plain-text body — the same message WhatsApp and the e-mail program get, with the reference in
 * its first line — and the machine-readable part a broker's software can import. Also what the
 * page makes of the relay's answer. Pure: copy, clock and reference come in as arguments.
 */
import {
  cleanText,
  enquiryValues,
  buildEnquiryMessage,
  messageHeader,
  numberFormatOf,
  NOTE_FIELDS,
  type Enquiry,
  type EnquiryMessageCopy,
} from "./whatsapp-message";
import { ENQUIRY_POST_LIMITS, isMailAddress, type EnquiryPost, type EnquiryPostProblem } from "./enquiry-post";

export interface EnquiryPostContext {
  reference: string;
  /** Milliseconds from the first input to now. */
  elapsedMs: number;
  /** The honeypot field's value, as the form holds it. */
  website: string;
  /** The page the enquiry was sent from (its address without query or fragment). */
  page: string;
  /** When it was sent, ISO 8601. */
  sentAt: string;
}

/** The data part: German keys, numbers as numbers, every value the message shows. */
export function enquiryData(enquiry: Enquiry, copy: EnquiryMessageCopy, context: Pick<EnquiryPostContext, "reference" | "page" | "sentAt">) {
  const values = enquiryValues(enquiry, copy);
  const numbers = numberFormatOf(copy);
  const age = numbers.readAge(enquiry.age);
  const income = numbers.readIncomeCents(enquiry.einkommen);
  const given = (value: string) => (value === copy.notGiven ? null : value);
  return {
    format: "pkv-anfrage/1",
    referenz: context.reference,
    gesendetAm: context.sentAt,
    seite: context.page,
    // The language to answer in, for software as the message's first line says it for people (docs/decisions/0073).
    sprache: copy.visitorLanguage ?? "de",
    name: given(values.name),
    alter: age.ok ? age.units : null,
    beruf: given(values.beruf),
    monatsbruttoEuro: income.ok ? income.units / 100 : null,
    gewuenschterSchutz: given(values.versicherungsart),
    telefon: values.telefon || null,
    email: values.email || null,
    bevorzugterKontaktweg: values.kontaktweg || null,
    wunschzeitAnruf: values.rueckruf || null,
    nachricht: values.nachricht || null,
    rechnerErgebnisse: NOTE_FIELDS.map((field) => values[field]).filter((note) => note !== ""),
    // What the message's header says, for software: a member's enquiry brings the member's answers (docs/decisions/0070).
    anliegen: enquiry.anliegen === "bestand" ? "bestandskunde" : "neukunde",
    ...(enquiry.anliegen === "bestand" && copy.member ? { bestand: copy.member.data(enquiry) } : {}),
  };
}

/** Subject „Neue PKV-Anfrage PKV-7K3Q: Max Mustermann“ (a member's with the member's header), within the relay's limit. */
export function enquirySubject(enquiry: Enquiry, copy: EnquiryMessageCopy, reference: string): string {
  const name = cleanText(enquiry.name) || copy.notGiven;
  return cleanText(`${messageHeader(enquiry, copy)} ${reference}: ${name}`, ENQUIRY_POST_LIMITS.subjectChars);
}

/** The request body for `ENQUIRY_POST_PATH`. The visitor's address goes to Reply-To only when it is a valid one. */
export function buildEnquiryPost(enquiry: Enquiry, copy: EnquiryMessageCopy, context: EnquiryPostContext): EnquiryPost {
  const email = enquiry.email.trim();
  return {
    v: 1,
    reference: context.reference,
    subject: enquirySubject(enquiry, copy, context.reference),
    text: buildEnquiryMessage(enquiry, copy, context.reference),
    data: enquiryData(enquiry, copy, context),
    replyTo: isMailAddress(email) ? email : "",
    website: context.website,
    elapsedMs: Math.round(context.elapsedMs),
  };
}

/** Why the page could not confirm the enquiry; each has its own sentence in texte/anfrage.yaml. */
export type DeliveryFailure = "offline" | "timeout" | "network" | "tooFast" | "rateLimited" | "refused" | "mailServer";

/**
 * The page's reading of a relay's answer: only a 2xx with `ok: true` and the reference the page
 * sent counts as arrived. Everything else is a failure with the closest reason — a static host
 * without a relay (404, an HTML page) reads as refused, never as sent.
 */
export function readDeliveryAnswer(status: number, body: unknown, reference: string): { ok: true } | { ok: false; reason: DeliveryFailure } {
  const answer = typeof body === "object" && body !== null ? (body as { ok?: unknown; reference?: unknown; error?: unknown }) : {};
  if (status >= 200 && status < 300 && answer.ok === true && answer.reference === reference) return { ok: true };
  const problem = answer.error as EnquiryPostProblem | undefined;
  if (status === 429 || problem === "rateLimited") return { ok: false, reason: "rateLimited" };
  if (problem === "tooFast") return { ok: false, reason: "tooFast" };
  if (status === 502 || problem === "sendFailed") return { ok: false, reason: "mailServer" };
  return { ok: false, reason: "refused" };
}
