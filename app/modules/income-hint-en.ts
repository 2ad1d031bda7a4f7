/**
 * The income hint as the English page gives it (docs/decisions/0073): the same comparison as
 * income-hint.ts — the typed income read the English way (enquiry-numbers-en.ts), assessed by
 * `assessMonthlyIncome` — with the amounts in English formats. The choice of template is
 * income-hint.ts's `hintForAssessment`, shared with the German hint.
 */
import { germanAmountText, readIncomeCentsEnglish } from "./enquiry-numbers-en";
import { formatEuro } from "./format-en";
import { assessMonthlyIncome, hintForAssessment, type IncomeHint, type IncomeHintCopy, type ThresholdFigures } from "./income-hint";

export function englishIncomeHint(raw: string, figures: ThresholdFigures, nextYearFigures: ThresholdFigures | null, copy: IncomeHintCopy): IncomeHint | null {
  const income = readIncomeCentsEnglish(raw);
  const assessment = income.ok ? assessMonthlyIncome(germanAmountText(income.units), figures, nextYearFigures) : null;
  return assessment && hintForAssessment(assessment, copy, formatEuro);
}
