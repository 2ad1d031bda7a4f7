import { BUILD_YEAR, figuresFor, hasFiguresFor, KNOWN_FIGURE_YEARS, type StatutoryFigures } from "~/content/statutory-figures";
import { defaultCalculatorYear } from "~/modules/calculators/years";

/** The year every calculator opens with (prerendered, so the build's year). */
export const DEFAULT_CALCULATOR_YEAR = defaultCalculatorYear(BUILD_YEAR, KNOWN_FIGURE_YEARS);

export const YEAR_OPTIONS = KNOWN_FIGURE_YEARS.map((year) => ({ value: String(year), label: String(year) }));

/** A year typed into the select before hydration is taken only when the module knows it. */
export function knownYear(value: string | null): number | null {
  const year = Number(value);
  return value !== null && Number.isInteger(year) && hasFiguresFor(year) ? year : null;
}

/** The chosen year's figures and the next year's, or null while those are not published. */
export function figuresWithNextYear(year: number): { figures: StatutoryFigures; next: StatutoryFigures | null } {
  return { figures: figuresFor(year), next: hasFiguresFor(year + 1) ? figuresFor(year + 1) : null };
}
