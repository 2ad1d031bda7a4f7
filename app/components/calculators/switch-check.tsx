import { useRef, useState } from "react";
import { calculatorCommon, handoverCopy, switchCheckCopy, type SwitchFacts } from "~/content/calculators";
import { checkSwitch, defaultAnnualPay, type Employment, type EmployeeResult, type JobKind, type SwitchCheckResult } from "~/modules/calculators/switch-check";
import { ANNUAL_PAY_RULES } from "~/modules/calculators/field-rules";
import { switchCheckHandover } from "~/modules/enquiry-handover";
import { formatEuro } from "~/modules/format-de";
import { figuresFor } from "~/content/statutory-figures";
import { parseGermanNumber } from "~/modules/german-number";
import { CalculatorSection, ResultHeading, ResultText } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR, figuresWithNextYear, knownYear } from "./calculator-year";
import { YearField } from "./year-field";
import { CheckboxField, NumberField, RadioGroup } from "./fields";
import { HandoverButton } from "./handover-button";
import { ResultSummary, type SummaryFact, type SummaryTone } from "./result-summary";
import { RichTextView } from "./rich-text";
import { usePrerenderedValues } from "./use-prerendered-values";

export interface SwitchCheckProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
}

/**
 * What the prerendered page shows before anyone types: clearly above the opening year's limit
 * (see defaultAnnualPay), never a borderline case, written as the field shows it („100.000“).
 */
export const SWITCH_CHECK_DEFAULT_PAY = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }).format(
  defaultAnnualPay(figuresFor(DEFAULT_CALCULATOR_YEAR)),
);
/** Most employees ask about the job they have; a new job is one click away. */
export const SWITCH_CHECK_DEFAULT_JOB: JobKind = "bestehend";

const copy = switchCheckCopy;
const EMPLOYMENTS = Object.keys(copy.fields.employment.options) as Employment[];
const JOB_KINDS = Object.keys(copy.fields.job.options) as JobKind[];

/** „Darf ich in die PKV wechseln?“ — the verdict for the chosen year, the switch date, and the rule behind it. */
export function SwitchCheck({ idPrefix = "pkv-wechsel" }: SwitchCheckProps) {
  const [year, setYear] = useState(DEFAULT_CALCULATOR_YEAR);
  const [pay, setPay] = useState(SWITCH_CHECK_DEFAULT_PAY);
  const [employment, setEmployment] = useState<Employment>("angestellt");
  const [job, setJob] = useState<JobKind>(SWITCH_CHECK_DEFAULT_JOB);
  const [private2002, setPrivate2002] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const ids = {
    year: `${idPrefix}-jahr`,
    pay: `${idPrefix}-gehalt`,
    employment: `${idPrefix}-beschaeftigung`,
    job: `${idPrefix}-stelle`,
    private2002: `${idPrefix}-privat-2002`,
  };

  usePrerenderedValues(fieldsRef, (controls) => {
    const typedYear = knownYear(controls.value(ids.year));
    const typedPay = controls.value(ids.pay);
    const typedEmployment = controls.radio(ids.employment);
    const typedJob = controls.radio(ids.job);
    const typedPrivate = controls.checked(ids.private2002);
    if (typedYear !== null) setYear(typedYear);
    if (typedPay !== null) setPay(typedPay);
    if (typedEmployment !== null && (EMPLOYMENTS as string[]).includes(typedEmployment)) setEmployment(typedEmployment as Employment);
    if (typedJob !== null && (JOB_KINDS as string[]).includes(typedJob)) setJob(typedJob as JobKind);
    if (typedPrivate !== null) setPrivate2002(typedPrivate);
  });

  const parsed = parseGermanNumber(pay, ANNUAL_PAY_RULES);
  const payError = parsed.ok ? null : copy.fields.pay.errors[parsed.problem];
  const { figures, next } = figuresWithNextYear(year);
  const result: SwitchCheckResult | null =
    employment !== "angestellt" || parsed.ok
      ? checkSwitch({ annualPayCents: parsed.ok ? parsed.units : 0, employment, job, privateOn31Dec2002: private2002 }, figures, next)
      : null;

  const fields = (
    <>
      <YearField id={ids.year} year={year} onChange={setYear} />
      <RadioGroup
        name={ids.employment}
        legend={copy.fields.employment.legend}
        value={employment}
        onChange={setEmployment}
        options={copy.fields.employment.options}
      />
      {employment === "angestellt" && (
        <>
          <RadioGroup name={ids.job} legend={copy.fields.job.legend} value={job} onChange={setJob} options={copy.fields.job.options} />
          <p className="-mt-2 text-sm text-ink-muted sm:col-span-2">
            <RichTextView text={copy.fields.job.hint} />
          </p>
          <NumberField
            id={ids.pay}
            label={copy.fields.pay.label}
            hint={<RichTextView text={copy.fields.pay.hint} />}
            value={pay}
            onChange={setPay}
            error={payError}
            inputMode="decimal"
            placeholder={copy.fields.pay.placeholder}
            unit="€"
          />
          <CheckboxField
            id={ids.private2002}
            label={copy.fields.private2002.label}
            hint={<RichTextView text={copy.fields.private2002.hint} />}
            checked={private2002}
            onChange={setPrivate2002}
          />
        </>
      )}
    </>
  );

  return (
    <CalculatorSection
      id={idPrefix}
      title={copy.title}
      intro={copy.intro}
      fieldsRef={fieldsRef}
      fields={fields}
      live={result === null}
      result={result ? <SwitchResult result={result} /> : <ResultText>{calculatorCommon.fixInput}</ResultText>}
      actions={<HandoverButton handover={result ? switchCheckHandover(result, handoverCopy) : null} />}
    />
  );
}

const TONE: Readonly<Record<SwitchCheckResult["verdict"], SummaryTone>> = {
  versicherungsfrei: "positive",
  versicherungspflichtig: "negative",
  offen: "open",
};

function VerdictLine({ verdict, detail }: { verdict: SwitchCheckResult["verdict"]; detail?: string }) {
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

function SwitchResult({ result }: { result: SwitchCheckResult }) {
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

function summaryFacts(result: EmployeeResult, facts: SwitchFacts): SummaryFact[] {
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
      facts={summaryFacts(result, facts)}
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
