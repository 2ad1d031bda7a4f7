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

/** Each figure's name in the editor, whatever the owner calls it in the file. */
const FIGURE_LABELS = {
  versicherungspflichtgrenze: "Versicherungspflichtgrenze",
  besondereVersicherungspflichtgrenze: "Besondere Versicherungspflichtgrenze",
  beitragsbemessungsgrenze: "Beitragsbemessungsgrenze",
  allgemeinerBeitragssatz: "Allgemeiner Beitragssatz",
  durchschnittlicherZusatzbeitrag: "Durchschnittlicher Zusatzbeitrag",
  pflegeBeitragssatz: "Beitragssatz der Pflegeversicherung",
  pflegeKinderlosenzuschlag: "Zuschlag für Kinderlose",
  pflegeAbschlagJeKind: "Abschlag je Kind",
  pflegeSachsenMehranteilArbeitnehmer: "Mehranteil in Sachsen",
  ermaessigterBeitragssatz: "Ermäßigter Beitragssatz",
  bezugsgroesseMonat: "Bezugsgröße",
  geringfuegigkeitsgrenze: "Geringfügigkeitsgrenze",
  uebergangsbereichObergrenze: "Obergrenze des Übergangsbereichs",
  maxEmployerSubsidyHealth: "Höchstzuschuss des Arbeitgebers",
  gkvHoechstbeitrag: "Höchstbeitrag",
} as const;

/** A text per figure, in this order, each labelled in the editor with the figure's name. */
function figureTexts<const K extends keyof typeof FIGURE_LABELS, T extends z.ZodType>(names: readonly K[], copy: T) {
  return Object.fromEntries(names.map((name) => [name, copy.meta({ title: FIGURE_LABELS[name] })])) as Record<K, T>;
}

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
          .object(
            figureTexts(
              [
                "versicherungspflichtgrenze",
                "besondereVersicherungspflichtgrenze",
                "beitragsbemessungsgrenze",
                "maxEmployerSubsidyHealth",
                "allgemeinerBeitragssatz",
                "ermaessigterBeitragssatz",
                "durchschnittlicherZusatzbeitrag",
                "pflegeBeitragssatz",
                "pflegeKinderlosenzuschlag",
              ],
              copy,
            ),
          )
          .strict()
          .meta({ title: "Namen der Werte (dahinter das Jahr)" }),
        byOrdinance: figures.pageText(FILLED_ON_THE_PAGE.byOrdinance).meta({ title: "Quelle einer Grenze ({verordnung}, {vorschrift})" }),
        inForceThatYear: figures.pageText(FILLED_ON_THE_PAGE.inForce).meta({ title: "Quelle des Pflege-Beitragssatzes ({vorschrift}, {wertjahr})" }),
      })
      .strict()
      .meta({ title: "Quellenangaben der Seiten" }),
    nextYear: z
      .object({
        names: z
          .object(figureTexts(["versicherungspflichtgrenze", "beitragsbemessungsgrenze"], copy))
          .strict()
          .meta({ title: "Namen der Grenzen ({groesse})" }),
        published: figures.pageText(FILLED_ON_THE_PAGE.nextYearPublished).meta({ title: "Wenn die Grenze veröffentlicht ist", multiline: true }),
        unpublished: figures.pageText(FILLED_ON_THE_PAGE.nextYearUnpublished).meta({ title: "Solange sie hier nicht steht", multiline: true }),
        switchRule: figures.pageText(FILLED_ON_THE_PAGE.switchRule).meta({ title: "Zusatz bei der Versicherungspflichtgrenze ({folgejahr})", multiline: true }),
      })
      .strict()
      .meta({ title: "Hinweis zu den Grenzen des nächsten Jahres (ab Oktober)" }),
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
  .object(
    figureTexts(
      [
        "versicherungspflichtgrenze",
        "besondereVersicherungspflichtgrenze",
        "beitragsbemessungsgrenze",
        "allgemeinerBeitragssatz",
        "durchschnittlicherZusatzbeitrag",
        "pflegeBeitragssatz",
        "pflegeKinderlosenzuschlag",
        "pflegeAbschlagJeKind",
        "pflegeSachsenMehranteilArbeitnehmer",
        "ermaessigterBeitragssatz",
        "bezugsgroesseMonat",
        "geringfuegigkeitsgrenze",
        "uebergangsbereichObergrenze",
      ],
      chartCopy,
    ),
  )
  .strict()
  .meta({ title: "Namen der Werte ({groesse})" }) satisfies z.ZodType<Record<Exclude<keyof PublishedFigures, "year">, string>>;

const chartSeries = figureTexts(["versicherungspflichtgrenze", "beitragsbemessungsgrenze", "gkvHoechstbeitrag"], chartCopy);

export const figuresChartTextSchema = z
  .object({
    chart: z
      .object({
        heading: chart.pageText(CHART_FILLED_ON_THE_PAGE.heading).meta({ title: "Überschrift ({erstesJahr})" }),
        linkLabel: chart.pageText(CHART_FILLED_ON_THE_PAGE.link).meta({ title: "Link zur Grafik auf den anderen Seiten ({ueberschrift})" }),
        intro: chartCopy.meta({ title: "Erklärung", multiline: true }),
        limitsPanelTitle: chartCopy.meta({ title: "Titel der Grafik der Grenzen" }),
        contributionPanelTitle: chartCopy.meta({ title: "Titel der Grafik des Höchstbeitrags" }),
        caption: chartCopy.meta({ title: "Beschriftung der Tabelle", multiline: true }),
        columns: z
          .object({ year: chartCopy.meta({ title: "Jahr" }), ...chartSeries })
          .strict()
          .meta({ title: "Spaltenköpfe der Tabelle (unsichtbare Trennstellen erlauben den Umbruch auf dem Handy)" }),
        legend: z.object(chartSeries).strict().meta({ title: "Legende der Grafik" }),
        changesHeading: chartCopy.meta({ title: "Überschrift der Änderungen während eines Jahres" }),
        sourcesHeading: chart.pageText(CHART_FILLED_ON_THE_PAGE.sources).meta({ title: "Überschrift der Quellen je Jahr ({erstesJahr}, {letztesJahr})" }),
        limitsSourceName: chartCopy.meta({ title: "Name der Grenzen in den Quellen je Jahr (dahinter das Jahr)" }),
        limitsCitation: chart.pageText(CHART_FILLED_ON_THE_PAGE.citation).meta({ title: "Quellenangabe der Grenzen ({verordnung})" }),
      })
      .strict()
      .meta({ title: "Grafik der Grenzen und des Höchstbeitrags (PKV-Rechner)" }),
    changes: z
      .object({
        note: chart.pageText(CHART_FILLED_ON_THE_PAGE.changeNote).meta({ title: "Zeile je Änderung ({datum}, {aenderungen}, {gesetz})" }),
        rate: changedValue.meta({ title: "Geänderter Satz ({groesse}, {zahl})" }),
        euroMonth: changedValue.meta({ title: "Geänderter Betrag im Monat ({groesse}, {zahl})" }),
        euroYear: changedValue.meta({ title: "Geänderter Betrag im Jahr ({groesse}, {zahl})" }),
        names: changedFigureNames,
      })
      .strict()
      .meta({ title: "Änderungen während eines Jahres" }),
  })
  .strict();

export type FiguresText = z.output<typeof figuresTextSchema>;
export type FiguresChartText = z.output<typeof figuresChartTextSchema>;
