/**
 * The enquiry's two number fields as an English page reads them (docs/decisions/0073): „5,000“ and
 * „5,000.50“ are thousands with commas, not five euros, and „38 years“ is an age. What is not
 * written the English way is read like the German page reads it („5000“, „5000.50“, „38“), so the
 * same typing never means two things. The fields keep what was typed; the message states the
 * result in German formats, the English overview in English ones.
 */
import { ENQUIRY_AGE_MAX, ENQUIRY_AGE_MIN, ENQUIRY_INCOME_RULES, readIncomeCents } from "./enquiry-numbers";
import { englishGroupedReading, parseGermanNumber, type GermanNumber, type GermanNumberRules } from "./german-number";

const ENGLISH_AGE_RULES: GermanNumberRules = {
  fractionDigits: 0,
  minUnits: ENQUIRY_AGE_MIN,
  maxUnits: ENQUIRY_AGE_MAX,
  // Longest first: the reader takes the first sign the text ends with.
  unitSigns: ["years old", "years", "year", "yrs"],
};

/** The age in whole years, or why it cannot be read. */
export function readAgeEnglish(raw: string): GermanNumber {
  return parseGermanNumber(raw, ENGLISH_AGE_RULES);
}

/** The monthly income in cents: commas between thousands the English way, otherwise as the German page reads it. */
export function readIncomeCentsEnglish(raw: string): GermanNumber {
  return englishGroupedReading(raw, ENQUIRY_INCOME_RULES) ?? readIncomeCents(raw);
}

/** Cents as the German reader takes them („5000,50“), for modules that read German text only (the income hint). */
export function germanAmountText(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}
