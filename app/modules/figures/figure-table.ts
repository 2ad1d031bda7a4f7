/**
 * The statutory-figures table: from rows by year (data, `app/content/statutory-figures.ts`) and
 * the build's date, everything pages, calculators and copy read — the figures in force in a year,
 * the years the calculators offer, next year's notice, each year's sources.
 */
import { deriveFigures } from "./derive-figures";
import type { LegalSource, NextYearFigures, PublishedRow, StatutoryFigures } from "./figure-types";

/** What the table cannot say by itself: how a source is cited in the site's words. */
export interface FigureCitations {
  /**
   * The BMG's announcement of `year`'s average Zusatzbeitrag in the Bundesanzeiger — the source
   * of the rate; § 242a Abs. 2 SGB V only says that the BMG sets and announces it.
   */
  zusatzbeitrag(year: number, announcedOn: string | undefined): LegalSource;
}

/** From this month on (October, 0-based 9) pages name next year's limit or say it is not yet published. */
export const NEXT_YEAR_NOTICE_FROM_MONTH = 9;

/**
 * The calculators model one set of rules for a whole year, including the Pflege reduction per
 * child under 25 and the Übergangsbereich up to 2.000 € (both in force only from 2023, the
 * reduction only from 1 July 2023). So they offer a year only from 2024 on, the first year whose
 * rules they model from 1 January to 31 December, and never a year whose row records a change
 * during the year. Older rows are history: the chart and its table show them.
 */
const FIRST_CALCULATOR_YEAR = 2024;

/**
 * Everything the site reads from a table of rows and the build's date. The site uses it once, in
 * `app/content/statutory-figures.ts` with its rows and the build time; tests call it with fixture
 * rows (a year not yet published, a different build date) and put the result in place of that
 * module (`vi.mock`), so they prove that pages and calculators follow the table without editing it.
 * `Year` is the union of the table's years, so quoting an exact year it lacks fails the type check.
 */
export function createFigureTable<Year extends number = number>(rows: readonly PublishedRow[], buildDate: Date, cite: FigureCitations) {
  const figuresByYear = new Map<number, StatutoryFigures>(rows.map((row) => [row.year, deriveFigures(row)]));
  const rowsByYear = new Map<number, PublishedRow>(rows.map((row) => [row.year, row]));
  if (figuresByYear.size === 0) throw new Error("The figures table has no rows.");

  /** Every year with published figures, oldest first. */
  const KNOWN_FIGURE_YEARS: readonly number[] = [...figuresByYear.keys()].sort((a, b) => a - b);

  const hasFiguresFor = (year: number): boolean => figuresByYear.has(year);

  /**
   * The figures in force in `year`; for a year with no row yet, the newest known year,
   * so copy keeps quoting (and labelling) the latest figures actually published.
   */
  const figuresFor = (year: number): StatutoryFigures => {
    const known = KNOWN_FIGURE_YEARS.filter((candidate) => candidate <= year);
    const chosen = known.length > 0 ? known[known.length - 1] : KNOWN_FIGURE_YEARS[0];
    return figuresByYear.get(chosen)!;
  };

  /** Exact figures of one year, for copy that quotes a past year on purpose. */
  const figuresOfYear = (year: Year): StatutoryFigures => {
    const figures = figuresByYear.get(year);
    if (!figures) throw new RangeError(`No figures for ${year}.`);
    return figures;
  };

  /** What changed during `year` after 1 January, and the row's sources. */
  const yearRecord = (year: Year): Pick<PublishedRow, "changesDuringYear" | "sources"> => {
    const row = rowsByYear.get(year);
    if (!row) throw new RangeError(`No figures for ${year}.`);
    return { changesDuringYear: row.changesDuringYear, sources: row.sources };
  };

  /** The ordinance that set `year`'s limits and Bezugsgröße, linked to its promulgated text: the source of those figures. */
  const ordinanceSource = (year: Year): LegalSource => {
    const { ordinance } = yearRecord(year).sources;
    return { citation: `${ordinance.title} ${ordinance.promulgation}`, url: ordinance.url };
  };

  /** The source of `year`'s average Zusatzbeitrag (FigureCitations.zusatzbeitrag). */
  const zusatzbeitragSource = (year: Year): LegalSource => cite.zusatzbeitrag(year, yearRecord(year).sources.zusatzbeitragAnnouncedOn);

  /** Years the calculators offer (see FIRST_CALCULATOR_YEAR). */
  const CALCULATOR_YEARS: readonly number[] = KNOWN_FIGURE_YEARS.filter(
    (year) => year >= FIRST_CALCULATOR_YEAR && rowsByYear.get(year)!.changesDuringYear.length === 0,
  );

  const BUILD_YEAR = buildDate.getFullYear();

  /**
   * Next year's figures as of `today`: null before October (nothing to say yet), otherwise the
   * row when published, or the statement that it is not yet published.
   */
  const nextYearFigures = (today: Date): NextYearFigures | null => {
    if (today.getMonth() < NEXT_YEAR_NOTICE_FROM_MONTH) return null;
    const year = today.getFullYear() + 1;
    const figures = figuresByYear.get(year);
    return figures ? { year, published: true, figures } : { year, published: false };
  };

  return {
    KNOWN_FIGURE_YEARS,
    CALCULATOR_YEARS,
    hasFiguresFor,
    figuresFor,
    figuresOfYear,
    yearRecord,
    ordinanceSource,
    zusatzbeitragSource,
    nextYearFigures,
    /** The day the site was built: prerendered HTML is fixed then, so "today" on a page means this day. */
    BUILD_DATE: buildDate,
    BUILD_YEAR,
    /** The figures the site quotes as current. */
    currentFigures: figuresFor(BUILD_YEAR),
  };
}

export type FigureTable<Year extends number = number> = ReturnType<typeof createFigureTable<Year>>;
