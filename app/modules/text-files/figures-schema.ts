/**
 * The words around the statutory figures (app/content/texte/rechengroessen.yaml): the chart of
 * limits and maximum contribution on /pkv-rechner, the notes on changes during a year, the names
 * and citations in every page's list of sources, and the note on next year's limits from October.
 * The figures, years, ordinances and paragraphs come from the figures table
 * (app/content/statutory-figures.ts); the page puts them in where the file names a placeholder.
 */
import { z } from "zod";
import type { PublishedFigures, StatutoryFigures } from "../figures/figure-types";
import { pagePlaceholderTexts } from "../copy-fields";

const YEAR_RANGE = { erstesJahr: "das erste Jahr der Tabelle", letztesJahr: "das letzte Jahr der Tabelle" };

const FILLED_ON_THE_PAGE = {
  chartHeading: { erstesJahr: YEAR_RANGE.erstesJahr },
  chartLink: { ueberschrift: "die Überschrift der Grafik, wie oben eingetragen" },
  chartSources: YEAR_RANGE,
  chartCitation: { verordnung: "die Rechengrößenverordnung des Jahres mit Datum und Fundstelle" },
  changeNote: {
    datum: "der Tag der Änderung",
    aenderungen: "die geänderten Werte, durch Kommas getrennt",
    gesetz: "das Gesetz oder die Verordnung, die sie geändert hat",
  },
  changedValue: { groesse: "der Name des Werts (unten eingetragen)", zahl: "der neue Wert" },
  byOrdinance: { verordnung: "die Rechengrößenverordnung des Jahres mit Datum und Fundstelle", vorschrift: "der Paragraf, nach dem sie erlassen ist" },
  inForce: { vorschrift: "der Paragraf", wertjahr: "das Jahr des Werts" },
  nextYearPublished: {
    folgejahr: "das nächste Jahr",
    groesse: "der Name der Grenze (wie bei den Änderungen eingetragen)",
    betrag: "die Grenze des nächsten Jahres",
    vorschrift: "der Paragraf der Grenze",
    verordnung: "der Name der Rechengrößenverordnung des nächsten Jahres",
  },
  nextYearUnpublished: {
    groesse: "der Name der Grenze (wie bei den Änderungen eingetragen)",
    folgejahr: "das nächste Jahr",
    stand: "der Tag, an dem die Rechengrößen zuletzt geprüft wurden",
    verordnung: "der Name der Rechengrößenverordnung des nächsten Jahres",
    wertjahr: "das Jahr der genannten Werte",
  },
  switchRule: { folgejahr: "das nächste Jahr" },
} as const;

const { placeholders, pageText } = pagePlaceholderTexts(FILLED_ON_THE_PAGE);

/** The placeholders the pages fill; the build leaves them in place (text-files.ts). */
export const FIGURES_PAGE_PLACEHOLDERS = placeholders;

const copy = pageText();
const changedValue = pageText(FILLED_ON_THE_PAGE.changedValue);

/** The figures a page may quote and list among its sources, each with the name a reader knows it by. */
const quotedFigureNames = z
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
  .strict();

/** The figures a page may list among its sources, in the file's order. */
export const QUOTED_FIGURE_KEYS = quotedFigureNames.keyof().options satisfies readonly (keyof StatutoryFigures)[];

/** Every figure the table publishes, as a change during a year names it. */
const changedFigureNames = z
  .object({
    versicherungspflichtgrenze: copy,
    besondereVersicherungspflichtgrenze: copy,
    beitragsbemessungsgrenze: copy,
    allgemeinerBeitragssatz: copy,
    durchschnittlicherZusatzbeitrag: copy,
    pflegeBeitragssatz: copy,
    pflegeKinderlosenzuschlag: copy,
    pflegeAbschlagJeKind: copy,
    pflegeSachsenMehranteilArbeitnehmer: copy,
    ermaessigterBeitragssatz: copy,
    bezugsgroesseMonat: copy,
    geringfuegigkeitsgrenze: copy,
    uebergangsbereichObergrenze: copy,
  })
  .strict() satisfies z.ZodType<Record<Exclude<keyof PublishedFigures, "year">, string>>;

const chartSeries = { versicherungspflichtgrenze: copy, beitragsbemessungsgrenze: copy, gkvHoechstbeitrag: copy };

export const figuresTextSchema = z
  .object({
    chart: z
      .object({
        heading: pageText(FILLED_ON_THE_PAGE.chartHeading),
        linkLabel: pageText(FILLED_ON_THE_PAGE.chartLink),
        intro: copy,
        limitsPanelTitle: copy,
        contributionPanelTitle: copy,
        caption: copy,
        columns: z.object({ year: copy, ...chartSeries }).strict(),
        legend: z.object(chartSeries).strict(),
        changesHeading: copy,
        sourcesHeading: pageText(FILLED_ON_THE_PAGE.chartSources),
        limitsSourceName: copy,
        limitsCitation: pageText(FILLED_ON_THE_PAGE.chartCitation),
      })
      .strict(),
    changes: z
      .object({
        note: pageText(FILLED_ON_THE_PAGE.changeNote),
        rate: changedValue,
        euroMonth: changedValue,
        euroYear: changedValue,
        names: changedFigureNames,
      })
      .strict(),
    sources: z
      .object({
        names: quotedFigureNames,
        byOrdinance: pageText(FILLED_ON_THE_PAGE.byOrdinance),
        inForceThatYear: pageText(FILLED_ON_THE_PAGE.inForce),
      })
      .strict(),
    nextYear: z
      .object({
        published: pageText(FILLED_ON_THE_PAGE.nextYearPublished),
        unpublished: pageText(FILLED_ON_THE_PAGE.nextYearUnpublished),
        switchRule: pageText(FILLED_ON_THE_PAGE.switchRule),
      })
      .strict(),
  })
  .strict();

export type FiguresText = z.output<typeof figuresTextSchema>;
