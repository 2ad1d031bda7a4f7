/**
 * The hint under the income field: how the entered monthly income, taken twelve times, compares
 * with the year's Versicherungspflichtgrenze, and — above it — what that means at the turn of the
 * year: a new job is free from its first day, an existing one only from 1 January of next year
 * and only if the income also exceeds next year's limit (§ 6 Abs. 4 SGB V), which the hint names
 * when published and otherwise says is not yet published. Information, not advice: the wording
 * comes in as copy, and the figures as arguments (app/content/statutory-figures.ts holds them).
 */
import { readIncomeCents } from "./enquiry-numbers";
import { formatEuro } from "./format-de";

export interface ThresholdFigures {
  year: number;
  /** Versicherungspflichtgrenze in € per year. */
  versicherungspflichtgrenze: number;
}

export type IncomeComparison = "above" | "at" | "below";

/** Next year's limit against the same income: unknown while unpublished. */
export type NextYearThreshold = { year: number; published: false } | { year: number; published: true; threshold: number; exceeded: boolean };

export interface IncomeAssessment {
  comparison: IncomeComparison;
  /** In euros; cents only when typed („7.083,50“). */
  monthlyIncome: number;
  annualIncome: number;
  threshold: number;
  year: number;
  nextYear: NextYearThreshold;
}

/**
 * Null while the field holds no usable income (empty, zero, or text the enquiry's parser cannot
 * read; enquiry-numbers.ts reads „7.083“, „80.000,50 €“ and „85 000“ like the calculators).
 * @param nextYearFigures the following year's figures, or null while they are not published
 */
export function assessMonthlyIncome(raw: string, figures: ThresholdFigures, nextYearFigures: ThresholdFigures | null): IncomeAssessment | null {
  const monthly = readIncomeCents(raw);
  if (!monthly.ok) return null;
  if (nextYearFigures !== null && nextYearFigures.year !== figures.year + 1) {
    throw new RangeError(`next year's figures must be those of ${figures.year + 1}, got ${nextYearFigures.year}`);
  }
  // In cents, so „6.450,01“ is above a limit of 77.400 € without a float deciding it.
  const annualCents = monthly.units * 12;
  const monthlyIncome = monthly.units / 100;
  const annualIncome = annualCents / 100;
  const threshold = figures.versicherungspflichtgrenze;
  const thresholdCents = threshold * 100;
  // § 6 Abs. 1 Nr. 1 SGB V: free of compulsory insurance only when the income *exceeds* the limit.
  const comparison: IncomeComparison = annualCents > thresholdCents ? "above" : annualCents === thresholdCents ? "at" : "below";
  const nextYear: NextYearThreshold =
    nextYearFigures === null
      ? { year: figures.year + 1, published: false }
      : {
          year: nextYearFigures.year,
          published: true,
          threshold: nextYearFigures.versicherungspflichtgrenze,
          exceeded: annualCents > nextYearFigures.versicherungspflichtgrenze * 100,
        };
  return { comparison, monthlyIncome, annualIncome, threshold, year: figures.year, nextYear };
}

export interface IncomeFacts {
  monthly: string;
  annual: string;
  threshold: string;
  year: number;
  nextYear: number;
  /** Next year's limit formatted, when published. */
  nextThreshold?: string;
}

export interface IncomeHintCopy {
  /** Above this year's limit, by what is known about next year's. */
  above: {
    nextUnpublished: (facts: IncomeFacts) => string;
    nextExceeded: (facts: IncomeFacts) => string;
    nextNotExceeded: (facts: IncomeFacts) => string;
  };
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

/**
 * The hint's words for an assessment, with the amounts in the page's format: the German page's
 * `incomeHint` and the English page's (income-hint-en.ts) choose the template the same way
 * (docs/decisions/0073).
 */
export function hintForAssessment(assessment: IncomeAssessment, copy: IncomeHintCopy, euro: (amount: number) => string): IncomeHint {
  const next = assessment.nextYear;
  const facts: IncomeFacts = {
    monthly: euro(assessment.monthlyIncome),
    annual: euro(assessment.annualIncome),
    threshold: euro(assessment.threshold),
    year: assessment.year,
    nextYear: next.year,
    ...(next.published ? { nextThreshold: euro(next.threshold) } : {}),
  };
  let text: string;
  if (assessment.comparison !== "above") text = copy[assessment.comparison](facts);
  else if (!next.published) text = copy.above.nextUnpublished(facts);
  else text = next.exceeded ? copy.above.nextExceeded(facts) : copy.above.nextNotExceeded(facts);
  return { comparison: assessment.comparison, text, note: copy.note };
}

export function incomeHint(raw: string, figures: ThresholdFigures, nextYearFigures: ThresholdFigures | null, copy: IncomeHintCopy): IncomeHint | null {
  const assessment = assessMonthlyIncome(raw, figures, nextYearFigures);
  return assessment && hintForAssessment(assessment, copy, formatEuro);
}
