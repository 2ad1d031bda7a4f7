/** Pieces of the GKV calculator: its defaults and field names, the pay field's words by status, the Dienstherr or Land, the share tables and the rate bullets. */
import type { RichText } from "~/content/calculators";
import { figuresFor } from "~/content/statutory-figures";
import { BUNDESLAND_IDS, isBundeslandId, type BundeslandId } from "~/config/bundeslaender";
import { MONTHLY_PAY_RULES, MONTHLY_PROFIT_RULES } from "~/modules/calculators/field-rules";
import { perYear, toMilliPercent, type CareRates, type ContributionSplit, type GkvStatus } from "~/modules/calculators/gkv-contribution";
import type { GkvField } from "~/modules/calculators/gkv-fields";
import { useCalculatorLanguage, type CalculatorLanguage } from "./calculator-language";
import { SelectField } from "./fields";
import { RichTextView } from "./cited-text";

/** A civil servant's Dienstherr: the Bund or a Land. */
export type Dienstherr = "bund" | BundeslandId;

export function isDienstherr(value: string): value is Dienstherr {
  return value === "bund" || isBundeslandId(value);
}

export function dienstherrName(language: Pick<CalculatorLanguage, "gkv" | "bundeslandNames">, dienstherr: Dienstherr): string {
  return dienstherr === "bund" ? language.gkv.fields.dienstherr.bund : language.bundeslandNames[dienstherr];
}

/** The Land matters only for Sachsen (§ 58 Abs. 3 SGB XI); the select needs a first value. */
export const DEFAULT_LAND: BundeslandId = "baden-wuerttemberg";

/** The year's average Zusatzbeitrag as the field shows it: „2,9“ („2.9“ in English), an official figure, so the one field that starts filled. */
export function defaultZusatzbeitrag(formatPercentForField: (percent: number) => string, year: number): string {
  return formatPercentForField(figuresFor(year).durchschnittlicherZusatzbeitrag);
}

/**
 * The pay field as the status asks for it: an employee's Bruttomonatsgehalt, a civil servant's
 * Besoldung, a self-employed profit per month (which may be 0, docs/decisions/0069).
 */
export function payFieldWords(copy: CalculatorLanguage["gkv"], status: GkvStatus) {
  const f = copy.fields;
  if (status === "selbststaendig") {
    const p = f.paySelbststaendig;
    return {
      label: p.label,
      hint: p.hint,
      placeholder: p.placeholder,
      errors: p.errors,
      rules: MONTHLY_PROFIT_RULES,
      yearlyInMonthField: p.yearlyInMonthField,
    };
  }
  const hint = status === "beamte" ? f.payBeamte.hint : f.pay.hint;
  return { label: status === "beamte" ? f.payBeamte.label : f.pay.label, hint, placeholder: f.pay.placeholder, errors: f.pay.errors, rules: MONTHLY_PAY_RULES };
}

/** A field's label, as the form shows it and the result area names it while it is missing. */
export function fieldLabel(copy: CalculatorLanguage["gkv"], field: GkvField, status: GkvStatus): string {
  const f = copy.fields;
  const labels: Readonly<Record<GkvField, string>> = {
    pay: payFieldWords(copy, status).label,
    zusatz: f.zusatzbeitrag.label,
    age: f.age.label,
    children: f.children.label,
    under25: f.childrenUnder25.label,
    dienstherr: f.dienstherr.label,
  };
  return labels[field];
}

interface PlaceFieldProps {
  status: GkvStatus;
  ids: { land: string; dienstherr: string };
  land: BundeslandId;
  onLand: (land: BundeslandId) => void;
  dienstherr: Dienstherr | "";
  onDienstherr: (value: string) => void;
}

/**
 * Where the member works: for a civil servant the Dienstherr (chosen, never assumed), for an
 * employee the Land; nothing for the self-employed, who carry the whole Pflege rate wherever they work.
 */
export function PlaceField({ status, ids, land, onLand, dienstherr, onDienstherr }: PlaceFieldProps) {
  const { gkv: copy, common: calculatorCommon, bundeslandNames } = useCalculatorLanguage();
  if (status === "selbststaendig") return null;
  const LAND_OPTIONS = BUNDESLAND_IDS.map((id) => ({ value: id, label: bundeslandNames[id] }));
  const DIENSTHERR_OPTIONS = [{ value: "bund", label: copy.fields.dienstherr.bund }, ...LAND_OPTIONS];
  return status === "beamte" ? (
    <SelectField
      id={ids.dienstherr}
      label={copy.fields.dienstherr.label}
      hint={copy.fields.dienstherr.hint}
      value={dienstherr}
      onChange={onDienstherr}
      options={DIENSTHERR_OPTIONS}
      emptyOption={calculatorCommon.chooseOption}
    />
  ) : (
    <SelectField
      id={ids.land}
      label={copy.fields.land.label}
      hint={copy.fields.land.hint}
      value={land}
      onChange={(value) => isBundeslandId(value) && onLand(value)}
      options={LAND_OPTIONS}
    />
  );
}

export interface ShareRow {
  label: string;
  rate?: number;
  cents: number;
}

export function ShareTable({ caption, rows }: { caption: string; rows: readonly ShareRow[] }) {
  const { gkv: copy, format } = useCalculatorLanguage();
  const { formatEuroWithCents, formatPercentFromMilli } = format;
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
              {row.rate !== undefined && <span className="block text-xs text-ink-muted">{formatPercentFromMilli(row.rate)}</span>}
            </th>
            <td className="py-2 pl-1 text-right whitespace-nowrap tabular-nums sm:pl-2">{formatEuroWithCents(row.cents)}</td>
            <td className="py-2 pl-1 text-right whitespace-nowrap tabular-nums sm:pl-2">{formatEuroWithCents(perYear(row.cents))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function splitRows(copy: CalculatorLanguage["gkv"], split: ContributionSplit, withRates: boolean): ShareRow[] {
  const t = copy.result.table;
  return [
    { label: t.employee, rate: withRates ? split.employeeRate : undefined, cents: split.employeeCents },
    { label: t.employer, rate: withRates ? split.employerRate : undefined, cents: split.employerCents },
    { label: t.total, rate: withRates ? split.totalRate : undefined, cents: split.totalCents },
  ];
}

export function Bullets({ items }: { items: readonly RichText[] }) {
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
export function careRateItems({ gkv: copy, format }: Pick<CalculatorLanguage, "gkv" | "format">, care: CareRates, year: number): RichText[] {
  const { formatPercentFromMilli } = format;
  const r = copy.result.careRates;
  const figures = figuresFor(year);
  const items: RichText[] = [];
  if (care.surcharge === "applies") items.push(r.surcharge({ year, rate: formatPercentFromMilli(care.surchargeRate) }));
  else if (care.surcharge === "underAge") items.push(r.tooYoungForSurcharge);
  else if (care.surcharge === "bornBefore1940") items.push(r.exemptBefore1940);
  else items.push(r.noSurchargeWithChildren);
  if (care.reducingChildren > 0) {
    items.push(
      r.reduction({
        year,
        count: care.reducingChildren,
        rate: formatPercentFromMilli(toMilliPercent(figures.pflegeAbschlagJeKind)),
        total: formatPercentFromMilli(care.reductionRate),
      }),
    );
  }
  return items;
}
