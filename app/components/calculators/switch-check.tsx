import { useRef, useState } from "react";
import { switchCheckFigureRows, switchCheckSources } from "~/content/calculator-figures";
import { calculatorCommon, handoverCopy, switchCheckCopy } from "~/content/calculators";
import { ANNUAL_PAY_RULES } from "~/modules/calculators/field-rules";
import { checkSwitch, type Employment, type JobKind, type SwitchCheckResult } from "~/modules/calculators/switch-check-rules";
import { TICKED, inputParams } from "~/modules/calculators/url-state";
import { switchCheckHandover } from "~/modules/enquiry-handover";
import { parseGermanNumber } from "~/modules/german-number";
import { CalculatorActions } from "./calculator-actions";
import { CalculatorSection, ResultPrompt } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR, figuresWithNextYear, knownYear } from "./calculator-year";
import { CheckboxField, RadioGroup } from "./choice-fields";
import { PayField } from "./pay-field";
import { RichTextView } from "./rich-text";
import { SwitchResult } from "./switch-check-result";
import { useCalculatorInput } from "./use-calculator-input";
import { YearField } from "./year-field";

export interface SwitchCheckProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
}

/** Most people asking are employees in the job they have; self-employment and a new job are one click away. */
const DEFAULT_EMPLOYMENT: Employment = "angestellt";
const DEFAULT_JOB: JobKind = "bestehend";

const copy = switchCheckCopy;
const EMPLOYMENTS = Object.keys(copy.fields.employment.options) as Employment[];
const JOB_KINDS = Object.keys(copy.fields.job.options) as JobKind[];

/**
 * „Darf ich in die PKV wechseln?“ — the verdict for the chosen year, the switch date, and the rule
 * behind it. It asks for the yearly pay, because the limit is a yearly figure, and starts empty.
 */
export function SwitchCheck({ idPrefix = "pkv-wechsel" }: SwitchCheckProps) {
  const [year, setYear] = useState(DEFAULT_CALCULATOR_YEAR);
  const [pay, setPay] = useState("");
  const [employment, setEmployment] = useState<Employment>(DEFAULT_EMPLOYMENT);
  const [job, setJob] = useState<JobKind>(DEFAULT_JOB);
  const [private2002, setPrivate2002] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const ids = {
    year: `${idPrefix}-jahr`,
    pay: `${idPrefix}-gehalt`,
    employment: `${idPrefix}-beschaeftigung`,
    job: `${idPrefix}-stelle`,
    private2002: `${idPrefix}-privat-2002`,
  };

  const params = inputParams(
    [ids.year, String(year)],
    [
      [ids.pay, pay, ""],
      [ids.employment, employment, DEFAULT_EMPLOYMENT],
      [ids.job, job, DEFAULT_JOB],
      [ids.private2002, private2002 ? TICKED : "", ""],
    ],
  );
  useCalculatorInput(fieldsRef, idPrefix, params, (input) => {
    const typedYear = knownYear(input.value(ids.year, String(DEFAULT_CALCULATOR_YEAR)));
    if (typedYear !== null) setYear(typedYear);
    const typedPay = input.value(ids.pay, "");
    if (typedPay !== null) setPay(typedPay);
    const typedEmployment = input.radio(ids.employment, DEFAULT_EMPLOYMENT);
    if (typedEmployment !== null && (EMPLOYMENTS as string[]).includes(typedEmployment)) setEmployment(typedEmployment as Employment);
    const typedJob = input.radio(ids.job, DEFAULT_JOB);
    if (typedJob !== null && (JOB_KINDS as string[]).includes(typedJob)) setJob(typedJob as JobKind);
    const typedPrivate = input.checked(ids.private2002, false);
    if (typedPrivate !== null) setPrivate2002(typedPrivate);
  });

  const parsed = parseGermanNumber(pay, ANNUAL_PAY_RULES);
  const { figures, next } = figuresWithNextYear(year);
  const employee = employment === "angestellt";
  const result: SwitchCheckResult | null =
    !employee || parsed.ok
      ? checkSwitch({ annualPayCents: parsed.ok ? parsed.units : 0, employment, job, privateOn31Dec2002: private2002 }, figures, next)
      : null;
  const limit = private2002 ? figures.besondereVersicherungspflichtgrenze : figures.versicherungspflichtgrenze;

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
      {employee && (
        <>
          <RadioGroup
            name={ids.job}
            legend={copy.fields.job.legend}
            value={job}
            onChange={setJob}
            options={copy.fields.job.options}
            hint={<RichTextView text={copy.fields.job.hint} />}
            wide
          />
          <PayField
            id={ids.pay}
            label={copy.fields.pay.label}
            hint={<RichTextView text={copy.fields.pay.hint} />}
            placeholder={copy.fields.pay.placeholder}
            value={pay}
            onChange={setPay}
            parsed={parsed}
            rules={ANNUAL_PAY_RULES}
            errors={copy.fields.pay.errors}
            period="year"
            limits={{ uebergangsbereichObergrenze: figures.uebergangsbereichObergrenze, versicherungspflichtgrenze: limit }}
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

  let prompt: string = calculatorCommon.fixInput;
  if (!parsed.ok && parsed.problem === "empty") prompt = calculatorCommon.missing([copy.fields.pay.label]);

  return (
    <CalculatorSection
      id={idPrefix}
      title={copy.title}
      intro={copy.intro}
      fieldsRef={fieldsRef}
      fields={fields}
      live={result === null}
      result={result ? <SwitchResult result={result} /> : <ResultPrompt>{prompt}</ResultPrompt>}
      printed={result ? { year, sources: employee ? switchCheckSources(year) : [], params } : null}
      actions={
        <CalculatorActions handover={result ? switchCheckHandover(result, handoverCopy) : null} idPrefix={idPrefix} shareParams={result ? params : null} />
      }
      noScript={{ caption: copy.noScript.caption({ year }), rows: switchCheckFigureRows(year) }}
    />
  );
}
