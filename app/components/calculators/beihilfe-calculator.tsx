import { useRef, useState } from "react";
import { beihilfeCopy, bundeslandNames, calculatorCommon, handoverCopy } from "~/content/calculators";
import { calculateBeihilfe, type BeihilfePerson, type BeihilfeResult, type BeihilfeStatus } from "~/modules/calculators/beihilfe";
import { BEIHILFE_RULES, DIENSTHERR_IDS, isDienstherrId, type DienstherrId } from "~/modules/calculators/beihilfe-rules";
import { CHILDREN_RULES } from "~/modules/calculators/field-rules";
import { formatPercent } from "~/modules/calculators/format";
import { beihilfeHandover } from "~/modules/enquiry-handover";
import { formatLongDate } from "~/modules/format-de";
import { parseGermanNumber } from "~/modules/german-number";
import { CalculatorSection, ResultText } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR, knownYear } from "./calculator-year";
import { YearField } from "./year-field";
import { NumberField, RadioGroup, SelectField } from "./fields";
import { HandoverButton } from "./handover-button";
import { RichTextView } from "./rich-text";
import { usePrerenderedValues } from "./use-prerendered-values";

export interface BeihilfeCalculatorProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
}

const copy = beihilfeCopy;
const STATUSES = Object.keys(copy.fields.status.options) as BeihilfeStatus[];
const PERSONS = Object.keys(copy.fields.person.options) as BeihilfePerson[];

export function dienstherrName(id: DienstherrId): string {
  return id === "bund" ? copy.fields.dienstherr.bund : bundeslandNames[id];
}

const DIENSTHERR_OPTIONS = DIENSTHERR_IDS.map((id) => ({
  value: id,
  label: BEIHILFE_RULES[id].status === "geprüft" ? dienstherrName(id) : copy.fields.dienstherr.onRequest(dienstherrName(id)),
}));

/** An ISO date of the rule data as a German date, read in local time (no shift to the day before). */
function checkedOnText(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return formatLongDate(new Date(year, month - 1, day));
}

/** „Beihilfe-Rechner für Beamte“ — Bemessungssatz and the share the private insurance must cover, or „auf Anfrage“. */
export function BeihilfeCalculator({ idPrefix = "beihilfe-rechner" }: BeihilfeCalculatorProps) {
  const [year, setYear] = useState(DEFAULT_CALCULATOR_YEAR);
  const [dienstherr, setDienstherr] = useState<DienstherrId>("bund");
  const [status, setStatus] = useState<BeihilfeStatus>("aktiv");
  const [children, setChildren] = useState("0");
  const [person, setPerson] = useState<BeihilfePerson>("selbst");
  const fieldsRef = useRef<HTMLDivElement>(null);
  const ids = {
    year: `${idPrefix}-jahr`,
    dienstherr: `${idPrefix}-dienstherr`,
    status: `${idPrefix}-status`,
    children: `${idPrefix}-kinder`,
    person: `${idPrefix}-fuer-wen`,
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
    const typedPerson = controls.radio(ids.person);
    if (typedPerson !== null && (PERSONS as string[]).includes(typedPerson)) setPerson(typedPerson as BeihilfePerson);
  });

  const parsedChildren = parseGermanNumber(children, CHILDREN_RULES);
  const childrenError = parsedChildren.ok ? null : copy.fields.children.errors[parsedChildren.problem];
  const input = parsedChildren.ok ? { dienstherr, status, children: parsedChildren.units, person } : null;
  const result = input ? calculateBeihilfe(input, year, BEIHILFE_RULES[dienstherr]) : null;

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
      <RadioGroup name={ids.person} legend={copy.fields.person.legend} value={person} onChange={setPerson} options={copy.fields.person.options} />
    </>
  );

  return (
    <CalculatorSection
      id={idPrefix}
      title={copy.title}
      intro={copy.intro}
      fieldsRef={fieldsRef}
      fields={fields}
      result={
        result && input ? (
          <BeihilfeResultView result={result} childCount={input.children} person={person} status={status} />
        ) : (
          <ResultText>{calculatorCommon.fixInput}</ResultText>
        )
      }
      actions={<HandoverButton handover={result && input ? beihilfeHandover(result, input, dienstherrName(dienstherr), handoverCopy) : null} />}
    />
  );
}

interface ResultViewProps {
  result: BeihilfeResult;
  childCount: number;
  person: BeihilfePerson;
  status: BeihilfeStatus;
}

function BeihilfeResultView({ result, childCount, person, status }: ResultViewProps) {
  const r = copy.result;
  const name = dienstherrName(result.dienstherr);
  const heading = <h3 className="text-xl font-bold text-ink sm:text-2xl">{r.heading({ year: result.year, dienstherr: name })}</h3>;
  if (result.kind === "aufAnfrage") {
    return (
      <>
        {heading}
        <ResultText>{r.onRequest({ dienstherr: name, year: result.year })}</ResultText>
        <ResultText>{r.onRequestNext}</ResultText>
      </>
    );
  }
  const { rule } = result;
  const facts = {
    year: result.year,
    dienstherr: name,
    satz: formatPercent(result.bemessungssatz),
    pkv: formatPercent(result.pkvAnteil),
    source: rule.sources[result.reason],
  };
  return (
    <>
      {heading}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-control border border-line bg-white p-4">
          <dt className="text-sm font-semibold text-ink-muted">{r.satzLabel}</dt>
          <dd className="text-3xl font-bold text-ink">{facts.satz}</dd>
        </div>
        <div className="rounded-control border border-line bg-white p-4">
          <dt className="text-sm font-semibold text-ink-muted">{r.pkvLabel}</dt>
          <dd className="text-3xl font-bold text-brand-800">{facts.pkv}</dd>
        </div>
      </dl>
      <ResultText>
        <RichTextView text={r.reasons[result.reason](facts)} />
      </ResultText>
      {person === "partner" && (
        <ResultText muted>
          <RichTextView text={r.partnerEligibility(rule.eligibilitySources.partner)} />
        </ResultText>
      )}
      {(person === "kind" || result.reason === "zweiKinder") && (
        <ResultText muted>
          <RichTextView text={r.childEligibility(rule.eligibilitySources.kind)} />
        </ResultText>
      )}
      {childCount >= 2 && result.reason !== "zweiKinder" && <ResultText muted>{r.childrenOnlyForSelf}</ResultText>}
      <ResultText>{r.pkvShare(facts)}</ResultText>
      {person === "selbst" && status === "aktiv" && (
        <ResultText muted>
          <RichTextView text={r.parentalLeave({ satz: formatPercent(rule.parentalLeave.rate), source: rule.parentalLeave.source })} />
        </ResultText>
      )}
      {person === "selbst" && status === "aktiv" && <ResultText muted>{r.heilfuersorge}</ResultText>}
      <ResultText muted>{r.checked({ date: checkedOnText(rule.checkedOn), validFrom: rule.validFromYear })}</ResultText>
    </>
  );
}
