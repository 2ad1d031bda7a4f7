/**
 * The visitor's phone number and e-mail address in the enquiry: read, checked, and a likely typo
 * in a well-known mail domain questioned („@gmial.com“ → „Meinten Sie …@gmail.com?“). Nothing is
 * corrected behind the visitor's back; the page offers the fix and the visitor decides.
 * Pure; the wording of every message is the owner's (texte/anfrage.yaml).
 */
import { isMailAddress } from "./enquiry-post";

export const PHONE_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;

export type PhoneProblem = "format" | "tooShort" | "tooLong";
export type EmailProblem = "format";

// Digits with the separators people write: „+49 (0)30 / 123 456-78“.
const PHONE_CHARACTERS = /^\+?[\d\s()/.-]+$/;

/** Null when the number is empty or looks like one; else why not. 6 to 15 digits (E.164 allows 15). */
export function phoneProblem(text: string): PhoneProblem | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!PHONE_CHARACTERS.test(trimmed)) return "format";
  const digits = trimmed.replace(/\D/g, "").length;
  if (digits < 6) return "tooShort";
  if (digits > 15) return "tooLong";
  return null;
}

/** Null when the address is empty or valid. */
export function emailProblem(text: string): EmailProblem | null {
  const trimmed = text.trim();
  return trimmed === "" || isMailAddress(trimmed) ? null : "format";
}

/** Mail domains many people in Germany use; a domain one or two keystrokes away from one of them is questioned. */
const KNOWN_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "gmx.de",
  "gmx.net",
  "gmx.at",
  "gmx.ch",
  "web.de",
  "t-online.de",
  "freenet.de",
  "posteo.de",
  "mailbox.org",
  "outlook.de",
  "outlook.com",
  "hotmail.com",
  "hotmail.de",
  "live.de",
  "live.com",
  "icloud.com",
  "me.com",
  "yahoo.de",
  "yahoo.com",
  "aol.com",
  "arcor.de",
  "online.de",
  "ionos.de",
  "vodafone.de",
];

/** Damerau–Levenshtein distance (adjacent swaps count once: „gmial“ is one step from „gmail“). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_row, i) => Array.from({ length: b.length + 1 }, (_column, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The address with the domain it was most likely meant to have, or null: only for a domain that
 * is not itself a known one and is at most two edits from exactly one known domain (or one edit,
 * for short domains), so „gmx.de“ and a company's own domain are never questioned.
 */
export function suggestedEmail(text: string): string | null {
  const trimmed = text.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 1) return null;
  const domain = trimmed.slice(at + 1).toLowerCase();
  if (domain === "" || KNOWN_DOMAINS.includes(domain)) return null;
  const allowed = domain.length <= 6 ? 1 : 2;
  const close = KNOWN_DOMAINS.map((known) => ({ known, distance: editDistance(domain, known) })).filter(({ distance }) => distance <= allowed);
  if (close.length === 0) return null;
  const best = Math.min(...close.map(({ distance }) => distance));
  const nearest = close.filter(({ distance }) => distance === best);
  return nearest.length === 1 ? `${trimmed.slice(0, at)}@${nearest[0].known}` : null;
}
