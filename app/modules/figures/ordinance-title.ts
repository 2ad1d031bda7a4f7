/**
 * The short title of the yearly ordinance that sets the limits and the Bezugsgröße: one
 * definition for the figures table, the go-live gate's message and the check of the glossary
 * (docs/decisions/0067). From 2023 the ordinance is titled „Sozialversicherungsrechengrößen-
 * Verordnung <Jahr>“; the ordinances for 2020 to 2022 bore the older title, which their rows in
 * app/content/statutory-figures.ts keep as promulgated.
 */
export const RECHENGROESSEN_VERORDNUNG = "Sozialversicherungsrechengrößen-Verordnung";

/** The title the ordinances for 2022 and earlier bore; only their own rows may name it. */
export const FORMER_RECHENGROESSEN_VERORDNUNG = "Sozialversicherungs-Rechengrößenverordnung";

/** The last year whose ordinance bore the former title. */
export const LAST_YEAR_OF_FORMER_TITLE = 2022;

/** The title of a year's ordinance, in that year's spelling. */
export function ordinanceTitle(year: number): string {
  return `${year <= LAST_YEAR_OF_FORMER_TITLE ? FORMER_RECHENGROESSEN_VERORDNUNG : RECHENGROESSEN_VERORDNUNG} ${year}`;
}
