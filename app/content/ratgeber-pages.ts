/**
 * Copy of the guide's pages around the articles: the index /ratgeber, the frame of every article
 * (labels, the call to the enquiry), the glossary page /glossar and the site search. The
 * articles and terms themselves are files in ratgeber/ and glossar/.
 */
import { siteConfig } from "~/config/site-config";
import type { ArticleTopic } from "~/modules/ratgeber-schema";
import type { PageSeo } from "./types";

export const topicLabels: Readonly<Record<ArticleTopic, { title: string; intro: string }>> = {
  einstieg: {
    title: "Einstieg in die PKV",
    intro: "Wer in die private Krankenversicherung darf, was vor dem Antrag zu klären ist und wie die Gesundheitsprüfung abläuft.",
  },
  beitrag: {
    title: "Beitrag, Steuer und Kosten",
    intro: "Wie sich der Beitrag zusammensetzt, was ihn im Alter dämpft und was davon Sie in der Steuererklärung geltend machen.",
  },
  lebenslagen: {
    title: "Lebenslagen",
    intro: "Familie, Krankheit, Beihilfe und Ruhestand: was sich in der PKV ändert, wenn sich Ihr Leben ändert.",
  },
  wechsel: {
    title: "Wechsel und Tarife",
    intro: "Vom Tarifwechsel beim eigenen Versicherer bis zur Rückkehr in die gesetzliche Krankenversicherung.",
  },
};

export const guideIndex = {
  seo: {
    title: "Ratgeber zur privaten Krankenversicherung",
    description:
      "Antworten auf die Fragen vor und nach dem Wechsel in die PKV: Beitrag, Tarifwechsel, Gesundheitsfragen, Familie, Rente. Mit Paragraf zu jeder Regel.",
    keywords: ["PKV Ratgeber", "private Krankenversicherung Fragen", "Tarifwechsel", "Beitragsentlastungstarif", "PKV im Alter", "Gesundheitsfragen PKV"],
  } satisfies PageSeo,
  eyebrow: "Ratgeber",
  title: "Fragen zur privaten Krankenversicherung, ausführlich beantwortet",
  intro:
    "Hier beantworte ich die Fragen, die mir in der Beratung am häufigsten gestellt werden – jede in einem eigenen Artikel, mit einer kurzen Antwort am Anfang, den Gesetzen verlinkt und den amtlichen Werten des laufenden Jahres.",
  glossaryHint: "Fachbegriffe erkläre ich im",
  updatedLabel: "Stand",
};

/** The RSS feed's title, also in every page's <link rel="alternate">. */
export const feedTitle = `${siteConfig.brand} – Ratgeber zur privaten Krankenversicherung`;

export const feedDescription =
  "Neue und aktualisierte Artikel zur privaten Krankenversicherung: Beitrag, Tarifwechsel, Gesundheitsfragen, Familie und Rente, mit den Gesetzen verlinkt.";

export const articleLabels = {
  breadcrumbGuide: "Ratgeber",
  shortAnswer: "Kurz gesagt",
  updated: "Stand",
  published: "Erstmals veröffentlicht",
  byline: "von",
  contents: "Inhalt",
  sources: "Quellen",
  sourcesIntro: "Gesetze und amtliche Quellen, auf die sich dieser Artikel stützt:",
  related: "Passend dazu",
  cta: {
    heading: "Ihre Frage ist damit nicht ganz beantwortet?",
    text: "Jeder Fall hat Einzelheiten, die ein Artikel nicht kennt. Schildern Sie mir Ihre Lage in der Anfrage – das dauert etwa zwei Minuten, und ich melde mich mit einer Einschätzung.",
    button: "Zur kostenlosen Anfrage",
  },
  /** Articles with at least this many sections get a table of contents. */
  tocFromSections: 4,
  notAdvice:
    "Dieser Artikel erklärt die Rechtslage allgemein und ersetzt keine Beratung im Einzelfall; verbindlich sind die Gesetze und die Bedingungen Ihres Vertrags.",
};

export const glossaryPage = {
  seo: {
    title: "Glossar der privaten Krankenversicherung",
    description:
      "Die Fachbegriffe der PKV verständlich erklärt, von Alterungsrückstellung bis Zusatzbeitrag – jeweils mit der Vorschrift, in der die Regel steht.",
    keywords: ["PKV Glossar", "Alterungsrückstellung", "Basistarif", "Jahresarbeitsentgeltgrenze", "Kontrahierungszwang", "Krankentagegeld"],
  } satisfies PageSeo,
  eyebrow: "Glossar",
  title: "Begriffe der Krankenversicherung, kurz erklärt",
  intro:
    "Versicherungsbedingungen und Gesetze benutzen Wörter, die sonst niemand benutzt. Hier erkläre ich sie in einfachem Deutsch und nenne die Vorschrift, in der die Regel steht. Die Ratgeber-Artikel verlinken jeden Begriff bei seiner ersten Erwähnung hierher.",
  index: "Begriffe von A bis Z",
  source: "Rechtsgrundlage",
  usedIn: "Erklärt in",
  aka: "auch",
};

export const searchCopy = {
  open: "Suche",
  dialogTitle: "Website durchsuchen",
  inputLabel: "Suchbegriff",
  placeholder: "z.\u202fB. Beitragsentlastung",
  close: "Schließen",
  loading: "Suche wird geladen …",
  failed: "Die Suche konnte nicht geladen werden. Bitte versuchen Sie es erneut, oder nutzen Sie den Ratgeber und das Glossar.",
  noResults: (query: string) => `Keine Treffer für „${query}“.`,
  resultCount: (count: number) => (count === 1 ? "1 Treffer" : `${count} Treffer`),
  /** A glossary term's hit, linking to the term on the glossary page. */
  glossaryHit: (term: string) => `${term} – im Glossar`,
  /** Shown below „Keine Treffer“: the question goes to the adviser instead. */
  noHitsOffer: "Ihre Frage steht noch nicht auf der Website? Dann stellen Sie sie mir direkt:",
  noHitsEnquiry: "Zum Anfrageformular",
  noHitsPhone: "Anrufen:",
  noHitsEmail: "E-Mail:",
};

/** The block on each profession page that links its most relevant articles. */
export const groupArticlesLabels = {
  heading: (groupName: string) => `Ratgeber für ${groupName}`,
  intro: "Diese Fragen stellen mir Menschen in Ihrem Beruf am häufigsten. Die Antworten mit allen Einzelheiten:",
  all: "Alle Artikel im Ratgeber",
};
