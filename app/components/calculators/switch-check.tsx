import { ANNUAL_PAY_RULES } from "~/modules/calculators/field-rules";
import { checkSwitch, type Employment, type JobKind, type SwitchCheckResult } from "~/modules/calculators/switch-check-rules";
import { switchCheckHandover } from "~/modules/enquiry-handover";
import { useCalculatorLanguage } from "./calculator-language";
import { CalculatorSection } from "./calculator-section";
import { figuresWithNextYear } from "./calculator-year";
import { CheckboxField, RadioGroup } from "./choice-fields";
import { PayField } from "./pay-field";
import { RichTextView } from "./cited-text";
import { SwitchResult } from "./switch-check-result";
import { checkboxField, radioField, textField, useCalculatorForm } from "./use-calculator-form";
import { YearField } from "./year-field";

export interface SwitchCheckProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
}

/** Most people asking are employees in the job they have; self-employment and a new job are one click away. */
const DEFAULT_EMPLOYMENT: Employment = "angestellt";
const DEFAULT_JOB: JobKind = "bestehend";

// The choices' values are codes, the same in every language (the words are the copy's): a link means the same on both pages.
const EMPLOYMENTS: readonly Employment[] = ["angestellt", "selbststaendig", "beamt"];
const JOBS: readonly JobKind[] = ["bestehend", "neu"];
const FIELDS = {
  pay: textField("gehalt", ANNUAL_PAY_RULES),
  employment: radioField("beschaeftigung", DEFAULT_EMPLOYMENT, EMPLOYMENTS),
  job: radioField("stelle", DEFAULT_JOB, JOBS),
  private2002: checkboxField("privat-2002"),
};

/**
 * „Darf ich in die PKV wechseln?“ — the verdict for the chosen year, the switch date, and the rule
 * behind it. It asks for the yearly pay, because the limit is a yearly figure, and starts empty.
 */
export function SwitchCheck({ idPrefix = "pkv-wechsel" }: SwitchCheckProps) {
  const language = useCalculatorLanguage();
  const { switchCheck: copy, common: calculatorCommon, handover: handoverCopy, rows, format } = language;
  const form = useCalculatorForm(idPrefix, FIELDS, language.address);
  const { year, setYear, values, set, ids } = form;
  const { pay, employment, job, private2002 } = values;

  const parsed = language.read.parse(pay, ANNUAL_PAY_RULES);
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
        onChange={set.employment}
        options={copy.fields.employment.options}
      />
      {employee && (
        <>
          <RadioGroup
            name={ids.job}
            legend={copy.fields.job.legend}
            value={job}
            onChange={set.job}
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
            onChange={set.pay}
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
            onChange={set.private2002}
          />
        </>
      )}
    </>
  );

  let prompt: string = calculatorCommon.fixInput;
  if (!parsed.ok && parsed.problem === "empty") prompt = calculatorCommon.missing([copy.fields.pay.label]);

  return (
    <CalculatorSection
      form={form}
      copy={copy}
      fields={fields}
      live={result === null}
      outcome={
        result
          ? {
              view: <SwitchResult result={result} />,
              sources: employee ? rows.switchCheckResultSources(year) : [],
              handover: switchCheckHandover(result, handoverCopy, format),
            }
          : null
      }
      prompt={prompt}
      noScript={{ caption: copy.noScript.caption({ year }), rows: rows.switchCheckFigureRows(year) }}
    />
  );
}
