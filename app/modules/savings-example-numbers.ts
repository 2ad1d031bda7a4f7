/**
 * The worked example under the savings advantage: what a statutory-insurance member pays at most
 * in a month (`gkvMaximum`), and, only where the adviser has documented a like-for-like comparison
 * (site config `savingsComparison`, docs/decisions/0020), what a contribution that much lower
 * would be (`savingsExample`). Only statutory figures go in; no private premium is assumed.
 *
 * The case is the one where the comparison is fairest and the saving largest: a voluntarily
 * insured self-employed person who pays the whole contribution alone, with Krankengeld (so the
 * general rate, as a private tariff with Krankentagegeld is compared), childless and over 23.
 */
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import { percentOfCents } from "~/modules/figures/derive-figures";

export type ExampleFigures = Pick<
  StatutoryFigures,
  "year" | "beitragsbemessungsgrenzeMonat" | "allgemeinerBeitragssatz" | "durchschnittlicherZusatzbeitrag" | "pflegeBeitragssatz" | "pflegeKinderlosenzuschlag"
>;

export interface GkvMaximumNumbers {
  year: number;
  /** Monthly Beitragsbemessungsgrenze, cents. */
  baseCents: number;
  /** General rate plus average Zusatzbeitrag, %. */
  healthRate: number;
  healthCents: number;
  /** Pflege rate plus the childless surcharge, %. */
  careRate: number;
  careCents: number;
  /** The monthly maximum contribution, health plus care, cents. */
  totalCents: number;
}

export interface SavingsExampleNumbers extends GkvMaximumNumbers {
  savingPercent: number;
  /** `savingPercent` of the total, cents. */
  savingCents: number;
  /** What is left after that saving, cents. */
  remainingCents: number;
}

/** Rates are hundredths of a per cent exactly; adding floats (14.6 + 2.9) must not leave 17.499999. */
function addRates(a: number, b: number): number {
  return (Math.round(a * 100) + Math.round(b * 100)) / 100;
}

/**
 * The GKV's Höchstbeitrag for health insurance alone, cents per month: the general rate plus the
 * average Zusatzbeitrag on the monthly Beitragsbemessungsgrenze. § 152 Abs. 3 VAG caps the
 * Basistarif's premium at exactly this amount.
 */
export function maxHealthContributionCents(figures: Omit<ExampleFigures, "pflegeBeitragssatz" | "pflegeKinderlosenzuschlag">): number {
  const baseCents = Math.round(figures.beitragsbemessungsgrenzeMonat * 100);
  return percentOfCents(baseCents, addRates(figures.allgemeinerBeitragssatz, figures.durchschnittlicherZusatzbeitrag));
}

/**
 * The GKV maximum for the figures of one year. Health and care contributions are rounded
 * separately, as the funds bill them.
 */
export function gkvMaximum(figures: ExampleFigures): GkvMaximumNumbers {
  const baseCents = Math.round(figures.beitragsbemessungsgrenzeMonat * 100);
  const healthRate = addRates(figures.allgemeinerBeitragssatz, figures.durchschnittlicherZusatzbeitrag);
  const careRate = addRates(figures.pflegeBeitragssatz, figures.pflegeKinderlosenzuschlag);
  const healthCents = percentOfCents(baseCents, healthRate);
  const careCents = percentOfCents(baseCents, careRate);
  return { year: figures.year, baseCents, healthRate, healthCents, careRate, careCents, totalCents: healthCents + careCents };
}

/** The maximum and what is left after a documented saving of `savingPercent` per cent of it. */
export function savingsExample(figures: ExampleFigures, savingPercent: number): SavingsExampleNumbers {
  if (!(savingPercent > 0 && savingPercent < 100)) throw new RangeError(`savingPercent must lie between 0 and 100, got ${savingPercent}`);
  const maximum = gkvMaximum(figures);
  const savingCents = percentOfCents(maximum.totalCents, savingPercent);
  return { ...maximum, savingPercent, savingCents, remainingCents: maximum.totalCents - savingCents };
}
