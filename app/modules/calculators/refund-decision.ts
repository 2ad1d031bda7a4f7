/**
 * „Rechnung einreichen oder Beitragsrückerstattung behalten?“ (docs/decisions/0070): this year's
 * comparison of two sums, in whole cents. Submitting brings what the tariff reimburses beyond the
 * deductible still open this year; keeping the bills brings the refund the tariff promises for a
 * year without claims. Refund and deductible are the member's own tariff's figures, typed in:
 * neither is law, and no tariff's figures are written here.
 *
 * What it leaves out, and the page says so: a refund that grows with each year without claims
 * (submitting also costs next year's step), a refund that depends on the insurer's business year,
 * and tax (the refund lowers the deductible Vorsorgeaufwendungen, § 10 Abs. 4b EStG).
 */
import type { GermanNumberRules } from "../german-number";

/** Whether more bills are likely in the same calendar year: the refund is for the whole year. */
export type LaterBills = "ja" | "nein" | "unklar";
export const LATER_BILLS: readonly LaterBills[] = ["nein", "ja", "unklar"];

export interface RefundInput {
  /** What the tariff would reimburse for this year's bills not yet submitted, before the deductible. */
  billsCents: number;
  /** The refund the tariff promises for a year in which no bill is submitted. */
  refundCents: number;
  /** The deductible still open this year (0 for a tariff without one). */
  deductibleCents: number;
  laterBills: LaterBills;
}

/**
 * - `einreichen`: the reimbursement beats the refund now, and later bills can only add to it.
 * - `behalten`: the refund beats the reimbursement, and no further bills are expected this year.
 * - `sammeln`: the refund is ahead for now, but further bills may come: keep the receipts and
 *   decide at the end of the year, when the year's sum is known.
 * - `gleich`: both bring the same.
 */
export type RefundVerdict = "einreichen" | "behalten" | "sammeln" | "gleich";

export interface RefundDecision {
  verdict: RefundVerdict;
  /** What submitting brings: the bills beyond the deductible, never below 0. */
  reimbursementCents: number;
  refundCents: number;
  /** The year's bills up to which keeping them pays: deductible plus refund. */
  thresholdCents: number;
  /** How much more the better choice brings (0 when equal). */
  differenceCents: number;
}

const EURO_SIGNS = ["€", "EUR", "Euro"] as const;
/** Bills of one year, cents: 0 € to 1.000.000 €. */
export const BILLS_RULES: GermanNumberRules = { fractionDigits: 2, minUnits: 0, maxUnits: 1_000_000_00, unitSigns: EURO_SIGNS };
/** A year's refund, cents: 0 € to 100.000 €. */
export const REFUND_RULES: GermanNumberRules = { fractionDigits: 2, minUnits: 0, maxUnits: 100_000_00, unitSigns: EURO_SIGNS };
/** The deductible still open, cents: 0 € to 100.000 €. */
export const DEDUCTIBLE_RULES: GermanNumberRules = { fractionDigits: 2, minUnits: 0, maxUnits: 100_000_00, unitSigns: EURO_SIGNS };

export function decideRefund({ billsCents, refundCents, deductibleCents, laterBills }: RefundInput): RefundDecision {
  const reimbursementCents = Math.max(0, billsCents - deductibleCents);
  const thresholdCents = deductibleCents + refundCents;
  const differenceCents = Math.abs(reimbursementCents - refundCents);
  let verdict: RefundVerdict;
  if (reimbursementCents > refundCents) verdict = "einreichen";
  else if (laterBills !== "nein") verdict = "sammeln";
  else verdict = reimbursementCents === refundCents ? "gleich" : "behalten";
  return { verdict, reimbursementCents, refundCents, thresholdCents, differenceCents };
}
