/** German number formatting with the non-breaking space before € that Intl already uses. */

const euroWhole = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric" });

/** 77400 → "77.400 €"; 508.59 → "508,59 €" (cents only when there are any). */
export function formatEuro(amount: number): string {
  return Number.isInteger(amount) ? euroWhole.format(amount) : euroCents.format(amount);
}

/** 2026-11-21 → "21. November 2026". */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
