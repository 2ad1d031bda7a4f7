/**
 * The words of „Rechnung einreichen oder Beitragsrückerstattung behalten?“ on the member page
 * (docs/decisions/0070): the owner's file texte/rechner-erstattung.yaml, with the amounts the
 * decision computes filled in. No tariff figure is written here or there: refund and deductible
 * are the visitor's own tariff's, typed in.
 */
import { filledOnThePage as filled } from "~/modules/copy-placeholders";
import type { RefundDecision, RefundVerdict } from "~/modules/calculators/refund-decision";
import { formatEuroFromCents, formatList } from "~/modules/format-de";
import type { RefundToolText } from "~/modules/text-files/members-schema";
import text from "./texte/rechner-erstattung.yaml";

const copy = text as RefundToolText;

export const refundToolCopy = {
  title: copy.title,
  intro: copy.intro,
  fields: copy.toolFields,
  fixInput: copy.fixInput,
  noScript: copy.noScript,
  explanation: copy.explanation,
  figureLabels: { reimbursement: copy.figures.reimbursement, refund: copy.figures.refund },
} as const;

/** „Bitte geben Sie … an“ with the names of the fields still empty. */
export function refundMissing(names: readonly string[]): string {
  return filled(names.length === 1 ? copy.missing.one : copy.missing.many, { angaben: formatList(names) });
}

function amounts(decision: RefundDecision, deductibleCents: number): Record<string, string> {
  return {
    erstattung: formatEuroFromCents(decision.reimbursementCents),
    rueckerstattung: formatEuroFromCents(decision.refundCents),
    unterschied: formatEuroFromCents(decision.differenceCents),
    schwelle: formatEuroFromCents(decision.thresholdCents),
    selbstbehalt: formatEuroFromCents(deductibleCents),
  };
}

/** The verdict as a sentence, and the threshold of the year, with the decision's amounts. */
export function refundResultText(decision: RefundDecision, deductibleCents: number): { verdict: string; threshold: string } {
  const values = amounts(decision, deductibleCents);
  const verdicts: Readonly<Record<RefundVerdict, string>> = copy.verdicts;
  return { verdict: filled(verdicts[decision.verdict], values), threshold: filled(copy.figures.threshold, values) };
}
