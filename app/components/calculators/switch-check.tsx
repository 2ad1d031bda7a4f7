import { useRef, useState } from "react";
import { calculatorCommon, handoverCopy, switchCheckCopy, type SwitchFacts } from "~/content/calculators";
import { checkSwitch, type Employment, type EmployeeResult, type SwitchCheckResult } from "~/modules/calculators/switch-check";
import { ANNUAL_PAY_RULES } from "~/modules/calculators/field-rules";
import { switchCheckHandover } from "~/modules/enquiry-handover";
import { formatEuro } from "~/modules/format-de";
import { parseGermanNumber } from "~/modules/german-number";
import { CalculatorSection, ResultHeading, ResultText } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR, figuresWithNextYear, knownYear } from "./calculator-year";
import { YearField } from "./year-field";
import { CheckboxField, NumberField, RadioGroup } from "./fields";
import { HandoverButton } from "./handover-button";
import { RichTextView } from "./rich-text";
import { usePrerenderedValues } from "./use-prerendered-values";

export interface SwitchCheckProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
}

/** What the prerendered page shows before anyone types: a typical case above the limit. */
export const SWITCH_CHECK_DEFAULT_PAY = "80.000";

const copy = switchCheckCopy;
const EMPLOYMENTS = Object.keys(copy.fields.employment.options) as Employment[];

/** „Darf ich in die PKV wechseln?“ — the verdict for the chosen year, the switch date, and the rule behind it. */
export function SwitchCheck({ idPrefix = "pkv-wechsel" }: SwitchCheckProps) {
  const [year, setYear] = useState(DEFAULT_CALCULATOR_YEAR);
  const [pay, setPay] = useState(SWITCH_CHECK_DEFAULT_PAY);
  const [employment, setEmployment] = useState<Employment>("angestellt");
  const [private2002, setPrivate2002] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const ids = { year: `${idPrefix}-jahr`, pay: `${idPrefix}-gehalt`, employment: `${idPrefix}-beschaeftigung`, private2002: `${idPrefix}-privat-2002` };

  usePrerenderedValues(fieldsRef, (controls) => {
    const typedYear = knownYear(controls.value(ids.year));
    const typedPay = controls.value(ids.pay);
    const typedEmployment = controls.radio(ids.employment);
    const typedPrivate = controls.checked(ids.private2002);
    if (typedYear !== null) setYear(typedYear);
    if (typedPay !== null) setPay(typedPay);
    if (typedEmployment !== null && (EMPLOYMENTS as string[]).includes(typedEmployment)) setEmployment(typedEmployment as Employment);
    if (typedPrivate !== null) setPrivate2002(typedPrivate);
  });

  const parsed = parseGermanNumber(pay, ANNUAL_PAY_RULES);
  const payError = parsed.ok ? null : copy.fields.pay.errors[parsed.problem];
  const { figures, next } = figuresWithNextYear(year);
  const result: SwitchCheckResult | null =
    employment !== "angestellt" || parsed.ok
      ? checkSwitch({ annualPayCents: parsed.ok ? parsed.units : 0, employment, privateOn31Dec2002: private2002 }, figures, next)
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
      result={result ? <SwitchResult result={result} /> : <ResultText>{calculatorCommon.fixInput}</ResultText>}
      actions={<HandoverButton handover={result ? switchCheckHandover(result, handoverCopy) : null} />}
    />
  );
}

function Verdict({ verdict }: { verdict: SwitchCheckResult["verdict"] }) {
  return (
    <p className="text-xl font-bold text-ink sm:text-2xl">
      {copy.result.verdictLead} <strong className={verdict === "versicherungsfrei" ? "text-success" : "text-brand-800"}>{copy.result.verdicts[verdict]}</strong>
    </p>
  );
}

function SwitchResult({ result }: { result: SwitchCheckResult }) {
  if (result.employment !== "angestellt") {
    return (
      <>
        <Verdict verdict={result.verdict} />
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
      </>
    );
  }
  return <EmployeeResultView result={result} />;
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
  const free = result.verdict === "versicherungsfrei";
  return (
    <>
      <Verdict verdict={result.verdict} />
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

      {result.comparison === "above" ? (
        <>
          <ResultHeading>{copy.result.nextYearHeading(facts)}</ResultHeading>
          <ResultText>
            <RichTextView
              text={
                next.published
                  ? copy.result.nextYear[next.exceeded ? "exceeded" : "notExceeded"]({ ...facts, nextLimit: formatEuro(next.limit) })
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
      ) : (
        <ResultText>
          <RichTextView text={copy.result.whenAbove} />
        </ResultText>
      )}

      {free && (
        <>
          <ResultHeading>{copy.result.switchHeading}</ResultHeading>
          <ResultText>{next.published ? copy.result.switchExisting(facts) : copy.result.switchExistingPending(facts)}</ResultText>
          <ResultText>{copy.result.switchNew(facts)}</ResultText>
          <ResultText>
            <RichTextView text={copy.result.optional} />
          </ResultText>
          <ResultText muted>
            <RichTextView text={copy.result.ab55} />
          </ResultText>
        </>
      )}
    </>
  );
}
