/**
 * The income hint as the English page gives it (docs/decisions/0073): the same comparison as
 * income-hint.ts — the typed income read the English way (enquiry-numbers-en.ts), assessed by
 * `assessMonthlyIncome` — with the amounts in English formats. The choice of template follows
 * income-hint.ts's `incomeHint`, which writes German amounts only.
 */
import { germanAmountText, readIncomeCentsEnglish } from "./enquiry-numbers-en";
import { formatEuro } from "./format-en";
import { assessMonthlyIncome, type IncomeFacts, type IncomeHint, type IncomeHintCopy, type ThresholdFigures } from "./income-hint";

export function englishIncomeHint(raw: string, figures: ThresholdFigures, nextYearFigures: ThresholdFigures | null, copy: IncomeHintCopy): IncomeHint | null {
  const income = readIncomeCentsEnglish(raw);
  const assessment = income.ok ? assessMonthlyIncome(germanAmountText(income.units), figures, nextYearFigures) : null;
  if (!assessment) return null;
  const next = assessment.nextYear;
  const facts: IncomeFacts = {
    monthly: formatEuro(assessment.monthlyIncome),
    annual: formatEuro(assessment.annualIncome),
    threshold: formatEuro(assessment.threshold),
    year: assessment.year,
    nextYear: next.year,
    ...(next.published ? { nextThreshold: formatEuro(next.threshold) } : {}),
  };
  let text: string;
  if (assessment.comparison !== "above") text = copy[assessment.comparison](facts);
  else if (!next.published) text = copy.above.nextUnpublished(facts);
  else text = next.exceeded ? copy.above.nextExceeded(facts) : copy.above.nextNotExceeded(facts);
  return { comparison: assessment.comparison, text, note: copy.note };
}
