/**
 * Numbers typed the German way: "80.000", "80000", "80 000 €", "80.000,50", "2,9 %". The result
 * is a whole number of the smallest unit the field allows (cents for "80.000,50", hundredths of
 * a per cent for "2,9"), so money never passes through a float. Anything ambiguous or malformed
 * is refused with a reason the field can put into words, never read as a guess.
 */

export type GermanNumberProblem =
  /** Nothing typed (or only spaces). */
  | "empty"
  /** Not a number in any format we read, e.g. "abc", "8,0,0", "1e5". */
  | "format"
  | "negative"
  /** More digits after the comma than the field takes, e.g. cents of cents. */
  | "decimals"
  | "tooSmall"
  | "tooLarge";

export type GermanNumber = { ok: true; units: number } | { ok: false; problem: GermanNumberProblem };

export interface GermanNumberRules {
  /** Digits allowed after the decimal comma; the result counts in these units (2 → cents). */
  fractionDigits: number;
  /** Smallest accepted value, in units (e.g. 1 = one cent). */
  minUnits: number;
  /** Largest accepted value, in units. */
  maxUnits: number;
  /** Unit signs that may stand before or after the number, e.g. ["€", "EUR", "Euro"] or ["%"]. */
  unitSigns?: readonly string[];
}

// Spaces people (and copy-paste from PDFs) put between thousands: plain, no-break, narrow no-break, thin.
const SPACES = /[\u00a0\u202f\u2009\u2007]/g;
const MINUS = /^[-\u2212\u2013]\s*\d/;
/** Thousands grouped by one separator used throughout ("80.000.000" or "80 000"), or plain digits, then an optional decimal comma. */
const GERMAN = /^(\d{1,3}(?:\.\d{3})+|\d{1,3}(?: \d{3})+|\d+)(?:,(\d+))?$/;
/**
 * "2.9" or "80.50": a single dot followed by one or two digits cannot be a thousands separator,
 * so it is read as the decimal point many keyboards and habits produce. "1.500" stays 1500.
 */
const POINT_DECIMAL = /^(\d+)\.(\d{1,2})$/;
/** Beyond this many integer digits a double no longer holds every whole number exactly. */
const MAX_INTEGER_DIGITS = 15;

function withoutUnitSign(text: string, signs: readonly string[]): string {
  const lower = text.toLowerCase();
  for (const sign of signs) {
    const s = sign.toLowerCase();
    if (lower.endsWith(s)) return text.slice(0, text.length - s.length).trim();
    if (lower.startsWith(s)) return text.slice(s.length).trim();
  }
  return text;
}

/** The text without its unit sign and with every kind of space made plain, as the parser reads it. */
export function normalisedNumberText(raw: string, rules: GermanNumberRules): string {
  return withoutUnitSign(raw.replace(SPACES, " ").trim(), rules.unitSigns ?? []);
}

/**
 * What the German and the English reader share (decision 0073): the empty field, the minus sign,
 * the unit sign and spaces, and from the digits on the field's rules. `digitsOf` is the
 * language's own part: the integer digits without separators and the fraction's digits of a text
 * written its way, null for any other text.
 */
export function readNumberText(raw: string, rules: GermanNumberRules, digitsOf: (text: string) => { integer: string; fraction: string } | null): GermanNumber {
  const text = normalisedNumberText(raw, rules);
  if (raw.trim() === "") return { ok: false, problem: "empty" };
  if (MINUS.test(text)) return { ok: false, problem: "negative" };

  const digits = digitsOf(text);
  if (!digits) return { ok: false, problem: "format" };

  const integerDigits = digits.integer.replace(/^0+(?=\d)/, "");
  // Trailing zeros after the decimal sign change nothing: "2,90" is 2,9.
  const fraction = digits.fraction.replace(/0+$/, "");
  if (fraction.length > rules.fractionDigits) return { ok: false, problem: "decimals" };
  if (integerDigits.length > MAX_INTEGER_DIGITS) return { ok: false, problem: "tooLarge" };

  const units = Number(integerDigits) * 10 ** rules.fractionDigits + Number(fraction.padEnd(rules.fractionDigits, "0") || "0");
  if (units > rules.maxUnits) return { ok: false, problem: "tooLarge" };
  if (units < rules.minUnits) return { ok: false, problem: "tooSmall" };
  return { ok: true, units };
}

export function parseGermanNumber(raw: string, rules: GermanNumberRules): GermanNumber {
  return readNumberText(raw, rules, (text) => {
    const match = GERMAN.exec(text) ?? POINT_DECIMAL.exec(text);
    return match && { integer: match[1].replace(/[. ]/g, ""), fraction: match[2] ?? "" };
  });
}

/** Thousands grouped with commas, the English way, with an optional decimal point: „85,000“, „1,250,000.50“. */
const ENGLISH_GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * The English reading of an amount typed with commas between thousands, when there is one:
 * „85,000“ is 85 € to the parser (a comma is the German decimal sign) but means 85.000 € to anyone
 * who writes numbers the English way. Null when the text is not written like that; otherwise the
 * number read as German text with the separators swapped, by the same parser and rules, so a
 * field can ask „Meinten Sie 85.000 €?“ instead of guessing.
 */
export function englishGroupedReading(raw: string, rules: GermanNumberRules): GermanNumber | null {
  const match = ENGLISH_GROUPED.exec(normalisedNumberText(raw, rules));
  if (!match) return null;
  const german = `${match[1].replaceAll(",", ".")}${match[2] === undefined ? "" : `,${match[2]}`}`;
  return parseGermanNumber(german, rules);
}

/**
 * How a field reads a typed number, in one language (decision 0073): `parse` is the language's
 * reading; `otherReading` the reading by the other language's habit, offered as a question where
 * it differs („85,000“ on the German page, „95.000“ on the English one), null where there is none.
 */
export interface NumberReader {
  parse: (raw: string, rules: GermanNumberRules) => GermanNumber;
  otherReading: (raw: string, rules: GermanNumberRules) => GermanNumber | null;
}

export const germanNumberReader: NumberReader = { parse: parseGermanNumber, otherReading: englishGroupedReading };
