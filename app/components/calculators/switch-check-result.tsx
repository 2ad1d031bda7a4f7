/**
 * The switch check's result: the verdict with the date or condition it depends on, the figures
 * that decide it, and the reasoning with its provisions in a disclosure.
 */
import type { SwitchCheckCopy, SwitchFacts } from "~/content/calculators";
import type { EmployeeResult, SwitchCheckResult } from "~/modules/calculators/switch-check-rules";
import { useCalculatorLanguage } from "./calculator-language";
import { ResultHeading, ResultText } from "./calculator-section";
import { ResultSummary, type SummaryFact, type SummaryTone } from "./result-summary";
import { RichTextView } from "./cited-text";

const TONE: Readonly<Record<SwitchCheckResult["verdict"], SummaryTone>> = {
  versicherungsfrei: "positive",
  versicherungspflichtig: "negative",
  offen: "open",
};

function VerdictLine({ verdict, detail }: { verdict: SwitchCheckResult["verdict"]; detail?: string }) {
  const copy = useCalculatorLanguage().switchCheck;
  return (
    <>
      {copy.result.verdictLead}{" "}
      <strong className={verdict === "versicherungsfrei" ? "text-success" : verdict === "offen" ? "text-ink" : "text-brand-800"}>
        {copy.result.verdicts[verdict]}
      </strong>
      {/* The date or condition in a smaller size: on a phone the verdict word stays the first thing seen. */}
      {detail ? <span className="text-lg font-semibold sm:text-xl"> {detail}</span> : null}
    </>
  );
}

export function SwitchResult({ result }: { result: SwitchCheckResult }) {
  const copy = useCalculatorLanguage().switchCheck;
  if (result.employment !== "angestellt") {
    return (
      <ResultSummary
        verdict={<VerdictLine verdict={result.verdict} />}
        tone="positive"
        facts={[{ term: copy.result.terms.limitNone, value: copy.result.terms.limitNoneValue }]}
        detailsLabel={copy.result.detailsLabel}
      >
        <ResultText>{copy.result.noLimitSummary[result.employment]({ year: result.year })}</ResultText>
        {copy.result[result.employment].map((paragraph, index) => (
          <ResultText key={index}>
            <RichTextView text={paragraph} />
          </ResultText>
        ))}
        {result.employment === "selbststaendig" && (
          <ResultText muted>
            <RichTextView text={copy.result.ab55} />
          </ResultText>
        )}
      </ResultSummary>
    );
  }
  return <EmployeeResultView result={result} />;
}

function summaryFacts(copy: SwitchCheckCopy, formatEuro: (amount: number) => string, result: EmployeeResult, facts: SwitchFacts): SummaryFact[] {
  const t = copy.result.terms;
  const list: SummaryFact[] = [
    { term: t.limit(facts), value: facts.limit },
    { term: t.pay, value: facts.pay },
  ];
  if (result.comparison === "equal") list.push({ term: t.equal, value: t.equalValue });
  else if (result.comparison === "below") list.push({ term: t.shortfall, value: facts.shortfall });
  else if (result.job === "neu") list.push({ term: t.freeFrom, value: t.jobStart });
  else list.push({ term: t.nextLimit(facts), value: result.nextYear.published ? formatEuro(result.nextYear.limit) : t.nextLimitUnpublished });
  return list;
}

function EmployeeResultView({ result }: { result: EmployeeResult }) {
  const { switchCheck: copy, format } = useCalculatorLanguage();
  const { formatEuro } = format;
  const facts: SwitchFacts = {
    year: result.year,
    nextYear: result.nextYear.year,
    pay: formatEuro(result.annualPayCents / 100),
    limit: formatEuro(result.limit),
    shortfall: formatEuro(result.shortfallCents / 100),
  };
  const next = result.nextYear;
  const nextFacts = next.published ? { ...facts, nextLimit: formatEuro(next.limit) } : null;
  const free = result.verdict !== "versicherungspflichtig";
  return (
    <ResultSummary
      verdict={<VerdictLine verdict={result.verdict} detail={copy.result.verdictDetail[result.reason](facts)} />}
      tone={TONE[result.verdict]}
      facts={summaryFacts(copy, formatEuro, result, facts)}
      detailsLabel={copy.result.detailsLabel}
    >
      <ResultText>{copy.result.summary[result.comparison](facts)}</ResultText>
      <dl className="mt-3">
        <dt className="font-semibold text-ink">{copy.result.limitTerm(facts)}</dt>
        <dd className="text-ink">
          <RichTextView text={copy.result.limit[result.limitKind](facts)} />
        </dd>
      </dl>
      <ResultText>
        <RichTextView text={copy.result.rule} />
      </ResultText>

      {result.comparison !== "above" && (
        <ResultText>
          <RichTextView text={copy.result.whenAbove} />
        </ResultText>
      )}

      {result.comparison === "above" && result.job === "bestehend" && (
        <>
          <ResultHeading>{copy.result.nextYearHeading(facts)}</ResultHeading>
          <ResultText>
            <RichTextView
              text={
                nextFacts && next.published
                  ? copy.result.nextYear[next.exceeded ? "exceeded" : "notExceeded"](nextFacts)
                  : copy.result.nextYear.unpublished(facts)
              }
            />
          </ResultText>
          {result.reason === "nextYearNotExceeded" && (
            <ResultText>
              <RichTextView text={copy.result.newEmploymentException(facts)} />
            </ResultText>
          )}
        </>
      )}

      {result.comparison === "above" && result.job === "neu" && (
        <>
          <ResultHeading>{copy.result.nextYearHeading(facts)}</ResultHeading>
          <ResultText>{copy.result.switchNew(facts)}</ResultText>
          <ResultText>
            <RichTextView
              text={
                nextFacts && next.published
                  ? copy.result.newJobNextYear[next.exceeded ? "exceeded" : "notExceeded"](nextFacts)
                  : copy.result.newJobNextYear.unpublished(facts)
              }
            />
          </ResultText>
        </>
      )}

      {free && (
        <>
          <ResultHeading>{copy.result.switchHeading}</ResultHeading>
          {result.job === "bestehend" && (
            <ResultText>{next.published ? copy.result.switchExisting(facts) : copy.result.switchExistingPending(facts)}</ResultText>
          )}
          <ResultText>
            <RichTextView text={copy.result.optional} />
          </ResultText>
          <ResultText muted>
            <RichTextView text={copy.result.ab55} />
          </ResultText>
        </>
      )}
    </ResultSummary>
  );
}
