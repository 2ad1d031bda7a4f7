/**
 * Wording that names where a statutory figure comes from and whether next year's is known: the
 * words are the owner's file texte/rechengroessen.yaml, the figures, years and citations come from
 * the figures table and are put in here. Pure functions of the figures and dates, so the notes are
 * tested for every case (published, not yet published, before October); the pages call them with
 * the build's date.
 */
import { filledOnThePage as filledFigureText } from "~/modules/copy-placeholders";
import { formatEuro, formatLongDate } from "~/modules/format-de";
import type { FiguresText } from "~/modules/text-files/figures-schema";
import { FIGURE_SOURCES, hasFiguresFor, ordinanceSource, rechengroessenVerordnung, zusatzbeitragSource, type FigureYear } from "./statutory-figures";
import text from "./texte/rechengroessen.yaml";
import type { NextYearFigures } from "~/modules/figures/figure-types";
import type { FigureSource } from "./types";

/** The words around the figures in the sources and the next-year note; the chart's (figures-chart.ts) names a figure in its sources as here. */
export const figuresText = text as FiguresText;

/** The figures a page may quote, each with the name a reader knows it by. */
const FIGURE_NAMES = figuresText.sources.names;

export type QuotedFigure = keyof typeof FIGURE_NAMES;

/** The figures a page may list among its sources (those with a name above, in the schema's order). */
export const QUOTED_FIGURES = Object.keys(FIGURE_NAMES) as readonly QuotedFigure[];

export function isQuotedFigure(name: string): name is QuotedFigure {
  return (QUOTED_FIGURES as readonly string[]).includes(name);
}

/** The limits the Rechengrößenverordnung sets each year; the others come from statutes or the BMG. */
const SET_BY_ORDINANCE: readonly QuotedFigure[] = ["versicherungspflichtgrenze", "besondereVersicherungspflichtgrenze", "beitragsbemessungsgrenze"];

/** The Pflege rate is the one § 55 Abs. 1 SGB XI sets in the version in force that year (since 2025 raised by ordinance under § 55 Abs. 1a). */
const IN_FORCE_THAT_YEAR: readonly QuotedFigure[] = ["pflegeBeitragssatz"];

/**
 * Name, year, citation and link of one figure as quoted for `year`. The link goes to the text
 * that contains the figure (docs/decisions/0038): for the limits the year's ordinance in the
 * Bundesgesetzblatt, with the paragraph of SGB V it is made under named; for the average
 * Zusatzbeitrag the BMG's announcement in the Bundesanzeiger; for the rest the statute that
 * states the value itself.
 */
export function figureSource(field: QuotedFigure, year: number, words: FiguresText = figuresText): FigureSource {
  const { citation, url } = FIGURE_SOURCES[field];
  const label = `${words.sources.names[field]} ${year}`;
  // Only tests quote a year the table has no row for (a fictional one): then the statute alone, by name.
  if (!hasFiguresFor(year)) {
    return { label, citation: SET_BY_ORDINANCE.includes(field) ? `${citation}; ${rechengroessenVerordnung(year)}` : citation, url };
  }
  if (SET_BY_ORDINANCE.includes(field)) {
    const ordinance = ordinanceSource(year as FigureYear);
    return { label, citation: filledFigureText(words.sources.byOrdinance, { verordnung: ordinance.citation, vorschrift: citation }), url: ordinance.url };
  }
  if (field === "durchschnittlicherZusatzbeitrag") return { label, ...zusatzbeitragSource(year as FigureYear) };
  const inForce = IN_FORCE_THAT_YEAR.includes(field);
  return { label, citation: inForce ? filledFigureText(words.sources.inForceThatYear, { vorschrift: citation, wertjahr: year }) : citation, url };
}

/** `words`: the German file's, or its English twin's on the English pages (docs/decisions/0073). */
export function figureSources(fields: readonly QuotedFigure[], year: number, words: FiguresText = figuresText): FigureSource[] {
  return fields.map((field) => figureSource(field, year, words));
}

export type NextYearSubject = "versicherungspflichtgrenze" | "beitragsbemessungsgrenze";

/**
 * From October on: next year's limit with its source, or that the page does not hold it yet,
 * dated with `builtOn`, the day the page was built — what the page knew then, true of any build;
 * never a date kept by hand, which a later build would print unchanged (docs/decisions/0066).
 * Null before October, when there is nothing to announce.
 * `quotedYear` is the year whose figures the page quotes meanwhile.
 */
export function nextYearNote(next: NextYearFigures | null, builtOn: Date, subject: NextYearSubject, quotedYear: number): string | null {
  if (next === null) return null;
  const { nextYear } = figuresText;
  const name = nextYear.names[subject];
  const ordinance = rechengroessenVerordnung(next.year);
  // Employees leave compulsory insurance at the turn of the year only above the new limit too.
  const switchRule = subject === "versicherungspflichtgrenze" ? ` ${filledFigureText(nextYear.switchRule, { folgejahr: next.year })}` : "";
  if (next.published) {
    const values = {
      folgejahr: next.year,
      groesse: name,
      betrag: formatEuro(next.figures[subject]),
      vorschrift: FIGURE_SOURCES[subject].citation,
      verordnung: ordinance,
    };
    return `${filledFigureText(nextYear.published, values)}${switchRule}`;
  }
  const values = { groesse: name, folgejahr: next.year, stand: formatLongDate(builtOn), verordnung: ordinance, wertjahr: quotedYear };
  return `${filledFigureText(nextYear.unpublished, values)}${switchRule}`;
}
