import { useRef, useState } from "react";
import { DIENSTHERREN, DIENSTHERR_LIST } from "~/content/beihilfe/dienstherren";
import { DIENSTHERR_IDS, isDienstherrId, type BeihilfeSource, type DienstherrEntry, type DienstherrId } from "~/content/beihilfe/types";
import { beihilfeCopy, bundeslandNames, calculatorCommon, handoverCopy } from "~/content/calculators";
import { PAUSCHALE_BEIHILFE_AS_OF, pauschaleBeihilfeState } from "~/content/pauschale-beihilfe";
import {
  calculateBeihilfe,
  fieldsNeeded,
  type BeihilfeInput,
  type BeihilfeResult,
  type BeihilfeStatus,
  type OpenRate,
  type PersonRate,
} from "~/modules/calculators/beihilfe";
import { CHILDREN_RULES } from "~/modules/calculators/field-rules";
import { formatPercent } from "~/modules/calculators/format";
import { beihilfeHandover } from "~/modules/enquiry-handover";
import { parseGermanNumber } from "~/modules/german-number";
import { formatIsoDate } from "~/modules/format-de";
import { CalculatorSection, ResultText } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR, knownYear } from "./calculator-year";
import { CheckboxField, NumberField, RadioGroup, SelectField } from "./fields";
import { HandoverButton } from "./handover-button";
import { SourceLink } from "./rich-text";
import { usePrerenderedValues } from "./use-prerendered-values";
import { YearField } from "./year-field";

export interface BeihilfeCalculatorProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
}

const copy = beihilfeCopy;
const STATUSES = Object.keys(copy.fields.status.options) as BeihilfeStatus[];

export function dienstherrName(id: DienstherrId): string {
  return id === "bund" ? copy.fields.dienstherr.bund : bundeslandNames[id];
}

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

function VerificationText({ source }: { source: BeihilfeSource }) {
  const v = source.verified;
  if (v.how === "Normtext") return <>{copy.result.verifiedNormtext}</>;
  const [first, second] = v.sources;
  return <>{copy.result.verifiedSecondary({ first: first.name, second: second.name })}</>;
}

/** The provision with its check date, as shown under each figure. */
function SourceWithDate({ source }: { source: BeihilfeSource }) {
  return (
    <>
      <SourceLink source={source} />, {copy.result.checkedOn({ date: formatIsoDate(source.checkedOn) })}
    </>
  );
}

function RateFigure({ rate }: { rate: PersonRate | OpenRate }) {
  const r = copy.result;
  return (
    <div className="rounded-control border border-line bg-white p-4">
      <dt className="text-sm font-semibold text-ink-muted">{r.persons[rate.person]}</dt>
      {rate.bemessungssatz === null ? (
        <>
          <dd className="text-2xl font-bold text-ink">{r.openFigure}</dd>
          <dd className="mt-1 text-sm text-ink-muted">{rate.reason}</dd>
        </>
      ) : (
        <>
          <dd className="text-3xl font-bold text-ink">{formatPercent(rate.bemessungssatz)}</dd>
          <dd className="text-sm font-semibold text-brand-800">{r.pkvShort({ pkv: formatPercent(rate.pkvAnteil) })}</dd>
        </>
      )}
      <dd className="mt-1 text-sm text-ink-muted">
        <SourceWithDate source={rate.case.source} />
      </dd>
    </div>
  );
}

function PauschaleForEntry({ entry }: { entry: DienstherrEntry }) {
  const p = copy.pauschale;
  const name = dienstherrName(entry.id);
  const pauschale = pauschaleBeihilfeState(entry.id);
  return (
    <>
      <h4 className="mt-5 font-bold text-ink">{p.heading}</h4>
      {pauschale.state === "offered" ? (
        <ResultText muted>
          {p.offered({ dienstherr: name, since: pauschale.since })}
          <SourceWithDate source={pauschale.provision} />.{pauschale.note && <> {p.restricted({ restrictions: pauschale.note })}</>}
        </ResultText>
      ) : (
        <ResultText muted>{pauschale.note}</ResultText>
      )}
    </>
  );
}

function BeihilfeResultView({ result, entry }: { result: BeihilfeResult; entry: DienstherrEntry }) {
  const r = copy.result;
  const name = dienstherrName(result.dienstherr);
  const heading = <h3 className="text-xl font-bold text-ink sm:text-2xl">{r.heading({ year: result.year, dienstherr: name })}</h3>;
  if (result.outcome === "aufAnfrage") {
    return (
      <>
        {heading}
        <ResultText>{r.onRequest({ dienstherr: name, year: result.year })}</ResultText>
        <ResultText muted>
          {entry.status === "aufAnfrage" ? entry.reason : result.open ? result.open.reason : r.beforeWording({ validFrom: entry.validFromYear })}
        </ResultText>
        {result.open && (
          <ResultText muted>
            <SourceWithDate source={result.open.case.source} />
          </ResultText>
        )}
        <ResultText>{r.onRequestNext}</ResultText>
        <PauschaleForEntry entry={entry} />
      </>
    );
  }
  const rates = [result.selbst, result.partner, result.kind].filter((rate): rate is PersonRate | OpenRate => rate !== null);
  return (
    <>
      {heading}
      <p className="mt-3 text-lg font-semibold text-ink">
        {r.verdict({ satz: formatPercent(result.selbst.bemessungssatz), pkv: formatPercent(result.selbst.pkvAnteil) })}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {rates.map((rate) => (
          <RateFigure key={rate.person} rate={rate} />
        ))}
      </dl>
      <ResultText>{r.pkvShare}</ResultText>
      <details className="mt-4 rounded-control border border-line bg-white p-3">
        <summary className="cursor-pointer font-semibold text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
          {r.detailsSummary}
        </summary>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-ink">
          {rates.map((rate) => (
            <li key={rate.person}>
              {r.caseLine({
                person: r.persons[rate.person],
                label: rate.case.label,
                satz: rate.bemessungssatz === null ? r.openFigure : formatPercent(rate.bemessungssatz),
              })}
              <SourceLink source={rate.case.source} />
              {/* An open case's source names where the rule sits, not a rate that was verified. */}
              {rate.bemessungssatz === null ? (
                ` (${rate.reason})`
              ) : (
                <>
                  {" ("}
                  <VerificationText source={rate.case.source} />)
                </>
              )}
              {rate.bemessungssatz !== null &&
                rate.adjustments.map((adjustment) => (
                  <span key={adjustment.source.citation}>
                    {"; "}
                    {r.adjustmentLine({ label: adjustment.label, points: String(adjustment.points).replace("-", "−") })}
                    <SourceLink source={adjustment.source} />
                  </span>
                ))}
            </li>
          ))}
        </ul>
        {entry.status === "geprüft" && entry.notes.length > 0 && (
          <>
            <p className="mt-3 text-sm font-semibold text-ink">{r.notesHeading}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink">
              {entry.notes.map((n) => (
                <li key={n.source.citation + n.text}>
                  {n.text} (<SourceLink source={n.source} />)
                </li>
              ))}
            </ul>
          </>
        )}
        {entry.status === "geprüft" && <ResultText muted>{r.regulation({ name: entry.regulation.name, short: entry.regulation.short })}</ResultText>}
        <ResultText muted>{r.heilfuersorge}</ResultText>
      </details>
      <PauschaleForEntry entry={entry} />
    </>
  );
}

/** Build-time overview of all 17 Dienstherren; a <details>, so it costs no space until asked for. */
export function PauschaleBeihilfeTable() {
  const p = copy.pauschale;
  return (
    <details className="mt-6 rounded-control border border-line p-3">
      <summary className="cursor-pointer font-semibold text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
        {p.tableSummary}
      </summary>
      <table className="mt-3 w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-ink-muted">{p.tableCaption({ asOf: PAUSCHALE_BEIHILFE_AS_OF })}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-1 pr-2">
              {p.columns.dienstherr}
            </th>
            <th scope="col" className="py-1">
              {p.columns.angebot}
            </th>
          </tr>
        </thead>
        <tbody>
          {DIENSTHERR_LIST.map((entry) => {
            const pauschale = pauschaleBeihilfeState(entry.id);
            return (
              <tr key={entry.id} className="border-b border-line align-top">
                <th scope="row" className="py-1 pr-2 font-medium">
                  {dienstherrName(entry.id)}
                </th>
                <td className="py-1">
                  {pauschale.state === "offered" ? (
                    <>
                      {p.cell.yes({ since: pauschale.since })}
                      {pauschale.note !== undefined && `, ${p.cell.conditions}`} (<SourceLink source={pauschale.provision} />)
                    </>
                  ) : pauschale.state === "notOffered" ? (
                    p.cell.no
                  ) : (
                    p.cell.open
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
