/**
 * How the enquiry reads its two number fields, with the calculators' parser (german-number.ts):
 * „80.000,50 €“, „7.083“, „85 000“, „€ 5.000“ and „7000.5“ all count, so a pasted amount is
 * never lost. The fields keep exactly what was typed; these readers decide what the message says.
 */
import { MONTHLY_PAY_RULES } from "./calculators/field-rules";
import { parseGermanNumber, type GermanNumber, type GermanNumberProblem, type GermanNumberRules } from "./german-number";

/** The spec's age range (pkv-site-spec.md §5: min 18, max 80); outside it the age is not sent (docs/decisions/0043). */
export const ENQUIRY_AGE_MIN = 18;
export const ENQUIRY_AGE_MAX = 80;

/** Whole years only: „38,5“ is asked again, never read as 385. „38 Jahre“ is read as 38. */
const ENQUIRY_AGE_RULES: GermanNumberRules = {
  fractionDigits: 0,
  minUnits: ENQUIRY_AGE_MIN,
  maxUnits: ENQUIRY_AGE_MAX,
  unitSigns: ["Jahre", "Jahr", "J."],
};

/** Monthly gross income: the calculators' monthly pay rules (cents, 1 ct to 1.000.000 €, „€“/„EUR“/„Euro“). */
export const ENQUIRY_INCOME_RULES: GermanNumberRules = MONTHLY_PAY_RULES;

/** maxLength of the age and income fields: room for „1.000.000,00 EUR“ and stray spaces, not for a letter. */
export const NUMBER_TEXT_MAX_LENGTH = 30;

/** The age in whole years, or why it cannot be read. */
export function readAge(raw: string): GermanNumber {
  return parseGermanNumber(raw, ENQUIRY_AGE_RULES);
}

/** The monthly income in cents, or why it cannot be read. */
export function readIncomeCents(raw: string): GermanNumber {
  return parseGermanNumber(raw, ENQUIRY_INCOME_RULES);
}

/** The field's message for what it cannot read; null when it can, and for an empty field (sent as „nicht angegeben“). */
export function unreadableMessage(result: GermanNumber, messages: Readonly<Record<Exclude<GermanNumberProblem, "empty">, string>>): string | null {
  return result.ok || result.problem === "empty" ? null : messages[result.problem];
}
