import { REFUND_CHECK_ANCHOR } from "~/config/calculator-ids";
import { citedText } from "~/content/cited-text";
import { refundMissing, refundResultText, refundToolCopy } from "~/content/refund-tool";
import { BILLS_RULES, DEDUCTIBLE_RULES, LATER_BILLS, REFUND_RULES, decideRefund, type LaterBills } from "~/modules/calculators/refund-decision";
import { formatEuroFromCents } from "~/modules/format-de";
import { parseGermanNumber, type GermanNumber } from "~/modules/german-number";
import { FieldGrid } from "../ui/field";
import { RadioGroup } from "./choice-fields";
import { CopyNumberField } from "./fields";
import { RichTextView } from "./rich-text";
import { radioField, textField, useCalculatorForm } from "./use-calculator-form";

const copy = refundToolCopy;
const FIELDS = {
  bills: textField("rechnungen"),
  refund: textField("rueckerstattung"),
  deductible: textField("selbstbehalt"),
  // „Weiß ich noch nicht“ first: the decision then waits for the year's end rather than assume no more bills.
  laterBills: radioField<LaterBills>("weitere", "unklar", LATER_BILLS),
};

/**
 * „Rechnung einreichen oder Beitragsrückerstattung behalten?“ on the member page
 * (docs/decisions/0070): three amounts from the visitor's own tariff and whether more bills are
 * likely; the verdict, the two sums and the year's threshold, computed by refund-decision.ts.
 * Like the calculators it starts empty, keeps its input in the address's fragment and says what
 * is missing; without JavaScript the rule stands below in words. It hands nothing to the enquiry:
 * the bills of a year are no question for a tariff switch.
 */
export function RefundCheck({ idPrefix = REFUND_CHECK_ANCHOR }: { idPrefix?: string }) {
  const form = useCalculatorForm(idPrefix, FIELDS);
  const { values, set, ids, fieldsRef } = form;
  const parsed: Record<"bills" | "refund" | "deductible", GermanNumber> = {
    bills: parseGermanNumber(values.bills, BILLS_RULES),
    refund: parseGermanNumber(values.refund, REFUND_RULES),
    deductible: parseGermanNumber(values.deductible, DEDUCTIBLE_RULES),
  };
  const { bills, refund, deductible } = parsed;
  const decision =
    bills.ok && refund.ok && deductible.ok
      ? decideRefund({ billsCents: bills.units, refundCents: refund.units, deductibleCents: deductible.units, laterBills: values.laterBills })
      : null;
  const empty = (["bills", "refund", "deductible"] as const).filter((key) => !parsed[key].ok && (parsed[key] as { problem: string }).problem === "empty");
  const unreadable = (["bills", "refund", "deductible"] as const).some((key) => !parsed[key].ok && (parsed[key] as { problem: string }).problem !== "empty");
  const prompt = unreadable ? copy.fixInput : refundMissing(empty.map((key) => copy.fields[key].label));
  const headingId = `${idPrefix}-titel`;
  const result = decision && deductible.ok ? refundResultText(decision, deductible.units) : null;

  return (
    <section
      id={idPrefix}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-card border border-line bg-white p-3 wrap-break-word hyphens-auto shadow-card sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-ink sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-2 text-ink-muted">{copy.intro}</p>
      {/* Fields and result need the script; without it the rule below stands alone, with the note why. */}
      <div className="noscript:hidden">
        <div ref={fieldsRef} className="mt-6">
          <FieldGrid columns="sm:grid-cols-2">
            {(["bills", "refund", "deductible"] as const).map((key) => (
              <CopyNumberField
                key={key}
                id={ids[key]}
                copy={copy.fields[key]}
                hint={copy.fields[key].hint}
                value={values[key]}
                onChange={set[key]}
                parsed={parsed[key]}
                inputMode="decimal"
                unit="€"
              />
            ))}
            <RadioGroup
              name={ids.laterBills}
              legend={copy.fields.laterBills.legend}
              value={values.laterBills}
              onChange={set.laterBills}
              options={copy.fields.laterBills.options}
            />
          </FieldGrid>
        </div>
        <div data-calculator-result="" aria-live="polite" className="mt-8 rounded-card border border-line bg-surface-tint p-3 sm:p-6">
          {decision && result ? (
            <div data-verdict={decision.verdict}>
              <p className="text-lg font-semibold text-ink">{result.verdict}</p>
              <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
                <dt className="text-ink-muted">{copy.figureLabels.reimbursement}</dt>
                <dd className="font-semibold text-ink tabular-nums">{formatEuroFromCents(decision.reimbursementCents)}</dd>
                <dt className="text-ink-muted">{copy.figureLabels.refund}</dt>
                <dd className="font-semibold text-ink tabular-nums">{formatEuroFromCents(decision.refundCents)}</dd>
              </dl>
              <p className="mt-4 text-ink">{result.threshold}</p>
            </div>
          ) : (
            <p className="text-ink">{prompt}</p>
          )}
        </div>
      </div>
      <p className="mt-6 hidden rounded-control border border-line bg-surface-tint p-4 text-ink noscript:block">{copy.noScript}</p>
      <h3 className="mt-8 text-lg font-bold text-ink">{copy.explanation.heading}</h3>
      {copy.explanation.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-ink">
          <RichTextView text={citedText(paragraph)} newTab={false} />
        </p>
      ))}
    </section>
  );
}
