import { useRef, useState } from "react";
import { gkvFigureRows, gkvSources } from "~/content/calculator-figures";
import { calculatorCommon, gkvCopy, handoverCopy } from "~/content/calculators";
import { pauschaleBeihilfeState } from "~/content/pauschale-beihilfe";
import { figuresFor } from "~/content/statutory-figures";
import { isBundeslandId, type BundeslandId } from "~/config/bundeslaender";
import { MONTHLY_PAY_RULES } from "~/modules/calculators/field-rules";
import { calculateGkv, halfOfCents, toMilliPercent, type GkvStatus } from "~/modules/calculators/gkv-contribution";
import { readGkvFields } from "~/modules/calculators/gkv-fields";
import { inputParams } from "~/modules/calculators/url-state";
import { gkvHandover } from "~/modules/enquiry-handover";
import { unreadableMessage } from "~/modules/enquiry-numbers";
import { formatPercentFromMilli } from "~/modules/format-de";
import { CalculatorActions } from "./calculator-actions";
import { CalculatorSection, ResultPrompt } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR, knownYear } from "./calculator-year";
import { RadioGroup } from "./choice-fields";
import { NumberField } from "./fields";
import { DEFAULT_LAND, PlaceField, defaultZusatzbeitrag, dienstherrName, fieldLabel, isDienstherr, type Dienstherr } from "./gkv-parts";
import { GkvResultView } from "./gkv-result";
import { PayField } from "./pay-field";
import { RichTextView } from "./rich-text";
import { useCalculatorInput } from "./use-calculator-input";
import { YearField } from "./year-field";

export interface GkvCalculatorProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
  /** The status the calculator opens with; /pkv-beamte opens it for civil servants. */
  defaultStatus?: GkvStatus;
}

const copy = gkvCopy;
const STATUSES = Object.keys(copy.fields.status.options) as GkvStatus[];

/** „Was kostet mich die gesetzliche Krankenversicherung?“ — KV and PV per month and year, for employees and civil servants; it asks for the monthly pay. */
export function GkvCalculator({ idPrefix = "gkv-beitrag", defaultStatus = "angestellt" }: GkvCalculatorProps) {
  const [year, setYear] = useState(DEFAULT_CALCULATOR_YEAR);
  const [status, setStatus] = useState<GkvStatus>(defaultStatus);
  const [pay, setPay] = useState("");
  /** Null until the visitor types: the field then follows the chosen year's average. */
  const [zusatz, setZusatz] = useState<string | null>(null);
  const [age, setAge] = useState("");
  const [children, setChildren] = useState("");
  const [under25, setUnder25] = useState("");
  const [land, setLand] = useState<BundeslandId>(DEFAULT_LAND);
  const [dienstherr, setDienstherr] = useState<Dienstherr | "">("");
  const fieldsRef = useRef<HTMLDivElement>(null);
  const ids = {
    year: `${idPrefix}-jahr`,
    status: `${idPrefix}-status`,
    pay: `${idPrefix}-gehalt`,
    zusatz: `${idPrefix}-zusatzbeitrag`,
    age: `${idPrefix}-alter`,
    children: `${idPrefix}-kinder`,
    under25: `${idPrefix}-kinder-unter-25`,
    land: `${idPrefix}-bundesland`,
    dienstherr: `${idPrefix}-dienstherr`,
  };

  const params = inputParams(
    [ids.year, String(year)],
    [
      [ids.status, status, defaultStatus],
      [ids.pay, pay, ""],
      [ids.zusatz, zusatz ?? "", ""],
      [ids.age, age, ""],
      [ids.children, children, ""],
      [ids.under25, under25, ""],
      [ids.land, land, DEFAULT_LAND],
      [ids.dienstherr, dienstherr, ""],
    ],
  );
  useCalculatorInput(fieldsRef, idPrefix, params, (input) => {
    const typedYear = knownYear(input.value(ids.year, String(DEFAULT_CALCULATOR_YEAR)));
    if (typedYear !== null) setYear(typedYear);
    const typedStatus = input.radio(ids.status, defaultStatus);
    if (typedStatus !== null && (STATUSES as string[]).includes(typedStatus)) setStatus(typedStatus as GkvStatus);
    const typedZusatz = input.value(ids.zusatz, defaultZusatzbeitrag(DEFAULT_CALCULATOR_YEAR));
    if (typedZusatz !== null) setZusatz(typedZusatz);
    for (const [name, set] of [
      [ids.pay, setPay],
      [ids.age, setAge],
      [ids.children, setChildren],
      [ids.under25, setUnder25],
    ] as const) {
      const typed = input.value(name, "");
      if (typed !== null) set(typed);
    }
    const typedLand = input.value(ids.land, DEFAULT_LAND);
    if (typedLand !== null && isBundeslandId(typedLand)) setLand(typedLand);
    const typedDienstherr = input.value(ids.dienstherr, "");
    if (typedDienstherr !== null && isDienstherr(typedDienstherr)) setDienstherr(typedDienstherr);
  });

  const figures = figuresFor(year);
  const zusatzText = zusatz ?? defaultZusatzbeitrag(year);
  const beamte = status === "beamte";
  const reading = readGkvFields({ pay, zusatz: zusatzText, age, children, under25 }, beamte && dienstherr === "");
  const { parsed } = reading;
  const civil: Dienstherr | null = beamte && dienstherr !== "" ? dienstherr : null;
  const result = reading.input ? calculateGkv({ ...reading.input, status, sachsen: !beamte && land === "sachsen" }, figures) : null;
  const pauschale = civil ? pauschaleBeihilfeState(civil) : null;
  const pauschaleCents = result?.kind === "beamte" && pauschale?.state === "offered" ? halfOfCents(result.health.cents) : undefined;
  const handover = result
    ? gkvHandover(result, handoverCopy, civil ? { landName: dienstherrName(civil), pauschaleCents, pauschaleOpen: pauschale?.state === "unsettled" } : {})
    : null;

  const fields = (
    <>
      <YearField id={ids.year} year={year} onChange={setYear} />
      <RadioGroup name={ids.status} legend={copy.fields.status.legend} value={status} onChange={setStatus} options={copy.fields.status.options} />
      <PayField
        id={ids.pay}
        label={fieldLabel("pay", beamte)}
        hint={beamte ? copy.fields.payBeamte.hint : copy.fields.pay.hint}
        placeholder={copy.fields.pay.placeholder}
        value={pay}
        onChange={setPay}
        parsed={parsed.pay}
        rules={MONTHLY_PAY_RULES}
        errors={copy.fields.pay.errors}
        period="month"
        limits={figures}
      />
      <NumberField
        id={ids.zusatz}
        label={copy.fields.zusatzbeitrag.label}
        hint={
          <RichTextView
            text={copy.fields.zusatzbeitrag.hint({ year, rate: formatPercentFromMilli(toMilliPercent(figures.durchschnittlicherZusatzbeitrag)) })}
          />
        }
        value={zusatzText}
        onChange={setZusatz}
        error={unreadableMessage(parsed.zusatz, copy.fields.zusatzbeitrag.errors)}
        inputMode="decimal"
        placeholder={copy.fields.zusatzbeitrag.placeholder}
        unit="%"
      />
      <NumberField
        id={ids.age}
        label={copy.fields.age.label}
        hint={copy.fields.age.hint}
        value={age}
        onChange={setAge}
        error={unreadableMessage(parsed.age, copy.fields.age.errors)}
        inputMode="numeric"
        placeholder={copy.fields.age.placeholder}
      />
      <NumberField
        id={ids.children}
        label={copy.fields.children.label}
        hint={copy.fields.children.hint}
        value={children}
        onChange={setChildren}
        error={unreadableMessage(parsed.children, copy.fields.children.errors)}
        inputMode="numeric"
        placeholder={copy.fields.children.placeholder}
      />
      <NumberField
        id={ids.under25}
        label={copy.fields.childrenUnder25.label}
        hint={<RichTextView text={copy.fields.childrenUnder25.hint} />}
        value={under25}
        onChange={setUnder25}
        error={
          unreadableMessage(parsed.under25, copy.fields.childrenUnder25.errors) ?? (reading.childrenConflict ? copy.fields.childrenUnder25.aboveTotal : null)
        }
        inputMode="numeric"
        placeholder={copy.fields.childrenUnder25.placeholder}
      />
      <PlaceField
        beamte={beamte}
        ids={ids}
        land={land}
        onLand={setLand}
        dienstherr={dienstherr}
        onDienstherr={(value) => setDienstherr(isDienstherr(value) ? value : "")}
      />
    </>
  );

  const prompt = reading.unreadable ? calculatorCommon.fixInput : calculatorCommon.missing(reading.missing.map((field) => fieldLabel(field, beamte)));
  return (
    <CalculatorSection
      id={idPrefix}
      title={copy.title}
      intro={copy.intro}
      fieldsRef={fieldsRef}
      fields={fields}
      live={result === null}
      result={
        result ? (
          <GkvResultView result={result} dienstherr={civil} pauschale={pauschale} pauschaleCents={pauschaleCents} />
        ) : (
          <ResultPrompt>{prompt}</ResultPrompt>
        )
      }
      printed={result ? { year, sources: gkvSources(year), params } : null}
      actions={<CalculatorActions handover={handover} idPrefix={idPrefix} shareParams={result ? params : null} />}
      noScript={{ caption: copy.noScript.caption({ year }), rows: gkvFigureRows(year) }}
    />
  );
}
