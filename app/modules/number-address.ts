/**
 * The calculators' number fields in the page address, the same on both pages (decision 0073): the
 * address holds the German page's notation („85.000“, „7.083,33“, „2,9“), as every link made
 * before the English section does, so a link or the language switch carries the same figures into
 * either language. The English page writes its fields in that notation and reads them back into
 * its own; the German page writes what was typed, as it always has.
 */
import { germanGroupedReading, parseEnglishNumber } from "./english-number";
import * as german from "./format-de";
import * as english from "./format-en";
import { parseGermanNumber, type GermanNumberRules } from "./german-number";

type FieldFormats = Pick<typeof german, "formatEuroForField" | "formatPercentForField">;

/** Only the notation counts here; the field's own bounds are its messages' business. */
function notationOnly(rules: GermanNumberRules): GermanNumberRules {
  return { ...rules, minUnits: 0, maxUnits: Number.MAX_SAFE_INTEGER };
}

/** A number of the field's units as the field shows it: an amount with its cents, a rate, or a count. */
function fieldText(units: number, rules: GermanNumberRules, formats: FieldFormats): string {
  if (rules.unitSigns?.includes("%")) return formats.formatPercentForField(units / 10 ** rules.fractionDigits);
  if (rules.fractionDigits === 2) return formats.formatEuroForField(units);
  return String(units);
}

/**
 * What the English field's text is in the address: the German notation of what it reads. Text it
 * cannot read stays as typed, except a German-looking figure („95.000“) it refuses as ambiguous:
 * that is left out, so the address never states a figure the visitor has not confirmed.
 */
export function englishFieldToAddress(text: string, rules: GermanNumberRules): string {
  const read = parseEnglishNumber(text, notationOnly(rules));
  if (read.ok) return fieldText(read.units, rules, german);
  return germanGroupedReading(text, rules) === null ? text : "";
}

/** An address's text as the English field shows it: the German notation read, written the English way. */
export function englishFieldFromAddress(text: string, rules: GermanNumberRules): string {
  const read = parseGermanNumber(text, notationOnly(rules));
  return read.ok ? fieldText(read.units, rules, english) : text;
}
