import { BUILD_YEAR, CALCULATOR_YEARS, figuresFor, hasFiguresFor } from "~/content/statutory-figures";
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import { defaultCalculatorYear } from "~/modules/calculators/years";

/** The year every calculator opens with (prerendered, so the build's year). */
export const DEFAULT_CALCULATOR_YEAR = defaultCalculatorYear(BUILD_YEAR, CALCULATOR_YEARS);

export const YEAR_OPTIONS = CALCULATOR_YEARS.map((year) => ({ value: String(year), label: String(year) }));

/** A year typed into the select before hydration is taken only when the calculators offer it. */
export function knownYear(value: string | null): number | null {
  const year = Number(value);
  return value !== null && Number.isInteger(year) && CALCULATOR_YEARS.includes(year) ? year : null;
}

/** The chosen year's figures and the next year's, or null while those are not published. */
export function figuresWithNextYear(year: number): { figures: StatutoryFigures; next: StatutoryFigures | null } {
  return { figures: figuresFor(year), next: hasFiguresFor(year + 1) ? figuresFor(year + 1) : null };
}
