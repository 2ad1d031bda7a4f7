/**
 * The hint under the income field: how the entered monthly income, taken twelve times, compares
 * with the year's Versicherungspflichtgrenze. Information, not advice: the wording comes in as
 * copy, and the figures as an argument (app/content/statutory-figures.ts holds them by year).
 */
import { formatEuro } from "./format-de";
import { INCOME_MAX_DIGITS } from "./whatsapp-message";
import { parseWholeNumber } from "./whole-number";

export interface ThresholdFigures {
  year: number;
  /** Versicherungspflichtgrenze in € per year. */
  versicherungspflichtgrenze: number;
}

export type IncomeComparison = "above" | "at" | "below";

export interface IncomeAssessment {
  comparison: IncomeComparison;
  monthlyIncome: number;
  annualIncome: number;
  threshold: number;
  year: number;
}

/** Null while the field holds no usable income (empty, zero, not a whole number). */
export function assessMonthlyIncome(raw: string, figures: ThresholdFigures): IncomeAssessment | null {
  const monthlyIncome = parseWholeNumber(raw, INCOME_MAX_DIGITS);
  if (monthlyIncome === null || monthlyIncome === 0) return null;
  const annualIncome = monthlyIncome * 12;
  const threshold = figures.versicherungspflichtgrenze;
  // § 6 Abs. 1 Nr. 1 SGB V: free of compulsory insurance only when the income *exceeds* the limit.
  const comparison: IncomeComparison = annualIncome > threshold ? "above" : annualIncome === threshold ? "at" : "below";
  return { comparison, monthlyIncome, annualIncome, threshold, year: figures.year };
}

export interface IncomeFacts {
  monthly: string;
  annual: string;
  threshold: string;
  year: number;
}

export interface IncomeHintCopy {
  above: (facts: IncomeFacts) => string;
  at: (facts: IncomeFacts) => string;
  below: (facts: IncomeFacts) => string;
  /** Always shown with the hint: how it is computed and who is not bound by the limit. */
  note: string;
}

export interface IncomeHint {
  comparison: IncomeComparison;
  text: string;
  note: string;
}

export function incomeHint(raw: string, figures: ThresholdFigures, copy: IncomeHintCopy): IncomeHint | null {
  const assessment = assessMonthlyIncome(raw, figures);
  if (!assessment) return null;
  const facts: IncomeFacts = {
    monthly: formatEuro(assessment.monthlyIncome),
    annual: formatEuro(assessment.annualIncome),
    threshold: formatEuro(assessment.threshold),
    year: assessment.year,
  };
  return { comparison: assessment.comparison, text: copy[assessment.comparison](facts), note: copy.note };
}
