/**
 * Pay in the period a question needs, and the other period beside it. The switch check asks for
 * the year (the Versicherungspflichtgrenze is a yearly figure, § 6 Abs. 6 SGB V), the GKV
 * calculator for the month (contributions are monthly); each shows the other form as the visitor
 * types („85.000 €/Jahr ≈ 7.083 €/Monat“), and asks back where the figure looks like the other
 * period or like English thousands („85,000“). One rounding for the monthly figure of a yearly
 * pay, used by the field, the result and the hand-over to the enquiry (docs/decisions/0047).
 * Pure: the figures come in as arguments.
 */
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import { englishGroupedReading, type GermanNumber, type GermanNumberRules, type NumberReader } from "../german-number";

export type PayPeriod = "year" | "month";

const MONTHS_PER_YEAR = 12;

const CENTS_PER_EURO = 100;

function sign(value: number): -1 | 0 | 1 {
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/**
 * A twelfth of a yearly pay, in cents, as the site shows and hands it on: whole euros, rounded
 * half up (85.000 € → 7.083 €). When a limit is given and whole euros, taken twelve times, would
 * land on another side of it than the yearly pay (77.401 € against 77.400 € → 6.450 €, which is
 * „at“ the limit), the twelfth is kept to the cent instead, rounded away from the limit (6.450,09 €):
 * the enquiry's own comparison of twelve months with the limit then agrees with the calculator's.
 */
export function monthlyFromAnnualCents(annualCents: number, limitCents?: number): number {
  const wholeEuros = Math.floor((annualCents + (MONTHS_PER_YEAR * CENTS_PER_EURO) / 2) / (MONTHS_PER_YEAR * CENTS_PER_EURO)) * CENTS_PER_EURO;
  if (limitCents === undefined) return wholeEuros;
  const side = sign(annualCents - limitCents);
  if (sign(wholeEuros * MONTHS_PER_YEAR - limitCents) === side) return wholeEuros;
  return side > 0 ? Math.ceil(annualCents / MONTHS_PER_YEAR) : Math.floor(annualCents / MONTHS_PER_YEAR);
}

/** Twelve months of a monthly pay, in cents: exact, no rounding. */
export function annualFromMonthlyCents(monthlyCents: number): number {
  return monthlyCents * MONTHS_PER_YEAR;
}

/** What a pay field asks back, with the figure its button enters. */
export type PayPrompt =
  /** „85,000“: the German reading is 85 €; the English one is offered. */
  | { kind: "englishThousands"; typed: string; suggestedCents: number }
  /** A yearly field holding what looks like a month's pay: twelve times it is offered. */
  | { kind: "monthlyInYearField"; typedCents: number; suggestedCents: number }
  /** A monthly field holding what looks like a year's pay: a twelfth of it is offered. */
  | { kind: "yearlyInMonthField"; typedCents: number; suggestedCents: number };

/**
 * The line between a month's and a year's pay, € (2026: 24.000 €): twelve months at the upper end
 * of the Übergangsbereich (§ 20 Abs. 2 SGB IV). A yearly pay at or below it is a Minijob's or
 * Midijob's, not the salary of someone asking about the PKV, so a yearly field holding such a
 * figure asks whether it is the month's; a monthly figure above it is more likely a year's.
 */
export function periodBoundary(figures: Pick<StatutoryFigures, "uebergangsbereichObergrenze">): number {
  return figures.uebergangsbereichObergrenze * MONTHS_PER_YEAR;
}

/**
 * The question a pay field asks back about what was typed, or null. English thousands come first
 * (they change what the figure is at all); the period only for a readable figure. A yearly figure
 * is questioned only when twelve times it would decide the switch differently, i.e. lie above
 * the Versicherungspflichtgrenze.
 */
export function payPrompt(
  raw: string,
  parsed: GermanNumber,
  rules: GermanNumberRules,
  period: PayPeriod,
  figures: Pick<StatutoryFigures, "uebergangsbereichObergrenze" | "versicherungspflichtgrenze">,
  otherReading: NumberReader["otherReading"] = englishGroupedReading,
): PayPrompt | null {
  // The other habit's reading („85,000“ on a German page, „95.000“ on the English one), asked about where it differs.
  const english = otherReading(raw, rules);
  if (english?.ok && (!parsed.ok || english.units !== parsed.units)) {
    return { kind: "englishThousands", typed: raw.trim(), suggestedCents: english.units };
  }
  if (!parsed.ok) return null;
  const boundaryCents = periodBoundary(figures) * CENTS_PER_EURO;
  if (period === "year") {
    const twelve = annualFromMonthlyCents(parsed.units);
    const limitCents = figures.versicherungspflichtgrenze * CENTS_PER_EURO;
    if (parsed.units <= boundaryCents && twelve > limitCents && twelve <= rules.maxUnits) {
      return { kind: "monthlyInYearField", typedCents: parsed.units, suggestedCents: twelve };
    }
    return null;
  }
  if (parsed.units > boundaryCents) {
    return { kind: "yearlyInMonthField", typedCents: parsed.units, suggestedCents: monthlyFromAnnualCents(parsed.units) };
  }
  return null;
}
