/**
 * Wording that names where a statutory figure comes from and whether next year's is known.
 * Pure functions of the figures and dates, so the notes are tested for every case (published,
 * not yet published, before October); the pages call them with the build's date and the day
 * the figures were last checked (FIGURES_LAST_CHECKED).
 */
import { formatEuro, formatIsoDate } from "~/modules/format-de";
import { FIGURE_SOURCES, hasFiguresFor, ordinanceSource, rechengroessenVerordnung, zusatzbeitragSource, type FigureYear } from "./statutory-figures";
import type { NextYearFigures, StatutoryFigures } from "~/modules/figures/figure-types";
import type { FigureSource } from "./types";

const NBSP = "\u00a0";

/** The figures a page may quote, each with the name a reader knows it by. */
const FIGURE_NAMES = {
  versicherungspflichtgrenze: "Versicherungspflichtgrenze (Jahresarbeitsentgeltgrenze)",
  besondereVersicherungspflichtgrenze: "Besondere Versicherungspflichtgrenze für am 31.\u00a0Dezember 2002 privat Versicherte",
  beitragsbemessungsgrenze: "Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung",
  maxEmployerSubsidyHealth: "Höchstzuschuss des Arbeitgebers zur privaten Krankenversicherung",
  allgemeinerBeitragssatz: "Allgemeiner Beitragssatz der gesetzlichen Krankenversicherung",
  ermaessigterBeitragssatz: "Ermäßigter Beitragssatz der gesetzlichen Krankenversicherung (ohne Krankengeld)",
  durchschnittlicherZusatzbeitrag: "Durchschnittlicher Zusatzbeitrag",
  pflegeBeitragssatz: "Beitragssatz der sozialen Pflegeversicherung",
  pflegeKinderlosenzuschlag: "Beitragszuschlag der Pflegeversicherung für Kinderlose",
} as const satisfies Partial<Record<keyof StatutoryFigures, string>>;

export type QuotedFigure = keyof typeof FIGURE_NAMES;

/** The figures a page may list among its sources (those with a name and a source above). */
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
 * that contains the figure (issue 23, M7): for the limits the year's ordinance in the
 * Bundesgesetzblatt, with the paragraph of SGB V it is made under named; for the average
 * Zusatzbeitrag the BMG's announcement in the Bundesanzeiger; for the rest the statute that
 * states the value itself.
 */
export function figureSource(field: QuotedFigure, year: number): FigureSource {
  const { citation, url } = FIGURE_SOURCES[field];
  const label = `${FIGURE_NAMES[field]} ${year}`;
  // Only tests quote a year the table has no row for (a fictional one): then the statute alone, by name.
  if (!hasFiguresFor(year)) {
    return { label, citation: SET_BY_ORDINANCE.includes(field) ? `${citation}; ${rechengroessenVerordnung(year)}` : citation, url };
  }
  if (SET_BY_ORDINANCE.includes(field)) {
    const ordinance = ordinanceSource(year as FigureYear);
    return { label, citation: `${ordinance.citation}, nach ${citation}`, url: ordinance.url };
  }
  if (field === "durchschnittlicherZusatzbeitrag") return { label, ...zusatzbeitragSource(year as FigureYear) };
  return { label, citation: IN_FORCE_THAT_YEAR.includes(field) ? `${citation} in der für ${year} geltenden Fassung` : citation, url };
}

export function figureSources(fields: readonly QuotedFigure[], year: number): FigureSource[] {
  return fields.map((field) => figureSource(field, year));
}

export type NextYearSubject = "versicherungspflichtgrenze" | "beitragsbemessungsgrenze";

const SUBJECT_NAMES: Record<NextYearSubject, string> = {
  versicherungspflichtgrenze: "Versicherungspflichtgrenze",
  beitragsbemessungsgrenze: "Beitragsbemessungsgrenze",
};

/**
 * From October on: next year's limit with its source, or the statement that it is not yet
 * published, dated with `checkedOn` (ISO date), the day someone last checked the figures table
 * – not the build's date, which would still say „not yet published“ after a rebuild in December.
 * Null before October, when there is nothing to announce.
 * `quotedYear` is the year whose figures the page quotes meanwhile.
 */
export function nextYearNote(next: NextYearFigures | null, checkedOn: string, subject: NextYearSubject, quotedYear: number): string | null {
  if (next === null) return null;
  const name = SUBJECT_NAMES[subject];
  const firstOfJanuary = `1.${NBSP}Januar ${next.year}`;
  // Employees leave compulsory insurance at the turn of the year only above the new limit too.
  const switchRule =
    subject === "versicherungspflichtgrenze"
      ? ` Wer zum ${firstOfJanuary} in die private Krankenversicherung wechseln will, muss mit seinem regelmäßigen Gehalt auch über der Grenze für ${next.year} liegen (${FIGURE_SOURCES.jahreswechsel.citation}).`
      : "";
  if (next.published) {
    return `Ab ${firstOfJanuary} beträgt die ${name} ${formatEuro(next.figures[subject])} im Jahr (${FIGURE_SOURCES[subject].citation}; ${rechengroessenVerordnung(next.year)}).${switchRule}`;
  }
  return `Die ${name} für ${next.year} ist noch nicht veröffentlicht (Stand: ${formatIsoDate(checkedOn)}); sie wird mit der ${rechengroessenVerordnung(next.year)} festgelegt. Bis dahin nenne ich hier die Werte für ${quotedYear}.${switchRule}`;
}
