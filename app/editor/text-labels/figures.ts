/** The editor's German field names for the words around the statutory figures (rechengroessen, rechengroessen-grafik). */
import { longText } from "../field-labels";
import { figuresChartTextSchema, figuresTextSchema } from "~/modules/text-files/figures-schema";
import type { FieldSpecs } from "../zod-to-decap";

/** Each figure's name in the editor, whatever the owner calls it in the file. */
const FIGURE_LABELS: Record<string, string> = {
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
};

/** A label for each figure an object of `shape` names; a figure without one stops the editor's build. */
function names(key: string, shape: object): FieldSpecs {
  return Object.fromEntries(
    Object.keys(shape).map((field) => {
      const label = FIGURE_LABELS[field];
      if (!label) throw new Error(`No editor label for the figure „${field}“ (app/editor/text-labels/figures.ts)`);
      return [`${key}.${field}`, { label }];
    }),
  );
}

const { sources, nextYear } = figuresTextSchema.shape;
const { chart, changes } = figuresChartTextSchema.shape;

export const figuresFields: FieldSpecs = {
  sources: { label: "Quellenangaben der Seiten" },
  "sources.names": { label: "Namen der Werte (dahinter das Jahr)" },
  ...names("sources.names", sources.shape.names.shape),
  "sources.byOrdinance": { label: "Quelle einer Grenze ({verordnung}, {vorschrift})" },
  "sources.inForceThatYear": { label: "Quelle des Pflege-Beitragssatzes ({vorschrift}, {wertjahr})" },
  nextYear: { label: "Hinweis zu den Grenzen des nächsten Jahres (ab Oktober)" },
  "nextYear.names": { label: "Namen der Grenzen ({groesse})" },
  ...names("nextYear.names", nextYear.shape.names.shape),
  "nextYear.published": { label: "Wenn die Grenze veröffentlicht ist", override: longText },
  "nextYear.unpublished": { label: "Solange sie hier nicht steht", override: longText },
  "nextYear.switchRule": { label: "Zusatz bei der Versicherungspflichtgrenze ({folgejahr})", override: longText },
};

export const figuresChartFields: FieldSpecs = {
  chart: { label: "Grafik der Grenzen und des Höchstbeitrags (PKV-Rechner)" },
  "chart.heading": { label: "Überschrift ({erstesJahr})" },
  "chart.linkLabel": { label: "Link zur Grafik auf den anderen Seiten ({ueberschrift})" },
  "chart.intro": { label: "Erklärung", override: longText },
  "chart.limitsPanelTitle": { label: "Titel der Grafik der Grenzen" },
  "chart.contributionPanelTitle": { label: "Titel der Grafik des Höchstbeitrags" },
  "chart.caption": { label: "Beschriftung der Tabelle", override: longText },
  "chart.columns": { label: "Spaltenköpfe der Tabelle (unsichtbare Trennstellen erlauben den Umbruch auf dem Handy)" },
  "chart.columns.year": { label: "Jahr" },
  ...names("chart.columns", chart.shape.legend.shape),
  "chart.legend": { label: "Legende der Grafik" },
  ...names("chart.legend", chart.shape.legend.shape),
  "chart.changesHeading": { label: "Überschrift der Änderungen während eines Jahres" },
  "chart.sourcesHeading": { label: "Überschrift der Quellen je Jahr ({erstesJahr}, {letztesJahr})" },
  "chart.limitsSourceName": { label: "Name der Grenzen in den Quellen je Jahr (dahinter das Jahr)" },
  "chart.limitsCitation": { label: "Quellenangabe der Grenzen ({verordnung})" },
  changes: { label: "Änderungen während eines Jahres" },
  "changes.note": { label: "Zeile je Änderung ({datum}, {aenderungen}, {gesetz})" },
  "changes.rate": { label: "Geänderter Satz ({groesse}, {zahl})" },
  "changes.euroMonth": { label: "Geänderter Betrag im Monat ({groesse}, {zahl})" },
  "changes.euroYear": { label: "Geänderter Betrag im Jahr ({groesse}, {zahl})" },
  "changes.names": { label: "Namen der Werte ({groesse})" },
  ...names("changes.names", changes.shape.names.shape),
};
