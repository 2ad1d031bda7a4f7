/**
 * Every way the site writes a number, an amount, a rate, a date or a list in German: one
 * definition each, so a figure reads the same in copy, calculators, charts and messages. Amounts
 * and rates carry the no-break space before € and % (Intl already writes it before €).
 */

// Marked pure: a script bundles only the formats it uses, although each is built once, here.
const number = /* @__PURE__ */ new Intl.NumberFormat("de-DE", { maximumFractionDigits: 3 });
const wholeNumber = /* @__PURE__ */ new Intl.NumberFormat("de-DE", { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const twoDecimals = /* @__PURE__ */ new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const atMostTwoDecimals = /* @__PURE__ */ new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });
const euroWhole = /* @__PURE__ */ new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const euroCents = /* @__PURE__ */ new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const longDate = /* @__PURE__ */ new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric" });
const monthYear = /* @__PURE__ */ new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });
const conjunction = /* @__PURE__ */ new Intl.ListFormat("de-DE", { style: "long", type: "conjunction" });

/** A number with thousands separators, up to three decimals: 80000 → "80.000", 17.5 → "17,5". */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** 77400 → "77.400 €"; 508.59 → "508,59 €" (cents only when there are any). */
export function formatEuro(amount: number): string {
  return Number.isInteger(amount) ? euroWhole.format(amount) : euroCents.format(amount);
}

/** Cents as euros, like formatEuro: 101719 → "1.017,19 €", 50000 → "500 €". */
export function formatEuroFromCents(cents: number): string {
  return formatEuro(cents / 100);
}

/**
 * Cents as euros, always with two decimals: 101700 → "1.017,00 €". The calculators' contributions
 * use it, so a column of amounts reads alike.
 */
export function formatEuroWithCents(cents: number): string {
  return euroCents.format(cents / 100);
}

/**
 * Cents as a field shows them after leaving it, without the € its unit sign stands for:
 * 8500000 → "85.000", 708333 → "7.083,33" (cents only when there are any). German number
 * parsing reads it back to the same value.
 */
export function formatEuroForField(cents: number): string {
  return cents % 100 === 0 ? wholeNumber.format(cents / 100) : twoDecimals.format(cents / 100);
}

/** A rate in per cent: 17.5 → "17,5 %", 0.25 → "0,25 %" (no-break space; float noise such as 17.4999… rounds away). */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent)}\u00a0%`;
}

/** A rate in thousandths of a per cent, the unit of the contribution arithmetic: 17500 → "17,5 %", 8525 → "8,525 %". */
export function formatPercentFromMilli(milliPercent: number): string {
  return formatPercent(milliPercent / 1000);
}

/** A rate as a field shows it, without the % its unit sign stands for, at most two decimals: 2.9 → "2,9". */
export function formatPercentForField(percent: number): string {
  return atMostTwoDecimals.format(percent);
}

/** 2026-11-21 → "21. November 2026". */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** 2026-11-23 → "23. November 2026", the same on every machine whatever its time zone. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  // Noon keeps the calendar day in any time zone from UTC−11 to UTC+11.
  return formatLongDate(new Date(year, month - 1, day, 12));
}

/** „2026-10-01“ → „Oktober 2026“, the same on every machine whatever its time zone. */
export function formatIsoMonth(iso: string): string {
  return monthYear.format(new Date(`${iso}T00:00:00Z`));
}

/** ["A", "B", "C"] → „A, B und C“. */
export function formatList(items: readonly string[]): string {
  return conjunction.format(items);
}
