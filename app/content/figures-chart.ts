/**
 * The figures chart (docs/decisions/0028): Versicherungspflichtgrenze and Beitragsbemessungsgrenze in € per
 * year — the unit the ordinance fixes them in and every page quotes — and the GKV's maximum
 * contribution in € per month, for every year the figures module holds, each year with its
 * sources. Values in force on 1 January; changes during a year are listed under the chart.
 * The words are the owner's file texte/rechengroessen-grafik.yaml; the years,
 * figures, dates, laws and ordinances are put in here from the figures table. The column
 * headings carry soft hyphens (U+00AD) that let the long words break in a 320 px column.
 */
import { formatEuro, formatLongDate, formatPercent } from "~/modules/format-de";
import { gkvMaximum } from "~/modules/savings-example-numbers";
import { filledOnThePage as filledFigureText } from "~/modules/copy-placeholders";
import { figureSources, figuresText } from "./figure-notes";
import {
  BUILD_DATE,
  KNOWN_FIGURE_YEARS,
  nextYearFigures,
  figuresOfYear,
  ordinanceSource,
  yearRecord,
  zusatzbeitragSource,
  type FigureYear,
} from "./statutory-figures";
import type { PublishedFigures } from "~/modules/figures/figure-types";
import type { FiguresChartText } from "~/modules/text-files/figures-schema";
import text from "./texte/rechengroessen-grafik.yaml";
import type { FigureSource } from "./types";

const { chart, changes } = text as FiguresChartText;

export interface FiguresChartRow {
  year: number;
  versicherungspflichtgrenze: number;
  beitragsbemessungsgrenze: number;
  /** Average Zusatzbeitrag, childless Pflege surcharge, health and care rounded apart (modules/savings-example-numbers.ts). */
  gkvHoechstbeitragCents: number;
}

export function figuresChartRows(): FiguresChartRow[] {
  return KNOWN_FIGURE_YEARS.map((year) => {
    const figures = figuresOfYear(year as FigureYear);
    return {
      year,
      versicherungspflichtgrenze: figures.versicherungspflichtgrenze,
      beitragsbemessungsgrenze: figures.beitragsbemessungsgrenze,
      gkvHoechstbeitragCents: gkvMaximum(figures).totalCents,
    };
  });
}

/** Whether each figure is a rate or an amount per month or year: how its change reads in a note. */
const CHANGE_UNITS = {
  versicherungspflichtgrenze: "euroYear",
  besondereVersicherungspflichtgrenze: "euroYear",
  beitragsbemessungsgrenze: "euroYear",
  allgemeinerBeitragssatz: "rate",
  durchschnittlicherZusatzbeitrag: "rate",
  pflegeBeitragssatz: "rate",
  pflegeKinderlosenzuschlag: "rate",
  pflegeAbschlagJeKind: "rate",
  pflegeSachsenMehranteilArbeitnehmer: "rate",
  ermaessigterBeitragssatz: "rate",
  bezugsgroesseMonat: "euroMonth",
  geringfuegigkeitsgrenze: "euroMonth",
  uebergangsbereichObergrenze: "euroMonth",
} as const satisfies Record<keyof FiguresChartText["changes"]["names"], "rate" | "euroMonth" | "euroYear"> &
  Record<Exclude<keyof PublishedFigures, "year">, "rate" | "euroMonth" | "euroYear">;

/** „Beitragssatz der Pflegeversicherung 3,4 %“, „Bezugsgröße 3.745 € im Monat“. */
function formatChange(field: keyof typeof CHANGE_UNITS, value: number): string {
  const unit = CHANGE_UNITS[field];
  return filledFigureText(changes[unit], {
    groesse: changes.names[field],
    zahl: unit === "rate" ? formatPercent(value) : formatEuro(value),
  });
}

/** „Ab 1. Juli 2023: Beitragssatz der Pflegeversicherung 3,4 %, … (Pflegeunterstützungs- und -entlastungsgesetz (PUEG)).“ */
export function changesDuringYearNotes(year: number): string[] {
  const byDate = new Map<string, { law: string; parts: string[] }>();
  for (const change of yearRecord(year as FigureYear).changesDuringYear) {
    const entry = byDate.get(change.from) ?? { law: change.law, parts: [] };
    entry.parts.push(formatChange(change.field, change.value));
    byDate.set(change.from, entry);
  }
  return [...byDate].map(([from, { law, parts }]) =>
    filledFigureText(changes.note, { datum: formatLongDate(new Date(`${from}T12:00:00Z`)), aenderungen: parts.join(", "), gesetz: law }),
  );
}

/** The two sources of one year's row, each linked to the text that contains the figures. */
export function yearSources(year: number): FigureSource[] {
  const ordinance = ordinanceSource(year as FigureYear);
  return [
    {
      label: `${chart.limitsSourceName} ${year}`,
      citation: filledFigureText(chart.limitsCitation, { verordnung: ordinance.citation }),
      url: ordinance.url,
    },
    { label: `${figuresText.sources.names.durchschnittlicherZusatzbeitrag} ${year}`, ...zusatzbeitragSource(year as FigureYear) },
  ];
}

/**
 * From October, once next year's row is published, every page's next-year note quotes next
 * year's limits: their sources join the page's list (FigureSourcesSection), so no page has to
 * know about the note's year.
 */
export function nextYearSources(today: Date = BUILD_DATE): FigureSource[] {
  const next = nextYearFigures(today);
  return next?.published ? figureSources(["versicherungspflichtgrenze", "beitragsbemessungsgrenze"], next.year) : [];
}

const years = { erstesJahr: KNOWN_FIGURE_YEARS[0]!, letztesJahr: KNOWN_FIGURE_YEARS[KNOWN_FIGURE_YEARS.length - 1]! };
const chartHeading = filledFigureText(chart.heading, years);

export const figuresChartCopy = {
  /** The chart's section id on /pkv-rechner, the one page that shows it; the other pages link there. */
  anchor: "grenzen-verlauf",
  heading: chartHeading,
  /** The link that stands for the chart on the pages that quote figures but do not show it (docs/decisions/0046). */
  linkLabel: filledFigureText(chart.linkLabel, { ueberschrift: chartHeading }),
  intro: chart.intro,
  limitsPanelTitle: chart.limitsPanelTitle,
  contributionPanelTitle: chart.contributionPanelTitle,
  caption: chart.caption,
  columns: chart.columns,
  legend: chart.legend,
  changesHeading: chart.changesHeading,
  sourcesHeading: filledFigureText(chart.sourcesHeading, years),
} as const;
