/**
 * The figures chart (issue 17): Versicherungspflichtgrenze and Beitragsbemessungsgrenze in € per
 * year — the unit the ordinance fixes them in and every page quotes — and the GKV's maximum
 * contribution in € per month, for every year the figures module holds, each year with its
 * sources. Values in force on 1 January; changes during a year are listed under the chart.
 */
import { formatEuro, formatLongDate, formatPercent } from "~/modules/format-de";
import { gkvMaximum } from "~/modules/savings-example-numbers";
import { figureSources } from "./figure-notes";
import {
  BUILD_DATE,
  FIGURE_SOURCES,
  KNOWN_FIGURE_YEARS,
  nextYearFigures,
  figuresOfYear,
  ordinanceSource,
  yearRecord,
  zusatzbeitragSource,
  type FigureYear,
} from "./statutory-figures";
import type { PublishedFigures } from "~/modules/figures/figure-types";
import type { FigureSource } from "./types";

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

/** How each changed field reads in a note („Beitragssatz der Pflegeversicherung 3,4 %“). */
const CHANGE_NAMES: Record<Exclude<keyof PublishedFigures, "year">, { name: string; unit: "rate" | "euroMonth" | "euroYear" }> = {
  versicherungspflichtgrenze: { name: "Versicherungspflichtgrenze", unit: "euroYear" },
  besondereVersicherungspflichtgrenze: { name: "Besondere Versicherungspflichtgrenze", unit: "euroYear" },
  beitragsbemessungsgrenze: { name: "Beitragsbemessungsgrenze", unit: "euroYear" },
  allgemeinerBeitragssatz: { name: "Allgemeiner Beitragssatz", unit: "rate" },
  durchschnittlicherZusatzbeitrag: { name: "Durchschnittlicher Zusatzbeitrag", unit: "rate" },
  pflegeBeitragssatz: { name: "Beitragssatz der Pflegeversicherung", unit: "rate" },
  pflegeKinderlosenzuschlag: { name: "Beitragszuschlag für Kinderlose", unit: "rate" },
  pflegeAbschlagJeKind: { name: "Abschlag je Kind unter 25 ab dem zweiten Kind", unit: "rate" },
  pflegeSachsenMehranteilArbeitnehmer: { name: "Mehranteil der Beschäftigten in Sachsen", unit: "rate" },
  ermaessigterBeitragssatz: { name: "Ermäßigter Beitragssatz", unit: "rate" },
  bezugsgroesseMonat: { name: "Bezugsgröße", unit: "euroMonth" },
  geringfuegigkeitsgrenze: { name: "Geringfügigkeitsgrenze", unit: "euroMonth" },
  uebergangsbereichObergrenze: { name: "Obergrenze des Übergangsbereichs", unit: "euroMonth" },
};

function formatChange(field: keyof typeof CHANGE_NAMES, value: number): string {
  const { name, unit } = CHANGE_NAMES[field];
  if (unit === "rate") return `${name} ${formatPercent(value)}`;
  return `${name} ${formatEuro(value)} ${unit === "euroMonth" ? "im Monat" : "im Jahr"}`;
}

/** „Ab 1. Juli 2023: Beitragssatz der Pflegeversicherung 3,4 %, … (Pflegeunterstützungs- und -entlastungsgesetz (PUEG)).“ */
export function changesDuringYearNotes(year: number): string[] {
  const byDate = new Map<string, { law: string; parts: string[] }>();
  for (const change of yearRecord(year as FigureYear).changesDuringYear) {
    const entry = byDate.get(change.from) ?? { law: change.law, parts: [] };
    entry.parts.push(formatChange(change.field, change.value));
    byDate.set(change.from, entry);
  }
  return [...byDate].map(([from, { law, parts }]) => `Ab ${formatLongDate(new Date(`${from}T12:00:00Z`))}: ${parts.join(", ")} (${law}).`);
}

/** The two sources of one year's row, each linked to the text that contains the figures. */
export function yearSources(year: number): FigureSource[] {
  const ordinance = ordinanceSource(year as FigureYear);
  return [
    {
      label: `Versicherungspflichtgrenze und Beitragsbemessungsgrenze ${year}`,
      citation: `${ordinance.citation}, erlassen nach ${FIGURE_SOURCES.versicherungspflichtgrenze.citation}`,
      url: ordinance.url,
    },
    { label: `Durchschnittlicher Zusatzbeitrag ${year}`, ...zusatzbeitragSource(year as FigureYear) },
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

const chartHeading = "Grenzen und Höchstbeitrag seit " + String(KNOWN_FIGURE_YEARS[0]);

export const figuresChartCopy = {
  /** The chart's section id on /pkv-rechner, the one page that shows it; the other pages link there. */
  anchor: "grenzen-verlauf",
  heading: chartHeading,
  /** The link that stands for the chart on the pages that quote figures but do not show it (issue 25). */
  linkLabel: `${chartHeading}: Grafik und Tabelle im PKV-Rechner`,
  intro:
    "Versicherungspflichtgrenze und Beitragsbemessungsgrenze in Euro im Jahr, der Höchstbeitrag der gesetzlichen Kranken- und Pflegeversicherung in Euro im Monat – jeweils der Stand am 1.\u00a0Januar. " +
    "Der Höchstbeitrag ist der ganze Beitrag auf die Beitragsbemessungsgrenze: allgemeiner Beitragssatz und durchschnittlicher Zusatzbeitrag, dazu der Pflegebeitrag mit dem Zuschlag für Kinderlose ab dem Monat nach dem 23.\u00a0Geburtstag (bei einem Geburtstag am Monatsersten ab dem Geburtsmonat). " +
    `So zahlen ihn freiwillig versicherte Selbstständige mit Krankengeld allein; bei Angestellten trägt der Arbeitgeber einen Teil (${FIGURE_SOURCES.beitragstragung.citation}).`,
  limitsPanelTitle: "Grenzen in Euro im Jahr",
  contributionPanelTitle: "Höchstbeitrag in Euro im Monat",
  caption: "Versicherungspflichtgrenze, Beitragsbemessungsgrenze und Höchstbeitrag der gesetzlichen Kranken- und Pflegeversicherung nach Jahr",
  columns: {
    year: "Jahr",
    // Soft hyphens (U+00AD) let the long words break in a 320 px column.
    versicherungspflichtgrenze: "Ver\u00adsiche\u00adrungs\u00adpflicht\u00adgrenze im Jahr",
    beitragsbemessungsgrenze: "Bei\u00adtrags\u00adbemes\u00adsungs\u00adgrenze im Jahr",
    gkvHoechstbeitrag: "Höchst\u00adbei\u00adtrag im Monat",
  },
  legend: {
    versicherungspflichtgrenze: "Versicherungspflichtgrenze",
    beitragsbemessungsgrenze: "Beitragsbemessungsgrenze",
    gkvHoechstbeitrag: "Höchstbeitrag",
  },
  changesHeading: "Änderungen während eines Jahres",
  sourcesHeading: `Quellen je Jahr (${KNOWN_FIGURE_YEARS[0]}–${KNOWN_FIGURE_YEARS[KNOWN_FIGURE_YEARS.length - 1]})`,
} as const;
