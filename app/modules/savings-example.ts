/**
 * The worked example behind „bis zu 40 % Ersparnis“: what a statutory-insurance member pays at
 * most in a year, and what a contribution that much lower would be. Only statutory figures go in;
 * no private premium is assumed, so the example shows arithmetic, never a tariff price.
 *
 * The case is the one where the comparison is fairest and the saving largest: a voluntarily
 * insured self-employed person who pays the whole contribution alone, with Krankengeld (so the
 * general rate, as a private tariff with Krankentagegeld is compared), childless and over 23.
 */
import { percentOfCents, type StatutoryFigures } from "~/content/statutory-figures";

export type ExampleFigures = Pick<
  StatutoryFigures,
  "year" | "beitragsbemessungsgrenzeMonat" | "allgemeinerBeitragssatz" | "durchschnittlicherZusatzbeitrag" | "pflegeBeitragssatz" | "pflegeKinderlosenzuschlag"
>;

export interface SavingsExampleNumbers {
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
 * The GKV's maximum contribution per month for a childless member over 23 paying it alone: the
 * general rate plus the average Zusatzbeitrag, and the Pflege rate plus the childless surcharge,
 * on the monthly Beitragsbemessungsgrenze. Health and care contributions are rounded
 * separately, as the funds bill them. (The figures chart shows it for every year.)
 */
export function maxMonthlyContribution(
  figures: ExampleFigures,
): Pick<SavingsExampleNumbers, "baseCents" | "healthRate" | "healthCents" | "careRate" | "careCents" | "totalCents"> {
  const baseCents = Math.round(figures.beitragsbemessungsgrenzeMonat * 100);
  const healthRate = addRates(figures.allgemeinerBeitragssatz, figures.durchschnittlicherZusatzbeitrag);
  const careRate = addRates(figures.pflegeBeitragssatz, figures.pflegeKinderlosenzuschlag);
  const healthCents = percentOfCents(baseCents, healthRate);
  const careCents = percentOfCents(baseCents, careRate);
  return { baseCents, healthRate, healthCents, careRate, careCents, totalCents: healthCents + careCents };
}

/** The example for the figures of one year, on the maximum contribution above. */
export function savingsExample(figures: ExampleFigures, savingPercent: number): SavingsExampleNumbers {
  if (!(savingPercent > 0 && savingPercent < 100)) throw new RangeError(`savingPercent must lie between 0 and 100, got ${savingPercent}`);
  const { baseCents, healthRate, healthCents, careRate, careCents, totalCents } = maxMonthlyContribution(figures);
  const savingCents = percentOfCents(totalCents, savingPercent);
  return {
    year: figures.year,
    baseCents,
    healthRate,
    healthCents,
    careRate,
    careCents,
    totalCents,
    savingPercent,
    savingCents,
    remainingCents: totalCents - savingCents,
  };
}
