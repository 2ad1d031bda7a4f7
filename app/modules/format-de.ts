/** German number formatting with the non-breaking space before € that Intl already uses. */

const euroWhole = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric" });

/** 77400 → "77.400 €"; 508.59 → "508,59 €" (cents only when there are any). */
export function formatEuro(amount: number): string {
  return Number.isInteger(amount) ? euroWhole.format(amount) : euroCents.format(amount);
}

const percentNumber = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 3 });

/** Cents as euros, like formatEuro: 101719 → "1.017,19 €", 50000 → "500 €". (The calculators' columns use formatCents, always two decimals.) */
export function formatEuroFromCents(cents: number): string {
  return formatEuro(cents / 100);
}

/** A rate in per cent: 17.5 → "17,5 %", 0.25 → "0,25 %" (no-break space; float noise such as 17.4999… rounds away). */
export function formatPercent(percent: number): string {
  return `${percentNumber.format(percent)}\u00a0%`;
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
