import { useRef, useState } from "react";
import { DIENSTHERREN } from "~/content/beihilfe/dienstherren";
import { DIENSTHERR_IDS, isDienstherrId, type DienstherrEntry, type DienstherrId } from "~/modules/calculators/beihilfe-rule-types";
import { beihilfeBundRows } from "~/content/calculator-figures";
import { beihilfeCopy, calculatorCommon, handoverCopy } from "~/content/calculators";
import type { FigureSource } from "~/content/types";
import { calculateBeihilfe, fieldsNeeded, type BeihilfeInput, type BeihilfeOptionalField, type BeihilfeStatus } from "~/modules/calculators/beihilfe";
import { CHILDREN_RULES } from "~/modules/calculators/field-rules";
import { TICKED, inputParams } from "~/modules/calculators/url-state";
import { beihilfeHandover } from "~/modules/enquiry-handover";
import { unreadableMessage } from "~/modules/enquiry-numbers";
import { parseGermanNumber } from "~/modules/german-number";
import { BeihilfeResultView, dienstherrName } from "./beihilfe-result";
import { CalculatorActions } from "./calculator-actions";
import { CalculatorSection, ResultPrompt } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR, knownYear } from "./calculator-year";
import { CheckboxField, RadioGroup } from "./choice-fields";
import { NumberField, SelectField } from "./fields";
import { PauschaleBeihilfeTable } from "./pauschale-beihilfe-table";
import { useCalculatorInput } from "./use-calculator-input";
import { YearField } from "./year-field";

export interface BeihilfeCalculatorProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
}

const copy = beihilfeCopy;
const STATUSES = Object.keys(copy.fields.status.options) as BeihilfeStatus[];
const DEFAULT_STATUS: BeihilfeStatus = "aktiv";
const NOTHING_NEEDED: ReadonlySet<BeihilfeOptionalField> = new Set();

const DIENSTHERR_OPTIONS = DIENSTHERR_IDS.map((id) => ({
  value: id,
  label: DIENSTHERREN[id].status === "geprüft" ? dienstherrName(id) : copy.fields.dienstherr.onRequest(dienstherrName(id)),
}));

/** The regulation the rates come from, for the printed result; an entry on request has none to name. */
function regulationSources(entry: DienstherrEntry): FigureSource[] {
  if (entry.status !== "geprüft") return [];
  const { name, short, url } = entry.regulation;
  return [{ label: dienstherrName(entry.id), citation: `${name} (${short})`, url }];
}

/**
 * „Beihilfe-Rechner für Beamte“ — the Bemessungssatz for each person counted and the share the
 * private insurance must cover, or „auf Anfrage“. Starts with no Dienstherr chosen.
 */
export function BeihilfeCalculator({ idPrefix = "beihilfe-rechner" }: BeihilfeCalculatorProps) {
  const [year, setYear] = useState(DEFAULT_CALCULATOR_YEAR);
  const [dienstherr, setDienstherr] = useState<DienstherrId | "">("");
  const [status, setStatus] = useState<BeihilfeStatus>(DEFAULT_STATUS);
  const [children, setChildren] = useState("");
  const [boxes, setBoxes] = useState({ partner: false, elternzeit: false, anwaerter: false, verheiratet: false, subsidySelf: false, subsidyPartner: false });
  type Box = keyof typeof boxes;
  const tick = (box: Box) => (checked: boolean) => setBoxes((current) => ({ ...current, [box]: checked }));
  const fieldsRef = useRef<HTMLDivElement>(null);
  const ids = {
    year: `${idPrefix}-jahr`,
    dienstherr: `${idPrefix}-dienstherr`,
    status: `${idPrefix}-status`,
    children: `${idPrefix}-kinder`,
  };
  const boxIds: Readonly<Record<Box, string>> = {
    partner: `${idPrefix}-partner`,
    elternzeit: `${idPrefix}-elternzeit`,
    anwaerter: `${idPrefix}-anwaerter`,
    verheiratet: `${idPrefix}-verheiratet`,
    subsidySelf: `${idPrefix}-zuschuss`,
    subsidyPartner: `${idPrefix}-zuschuss-partner`,
  };
  const boxNames = Object.keys(boxIds) as Box[];

  const params = inputParams(
    [ids.year, String(year)],
    [
      [ids.dienstherr, dienstherr, ""],
      [ids.status, status, DEFAULT_STATUS],
      [ids.children, children, ""],
      ...boxNames.map((box) => [boxIds[box], boxes[box] ? TICKED : "", ""] as const),
    ],
  );
  useCalculatorInput(fieldsRef, idPrefix, params, (input) => {
    const typedYear = knownYear(input.value(ids.year, String(DEFAULT_CALCULATOR_YEAR)));
    if (typedYear !== null) setYear(typedYear);
    const typedDienstherr = input.value(ids.dienstherr, "");
    if (typedDienstherr !== null && isDienstherrId(typedDienstherr)) setDienstherr(typedDienstherr);
    const typedStatus = input.radio(ids.status, DEFAULT_STATUS);
    if (typedStatus !== null && (STATUSES as string[]).includes(typedStatus)) setStatus(typedStatus as BeihilfeStatus);
    const typedChildren = input.value(ids.children, "");
    if (typedChildren !== null) setChildren(typedChildren);
    for (const box of boxNames) {
      const typed = input.checked(boxIds[box], false);
      if (typed !== null) tick(box)(typed);
    }
  });

  const entry = dienstherr === "" ? null : DIENSTHERREN[dienstherr];
  const needed = entry ? fieldsNeeded(entry) : NOTHING_NEEDED;
  const parsedChildren = parseGermanNumber(children, CHILDREN_RULES);
  const { partner } = boxes;
  // A field the chosen Dienstherr does not ask for counts as "no", whatever it held for another one.
  const input: BeihilfeInput | null =
    entry && parsedChildren.ok
      ? {
          status,
          children: parsedChildren.units,
          partner,
          elternzeit: needed.has("elternzeit") && boxes.elternzeit,
          anwaerter: needed.has("anwaerter") && boxes.anwaerter,
          verheiratet: needed.has("verheiratet") && boxes.verheiratet,
          arbeitgeberzuschuss: {
            selbst: needed.has("arbeitgeberzuschuss") && boxes.subsidySelf,
            partner: needed.has("arbeitgeberzuschuss") && partner && boxes.subsidyPartner,
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
    <CheckboxField id={boxIds[box]} label={field.label} hint={field.hint} checked={boxes[box]} onChange={tick(box)} />
  );

  const fields = (
    <>
      <YearField id={ids.year} year={year} onChange={setYear} />
      <SelectField
        id={ids.dienstherr}
        label={copy.fields.dienstherr.label}
        hint={copy.fields.dienstherr.hint}
        value={dienstherr}
        onChange={(value) => setDienstherr(isDienstherrId(value) ? value : "")}
        options={DIENSTHERR_OPTIONS}
        emptyOption={calculatorCommon.chooseOption}
      />
      <RadioGroup name={ids.status} legend={copy.fields.status.legend} value={status} onChange={setStatus} options={copy.fields.status.options} />
      <NumberField
        id={ids.children}
        label={copy.fields.children.label}
        hint={copy.fields.children.hint}
        value={children}
        onChange={setChildren}
        error={unreadableMessage(parsedChildren, copy.fields.children.errors)}
        inputMode="numeric"
        placeholder={copy.fields.children.placeholder}
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
      id={idPrefix}
      title={copy.title}
      intro={copy.intro}
      fieldsRef={fieldsRef}
      fields={fields}
      result={result && entry ? <BeihilfeResultView result={result} entry={entry} /> : <ResultPrompt>{prompt}</ResultPrompt>}
      printed={result && entry ? { year, sources: regulationSources(entry), params } : null}
      actions={
        <CalculatorActions
          handover={result && input && entry ? beihilfeHandover(result, input, dienstherrName(entry.id), handoverCopy) : null}
          idPrefix={idPrefix}
          shareParams={result ? params : null}
        />
      }
      noScript={{ caption: copy.noScript.caption, rows: beihilfeBundRows() }}
      footer={<PauschaleBeihilfeTable />}
    />
  );
}
