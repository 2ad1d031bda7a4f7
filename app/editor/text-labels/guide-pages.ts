/** The editor's German field names for the guide's pages (ratgeber-seiten) and the site search (suche). */
import { longText } from "../field-labels";
import type { FieldSpecs } from "../zod-to-decap";
import { ARTICLE_TOPICS } from "~/modules/ratgeber-schema";

const seo = (key: string): FieldSpecs => ({
  [`${key}.seo`]: { label: "Suchmaschinen" },
  [`${key}.seo.title`]: { label: "Titel (vor „| Name der Website“)" },
  [`${key}.seo.description`]: { label: "Beschreibung (120–160 Zeichen)", override: longText },
  [`${key}.seo.keywords`]: { label: "Suchbegriffe" },
});

export const guidePagesFields: FieldSpecs = {
  topics: { label: "Themen der Übersicht und der Artikel" },
  ...Object.fromEntries(
    ARTICLE_TOPICS.flatMap((topic, index) => [
      [`topics.${topic}`, { label: `${index + 1}. Thema` }],
      [`topics.${topic}.title`, { label: "Name (auch über jedem Artikel des Themas und in der Auswahl „Thema“ eines Artikels)" }],
      [`topics.${topic}.intro`, { label: "Einleitung", override: longText }],
    ]),
  ),
  guideIndex: { label: "Übersicht des Ratgebers (/ratgeber)" },
  ...seo("guideIndex"),
  "guideIndex.eyebrow": { label: "Zeile über der Überschrift" },
  "guideIndex.title": { label: "Überschrift" },
  "guideIndex.intro": { label: "Einleitung", override: longText },
  "guideIndex.glossaryHint": { label: "Satzanfang vor dem Link zum Glossar (auch in Artikeln)" },
  "guideIndex.updatedLabel": { label: "Vorspann zum Datum der Aktualisierung" },
  feed: { label: "RSS-Feed" },
  "feed.title": { label: "Titel" },
  "feed.description": { label: "Beschreibung", override: longText },
  article: { label: "Rahmen jedes Artikels" },
  "article.breadcrumbGuide": { label: "Brotkrumen-Link zum Ratgeber" },
  "article.shortAnswer": { label: "Überschrift der kurzen Antwort" },
  "article.updated": { label: "Vorspann zum Datum der Aktualisierung" },
  "article.published": { label: "Vorspann zum Datum der ersten Veröffentlichung" },
  "article.byline": { label: "Wort vor Ihrem Namen („von“)" },
  "article.contents": { label: "Überschrift des Inhaltsverzeichnisses" },
  "article.sources": { label: "Überschrift der Quellen" },
  "article.sourcesIntro": { label: "Satz vor den Quellen" },
  "article.related": { label: "Überschrift der passenden Seiten" },
  "article.cta": { label: "Aufruf zur Anfrage am Ende" },
  "article.cta.heading": { label: "Überschrift" },
  "article.cta.text": { label: "Text", override: longText },
  "article.cta.button": { label: "Knopf" },
  "article.notAdvice": { label: "Hinweis, dass ein Artikel keine Beratung ersetzt", override: longText },
  glossaryPage: { label: "Glossar-Seite (/glossar)" },
  ...seo("glossaryPage"),
  "glossaryPage.eyebrow": { label: "Zeile über der Überschrift" },
  "glossaryPage.title": { label: "Überschrift" },
  "glossaryPage.intro": { label: "Einleitung", override: longText },
  "glossaryPage.index": { label: "Name des Verzeichnisses A–Z (für Screenreader)" },
  "glossaryPage.source": { label: "Vorspann der Rechtsgrundlage eines Begriffs" },
  "glossaryPage.usedIn": { label: "Vorspann der Artikel, die einen Begriff erklären" },
  "glossaryPage.aka": { label: "Vorspann anderer Namen eines Begriffs" },
  groupArticles: { label: "Block „Ratgeber“ auf den Berufsseiten" },
  "groupArticles.heading": { label: "Überschrift ({gruppe})" },
  "groupArticles.intro": { label: "Einleitung", override: longText },
  "groupArticles.all": { label: "Link zu allen Artikeln" },
};

export const searchFields: FieldSpecs = {
  open: { label: "Knopf zum Öffnen der Suche" },
  dialogTitle: { label: "Überschrift des Suchfensters" },
  inputLabel: { label: "Name des Suchfelds" },
  placeholder: { label: "Beispiel im leeren Suchfeld" },
  close: { label: "Knopf „Schließen“ (für Screenreader)" },
  loading: { label: "Meldung, solange die Suche lädt" },
  failed: { label: "Meldung, wenn die Suche nicht lädt", override: longText },
  noResults: { label: "Meldung ohne Treffer ({suchbegriff})" },
  resultOne: { label: "Meldung bei einem Treffer" },
  resultMany: { label: "Meldung bei mehreren Treffern ({anzahl})" },
  glossaryHit: { label: "Treffer im Glossar ({begriff})" },
  noHits: { label: "Angebot unter „Keine Treffer“" },
  "noHits.offer": { label: "Satz", override: longText },
  "noHits.enquiry": { label: "Link zum Anfrageformular" },
  "noHits.phone": { label: "Vorspann der Telefonnummer" },
  "noHits.email": { label: "Vorspann der E-Mail-Adresse" },
};
