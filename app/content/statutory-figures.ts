/**
 * Statutory figures of the German health-insurance system, by calendar year.
 * The only place these numbers are written: copy and the wizard hint read them from here
 * and always name the year they quote. Add next year's row when the
 * Sozialversicherungsrechengrößen-Verordnung is published (usually in autumn).
 */
export interface StatutoryFigures {
  year: number;
  /** Versicherungspflichtgrenze (Jahresarbeitsentgeltgrenze) in € per year. */
  versicherungspflichtgrenze: number;
  /** Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung in € per year. */
  beitragsbemessungsgrenze: number;
  /** Maximum employer subsidy to a private health insurance (without Pflege) in € per month, § 257 SGB V. */
  maxEmployerSubsidyHealth: number;
}

const FIGURES_BY_YEAR: Readonly<Record<number, StatutoryFigures>> = {
  2024: { year: 2024, versicherungspflichtgrenze: 69_300, beitragsbemessungsgrenze: 62_100, maxEmployerSubsidyHealth: 421.76 },
  2025: { year: 2025, versicherungspflichtgrenze: 73_800, beitragsbemessungsgrenze: 66_150, maxEmployerSubsidyHealth: 471.32 },
  2026: { year: 2026, versicherungspflichtgrenze: 77_400, beitragsbemessungsgrenze: 69_750, maxEmployerSubsidyHealth: 508.59 },
};

export const KNOWN_FIGURE_YEARS: readonly number[] = Object.keys(FIGURES_BY_YEAR).map(Number).sort();

/**
 * The figures in force in `year`; for a year with no row yet, the newest known year,
 * so copy keeps quoting (and labelling) the latest figures we actually have.
 */
export function figuresFor(year: number): StatutoryFigures {
  const known = KNOWN_FIGURE_YEARS.filter((candidate) => candidate <= year);
  const chosen = known.length > 0 ? known[known.length - 1] : KNOWN_FIGURE_YEARS[0];
  return FIGURES_BY_YEAR[chosen];
}

/** Exact figures of one year, for copy that quotes a past year on purpose. */
export function figuresOfYear(year: 2024 | 2025 | 2026): StatutoryFigures {
  return FIGURES_BY_YEAR[year];
}

/**
 * The year the site was built. Prerendered HTML and the hydrating client must agree,
 * so "current" means the build's year, not the visitor's clock.
 */
export const BUILD_YEAR: number = new Date(__BUILD_TIME__).getFullYear();

/** The figures the site quotes as current. */
export const currentFigures: StatutoryFigures = figuresFor(BUILD_YEAR);
