/**
 * How the calculators write amounts and rates. Contributions always show two decimals ("1.017,00 €",
 * not "1.017 €"), so a column of amounts reads alike; limits keep formatEuro's whole euros.
 */

import { formatPercent } from "../format-de";

const euroCents = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 101718 → "1.017,18 €" (no-break space before €, as Intl writes it). */
export function formatCents(cents: number): string {
  return euroCents.format(cents / 100);
}

/** A rate in thousandths of a per cent: 17500 → "17,5 %", 8525 → "8,525 %" (no-break space before %). */
export function formatRate(milliPercent: number): string {
  return formatPercent(milliPercent / 1000);
}

/** Per cent as the rest of the site writes it (one definition, app/modules/format-de.ts). */
export { formatPercent };

/** A rate as the statute writes it (14.6) in thousandths of a per cent (14600), the unit the contribution arithmetic uses. */
export function toMilliPercent(rate: number): number {
  return Math.round(rate * 1000);
}
