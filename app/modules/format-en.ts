/**
 * Every way the English pages write a number, an amount, a rate, a date or a list: the twin of
 * format-de.ts, function for function, so an English island swaps one module for the other
 * (docs/decisions/0073). Amounts in euro the way English readers in the eurozone write them
 * („€4,000“, „€4,000.50“, Intl's en-IE), rates without a space („14.6%“).
 */

// Marked pure: a script bundles only the formats it uses.
const number = /* @__PURE__ */ new Intl.NumberFormat("en-IE", { maximumFractionDigits: 3 });
const wholeNumber = /* @__PURE__ */ new Intl.NumberFormat("en-IE", { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const twoDecimals = /* @__PURE__ */ new Intl.NumberFormat("en-IE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const atMostTwoDecimals = /* @__PURE__ */ new Intl.NumberFormat("en-IE", { maximumFractionDigits: 2 });
const euroWhole = /* @__PURE__ */ new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const euroCents = /* @__PURE__ */ new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const longDate = /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });
const monthYear = /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const conjunction = /* @__PURE__ */ new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/** 80000 → "80,000", 17.5 → "17.5". */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** 77400 → "€77,400"; 508.59 → "€508.59" (cents only when there are any). */
export function formatEuro(amount: number): string {
  return Number.isInteger(amount) ? euroWhole.format(amount) : euroCents.format(amount);
}

/** 101719 → "€1,017.19", 50000 → "€500". */
export function formatEuroFromCents(cents: number): string {
  return formatEuro(cents / 100);
}

/** Always two decimals: 101700 → "€1,017.00". */
export function formatEuroWithCents(cents: number): string {
  return euroCents.format(cents / 100);
}

/** As a field shows it, without the €: 8500000 → "85,000", 708333 → "7,083.33". */
export function formatEuroForField(cents: number): string {
  return cents % 100 === 0 ? wholeNumber.format(cents / 100) : twoDecimals.format(cents / 100);
}

/** 17.5 → "17.5%". */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent)}%`;
}

/** Thousandths of a per cent: 17500 → "17.5%". */
export function formatPercentFromMilli(milliPercent: number): string {
  return formatPercent(milliPercent / 1000);
}

/** As a field shows it, without the %: 2.9 → "2.9". */
export function formatPercentForField(percent: number): string {
  return atMostTwoDecimals.format(percent);
}

/** 2026-11-21 → "21 November 2026". */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** "2026-11-23" → "23 November 2026", in any time zone. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return formatLongDate(new Date(year, month - 1, day, 12));
}

/** "2026-10-01" → "October 2026". */
export function formatIsoMonth(iso: string): string {
  return monthYear.format(new Date(`${iso}T00:00:00Z`));
}

/** ["A", "B", "C"] → "A, B and C". */
export function formatList(items: readonly string[]): string {
  return conjunction.format(items);
}
