/**
 * The enquiry's own channel (docs/decisions/0063): what the page posts to the site's own origin,
 * and what every server that relays it to the adviser's mailbox checks before it sends. The page
 * builds the whole message (subject, text, the machine-readable part); a relay checks, limits and
 * sends, and adds no content of its own.
 *
 * One definition for the page, `npm start`'s server (scripts/lib/enquiry-endpoint.mjs) and the
 * settings the deploy writes for the PHP relay on Apache webspace (scripts/deploy/enquiry-relay.mjs).
 * Self-contained on purpose — no imports — so plain Node loads it with its type stripping.
 */

/** Where the page posts. Apache rewrites it to the PHP relay. */
export const ENQUIRY_POST_PATH = "/api/anfrage";

/**
 * Where the page asks whether the site can deliver. The build writes it as a static file saying
 * `{"ready":false}`, so a host without a relay answers 200 and the page shows no button — and logs
 * no failed request; `npm start`'s server answers it itself, and the deploy uploads `{"ready":true}`
 * over it together with the PHP relay.
 */
export const ENQUIRY_READINESS_PATH = "/api/anfrage-bereit.json";

/** Bounds for one post and for how often a client and the whole site may send. */
export const ENQUIRY_POST_LIMITS = {
  /** The whole request body, in bytes (UTF-8). */
  bodyBytes: 32_768,
  subjectChars: 200,
  textChars: 12_000,
  /** The machine-readable part, as JSON text. */
  dataChars: 12_000,
  /** RFC 5321's longest path. */
  addressChars: 254,
  /** A person needs longer than this for four steps; a script replaying the post does not. */
  minFillMs: 3_000,
  /** Per client address: at most `perClient` mails in `perClientWindowMs`. */
  perClient: 5,
  perClientWindowMs: 10 * 60 * 1000,
  /** For the whole site: at most `perDay` mails in 24 hours. */
  perDay: 50,
  /** The page stops waiting after this long and says the enquiry was not sent. */
  pageTimeoutMs: 15_000,
} as const;

/** No 0/O, 1/I/L: a reference read out on the phone is not misheard. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_PATTERN = /^PKV-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

/** A short reference such as „PKV-7K3Q“ from four random bytes (crypto.getRandomValues in the page). */
export function referenceFrom(randomBytes: ArrayLike<number>): string {
  let code = "";
  for (let i = 0; i < 4; i++) code += REFERENCE_ALPHABET[(randomBytes[i] ?? 0) % REFERENCE_ALPHABET.length];
  return `PKV-${code}`;
}

/** The request body, as JSON. */
export interface EnquiryPost {
  v: 1;
  reference: string;
  /** The mail's subject: reference and name. */
  subject: string;
  /** The plain-text body the adviser reads. */
  text: string;
  /** The same enquiry as fields, attached as JSON for the adviser's broker software. */
  data: Record<string, unknown>;
  /** The visitor's e-mail address for Reply-To, or "" when none (or no valid one) was given. */
  replyTo: string;
  /** A field people never see and never fill (hidden from view and from assistive technology). */
  website: string;
  /** Milliseconds from the first input in the form to sending. */
  elapsedMs: number;
}

/** Why a relay refuses or fails; the page shows its own wording for each (texte/anfrage.yaml). */
export type EnquiryPostProblem =
  "format" | "tooLarge" | "header" | "replyTo" | "honeypot" | "tooFast" | "rateLimited" | "notConfigured" | "sendFailed" | "method";

/** The answer a relay gives for each problem: status and a German sentence any client can show. */
export const ENQUIRY_POST_ANSWERS: Readonly<Record<EnquiryPostProblem, { status: number; message: string }>> = {
  format: { status: 400, message: "Die Anfrage ist unvollständig oder beschädigt angekommen und wurde nicht gesendet." },
  tooLarge: { status: 413, message: "Die Anfrage ist zu lang und wurde nicht gesendet. Bitte kürzen Sie die Nachricht." },
  header: { status: 400, message: "Betreff oder Absenderadresse enthalten Zeilenumbrüche; die Anfrage wurde nicht gesendet." },
  replyTo: { status: 400, message: "Die E-Mail-Adresse ist nicht gültig; die Anfrage wurde nicht gesendet." },
  honeypot: { status: 400, message: "Die Anfrage wurde nicht gesendet." },
  tooFast: { status: 400, message: "Das ging sehr schnell – bitte warten Sie einen Moment und senden Sie dann erneut." },
  rateLimited: { status: 429, message: "Von diesem Anschluss kamen gerade viele Anfragen. Bitte versuchen Sie es später erneut oder rufen Sie an." },
  notConfigured: { status: 503, message: "Der Versand über die Website ist nicht eingerichtet; die Anfrage wurde nicht gesendet." },
  sendFailed: { status: 502, message: "Der Mailserver hat die Anfrage nicht angenommen; sie wurde nicht gesendet." },
  method: { status: 405, message: "Anfragen werden nur per POST angenommen." },
};

/** What a relay answers to GET: whether it can deliver at all (the page shows „Anfrage senden“ only then). */
export interface EnquiryReadiness {
  ready: boolean;
}

/** A relay's answer to a post. `reference` only when the mail server accepted the message. */
export type EnquiryPostAnswer = { ok: true; reference: string } | { ok: false; error: EnquiryPostProblem; message: string };

// CR, LF and every other control character would start a new header line in a subject or address.
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const HEADER_BREAKERS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;
// A deliberately plain check: one @, a dot in the domain, nothing a header or a shell reads specially.
const MAIL_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** True for an address a relay may put into Reply-To. */
export function isMailAddress(value: string): boolean {
  return value.length <= ENQUIRY_POST_LIMITS.addressChars && !HEADER_BREAKERS.test(value) && MAIL_ADDRESS.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks a parsed request body. Text may hold line breaks (it is the mail's body); the subject,
 * the reference and the address may not, so no field can add a header or a recipient.
 */
export function checkEnquiryPost(body: unknown): { ok: true; post: EnquiryPost } | { ok: false; problem: EnquiryPostProblem } {
  const limits = ENQUIRY_POST_LIMITS;
  if (!isRecord(body)) return { ok: false, problem: "format" };
  const { v, reference, subject, text, data, replyTo, website, elapsedMs } = body;
  if (v !== 1 || typeof reference !== "string" || typeof subject !== "string" || typeof text !== "string") return { ok: false, problem: "format" };
  if (!isRecord(data) || typeof replyTo !== "string" || typeof website !== "string" || typeof elapsedMs !== "number") return { ok: false, problem: "format" };
  if (website !== "") return { ok: false, problem: "honeypot" };
  if (HEADER_BREAKERS.test(subject) || HEADER_BREAKERS.test(reference)) return { ok: false, problem: "header" };
  if (!REFERENCE_PATTERN.test(reference) || subject.trim() === "" || text.trim() === "") return { ok: false, problem: "format" };
  if (subject.length > limits.subjectChars || text.length > limits.textChars || JSON.stringify(data).length > limits.dataChars) {
    return { ok: false, problem: "tooLarge" };
  }
  if (replyTo !== "" && !isMailAddress(replyTo)) return { ok: false, problem: HEADER_BREAKERS.test(replyTo) ? "header" : "replyTo" };
  if (!Number.isFinite(elapsedMs) || elapsedMs < limits.minFillMs) return { ok: false, problem: "tooFast" };
  return { ok: true, post: { v: 1, reference, subject, text, data, replyTo, website, elapsedMs } };
}

/**
 * The limits on how often mail goes out, kept in memory by a server that runs for longer
 * (`npm start`). Only counts and times per client key are kept — no enquiry — and they are
 * forgotten after a day. `allow` records a send when it says yes.
 */
export function createSendLimiter(limits: Pick<typeof ENQUIRY_POST_LIMITS, "perClient" | "perClientWindowMs" | "perDay"> = ENQUIRY_POST_LIMITS) {
  const DAY = 24 * 60 * 60 * 1000;
  const byClient = new Map<string, number[]>();
  let all: number[] = [];
  return {
    allow(clientKey: string, now: number): boolean {
      all = all.filter((time) => now - time < DAY);
      for (const [key, times] of byClient) {
        const recent = times.filter((time) => now - time < limits.perClientWindowMs);
        if (recent.length === 0) byClient.delete(key);
        else byClient.set(key, recent);
      }
      const mine = byClient.get(clientKey) ?? [];
      if (mine.length >= limits.perClient || all.length >= limits.perDay) return false;
      byClient.set(clientKey, [...mine, now]);
      all.push(now);
      return true;
    },
  };
}
