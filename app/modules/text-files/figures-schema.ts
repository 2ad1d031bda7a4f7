/**
 * The words around the statutory figures, in two files: texte/rechengroessen.yaml, the names and
 * citations in every page's list of sources and the note on next year's limits from October
 * (they ride in the calculators' script too, so only they are in it), and
 * texte/rechengroessen-grafik.yaml, the chart of limits and maximum contribution on /pkv-rechner
 * with the changes during a year. The figures, years, ordinances and paragraphs come from the
 * figures table (app/content/statutory-figures.ts); the page puts them in where a file names a
 * placeholder.
 */
import { z } from "zod";
import type { PublishedFigures } from "../figures/figure-types";
import { pagePlaceholderTexts } from "../copy-fields";

const ORDINANCE = "die Rechengrößenverordnung des Jahres mit Datum und Fundstelle";
const NEXT_YEAR = "das nächste Jahr";
const NEXT_ORDINANCE = "der Name der Rechengrößenverordnung des nächsten Jahres";
const LIMIT_NAME = "der Name der Grenze (unten eingetragen)";

const FILLED_ON_THE_PAGE = {
  byOrdinance: { verordnung: ORDINANCE, vorschrift: "der Paragraf, nach dem sie erlassen ist" },
  inForce: { vorschrift: "der Paragraf", wertjahr: "das Jahr des Werts" },
  nextYearPublished: {
    folgejahr: NEXT_YEAR,
    groesse: LIMIT_NAME,
    betrag: "die Grenze des nächsten Jahres",
    vorschrift: "der Paragraf der Grenze",
    verordnung: NEXT_ORDINANCE,
  },
  nextYearUnpublished: {
    groesse: LIMIT_NAME,
    folgejahr: NEXT_YEAR,
    stand: "der Tag, an dem die Seite erstellt wurde",
    verordnung: NEXT_ORDINANCE,
    wertjahr: "das Jahr der genannten Werte",
  },
  switchRule: { folgejahr: NEXT_YEAR },
} as const;

const figures = pagePlaceholderTexts(FILLED_ON_THE_PAGE);

/** The placeholders the pages fill in rechengroessen.yaml; the build leaves them in place (text-files.ts). */
export const FIGURES_PAGE_PLACEHOLDERS = figures.placeholders;

const copy = figures.pageText();

export const figuresTextSchema = z
  .object({
    sources: z
      .object({
        /** The figures a page may quote and list among its sources (figure-notes.ts: QUOTED_FIGURES), each with the name a reader knows it by. */
        names: z
          .object({
            versicherungspflichtgrenze: copy,
            besondereVersicherungspflichtgrenze: copy,
            beitragsbemessungsgrenze: copy,
            maxEmployerSubsidyHealth: copy,
            allgemeinerBeitragssatz: copy,
            ermaessigterBeitragssatz: copy,
            durchschnittlicherZusatzbeitrag: copy,
            pflegeBeitragssatz: copy,
            pflegeKinderlosenzuschlag: copy,
          })
          .strict(),
        byOrdinance: figures.pageText(FILLED_ON_THE_PAGE.byOrdinance),
        inForceThatYear: figures.pageText(FILLED_ON_THE_PAGE.inForce),
      })
      .strict(),
    nextYear: z
      .object({
        names: z.object({ versicherungspflichtgrenze: copy, beitragsbemessungsgrenze: copy }).strict(),
        published: figures.pageText(FILLED_ON_THE_PAGE.nextYearPublished),
        unpublished: figures.pageText(FILLED_ON_THE_PAGE.nextYearUnpublished),
        switchRule: figures.pageText(FILLED_ON_THE_PAGE.switchRule),
      })
      .strict(),
  })
  .strict();

const YEAR_RANGE = { erstesJahr: "das erste Jahr der Tabelle", letztesJahr: "das letzte Jahr der Tabelle" };

const CHART_FILLED_ON_THE_PAGE = {
  heading: { erstesJahr: YEAR_RANGE.erstesJahr },
  link: { ueberschrift: "die Überschrift der Grafik, wie oben eingetragen" },
  sources: YEAR_RANGE,
  citation: { verordnung: ORDINANCE },
  changeNote: {
    datum: "der Tag der Änderung",
    aenderungen: "die geänderten Werte, durch Kommas getrennt",
    gesetz: "das Gesetz oder die Verordnung, die sie geändert hat",
  },
  changedValue: { groesse: "der Name des Werts (unten eingetragen)", zahl: "der neue Wert" },
} as const;

const chart = pagePlaceholderTexts(CHART_FILLED_ON_THE_PAGE);

/** The placeholders the chart fills in rechengroessen-grafik.yaml. */
export const FIGURES_CHART_PAGE_PLACEHOLDERS = chart.placeholders;

const chartCopy = chart.pageText();
const changedValue = chart.pageText(CHART_FILLED_ON_THE_PAGE.changedValue);

/** Every figure the table publishes, as a change during a year names it. */
const changedFigureNames = z
  .object({
    versicherungspflichtgrenze: chartCopy,
    besondereVersicherungspflichtgrenze: chartCopy,
    beitragsbemessungsgrenze: chartCopy,
    allgemeinerBeitragssatz: chartCopy,
    durchschnittlicherZusatzbeitrag: chartCopy,
    pflegeBeitragssatz: chartCopy,
    pflegeKinderlosenzuschlag: chartCopy,
    pflegeAbschlagJeKind: chartCopy,
    pflegeSachsenMehranteilArbeitnehmer: chartCopy,
    ermaessigterBeitragssatz: chartCopy,
    bezugsgroesseMonat: chartCopy,
    geringfuegigkeitsgrenze: chartCopy,
    uebergangsbereichObergrenze: chartCopy,
  })
  .strict() satisfies z.ZodType<Record<Exclude<keyof PublishedFigures, "year">, string>>;

const chartSeries = { versicherungspflichtgrenze: chartCopy, beitragsbemessungsgrenze: chartCopy, gkvHoechstbeitrag: chartCopy };

export const figuresChartTextSchema = z
  .object({
    chart: z
      .object({
        heading: chart.pageText(CHART_FILLED_ON_THE_PAGE.heading),
        linkLabel: chart.pageText(CHART_FILLED_ON_THE_PAGE.link),
        intro: chartCopy,
        limitsPanelTitle: chartCopy,
        contributionPanelTitle: chartCopy,
        caption: chartCopy,
        columns: z.object({ year: chartCopy, ...chartSeries }).strict(),
        legend: z.object(chartSeries).strict(),
        changesHeading: chartCopy,
        sourcesHeading: chart.pageText(CHART_FILLED_ON_THE_PAGE.sources),
        limitsSourceName: chartCopy,
        limitsCitation: chart.pageText(CHART_FILLED_ON_THE_PAGE.citation),
      })
      .strict(),
    changes: z
      .object({
        note: chart.pageText(CHART_FILLED_ON_THE_PAGE.changeNote),
        rate: changedValue,
        euroMonth: changedValue,
        euroYear: changedValue,
        names: changedFigureNames,
      })
      .strict(),
  })
  .strict();

export type FiguresText = z.output<typeof figuresTextSchema>;
export type FiguresChartText = z.output<typeof figuresChartTextSchema>;
