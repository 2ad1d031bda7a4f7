/**
 * What follows by statute from a year's published figures, in whole cents rounded half up, so
 * that no floating-point drift moves a result at 0,5 cent.
 */
import type { PublishedFigures, PublishedRow, StatutoryFigures } from "./figure-types";

/** `numerator / denominator`, rounded half up, for non-negative integers: no floating-point drift at 0,5 cent. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Cents of `rate` per cent of `baseCents`, commercially rounded. Rates are hundredths of a per cent exactly. */
export function percentOfCents(baseCents: number, rate: number): number {
  return divideRoundingHalfUp(baseCents * Math.round(rate * 100), 10_000);
}

/** § 240 Abs. 4 Satz 1 SGB V: per calendar day the ninetieth part of the monthly Bezugsgröße … */
const MINDEST_TEIL_DER_BEZUGSGROESSE = 90;
/** … and a month counts as 30 days (§ 223 Abs. 2 Satz 2 SGB V). */
const MINDEST_TAGE_JE_MONAT = 30;

/** Adds what follows by statute; exported so tests can derive figures from hand-checked fixture rows. */
export function deriveFigures(row: PublishedFigures): StatutoryFigures {
  // A table row also carries its changes during the year and its sources; the figures are the numbers alone.
  const { changesDuringYear: _changes, sources: _sources, ...published } = row as PublishedFigures & Partial<Omit<PublishedRow, keyof PublishedFigures>>;
  const monthCents = divideRoundingHalfUp(published.beitragsbemessungsgrenze * 100, 12);
  const employerCareRate = published.pflegeBeitragssatz / 2;
  return {
    ...published,
    beitragsbemessungsgrenzeMonat: monthCents / 100,
    maxEmployerSubsidyHealth: percentOfCents(monthCents, (published.allgemeinerBeitragssatz + published.durchschnittlicherZusatzbeitrag) / 2) / 100,
    maxEmployerSubsidyCare: percentOfCents(monthCents, employerCareRate) / 100,
    maxEmployerSubsidyCareSachsen: percentOfCents(monthCents, employerCareRate - published.pflegeSachsenMehranteilArbeitnehmer) / 100,
    mindestbemessungsgrundlageFreiwilligeMonat:
      divideRoundingHalfUp(published.bezugsgroesseMonat * 100 * MINDEST_TAGE_JE_MONAT, MINDEST_TEIL_DER_BEZUGSGROESSE) / 100,
  };
}
