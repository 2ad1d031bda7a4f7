import { DIENSTHERREN } from "~/content/beihilfe/dienstherren";
import { DIENSTHERR_IDS, isDienstherrId, type DienstherrEntry, type DienstherrId } from "~/modules/calculators/beihilfe-rule-types";
import type { FigureSource } from "~/content/types";
import { calculateBeihilfe, fieldsNeeded, type BeihilfeInput, type BeihilfeOptionalField, type BeihilfeStatus } from "~/modules/calculators/beihilfe";
import { CHILDREN_RULES } from "~/modules/calculators/field-rules";
import { beihilfeHandover } from "~/modules/enquiry-handover";
import { BeihilfeResultView, dienstherrName } from "./beihilfe-result";
import { useCalculatorLanguage, type CalculatorLanguage } from "./calculator-language";
import { CalculatorSection } from "./calculator-section";
import { CheckboxField, RadioGroup } from "./choice-fields";
import { CopyNumberField, SelectField } from "./fields";
import { PauschaleBeihilfeTable } from "./pauschale-beihilfe-table";
import { checkboxField, radioField, selectField, textField, useCalculatorForm } from "./use-calculator-form";
import { YearField } from "./year-field";

export interface BeihilfeCalculatorProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
}

// Codes, the same in every language: a link means the same on both pages.
const STATUSES: readonly BeihilfeStatus[] = ["aktiv", "versorgung"];
const FIELDS = {
  dienstherr: selectField<DienstherrId | "">("dienstherr", "", isDienstherrId),
  status: radioField<BeihilfeStatus>("status", "aktiv", STATUSES),
  children: textField("kinder", CHILDREN_RULES),
  partner: checkboxField("partner"),
  elternzeit: checkboxField("elternzeit"),
  anwaerter: checkboxField("anwaerter"),
  verheiratet: checkboxField("verheiratet"),
  subsidySelf: checkboxField("zuschuss"),
  subsidyPartner: checkboxField("zuschuss-partner"),
};
type Box = Exclude<keyof typeof FIELDS, "dienstherr" | "status" | "children">;
const NOTHING_NEEDED: ReadonlySet<BeihilfeOptionalField> = new Set();

function dienstherrOptions(language: CalculatorLanguage) {
  return DIENSTHERR_IDS.map((id) => ({
    value: id,
    label: DIENSTHERREN[id].status === "geprüft" ? dienstherrName(language, id) : language.beihilfe.fields.dienstherr.onRequest(dienstherrName(language, id)),
  }));
}

/** The regulation the rates come from, for the printed result; an entry on request has none to name. */
function regulationSources(language: CalculatorLanguage, entry: DienstherrEntry): FigureSource[] {
  if (entry.status !== "geprüft") return [];
  const { name, short, url } = entry.regulation;
  return [{ label: dienstherrName(language, entry.id), citation: `${name} (${short})`, url }];
}

/**
 * „Beihilfe-Rechner für Beamte“ — the Bemessungssatz for each person counted and the share the
 * private insurance must cover, or „auf Anfrage“. Starts with no Dienstherr chosen.
 */
export function BeihilfeCalculator({ idPrefix = "beihilfe-rechner" }: BeihilfeCalculatorProps) {
  const language = useCalculatorLanguage();
  const { beihilfe: copy, common: calculatorCommon, handover: handoverCopy, format, rows } = language;
  const form = useCalculatorForm(idPrefix, FIELDS, language.address);
  const { year, setYear, values, set, ids } = form;
  const { dienstherr, status, children, partner } = values;

  const entry = dienstherr === "" ? null : DIENSTHERREN[dienstherr];
  const needed = entry ? fieldsNeeded(entry) : NOTHING_NEEDED;
  const parsedChildren = language.read.parse(children, CHILDREN_RULES);
  // A field the chosen Dienstherr does not ask for counts as "no", whatever it held for another one.
  const input: BeihilfeInput | null =
    entry && parsedChildren.ok
      ? {
          status,
          children: parsedChildren.units,
          partner,
          elternzeit: needed.has("elternzeit") && values.elternzeit,
          anwaerter: needed.has("anwaerter") && values.anwaerter,
          verheiratet: needed.has("verheiratet") && values.verheiratet,
          arbeitgeberzuschuss: {
            selbst: needed.has("arbeitgeberzuschuss") && values.subsidySelf,
            partner: needed.has("arbeitgeberzuschuss") && partner && values.subsidyPartner,
          },
          berechtigtSeit: null,
        }
      : null;
  const result = entry && input ? calculateBeihilfe(entry, input, year) : null;
  const optional = copy.fields.optional;
  const missing = [
    ...(entry ? [] : [copy.fields.dienstherr.label]),
    ...(!parsedChildren.ok && parsedChildren.problem === "empty" ? [copy.fields.children.label] : []),
  ];
  const prompt = !parsedChildren.ok && parsedChildren.problem !== "empty" ? calculatorCommon.fixInput : calculatorCommon.missing(missing);
  const optionalBox = (box: Box, field: { label: string; hint?: string }) => (
    <CheckboxField id={ids[box]} label={field.label} hint={field.hint} checked={values[box]} onChange={set[box]} />
  );

  const fields = (
    <>
      <YearField id={ids.year} year={year} onChange={setYear} />
      <SelectField
        id={ids.dienstherr}
        label={copy.fields.dienstherr.label}
        hint={copy.fields.dienstherr.hint}
        value={dienstherr}
        onChange={(value) => set.dienstherr(isDienstherrId(value) ? value : "")}
        options={dienstherrOptions(language)}
        emptyOption={calculatorCommon.chooseOption}
      />
      <RadioGroup name={ids.status} legend={copy.fields.status.legend} value={status} onChange={set.status} options={copy.fields.status.options} />
      <CopyNumberField
        id={ids.children}
        copy={copy.fields.children}
        hint={copy.fields.children.hint}
        value={children}
        onChange={set.children}
        parsed={parsedChildren}
        inputMode="numeric"
      />
      {optionalBox("partner", copy.fields.partner)}
      {needed.has("elternzeit") && status === "aktiv" && optionalBox("elternzeit", optional.elternzeit)}
      {needed.has("anwaerter") && status === "aktiv" && optionalBox("anwaerter", optional.anwaerter)}
      {needed.has("verheiratet") && !partner && optionalBox("verheiratet", optional.verheiratet)}
      {needed.has("arbeitgeberzuschuss") && optionalBox("subsidySelf", optional.arbeitgeberzuschuss)}
      {needed.has("arbeitgeberzuschuss") && partner && optionalBox("subsidyPartner", copy.fields.partnerSubsidy)}
    </>
  );

  return (
    <CalculatorSection
      form={form}
      copy={copy}
      fields={fields}
      outcome={
        result && input && entry
          ? {
              view: <BeihilfeResultView result={result} entry={entry} />,
              sources: regulationSources(language, entry),
              handover: beihilfeHandover(result, input, dienstherrName(language, entry.id), handoverCopy, format),
            }
          : null
      }
      prompt={prompt}
      noScript={{ caption: copy.noScript.caption, rows: rows.beihilfeBundRows() }}
      footer={<PauschaleBeihilfeTable />}
    />
  );
}
