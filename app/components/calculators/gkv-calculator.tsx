import { useRef, useState } from "react";
import { bundeslandNames, calculatorCommon, gkvCopy, handoverCopy, type RichText } from "~/content/calculators";
import { figuresFor } from "~/content/statutory-figures";
import { BUNDESLAND_IDS, isBundeslandId, type BundeslandId } from "~/modules/calculators/bundeslaender";
import { AGE_RULES, CHILDREN_RULES, MONTHLY_PAY_RULES, ZUSATZBEITRAG_RULES } from "~/modules/calculators/field-rules";
import { formatCents, formatRate, toMilliPercent } from "~/modules/calculators/format";
import { calculateGkv, perYear, type ContributionSplit, type GkvResult } from "~/modules/calculators/gkv-contribution";
import { gkvHandover } from "~/modules/enquiry-handover";
import { formatEuro } from "~/modules/format-de";
import { parseGermanNumber, type GermanNumber } from "~/modules/german-number";
import { CalculatorSection, ResultHeading, ResultText } from "./calculator-section";
import { DEFAULT_CALCULATOR_YEAR, knownYear } from "./calculator-year";
import { YearField } from "./year-field";
import { NumberField, SelectField } from "./fields";
import { HandoverButton } from "./handover-button";
import { RichTextView } from "./rich-text";
import { usePrerenderedValues } from "./use-prerendered-values";

export interface GkvCalculatorProps {
  /** Id of the section; fields and headings derive theirs from it. Change it only if a page shows the calculator twice. */
  idPrefix?: string;
}

/** What the prerendered page shows before anyone types. */
export const GKV_DEFAULTS = { pay: "6.000", age: "30", children: "0", land: "baden-wuerttemberg" } as const satisfies Record<string, string>;

const copy = gkvCopy;
const LAND_OPTIONS = BUNDESLAND_IDS.map((id) => ({ value: id, label: bundeslandNames[id] }));
const rateInput = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

/** The year's average Zusatzbeitrag as the field shows it: „2,9“. */
export function defaultZusatzbeitrag(year: number): string {
  return rateInput.format(figuresFor(year).durchschnittlicherZusatzbeitrag);
}

function errorOf(parsed: GermanNumber, errors: Readonly<Record<string, string>>): string | null {
  return parsed.ok ? null : errors[parsed.problem];
}

/** „Was kostet mich die gesetzliche Krankenversicherung?“ — KV and PV, employee and employer, per month and year. */
export function GkvCalculator({ idPrefix = "gkv-beitrag" }: GkvCalculatorProps) {
  const [year, setYear] = useState(DEFAULT_CALCULATOR_YEAR);
  const [pay, setPay] = useState<string>(GKV_DEFAULTS.pay);
  /** Null until the visitor types: the field then follows the chosen year's average. */
  const [zusatz, setZusatz] = useState<string | null>(null);
  const [age, setAge] = useState<string>(GKV_DEFAULTS.age);
  const [children, setChildren] = useState<string>(GKV_DEFAULTS.children);
  const [land, setLand] = useState<BundeslandId>(GKV_DEFAULTS.land);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const ids = {
    year: `${idPrefix}-jahr`,
    pay: `${idPrefix}-gehalt`,
    zusatz: `${idPrefix}-zusatzbeitrag`,
    age: `${idPrefix}-alter`,
    children: `${idPrefix}-kinder`,
    land: `${idPrefix}-bundesland`,
  };

  usePrerenderedValues(fieldsRef, (controls) => {
    const typedYear = knownYear(controls.value(ids.year));
    const effectiveYear = typedYear ?? year;
    if (typedYear !== null) setYear(typedYear);
    const typedZusatz = controls.value(ids.zusatz);
    if (typedZusatz !== null && typedZusatz !== defaultZusatzbeitrag(effectiveYear)) setZusatz(typedZusatz);
    const typedPay = controls.value(ids.pay);
    if (typedPay !== null) setPay(typedPay);
    const typedAge = controls.value(ids.age);
    if (typedAge !== null) setAge(typedAge);
    const typedChildren = controls.value(ids.children);
    if (typedChildren !== null) setChildren(typedChildren);
    const typedLand = controls.value(ids.land);
    if (typedLand !== null && isBundeslandId(typedLand)) setLand(typedLand);
  });

  const figures = figuresFor(year);
  const zusatzText = zusatz ?? defaultZusatzbeitrag(year);
  const parsed = {
    pay: parseGermanNumber(pay, MONTHLY_PAY_RULES),
    zusatz: parseGermanNumber(zusatzText, ZUSATZBEITRAG_RULES),
    age: parseGermanNumber(age, AGE_RULES),
    children: parseGermanNumber(children, CHILDREN_RULES),
  };
  const result =
    parsed.pay.ok && parsed.zusatz.ok && parsed.age.ok && parsed.children.ok
      ? calculateGkv(
          {
            monthlyPayCents: parsed.pay.units,
            zusatzbeitragHundredths: parsed.zusatz.units,
            age: parsed.age.units,
            children: parsed.children.units,
            sachsen: land === "sachsen",
          },
          figures,
        )
      : null;

  const fields = (
    <>
      <YearField id={ids.year} year={year} onChange={setYear} />
      <NumberField
        id={ids.pay}
        label={copy.fields.pay.label}
        hint={copy.fields.pay.hint}
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
        value={children}
        onChange={setChildren}
        error={errorOf(parsed.children, copy.fields.children.errors)}
        inputMode="numeric"
        placeholder={copy.fields.children.placeholder}
      />
      <SelectField
        id={ids.land}
        label={copy.fields.land.label}
        hint={copy.fields.land.hint}
        value={land}
        onChange={(value) => isBundeslandId(value) && setLand(value)}
        options={LAND_OPTIONS}
      />
    </>
  );

  return (
    <CalculatorSection
      id={idPrefix}
      title={copy.title}
      intro={copy.intro}
      fieldsRef={fieldsRef}
      fields={fields}
      result={result ? <GkvResultView result={result} /> : <ResultText>{calculatorCommon.fixInput}</ResultText>}
      actions={<HandoverButton handover={result ? gkvHandover(result, handoverCopy) : null} />}
    />
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

function GkvResultView({ result }: { result: GkvResult }) {
  const r = copy.result;
  const figures = figuresFor(result.year);
  const { health, care, year } = result;
  const baseFacts = {
    year,
    pay: formatEuro(result.monthlyPayCents / 100),
    bbgMonth: formatCents(result.bbgMonthCents),
    bbgYear: formatEuro(figures.beitragsbemessungsgrenze),
  };

  const careItems: RichText[] = [r.careRates.base({ year, rate: formatRate(care.baseRate) })];
  if (care.surcharge === "applies") careItems.push(r.careRates.surcharge({ year, rate: formatRate(care.surchargeRate) }));
  else if (care.surcharge === "underAge") careItems.push(r.careRates.tooYoungForSurcharge);
  else if (care.surcharge === "bornBefore1940") careItems.push(r.careRates.exemptBefore1940);
  else careItems.push(r.careRates.noSurchargeWithChildren);
  if (care.reducingChildren > 0) {
    careItems.push(
      r.careRates.reduction({
        year,
        count: care.reducingChildren,
        rate: formatRate(toMilliPercent(figures.pflegeAbschlagJeKind)),
        total: formatRate(care.reductionRate),
      }),
    );
  }
  if (care.sachsenShiftRate > 0) careItems.push(r.careRates.sachsen({ year, rate: formatRate(care.sachsenShiftRate) }));

  return (
    <>
      <h3 className="text-xl font-bold text-ink sm:text-2xl">{r.heading({ year })}</h3>
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
        <RichTextView
          text={r.subsidy({
            year,
            health: formatCents(result.subsidy.healthCents),
            care: formatCents(result.subsidy.careCents),
            total: formatCents(result.subsidy.totalCents),
            totalYear: formatCents(perYear(result.subsidy.totalCents)),
          })}
        />
      </ResultText>
      <ResultText muted>{r.subsidyAverage({ year, rate: formatRate(result.averageZusatzRate) })}</ResultText>
      {care.sachsenShiftRate > 0 && <ResultText muted>{r.subsidySachsen}</ResultText>}
      <ResultText>{r.noPremium}</ResultText>

      <ResultHeading>{r.assumptionsHeading}</ResultHeading>
      <Bullets items={r.assumptions} />
    </>
  );
}
