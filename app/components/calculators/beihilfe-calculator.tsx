import { useRef, useState } from "react";
import { DIENSTHERREN } from "~/content/beihilfe/dienstherren";
import { DIENSTHERR_IDS, isDienstherrId, type DienstherrId } from "~/content/beihilfe/types";
import { beihilfeCopy, calculatorCommon, handoverCopy } from "~/content/calculators";
import { calculateBeihilfe, fieldsNeeded, type BeihilfeInput, type BeihilfeStatus } from "~/modules/calculators/beihilfe";
import { CHILDREN_RULES } from "~/modules/calculators/field-rules";
import { beihilfeHandover } from "~/modules/enquiry-handover";
import { parseGermanNumber } from "~/modules/german-number";
import { BeihilfeResultView, dienstherrName } from "./beihilfe-result";
import { CalculatorSection, ResultText } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR, knownYear } from "./calculator-year";
import { CheckboxField, NumberField, RadioGroup, SelectField } from "./fields";
import { HandoverButton } from "./handover-button";
import { PauschaleBeihilfeTable } from "./pauschale-beihilfe-table";
import { usePrerenderedValues } from "./use-prerendered-values";
import { YearField } from "./year-field";

export interface BeihilfeCalculatorProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
}

const copy = beihilfeCopy;
const STATUSES = Object.keys(copy.fields.status.options) as BeihilfeStatus[];

const DIENSTHERR_OPTIONS = DIENSTHERR_IDS.map((id) => ({
  value: id,
  label: DIENSTHERREN[id].status === "geprüft" ? dienstherrName(id) : copy.fields.dienstherr.onRequest(dienstherrName(id)),
}));

/** „Beihilfe-Rechner für Beamte“ — the Bemessungssatz for each person counted and the share the private insurance must cover, or „auf Anfrage“. */
export function BeihilfeCalculator({ idPrefix = "beihilfe-rechner" }: BeihilfeCalculatorProps) {
  const [year, setYear] = useState(DEFAULT_CALCULATOR_YEAR);
  const [dienstherr, setDienstherr] = useState<DienstherrId>("bund");
  const [status, setStatus] = useState<BeihilfeStatus>("aktiv");
  const [children, setChildren] = useState("0");
  const [partner, setPartner] = useState(false);
  const [elternzeit, setElternzeit] = useState(false);
  const [anwaerter, setAnwaerter] = useState(false);
  const [verheiratet, setVerheiratet] = useState(false);
  const [subsidySelf, setSubsidySelf] = useState(false);
  const [subsidyPartner, setSubsidyPartner] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const ids = {
    year: `${idPrefix}-jahr`,
    dienstherr: `${idPrefix}-dienstherr`,
    status: `${idPrefix}-status`,
    children: `${idPrefix}-kinder`,
    partner: `${idPrefix}-partner`,
    elternzeit: `${idPrefix}-elternzeit`,
    anwaerter: `${idPrefix}-anwaerter`,
    verheiratet: `${idPrefix}-verheiratet`,
    subsidySelf: `${idPrefix}-zuschuss`,
    subsidyPartner: `${idPrefix}-zuschuss-partner`,
  };

  usePrerenderedValues(fieldsRef, (controls) => {
    const typedYear = knownYear(controls.value(ids.year));
    if (typedYear !== null) setYear(typedYear);
    const typedDienstherr = controls.value(ids.dienstherr);
    if (typedDienstherr !== null && isDienstherrId(typedDienstherr)) setDienstherr(typedDienstherr);
    const typedStatus = controls.radio(ids.status);
    if (typedStatus !== null && (STATUSES as string[]).includes(typedStatus)) setStatus(typedStatus as BeihilfeStatus);
    const typedChildren = controls.value(ids.children);
    if (typedChildren !== null) setChildren(typedChildren);
    // Only the partner box is prerendered (the default Dienstherr asks for nothing else that is ticked).
    const typedPartner = controls.checked(ids.partner);
    if (typedPartner !== null) setPartner(typedPartner);
    const typedElternzeit = controls.checked(ids.elternzeit);
    if (typedElternzeit !== null) setElternzeit(typedElternzeit);
  });

  const entry = DIENSTHERREN[dienstherr];
  const needed = fieldsNeeded(entry);
  const parsedChildren = parseGermanNumber(children, CHILDREN_RULES);
  const childrenError = parsedChildren.ok ? null : copy.fields.children.errors[parsedChildren.problem];
  // A field the chosen Dienstherr does not ask for counts as "no", whatever it held for another one.
  const input: BeihilfeInput | null = parsedChildren.ok
    ? {
        status,
        children: parsedChildren.units,
        partner,
        elternzeit: needed.has("elternzeit") && elternzeit,
        anwaerter: needed.has("anwaerter") && anwaerter,
        verheiratet: needed.has("verheiratet") && verheiratet,
        arbeitgeberzuschuss: {
          selbst: needed.has("arbeitgeberzuschuss") && subsidySelf,
          partner: needed.has("arbeitgeberzuschuss") && partner && subsidyPartner,
        },
        berechtigtSeit: null,
      }
    : null;
  const result = input ? calculateBeihilfe(entry, input, year) : null;
  const optional = copy.fields.optional;

  const fields = (
    <>
      <YearField id={ids.year} year={year} onChange={setYear} />
      <SelectField
        id={ids.dienstherr}
        label={copy.fields.dienstherr.label}
        hint={copy.fields.dienstherr.hint}
        value={dienstherr}
        onChange={(value) => isDienstherrId(value) && setDienstherr(value)}
        options={DIENSTHERR_OPTIONS}
      />
      <RadioGroup name={ids.status} legend={copy.fields.status.legend} value={status} onChange={setStatus} options={copy.fields.status.options} />
      <NumberField
        id={ids.children}
        label={copy.fields.children.label}
        hint={copy.fields.children.hint}
        value={children}
        onChange={setChildren}
        error={childrenError}
        inputMode="numeric"
        placeholder={copy.fields.children.placeholder}
      />
      <CheckboxField id={ids.partner} label={copy.fields.partner.label} hint={copy.fields.partner.hint} checked={partner} onChange={setPartner} />
      {needed.has("elternzeit") && status === "aktiv" && (
        <CheckboxField id={ids.elternzeit} label={optional.elternzeit.label} hint={optional.elternzeit.hint} checked={elternzeit} onChange={setElternzeit} />
      )}
      {needed.has("anwaerter") && status === "aktiv" && (
        <CheckboxField id={ids.anwaerter} label={optional.anwaerter.label} hint={optional.anwaerter.hint} checked={anwaerter} onChange={setAnwaerter} />
      )}
      {needed.has("verheiratet") && !partner && (
        <CheckboxField
          id={ids.verheiratet}
          label={optional.verheiratet.label}
          hint={optional.verheiratet.hint}
          checked={verheiratet}
          onChange={setVerheiratet}
        />
      )}
      {needed.has("arbeitgeberzuschuss") && (
        <CheckboxField
          id={ids.subsidySelf}
          label={optional.arbeitgeberzuschuss.label}
          hint={optional.arbeitgeberzuschuss.hint}
          checked={subsidySelf}
          onChange={setSubsidySelf}
        />
      )}
      {needed.has("arbeitgeberzuschuss") && partner && (
        <CheckboxField id={ids.subsidyPartner} label={copy.fields.partnerSubsidy.label} checked={subsidyPartner} onChange={setSubsidyPartner} />
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
      result={result ? <BeihilfeResultView result={result} entry={entry} /> : <ResultText>{calculatorCommon.fixInput}</ResultText>}
      actions={
        <>
          <HandoverButton handover={result && input ? beihilfeHandover(result, input, dienstherrName(dienstherr), handoverCopy) : null} />
          <PauschaleBeihilfeTable />
        </>
      }
    />
  );
}
