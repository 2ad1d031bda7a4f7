/**
 * Numbers typed the English way, the twin of german-number.ts for the English calculators
 * (docs/decisions/0073): "95,000", "95000", "95 000", "€95,000.50", "2.9%". Same result (whole
 * units of the field, never a float), same problems, same rules, so a field swaps one reader for
 * the other and everything after it stays the same.
 *
 * The one ambiguity: a point followed by exactly three digits („95.000“, „1.250.000“) is a
 * thousands separator to a German reader and a decimal point to an English one. An expat on the
 * English page may type either habit, and guessing wrong is off by a factor of a thousand, so
 * the reader refuses it ("format"); `germanGroupedReading` offers the German reading, which a
 * pay field turns into a question („Did you mean €95,000?“) and the other fields' format message
 * explains. A comma followed by one or two digits cannot group thousands, so „2,9“ reads as 2.9,
 * as the German reader takes „2.9“.
 */
import { normalisedNumberText, parseGermanNumber, readNumberText, type GermanNumber, type GermanNumberRules, type NumberReader } from "./german-number";

/** Thousands grouped by one separator used throughout („80,000,000“ or „80 000“), or plain digits, then an optional decimal point. */
const ENGLISH = /^(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+)(?:\.(\d+))?$/;
/** „2,9“ or „80,50“: a single comma followed by one or two digits cannot separate thousands. */
const COMMA_DECIMAL = /^(\d+),(\d{1,2})$/;
/** A point followed by exactly three digits, or several grouping points, possibly a German decimal comma: the German way. */
const GERMAN_GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;

/** The German-looking amounts the English reader refuses rather than reads a thousand times too small. */
function looksGerman(text: string): boolean {
  return GERMAN_GROUPED.test(text);
}

export function parseEnglishNumber(raw: string, rules: GermanNumberRules): GermanNumber {
  return readNumberText(raw, rules, (text) => {
    if (looksGerman(text)) return null;
    const match = ENGLISH.exec(text) ?? COMMA_DECIMAL.exec(text);
    return match && { integer: match[1].replace(/[, ]/g, ""), fraction: match[2] ?? "" };
  });
}

/**
 * The German reading of an amount the English reader refused because it is written the German
 * way („95.000“, „95.000,50“): the number the German parser reads, by the same rules, so a pay
 * field can ask „Did you mean €95,000?“. Null for anything else.
 */
export function germanGroupedReading(raw: string, rules: GermanNumberRules): GermanNumber | null {
  const text = normalisedNumberText(raw, rules);
  if (!looksGerman(text)) return null;
  return parseGermanNumber(text, rules);
}

/** The English fields' reader: English first, the German habit offered as a question (decision 0073). */
export const englishNumberReader: NumberReader = { parse: parseEnglishNumber, otherReading: germanGroupedReading };
