import { pauschaleBeihilfeInYear } from "~/content/pauschale-beihilfe";
import { figuresFor } from "~/content/statutory-figures";
import { isBundeslandId, type BundeslandId } from "~/config/bundeslaender";
import { AGE_RULES, CHILDREN_RULES, MONTHLY_PAY_RULES, ZUSATZBEITRAG_RULES } from "~/modules/calculators/field-rules";
import { calculateGkv, halfOfCents, toMilliPercent, type GkvStatus } from "~/modules/calculators/gkv-contribution";
import { readGkvFields } from "~/modules/calculators/gkv-fields";
import { gkvHandover } from "~/modules/enquiry-handover";
import { useCalculatorLanguage } from "./calculator-language";
import { CalculatorSection } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR } from "./calculator-year";
import { CheckboxField, RadioGroup } from "./choice-fields";
import { CopyNumberField } from "./fields";
import { DEFAULT_LAND, PlaceField, defaultZusatzbeitrag, dienstherrName, fieldLabel, isDienstherr, payFieldWords, type Dienstherr } from "./gkv-parts";
import { GkvResultView } from "./gkv-result";
import { PayField } from "./pay-field";
import { RichTextView } from "./cited-text";
import { checkboxField, radioField, selectField, textField, useCalculatorForm, type FormField } from "./use-calculator-form";
import { YearField } from "./year-field";

export interface GkvCalculatorProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
  /** The status the calculator opens with; /pkv-beamte opens it for civil servants, /pkv-selbststaendige for the self-employed. */
  defaultStatus?: GkvStatus;
}

/** Null until the visitor types: the field then follows the chosen year's average, as the language writes it. */
function zusatzField(formatPercentForField: (percent: number) => string): FormField<string | null> {
  return {
    control: "value",
    name: "zusatzbeitrag",
    initial: null,
    rendered: defaultZusatzbeitrag(formatPercentForField, DEFAULT_CALCULATOR_YEAR),
    take: (typed) => typed,
    param: (typed) => typed ?? "",
    number: ZUSATZBEITRAG_RULES,
  };
}

// Codes, the same in every language: a link means the same on both pages.
const STATUSES: readonly GkvStatus[] = ["angestellt", "beamte", "selbststaendig"];

/** The form's fields, in the order of the address; the status starts as the page asks. */
function gkvFields(defaultStatus: GkvStatus, formatPercentForField: (percent: number) => string) {
  return {
    status: radioField("status", defaultStatus, STATUSES),
    // The pay's rules differ by status only in the smallest value; the address notation needs its units (cents).
    pay: textField("gehalt", MONTHLY_PAY_RULES),
    // Unticked as the statute has it: without the Wahlerklärung no Krankengeld (docs/decisions/0069).
    krankengeld: checkboxField("krankengeld"),
    zusatz: zusatzField(formatPercentForField),
    age: textField("alter", AGE_RULES),
    children: textField("kinder", CHILDREN_RULES),
    under25: textField("kinder-unter-25", CHILDREN_RULES),
    land: selectField<BundeslandId>("bundesland", DEFAULT_LAND, isBundeslandId),
    dienstherr: selectField<Dienstherr | "">("dienstherr", "", isDienstherr),
  };
}

/** „Was kostet mich die gesetzliche Krankenversicherung?“ — KV and PV per month and year, for employees, civil servants and the self-employed; it asks for the monthly pay or profit. */
export function GkvCalculator({ idPrefix = "gkv-beitrag", defaultStatus = "angestellt" }: GkvCalculatorProps) {
  const language = useCalculatorLanguage();
  const { gkv: copy, common: calculatorCommon, handover: handoverCopy, format, rows } = language;
  const { formatPercentFromMilli } = format;
  const form = useCalculatorForm(idPrefix, gkvFields(defaultStatus, format.formatPercentForField), language.address);
  const { year, setYear, values, set, ids } = form;
  const { status, pay, krankengeld, zusatz, age, children, under25, land, dienstherr } = values;

  const figures = figuresFor(year);
  const zusatzText = zusatz ?? defaultZusatzbeitrag(format.formatPercentForField, year);
  const beamte = status === "beamte";
  const selbststaendig = status === "selbststaendig";
  const payWords = payFieldWords(copy, status);
  const reading = readGkvFields({ pay, zusatz: zusatzText, age, children, under25 }, beamte && dienstherr === "", payWords.rules, language.read.parse);
  const { parsed } = reading;
  const civil: Dienstherr | null = beamte && dienstherr !== "" ? dienstherr : null;
  const result = reading.input
    ? calculateGkv({ ...reading.input, status, sachsen: status === "angestellt" && land === "sachsen", krankengeld: selbststaendig && krankengeld }, figures)
    : null;
  // For the chosen year: an offer that starts later is not counted, one that starts during it from its month (docs/decisions/0066).
  const pauschale = civil ? pauschaleBeihilfeInYear(civil, year) : null;
  const pauschaleCents = result?.kind === "beamte" && pauschale?.state === "offered" ? halfOfCents(result.health.cents) : undefined;

  const fields = (
    <>
      <YearField id={ids.year} year={year} onChange={setYear} />
      <RadioGroup name={ids.status} legend={copy.fields.status.legend} value={status} onChange={set.status} options={copy.fields.status.options} />
      <PayField
        id={ids.pay}
        label={payWords.label}
        hint={payWords.hint}
        placeholder={payWords.placeholder}
        value={pay}
        onChange={set.pay}
        parsed={parsed.pay}
        rules={payWords.rules}
        errors={payWords.errors}
        period="month"
        limits={figures}
        yearlyInMonthField={payWords.yearlyInMonthField}
      />
      {selbststaendig && (
        <CheckboxField
          id={ids.krankengeld}
          label={copy.fields.krankengeld.label}
          hint={<RichTextView text={copy.fields.krankengeld.hint} />}
          checked={krankengeld}
          onChange={set.krankengeld}
        />
      )}
      <CopyNumberField
        id={ids.zusatz}
        copy={copy.fields.zusatzbeitrag}
        hint={
          <RichTextView
            text={copy.fields.zusatzbeitrag.hint({ year, rate: formatPercentFromMilli(toMilliPercent(figures.durchschnittlicherZusatzbeitrag)) })}
          />
        }
        value={zusatzText}
        onChange={set.zusatz}
        parsed={parsed.zusatz}
        inputMode="decimal"
        unit="%"
      />
      <CopyNumberField id={ids.age} copy={copy.fields.age} hint={copy.fields.age.hint} value={age} onChange={set.age} parsed={parsed.age} inputMode="numeric" />
      <CopyNumberField
        id={ids.children}
        copy={copy.fields.children}
        hint={copy.fields.children.hint}
        value={children}
        onChange={set.children}
        parsed={parsed.children}
        inputMode="numeric"
      />
      <CopyNumberField
        id={ids.under25}
        copy={copy.fields.childrenUnder25}
        hint={<RichTextView text={copy.fields.childrenUnder25.hint} />}
        value={under25}
        onChange={set.under25}
        parsed={parsed.under25}
        conflict={reading.childrenConflict ? copy.fields.childrenUnder25.aboveTotal : null}
        inputMode="numeric"
      />
      <PlaceField
        status={status}
        ids={ids}
        land={land}
        onLand={set.land}
        dienstherr={dienstherr}
        onDienstherr={(value) => set.dienstherr(isDienstherr(value) ? value : "")}
      />
    </>
  );

  const prompt = reading.unreadable ? calculatorCommon.fixInput : calculatorCommon.missing(reading.missing.map((field) => fieldLabel(copy, field, status)));
  return (
    <CalculatorSection
      form={form}
      copy={copy}
      fields={fields}
      live={result === null}
      outcome={
        result
          ? {
              view: <GkvResultView result={result} dienstherr={civil} pauschale={pauschale} pauschaleCents={pauschaleCents} />,
              sources: rows.gkvResultSources(year, status),
              handover: gkvHandover(
                result,
                handoverCopy,
                civil
                  ? {
                      landName: dienstherrName(language, civil),
                      pauschaleCents,
                      ...(pauschale?.state === "offered" && pauschale.fromMonth !== null ? { pauschaleFrom: format.formatIsoDate(pauschale.sinceIso) } : {}),
                      pauschaleOpen: pauschale?.state === "unsettled",
                    }
                  : {},
                format,
              ),
            }
          : null
      }
      prompt={prompt}
      noScript={{ caption: copy.noScript.caption({ year }), rows: rows.gkvFigureRows(year, status) }}
    />
  );
}
