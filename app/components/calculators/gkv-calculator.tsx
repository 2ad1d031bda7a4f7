import { useRef, useState } from "react";
import { bundeslandNames, calculatorCommon, gkvCopy, handoverCopy, type RichText } from "~/content/calculators";
import { PAUSCHALE_BEIHILFE_AS_OF, pauschaleBeihilfeState, type PauschaleBeihilfeState } from "~/content/pauschale-beihilfe";
import { figuresFor } from "~/content/statutory-figures";
import { BUNDESLAND_IDS, isBundeslandId, type BundeslandId } from "~/modules/calculators/bundeslaender";
import { AGE_RULES, CHILDREN_RULES, MONTHLY_PAY_RULES, ZUSATZBEITRAG_RULES } from "~/modules/calculators/field-rules";
import { formatCents, formatRate, toMilliPercent } from "~/modules/calculators/format";
import {
  calculateGkv,
  childrenProblem,
  defaultMonthlyPay,
  halfOfCents,
  perYear,
  type CareRates,
  type ContributionSplit,
  type GkvCivilServantResult,
  type GkvEmployeeResult,
  type GkvOutOfScope,
  type GkvResult,
  type GkvStatus,
} from "~/modules/calculators/gkv-contribution";
import { gkvHandover } from "~/modules/enquiry-handover";
import { formatEuro } from "~/modules/format-de";
import { parseGermanNumber, type GermanNumber } from "~/modules/german-number";
import { CalculatorSection, ResultHeading, ResultText } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR, knownYear } from "./calculator-year";
import { YearField } from "./year-field";
import { NumberField, RadioGroup, SelectField } from "./fields";
import { HandoverButton } from "./handover-button";
import { ResultSummary, type SummaryFact } from "./result-summary";
import { RichTextView } from "./rich-text";
import { usePrerenderedValues } from "./use-prerendered-values";

/** A civil servant's Dienstherr: the Bund or a Land. */
export type Dienstherr = "bund" | BundeslandId;

export interface GkvCalculatorProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
  /** The status the calculator opens with; /pkv-beamte opens it for civil servants. */
  defaultStatus?: GkvStatus;
}

const wholeEuros = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });

/** What the prerendered page shows before anyone types (pay: clearly above the JAEG, see defaultMonthlyPay). */
export const GKV_DEFAULTS = {
  pay: wholeEuros.format(defaultMonthlyPay(figuresFor(DEFAULT_CALCULATOR_YEAR))),
  age: "30",
  childrenTotal: "0",
  childrenUnder25: "0",
  land: "baden-wuerttemberg",
  dienstherr: "bund",
} as const satisfies Record<string, string>;

const copy = gkvCopy;
const LAND_OPTIONS = BUNDESLAND_IDS.map((id) => ({ value: id, label: bundeslandNames[id] }));
const DIENSTHERR_OPTIONS = [{ value: "bund", label: copy.fields.dienstherr.bund }, ...LAND_OPTIONS];
const STATUSES = Object.keys(copy.fields.status.options) as GkvStatus[];
const rateInput = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

/** The year's average Zusatzbeitrag as the field shows it: „2,9“. */
export function defaultZusatzbeitrag(year: number): string {
  return rateInput.format(figuresFor(year).durchschnittlicherZusatzbeitrag);
}

function errorOf(parsed: GermanNumber, errors: Readonly<Record<string, string>>): string | null {
  return parsed.ok ? null : errors[parsed.problem];
}

function isDienstherr(value: string): value is Dienstherr {
  return value === "bund" || isBundeslandId(value);
}

function dienstherrName(dienstherr: Dienstherr): string {
  return dienstherr === "bund" ? copy.fields.dienstherr.bund : bundeslandNames[dienstherr];
}

/** „Was kostet mich die gesetzliche Krankenversicherung?“ — KV and PV per month and year, for employees and civil servants. */
export function GkvCalculator({ idPrefix = "gkv-beitrag", defaultStatus = "angestellt" }: GkvCalculatorProps) {
  const [year, setYear] = useState(DEFAULT_CALCULATOR_YEAR);
  const [status, setStatus] = useState<GkvStatus>(defaultStatus);
  const [pay, setPay] = useState<string>(GKV_DEFAULTS.pay);
  /** Null until the visitor types: the field then follows the chosen year's average. */
  const [zusatz, setZusatz] = useState<string | null>(null);
  const [age, setAge] = useState<string>(GKV_DEFAULTS.age);
  const [childrenTotal, setChildrenTotal] = useState<string>(GKV_DEFAULTS.childrenTotal);
  const [childrenUnder25, setChildrenUnder25] = useState<string>(GKV_DEFAULTS.childrenUnder25);
  const [land, setLand] = useState<BundeslandId>(GKV_DEFAULTS.land);
  const [dienstherr, setDienstherr] = useState<Dienstherr>(GKV_DEFAULTS.dienstherr);
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

  usePrerenderedValues(fieldsRef, (controls) => {
    const typedYear = knownYear(controls.value(ids.year));
    const effectiveYear = typedYear ?? year;
    if (typedYear !== null) setYear(typedYear);
    const typedStatus = controls.radio(ids.status);
    if (typedStatus !== null && (STATUSES as string[]).includes(typedStatus)) setStatus(typedStatus as GkvStatus);
    const typedZusatz = controls.value(ids.zusatz);
    if (typedZusatz !== null && typedZusatz !== defaultZusatzbeitrag(effectiveYear)) setZusatz(typedZusatz);
    const typedPay = controls.value(ids.pay);
    if (typedPay !== null) setPay(typedPay);
    const typedAge = controls.value(ids.age);
    if (typedAge !== null) setAge(typedAge);
    const typedChildren = controls.value(ids.children);
    if (typedChildren !== null) setChildrenTotal(typedChildren);
    const typedUnder25 = controls.value(ids.under25);
    if (typedUnder25 !== null) setChildrenUnder25(typedUnder25);
    const typedLand = controls.value(ids.land);
    if (typedLand !== null && isBundeslandId(typedLand)) setLand(typedLand);
    const typedDienstherr = controls.value(ids.dienstherr);
    if (typedDienstherr !== null && isDienstherr(typedDienstherr)) setDienstherr(typedDienstherr);
  });

  const figures = figuresFor(year);
  const zusatzText = zusatz ?? defaultZusatzbeitrag(year);
  const parsed = {
    pay: parseGermanNumber(pay, MONTHLY_PAY_RULES),
    zusatz: parseGermanNumber(zusatzText, ZUSATZBEITRAG_RULES),
    age: parseGermanNumber(age, AGE_RULES),
    children: parseGermanNumber(childrenTotal, CHILDREN_RULES),
    under25: parseGermanNumber(childrenUnder25, CHILDREN_RULES),
  };
  // Both counts readable but contradicting: the message stands at „davon unter 25“, and both texts stay as typed.
  const childrenConflict = parsed.children.ok && parsed.under25.ok && childrenProblem(parsed.children.units, parsed.under25.units) !== null;
  const beamte = status === "beamte";
  const result =
    parsed.pay.ok && parsed.zusatz.ok && parsed.age.ok && parsed.children.ok && parsed.under25.ok && !childrenConflict
      ? calculateGkv(
          {
            status,
            monthlyPayCents: parsed.pay.units,
            zusatzbeitragHundredths: parsed.zusatz.units,
            age: parsed.age.units,
            childrenTotal: parsed.children.units,
            childrenUnder25: parsed.under25.units,
            sachsen: !beamte && land === "sachsen",
          },
          figures,
        )
      : null;
  const pauschale = beamte ? pauschaleBeihilfeState(dienstherr) : null;
  const pauschaleCents = result?.kind === "beamte" && pauschale?.state === "offered" ? halfOfCents(result.health.cents) : undefined;
  const handover = result
    ? gkvHandover(result, handoverCopy, beamte ? { landName: dienstherrName(dienstherr), pauschaleCents, pauschaleOpen: pauschale?.state === "unsettled" } : {})
    : null;

  const fields = (
    <>
      <YearField id={ids.year} year={year} onChange={setYear} />
      <RadioGroup name={ids.status} legend={copy.fields.status.legend} value={status} onChange={setStatus} options={copy.fields.status.options} />
      <NumberField
        id={ids.pay}
        label={beamte ? copy.fields.payBeamte.label : copy.fields.pay.label}
        hint={beamte ? copy.fields.payBeamte.hint : copy.fields.pay.hint}
        value={pay}
        onChange={setPay}
        error={errorOf(parsed.pay, copy.fields.pay.errors)}
        inputMode="decimal"
        placeholder={copy.fields.pay.placeholder}
        unit="€"
      />
      <NumberField
        id={ids.zusatz}
        label={copy.fields.zusatzbeitrag.label}
        hint={<RichTextView text={copy.fields.zusatzbeitrag.hint({ year, rate: formatRate(toMilliPercent(figures.durchschnittlicherZusatzbeitrag)) })} />}
        value={zusatzText}
        onChange={setZusatz}
        error={errorOf(parsed.zusatz, copy.fields.zusatzbeitrag.errors)}
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
        error={errorOf(parsed.age, copy.fields.age.errors)}
        inputMode="numeric"
        placeholder={copy.fields.age.placeholder}
      />
      <NumberField
        id={ids.children}
        label={copy.fields.children.label}
        hint={copy.fields.children.hint}
        value={childrenTotal}
        onChange={setChildrenTotal}
        error={errorOf(parsed.children, copy.fields.children.errors)}
        inputMode="numeric"
        placeholder={copy.fields.children.placeholder}
      />
      <NumberField
        id={ids.under25}
        label={copy.fields.childrenUnder25.label}
        hint={<RichTextView text={copy.fields.childrenUnder25.hint} />}
        value={childrenUnder25}
        onChange={setChildrenUnder25}
        error={errorOf(parsed.under25, copy.fields.childrenUnder25.errors) ?? (childrenConflict ? copy.fields.childrenUnder25.aboveTotal : null)}
        inputMode="numeric"
        placeholder={copy.fields.childrenUnder25.placeholder}
      />
      {beamte ? (
        <SelectField
          id={ids.dienstherr}
          label={copy.fields.dienstherr.label}
          hint={copy.fields.dienstherr.hint}
          value={dienstherr}
          onChange={(value) => isDienstherr(value) && setDienstherr(value)}
          options={DIENSTHERR_OPTIONS}
        />
      ) : (
        <SelectField
          id={ids.land}
          label={copy.fields.land.label}
          hint={copy.fields.land.hint}
          value={land}
          onChange={(value) => isBundeslandId(value) && setLand(value)}
          options={LAND_OPTIONS}
        />
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
      live={result === null}
      result={
        result ? (
          <GkvResultView result={result} dienstherr={beamte ? dienstherr : null} pauschale={pauschale} pauschaleCents={pauschaleCents} />
        ) : (
          <ResultText>{calculatorCommon.fixInput}</ResultText>
        )
      }
      actions={<HandoverButton handover={handover} />}
    />
  );
}

function GkvResultView({
  result,
  dienstherr,
  pauschale,
  pauschaleCents,
}: {
  result: GkvResult;
  dienstherr: Dienstherr | null;
  pauschale: PauschaleBeihilfeState | null;
  pauschaleCents: number | undefined;
}) {
  if (result.kind === "beamte") {
    const civil = dienstherr ?? "bund";
    return <CivilServantView result={result} dienstherr={civil} pauschale={pauschale ?? pauschaleBeihilfeState(civil)} pauschaleCents={pauschaleCents} />;
  }
  if (result.kind === "angestellt") return <EmployeeView result={result} />;
  return <OutOfScopeView result={result} />;
}

function OutOfScopeView({ result }: { result: GkvOutOfScope }) {
  const o = copy.result.outOfScope;
  const limit = formatEuro(result.kind === "minijob" ? result.geringfuegigkeitsgrenze : result.uebergangsbereichObergrenze);
  const pay = formatEuro(result.monthlyPayCents / 100);
  return (
    <ResultSummary
      verdict={o.verdict[result.kind]({ year: result.year })}
      tone="open"
      facts={[
        { term: o.payTerm, value: pay },
        { term: o.limitTerm[result.kind]({ year: result.year }), value: limit },
      ]}
      detailsLabel={copy.result.summary.detailsLabel}
    >
      <ResultText>
        <RichTextView text={o.explanation[result.kind]({ pay, limit })} />
      </ResultText>
    </ResultSummary>
  );
}

interface ShareRow {
  label: string;
  rate?: number;
  cents: number;
}

function ShareTable({ caption, rows }: { caption: string; rows: readonly ShareRow[] }) {
  const t = copy.result.table;
  return (
    <table className="mt-6 w-full border-collapse text-left text-sm sm:text-base">
      <caption className="mb-2 text-left text-base font-bold text-ink sm:text-lg">{caption}</caption>
      <thead>
        <tr className="border-b border-line-strong">
          <th scope="col" className="py-2 pr-1 font-semibold sm:pr-2">
            {t.share}
          </th>
          <th scope="col" className="py-2 pl-1 text-right font-semibold sm:pl-2">
            {t.month}
          </th>
          <th scope="col" className="py-2 pl-1 text-right font-semibold sm:pl-2">
            {t.year}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.label} className={index === rows.length - 1 ? "font-bold" : "border-b border-line"}>
            <th scope="row" className="py-2 pr-1 font-normal sm:pr-2">
              <span className={index === rows.length - 1 ? "font-bold" : undefined}>{row.label}</span>
              {row.rate !== undefined && <span className="block text-xs text-ink-muted">{formatRate(row.rate)}</span>}
            </th>
            <td className="py-2 pl-1 text-right whitespace-nowrap tabular-nums sm:pl-2">{formatCents(row.cents)}</td>
            <td className="py-2 pl-1 text-right whitespace-nowrap tabular-nums sm:pl-2">{formatCents(perYear(row.cents))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function splitRows(split: ContributionSplit, withRates: boolean): ShareRow[] {
  const t = copy.result.table;
  return [
    { label: t.employee, rate: withRates ? split.employeeRate : undefined, cents: split.employeeCents },
    { label: t.employer, rate: withRates ? split.employerRate : undefined, cents: split.employerCents },
    { label: t.total, rate: withRates ? split.totalRate : undefined, cents: split.totalCents },
  ];
}

function Bullets({ items }: { items: readonly RichText[] }) {
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-muted">
      {items.map((item, index) => (
        <li key={index}>
          <RichTextView text={item} />
        </li>
      ))}
    </ul>
  );
}

/** Surcharge and reductions as bullets, for employees and civil servants alike. */
function careRateItems(care: CareRates, year: number): RichText[] {
  const r = copy.result.careRates;
  const figures = figuresFor(year);
  const items: RichText[] = [];
  if (care.surcharge === "applies") items.push(r.surcharge({ year, rate: formatRate(care.surchargeRate) }));
  else if (care.surcharge === "underAge") items.push(r.tooYoungForSurcharge);
  else if (care.surcharge === "bornBefore1940") items.push(r.exemptBefore1940);
  else items.push(r.noSurchargeWithChildren);
  if (care.reducingChildren > 0) {
    items.push(
      r.reduction({
        year,
        count: care.reducingChildren,
        rate: formatRate(toMilliPercent(figures.pflegeAbschlagJeKind)),
        total: formatRate(care.reductionRate),
      }),
    );
  }
  return items;
}

function EmployeeView({ result }: { result: GkvEmployeeResult }) {
  const r = copy.result;
  const figures = figuresFor(result.year);
  const { health, care, year } = result;
  const payText = formatEuro(result.monthlyPayCents / 100);
  const baseFacts = { year, pay: payText, bbgMonth: formatCents(result.bbgMonthCents), bbgYear: formatEuro(figures.beitragsbemessungsgrenze) };
  const jaegFacts = { year, pay: payText, annual: formatCents(perYear(result.monthlyPayCents)), jaeg: formatEuro(result.jaeg) };
  const careItems: RichText[] = [r.careRates.base({ year, rate: formatRate(care.baseRate) }), ...careRateItems(care, year)];
  if (care.sachsenShiftRate > 0) careItems.push(r.careRates.sachsen({ year, rate: formatRate(care.sachsenShiftRate) }));
  const facts: SummaryFact[] = [
    { term: r.summary.employee, value: formatCents(result.sum.employeeCents) },
    { term: r.summary.employer, value: formatCents(result.sum.employerCents) },
    result.privateOption === "aboveJaeg"
      ? { term: r.summary.subsidy, value: r.summary.subsidyValue({ amount: formatCents(result.subsidy.totalCents) }) }
      : { term: r.summary.noPrivate, value: r.summary.noPrivateValue },
  ];

  return (
    <ResultSummary
      verdict={r.summary.verdict({ year, amount: formatCents(result.sum.employeeCents) })}
      tone="neutral"
      facts={facts}
      detailsLabel={r.summary.detailsLabel}
    >
      <ResultText>
        <RichTextView text={result.capped ? r.base.capped(baseFacts) : r.base.uncapped(baseFacts)} />
      </ResultText>

      <ShareTable caption={r.healthCaption({ rate: formatRate(health.totalRate) })} rows={splitRows(health, true)} />
      <Bullets
        items={[
          r.healthRates.general({ year, rate: formatRate(health.generalRate) }),
          r.healthRates.zusatz({ year, rate: formatRate(health.zusatzRate), average: formatRate(result.averageZusatzRate) }),
          r.healthRates.split,
        ]}
      />

      <ShareTable caption={r.careCaption({ rate: formatRate(care.totalRate) })} rows={splitRows(care, true)} />
      <Bullets items={careItems} />

      <ShareTable
        caption={r.sumCaption}
        rows={[
          { label: r.table.employee, cents: result.sum.employeeCents },
          { label: r.table.employer, cents: result.sum.employerCents },
          { label: r.table.total, cents: result.sum.totalCents },
        ]}
      />
      <ResultText muted>
        <RichTextView text={r.rounding} />
      </ResultText>

      <ResultHeading>{r.subsidyHeading}</ResultHeading>
      <ResultText>
        <RichTextView text={r.privateOption[result.privateOption](jaegFacts)} />
      </ResultText>
      <ResultText>
        <RichTextView
          text={r.subsidy({
            year,
            health: formatCents(result.subsidy.healthCents),
            care: formatCents(result.subsidy.careCents),
            total: formatCents(result.subsidy.totalCents),
            totalYear: formatCents(perYear(result.subsidy.totalCents)),
            healthCap: formatCents(result.subsidy.healthCapCents),
            careCap: formatCents(result.subsidy.careCapCents),
          })}
        />
      </ResultText>
      <ResultText muted>{r.subsidyAverage({ year, rate: formatRate(result.averageZusatzRate) })}</ResultText>
      {care.sachsenShiftRate > 0 && <ResultText muted>{r.subsidySachsen}</ResultText>}
      <ResultText>{r.noPremium}</ResultText>

      <ResultHeading>{r.assumptionsHeading}</ResultHeading>
      <Bullets items={r.assumptions} />
    </ResultSummary>
  );
}

function CivilServantView({
  result,
  dienstherr,
  pauschale,
  pauschaleCents,
}: {
  result: GkvCivilServantResult;
  dienstherr: Dienstherr;
  pauschale: PauschaleBeihilfeState;
  pauschaleCents: number | undefined;
}) {
  const b = copy.result.beamte;
  const { health, care, year } = result;
  const name = dienstherrName(dienstherr);
  const amount = formatCents(result.totalCents);
  const offered = pauschale.state === "offered" && pauschaleCents !== undefined;
  const facts: SummaryFact[] = [
    { term: b.health({ rate: formatRate(health.rate) }), value: formatCents(health.cents) },
    { term: b.care({ rate: formatRate(care.rate) }), value: formatCents(care.cents) },
    offered
      ? { term: b.pauschale({ land: name }), value: formatCents(pauschaleCents) }
      : pauschale.state === "unsettled"
        ? { term: b.unsettledTerm, value: b.unsettledValue }
        : { term: b.noSubsidy, value: b.noSubsidyValue },
  ];
  const verdict = offered
    ? b.verdictShared({ year, amount, own: formatCents(result.totalCents - pauschaleCents), land: name, pauschale: formatCents(pauschaleCents) })
    : pauschale.state === "unsettled"
      ? b.verdictUnsettled({ year, amount })
      : b.verdict({ year, amount });
  const baseFacts = { year, pay: formatEuro(result.monthlyPayCents / 100), bbgMonth: formatCents(result.bbgMonthCents) };
  return (
    <ResultSummary verdict={verdict} tone="neutral" facts={facts} detailsLabel={copy.result.summary.detailsLabel}>
      <ResultText>
        <RichTextView
          text={
            result.minimumBaseApplied
              ? b.minimumBase({
                  ...baseFacts,
                  minimum: formatCents(result.minimumBaseCents),
                  bezugsgroesse: formatEuro(figuresFor(year).bezugsgroesseMonat),
                })
              : b.base({ ...baseFacts, capped: result.capped })
          }
        />
      </ResultText>
      <Bullets
        items={[
          b.healthRates({ year, general: formatRate(health.generalRate), zusatz: formatRate(health.zusatzRate), total: formatRate(health.rate) }),
          b.careRates({ year, base: formatRate(care.baseRate) }),
          ...careRateItems(care, year),
        ]}
      />
      <ResultText>
        <RichTextView text={b.alone} />
      </ResultText>
      <ResultHeading>{copy.fields.dienstherr.label}</ResultHeading>
      <ResultText>
        {pauschale.state === "offered" && pauschaleCents !== undefined ? (
          <RichTextView
            text={b.pauschaleText({
              land: name,
              since: pauschale.since,
              half: formatCents(pauschaleCents),
              provision: pauschale.provision,
              note: pauschale.note,
            })}
          />
        ) : pauschale.state === "unsettled" ? (
          b.unsettledPauschale({ dienstherr: name })
        ) : (
          b.noPauschale({ dienstherr: name })
        )}
      </ResultText>
      {pauschale.state === "unsettled" && <ResultText muted>{pauschale.note}</ResultText>}
      <ResultText muted>{b.checkWithBeihilfestelle({ asOf: PAUSCHALE_BEIHILFE_AS_OF })}</ResultText>
      <ResultText muted>
        <RichTextView text={b.otherIncome} />
      </ResultText>
      <ResultText>{copy.result.noPremium}</ResultText>
    </ResultSummary>
  );
}
