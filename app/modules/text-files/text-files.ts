/**
 * The owner's text files: app/content/texte/<name>.yaml, one per part of the site that is not a
 * page of its own (docs/decisions/0058). Each has its schema and the placeholders its page fills when it
 * shows the text (a step number, a count); everything else in it is filled, typeset and checked
 * by the build (app/content/text-file-data.ts, scripts/build/text-files-plugin.ts), so a browser
 * gets finished text and no schema. The editor (/admin/, „Texte“) lists them in this order.
 */
import type { z } from "zod";
import { ENQUIRY_PAGE_PLACEHOLDERS, contactBarTextSchema, enquiryTextSchema } from "./enquiry-schema";
import { FIGURES_CHART_PAGE_PLACEHOLDERS, FIGURES_PAGE_PLACEHOLDERS, figuresChartTextSchema, figuresTextSchema } from "./figures-schema";
import { GUIDE_PAGE_PLACEHOLDERS, SEARCH_PAGE_PLACEHOLDERS, guidePagesTextSchema, searchTextSchema } from "./guide-pages-schema";
import { homeTextSchema } from "./home-schema";
import {
  beihilfeTextSchema,
  calculatorCommonTextSchema,
  civilServantExampleTextSchema,
  gkvMaximumExampleTextSchema,
  calculatorPageTextSchema,
  filledByTheCalculator,
  gkvTextSchema,
  switchCheckTextSchema,
} from "./calculator-schemas";
import { PAGE_HEAD_PLACEHOLDERS, pageHeadsTextSchema } from "./page-heads-schema";
import { cookieBannerTextSchema, installTextSchema, toastTextSchema } from "./notices-schema";
import { siteFrameTextSchema } from "./site-frame-schema";
import {
  MEMBER_ENQUIRY_PLACEHOLDERS,
  MEMBER_PAGE_PLACEHOLDERS,
  REFUND_TOOL_PLACEHOLDERS,
  memberEnquiryTextSchema,
  memberPageTextSchema,
  refundToolTextSchema,
} from "./members-schema";
import { TRUST_PAGE_PLACEHOLDERS, trustTextSchema } from "./trust-schema";
import { expatsTextSchema } from "./expats-schema";
import { ENGLISH_TEXT_FILE_FOLDER, TEXT_FILE_FOLDER } from "~/config/text-file-folder";
import { englishSectionTextSchema } from "./english-section-schema";

export interface TextFile {
  /** The editor's name for it. */
  label: string;
  /** What it holds, shown above the form. */
  description: string;
  schema: z.ZodType;
  /** Placeholders the page fills when it shows the text; others must be the build's (copy-vocabulary.ts). */
  filledOnThePage?: readonly string[];
  /**
   * Written for those already privately insured (docs/decisions/0070): no saving in figures, and
   * „kostenlos“ or „Honorar“ only as the config's tariff-switch fee says. Under `feeTemplates`
   * the file holds one text per fee kind, keyed by the kind; each is checked as its own kind.
   */
  memberCopy?: { feeTemplates?: string };
  /**
   * Words of an English page that has no German twin (the expats page, docs/decisions/0073): the
   * file lives only in app/content/en/texte/, and the German folder has none.
   */
  englishOnly?: true;
}

export const TEXT_FILES = {
  startseite: {
    label: "Startseite",
    description:
      "Alle Texte der Startseite: Kopfbereich, Berufsgruppen und Vorteile, Über mich, Anfrage, häufige Fragen. Die Zahlen unter dem Kopfbereich und das Rechenbeispiel ergeben sich aus Ihren Angaben und den Rechengrößen.",
    schema: homeTextSchema,
  },
  seitenrahmen: {
    label: "Seitenrahmen",
    description:
      "Menü, Seitenfuß, die festen Überschriften der Berufsseiten ({gruppe} ist die Berufsgruppe der Seite), die Seiten „nicht gefunden“ und „offline“.",
    schema: siteFrameTextSchema,
    filledOnThePage: ["gruppe", "anzahl"],
  },
  "cookie-hinweis": {
    label: "Cookie-Hinweis",
    description: "Der Hinweis unten auf jeder Seite beim ersten Besuch. Kurz halten: er darf höchstens ein Viertel eines Handybildschirms bedecken.",
    schema: cookieBannerTextSchema,
  },
  "app-installation": {
    label: "App-Installation",
    description: "Das Angebot, die Website als App zu installieren, und Name und Beschreibung der App.",
    schema: installTextSchema,
  },
  meldungen: {
    label: "Kurzmeldungen",
    description: "Die kurzen Meldungen (Toasts), die nach einer Aktion 3 Sekunden lang unten erscheinen.",
    schema: toastTextSchema,
  },
  anfrage: {
    label: "Anfrageformular",
    description:
      "Das Formular in vier Schritten, die Nachricht, die es per WhatsApp oder E-Mail vorbereitet, und die Zeilen um das Formular. Wo die Seite selbst einen Wert einsetzt (eine Schrittnummer, das eingegebene Einkommen), nennt der Hinweis am Feld den Platzhalter.",
    schema: enquiryTextSchema,
    filledOnThePage: ENQUIRY_PAGE_PLACEHOLDERS,
  },
  "anfrage-bestand": {
    label: "Anfrageformular: schon privat versichert",
    description:
      "Was das Formular auf der Seite „Schon privat versichert?“ anders fragt als sonst: Geburtsjahr, Versicherer, Tarife, Beitrag, letzte Erhöhung, Selbstbehalt, Beihilfe und was bleiben muss, und wie die Nachricht solche Anfragen kennzeichnet. Keine Ersparnis in Zahlen; „kostenlos“ oder „Honorar“ nur so, wie Ihre Angaben zur Vergütung des Tarifwechsels es sagen.",
    schema: memberEnquiryTextSchema,
    filledOnThePage: MEMBER_ENQUIRY_PLACEHOLDERS,
    memberCopy: {},
  },
  kontaktleiste: {
    label: "Kontaktleiste",
    description:
      "Die Leiste unten auf dem Handy mit Anrufen, WhatsApp, E-Mail und Anfrage. Kurz halten: die Wörter stehen unter Symbolen auf einem schmalen Bildschirm.",
    schema: contactBarTextSchema,
  },
  "rechner-seite": {
    label: "PKV-Rechner: die Seite",
    description:
      "Suchmaschinen-Titel, Überschrift, Einleitung und Anfrage-Abschnitt der Seite /pkv-rechner. Die Texte der Rechner selbst stehen in den Dateien „PKV-Rechner: …“ darunter.",
    schema: calculatorPageTextSchema,
  },
  "rechner-gemeinsam": {
    label: "PKV-Rechner: gemeinsame Texte",
    description:
      "Was alle drei Rechner gleich sagen: Jahr, Knöpfe „Ergebnis in Anfrage übernehmen“ und „Link kopieren“, Hinweise zu fehlenden Angaben und zum Gehalt, der Ausdruck. Werte in geschweiften Klammern setzt der Rechner ein (der Hinweis am Feld nennt sie).",
    schema: calculatorCommonTextSchema,
    filledOnThePage: filledByTheCalculator(calculatorCommonTextSchema),
  },
  "rechner-wechsel": {
    label: "PKV-Rechner: Darf ich in die PKV wechseln?",
    description:
      "Felder, Ergebnis und Begründung des Wechsel-Checks und die Zeile, die er in die Anfrage übernimmt. Werte in geschweiften Klammern setzt der Rechner ein (der Hinweis am Feld nennt sie); {vorschrift} ist der Link auf die genannte Vorschrift und muss bleiben.",
    schema: switchCheckTextSchema,
    filledOnThePage: filledByTheCalculator(switchCheckTextSchema),
  },
  "rechner-gkv": {
    label: "PKV-Rechner: Was kostet mich die GKV?",
    description:
      "Felder, Ergebnis und Begründung des GKV-Rechners für Angestellte und Beamt:innen und die Zeile, die er in die Anfrage übernimmt. Werte in geschweiften Klammern setzt der Rechner ein (der Hinweis am Feld nennt sie); {vorschrift} ist der Link auf die genannte Vorschrift und muss bleiben.",
    schema: gkvTextSchema,
    filledOnThePage: filledByTheCalculator(gkvTextSchema),
  },
  "rechner-beihilfe": {
    label: "PKV-Rechner: Beihilfe-Rechner",
    description:
      "Felder, Ergebnis und die Übersicht zur pauschalen Beihilfe des Beihilfe-Rechners und die Zeile, die er in die Anfrage übernimmt. Die Sätze und Vorschriften je Dienstherr stehen in der Beihilfe-Tabelle, nicht hier. Werte in geschweiften Klammern setzt der Rechner ein (der Hinweis am Feld nennt sie).",
    schema: beihilfeTextSchema,
    filledOnThePage: filledByTheCalculator(beihilfeTextSchema),
  },
  "rechenbeispiel-hoechstbeitrag": {
    label: "Rechenbeispiel: Höchstbeitrag der GKV",
    description:
      "Das Rechenbeispiel unter dem Spar-Vorteil (Startseite und rotes Band der Berufsseiten) und die Überschriften des Vorteils. Die Zahlen rechnet die Website aus den amtlichen Werten; Werte in geschweiften Klammern setzt sie ein (der Hinweis am Feld nennt sie). Eine Ersparnis in Prozent erscheint nur mit Ihrem belegten Vergleich (savingsComparison in Ihren Angaben).",
    schema: gkvMaximumExampleTextSchema,
    filledOnThePage: filledByTheCalculator(gkvMaximumExampleTextSchema),
  },
  "rechenbeispiel-beamte": {
    label: "Rechenbeispiel: Beamt:innen in der GKV",
    description:
      "Das Rechenbeispiel im roten Band der Seite für Beamt:innen: was sie als freiwillige Mitglieder der GKV zahlen. Die Zahlen rechnet die Website aus den amtlichen Werten; Werte in geschweiften Klammern setzt sie ein (der Hinweis am Feld nennt sie).",
    schema: civilServantExampleTextSchema,
    filledOnThePage: filledByTheCalculator(civilServantExampleTextSchema),
  },
  "rechner-erstattung": {
    label: "Rechnung einreichen oder Rückerstattung behalten?",
    description:
      "Die Entscheidungshilfe auf der Seite „Schon privat versichert?“: Felder, Ergebnis und Erklärung. Rückerstattung und Selbstbehalt gibt die Besucherin aus ihrem eigenen Tarif ein; die Texte nennen keine Tarifzahlen. Werte in geschweiften Klammern setzt die Hilfe ein (der Hinweis am Feld nennt sie).",
    schema: refundToolTextSchema,
    filledOnThePage: REFUND_TOOL_PLACEHOLDERS,
    memberCopy: {},
  },
  bestandskunden: {
    label: "Schon privat versichert?",
    description:
      "Die Seite für alle, die schon privat versichert sind, und ihr Hinweis auf der Startseite: Tarifwechsel nach § 204 VVG, Standard- und Basistarif, Beitragsentlastung, was der Wechsel bei Ihnen kostet. Jede Regel mit ihrer Vorschrift in Klammern – die Seite verlinkt sie. Unter „Kosten“ steht ein Text je Art der Vergütung; die Seite zeigt den, den Ihre Angaben (remuneration.tariffSwitch) nennen. Keine Ersparnis in Zahlen.",
    schema: memberPageTextSchema,
    filledOnThePage: MEMBER_PAGE_PLACEHOLDERS,
    memberCopy: { feeTemplates: "fee" },
  },
  "ratgeber-seiten": {
    label: "Ratgeber und Glossar",
    description:
      "Die Seiten um die Artikel: die Übersicht des Ratgebers mit ihren Themen, der Rahmen jedes Artikels, die Glossar-Seite, der RSS-Feed und der Block „Ratgeber für …“ auf den Berufsseiten ({gruppe} ist dort die Berufsgruppe). Die Artikel und Begriffe selbst stehen unter „Ratgeber“ und „Glossar“.",
    schema: guidePagesTextSchema,
    filledOnThePage: GUIDE_PAGE_PLACEHOLDERS,
  },
  suche: {
    label: "Suche",
    description:
      "Das Suchfeld oben auf jeder Seite, seine Meldungen und das Angebot, wenn nichts gefunden wird. Wo die Suche einen Wert einsetzt (den Suchbegriff, die Zahl der Treffer), nennt der Hinweis am Feld den Platzhalter.",
    schema: searchTextSchema,
    filledOnThePage: SEARCH_PAGE_PLACEHOLDERS,
  },
  suchmaschinen: {
    label: "Suchmaschinen und Vorschaubilder",
    description:
      "Was Suchmaschinen und geteilte Links außer Titel und Beschreibung einer Seite lesen: die Beschreibung des Vorschaubilds ({seitentitel} ist der Titel der Seite), der Name einer Berufsseite in Brotkrumen und Links ({gruppe}) und die angebotenen Leistungen. Titel und Beschreibung stehen in der Datei jeder Seite.",
    schema: pageHeadsTextSchema,
    filledOnThePage: PAGE_HEAD_PLACEHOLDERS,
  },
  vertrauen: {
    label: "Zahlen und Bewertungen",
    description:
      "Die drei Zahlen unter der Überschrift der Startseite (Kunden, Erfahrung, Erreichbarkeit) und die Überschriften um Bewertungen, Bewertungsprofil und verglichene Versicherer in „Über mich“. Die Zahlen, Bewertungen und Versicherer selbst stehen in Ihren Angaben; die Seite setzt sie ein, der Hinweis am Feld nennt den Platzhalter.",
    schema: trustTextSchema,
    filledOnThePage: TRUST_PAGE_PLACEHOLDERS,
  },
  rechengroessen: {
    label: "Rechengrößen in den Quellen",
    description:
      "Die Namen der amtlichen Werte in den Quellenangaben jeder Seite und der Hinweis auf die Grenzen des nächsten Jahres ab Oktober. Die Werte, Jahre, Paragrafen und Verordnungen selbst stehen in der Tabelle der Rechengrößen; die Seite setzt sie ein, der Hinweis am Feld nennt den Platzhalter.",
    schema: figuresTextSchema,
    filledOnThePage: FIGURES_PAGE_PLACEHOLDERS,
  },
  "rechengroessen-grafik": {
    label: "Grafik der Rechengrößen",
    description:
      "Die Grafik und Tabelle der Grenzen und des Höchstbeitrags seit dem ersten Jahr der Tabelle im PKV-Rechner, mit den Änderungen während eines Jahres. Die Werte selbst stehen in der Tabelle der Rechengrößen; die Seite setzt sie ein, der Hinweis am Feld nennt den Platzhalter.",
    schema: figuresChartTextSchema,
    filledOnThePage: FIGURES_CHART_PAGE_PLACEHOLDERS,
  },
  expats: {
    label: "Englisch: Seite für Expats",
    description:
      "Die englische Seite /en/expats (nur auf Englisch, ohne deutsches Gegenstück): wer bei der Ankunft wohin muss, die Pflicht zur Versicherung, Blaue Karte, Familie, die Regel ab 55, der Weg zurück und vier deutsche Begriffe auf Englisch erklärt. Jede Regel mit ihrer Vorschrift in Klammern – die Seite verlinkt sie. Beträge nur mit {wert:…} und {jahr}.",
    schema: expatsTextSchema,
    englishOnly: true,
  },
  "englischer-bereich": {
    label: "Englisch: Menü, Seitenfuß und Startseite",
    description:
      "Die Namen der englischen Seiten im Menü und im Seitenfuß der englischen Seiten und die Texte der englischen Startseite /en/ (nur auf Englisch, ohne deutsches Gegenstück): Kopfbereich, was die Website auf Englisch bietet, wer privat versichert sein darf, über mich. Jede Regel mit ihrer Vorschrift in Klammern – die Seite verlinkt sie. Beträge nur mit {wert:…} und {jahr}.",
    schema: englishSectionTextSchema,
    englishOnly: true,
  },
} as const satisfies Record<string, TextFile>;

export type TextFileName = keyof typeof TEXT_FILES;

export { TEXT_FILE_FOLDER } from "~/config/text-file-folder";

/** Where the editor and the checks find the file of `name`: the English folder for an English-only file. */
export function textFileFolderOf(name: TextFileName): string {
  return (TEXT_FILES[name] as TextFile).englishOnly ? ENGLISH_TEXT_FILE_FOLDER : TEXT_FILE_FOLDER;
}

export function isTextFileName(name: string): name is TextFileName {
  return Object.hasOwn(TEXT_FILES, name);
}
