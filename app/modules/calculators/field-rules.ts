/**
 * What each calculator field accepts. The limits keep typing errors (an extra zero, a year typed
 * as an age) from producing a confident result; they are wide enough for every real case.
 */
import type { GermanNumberRules } from "../german-number";

const EURO_SIGNS = ["€", "EUR", "Euro"] as const;

/** Bruttojahresgehalt, cents: from 1 ct to 10.000.000 €. */
export const ANNUAL_PAY_RULES: GermanNumberRules = { fractionDigits: 2, minUnits: 1, maxUnits: 10_000_000_00, unitSigns: EURO_SIGNS };
/** Bruttomonatsgehalt, cents: from 1 ct to 1.000.000 €. */
export const MONTHLY_PAY_RULES: GermanNumberRules = { fractionDigits: 2, minUnits: 1, maxUnits: 1_000_000_00, unitSigns: EURO_SIGNS };
/**
 * Gewinn im Monat of the self-employed, cents: from 0 (a year without profit, or with a loss: the
 * minimum base applies, docs/decisions/0069) to 1.000.000 €.
 */
export const MONTHLY_PROFIT_RULES: GermanNumberRules = { ...MONTHLY_PAY_RULES, minUnits: 0 };
/** Zusatzbeitrag, hundredths of a per cent: 0 % to 10 %, as insurers announce it (two decimals). */
export const ZUSATZBEITRAG_RULES: GermanNumberRules = { fractionDigits: 2, minUnits: 0, maxUnits: 10_00, unitSigns: ["%"] };
export const AGE_MIN = 14;
export const AGE_MAX = 99;
export const AGE_RULES: GermanNumberRules = { fractionDigits: 0, minUnits: AGE_MIN, maxUnits: AGE_MAX };
export const CHILDREN_MAX = 20;
export const CHILDREN_RULES: GermanNumberRules = { fractionDigits: 0, minUnits: 0, maxUnits: CHILDREN_MAX };
