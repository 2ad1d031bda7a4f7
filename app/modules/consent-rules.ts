/**
 * The cookie banner's rules (pkv-site-spec.md §4, §9), as pure functions of the stored values and the time.
 * The site sets no cookies at all; "consent" is the visitor's answer to the banner, kept in
 * localStorage so the banner does not return on every visit.
 */

export const CONSENT_KEY = "cookieConsent";
/** When the current answer was first given; the answer and everything stored with it expire 12 months later. */
export const CONSENT_DATE_KEY = "cookieConsentDate";

export type ConsentChoice = "accepted" | "declined";

/** Spec §9: the banner appears 1.5 s after load and animates out over 0.5 s. */
const BANNER_DELAY_MS = 1500;
export const BANNER_EXIT_MS = 500;

/** How long the banner still waits, given the time since the load event (it may mount late on a slow device). */
export function bannerDelay(sinceLoadMs: number): number {
  return Math.max(0, BANNER_DELAY_MS - sinceLoadMs);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §9: persistent entries live at most 12 months. */
export const CONSENT_MAX_AGE_MS = 365 * DAY_MS;

export interface StoredConsent {
  choice: string | null;
  date: string | null;
}

/** A storage write (value) or removal (null) that keeps storage consistent with the rules. */
export interface StorageChange {
  key: string;
  value: string | null;
}

export interface ConsentReading {
  /** The valid answer, or null: then the banner is due. */
  choice: ConsentChoice | null;
  changes: StorageChange[];
}

export function parseChoice(raw: string | null): ConsentChoice | null {
  return raw === "accepted" || raw === "declined" ? raw : null;
}

function parseTimestamp(raw: string | null): number | null {
  if (raw === null || !/^\d{1,16}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Reads the stored answer at `now`. An answer without a date (stored before dates were kept,
 * or by hand) counts from now; an unreadable, expired or future-dated one is removed.
 */
export function readConsent(stored: StoredConsent, now: number): ConsentReading {
  const choice = parseChoice(stored.choice);
  const forget: StorageChange[] = [
    { key: CONSENT_KEY, value: null },
    { key: CONSENT_DATE_KEY, value: null },
  ];
  if (!choice) {
    const leftovers = stored.choice !== null || stored.date !== null;
    return { choice: null, changes: leftovers ? forget : [] };
  }
  if (stored.date === null) return { choice, changes: [{ key: CONSENT_DATE_KEY, value: String(now) }] };
  const since = parseTimestamp(stored.date);
  // A date more than a day ahead can only come from a wrong clock; it would never expire.
  if (since === null || since - now > DAY_MS || now - since >= CONSENT_MAX_AGE_MS) {
    return { choice: null, changes: forget };
  }
  return { choice, changes: [] };
}

/**
 * What answering the banner stores. The date marks the start of the 12 months and is kept
 * when the answer is changed later, so nothing stored with it outlives that period.
 */
export function recordChoice(choice: ConsentChoice, stored: StoredConsent, now: number): StorageChange[] {
  const current = readConsent(stored, now);
  const keepDate = current.choice !== null && stored.date !== null;
  return [{ key: CONSENT_KEY, value: choice }, ...(keepDate ? [] : [{ key: CONSENT_DATE_KEY, value: String(now) }])];
}
