/**
 * The words of the guide's pages around the articles (app/content/texte/ratgeber-seiten.yaml): the
 * index /ratgeber with its topics, the RSS feed, the frame of every article, the glossary page and
 * the block of articles on each profession page; and of the site search (texte/suche.yaml), a file
 * of its own because its words ride in the search's script. The articles and terms themselves are
 * files in ratgeber/ and glossar/.
 */
import { z } from "zod";
import { ARTICLE_TOPICS, type ArticleTopic } from "../ratgeber-schema";
import { pagePlaceholderTexts, pageSeo } from "../copy-fields";

const GUIDE_FILLED_ON_THE_PAGE = {
  groupArticles: { gruppe: "die Berufsgruppe der Seite, wie nach „für“" },
} as const;

const guide = pagePlaceholderTexts(GUIDE_FILLED_ON_THE_PAGE);

/** The placeholders the guide's pages fill; the build leaves them in place (text-files.ts). */
export const GUIDE_PAGE_PLACEHOLDERS = guide.placeholders;

const copy = guide.pageText();

const topic = (position: number) =>
  z
    .object({
      title: copy.meta({ title: "Name (auch über jedem Artikel des Themas und in der Auswahl „Thema“ eines Artikels)" }),
      intro: copy.meta({ title: "Einleitung", multiline: true }),
    })
    .strict()
    .meta({ title: `${position}. Thema` });

export const guidePagesTextSchema = z
  .object({
    topics: z
      .object(Object.fromEntries(ARTICLE_TOPICS.map((name, index) => [name, topic(index + 1)])) as Record<ArticleTopic, ReturnType<typeof topic>>)
      .strict()
      .meta({ title: "Themen der Übersicht und der Artikel" }),
    guideIndex: z
      .object({
        seo: pageSeo,
        eyebrow: copy.meta({ title: "Zeile über der Überschrift" }),
        title: copy.meta({ title: "Überschrift" }),
        intro: copy.meta({ title: "Einleitung", multiline: true }),
        glossaryHint: copy.meta({ title: "Satzanfang vor dem Link zum Glossar (auch in Artikeln)" }),
        updatedLabel: copy.meta({ title: "Vorspann zum Datum der Aktualisierung" }),
      })
      .strict()
      .meta({ title: "Übersicht des Ratgebers (/ratgeber)" }),
    feed: z
      .object({ title: copy.meta({ title: "Titel" }), description: copy.meta({ title: "Beschreibung", multiline: true }) })
      .strict()
      .meta({ title: "RSS-Feed" }),
    article: z
      .object({
        breadcrumbGuide: copy.meta({ title: "Brotkrumen-Link zum Ratgeber" }),
        shortAnswer: copy.meta({ title: "Überschrift der kurzen Antwort" }),
        updated: copy.meta({ title: "Vorspann zum Datum der Aktualisierung" }),
        published: copy.meta({ title: "Vorspann zum Datum der ersten Veröffentlichung" }),
        byline: copy.meta({ title: "Wort vor Ihrem Namen („von“)" }),
        contents: copy.meta({ title: "Überschrift des Inhaltsverzeichnisses" }),
        sources: copy.meta({ title: "Überschrift der Quellen" }),
        sourcesIntro: copy.meta({ title: "Satz vor den Quellen" }),
        related: copy.meta({ title: "Überschrift der passenden Seiten" }),
        cta: z
          .object({
            heading: copy.meta({ title: "Überschrift" }),
            text: copy.meta({ title: "Text", multiline: true }),
            button: copy.meta({ title: "Knopf" }),
          })
          .strict()
          .meta({ title: "Aufruf zur Anfrage am Ende" }),
        notAdvice: copy.meta({ title: "Hinweis, dass ein Artikel keine Beratung ersetzt", multiline: true }),
      })
      .strict()
      .meta({ title: "Rahmen jedes Artikels" }),
    glossaryPage: z
      .object({
        seo: pageSeo,
        eyebrow: copy.meta({ title: "Zeile über der Überschrift" }),
        title: copy.meta({ title: "Überschrift" }),
        intro: copy.meta({ title: "Einleitung", multiline: true }),
        index: copy.meta({ title: "Name des Verzeichnisses A–Z (für Screenreader)" }),
        source: copy.meta({ title: "Vorspann der Rechtsgrundlage eines Begriffs" }),
        usedIn: copy.meta({ title: "Vorspann der Artikel, die einen Begriff erklären" }),
        aka: copy.meta({ title: "Vorspann anderer Namen eines Begriffs" }),
      })
      .strict()
      .meta({ title: "Glossar-Seite (/glossar)" }),
    groupArticles: z
      .object({
        heading: guide.pageText(GUIDE_FILLED_ON_THE_PAGE.groupArticles).meta({ title: "Überschrift ({gruppe})" }),
        intro: copy.meta({ title: "Einleitung", multiline: true }),
        all: copy.meta({ title: "Link zu allen Artikeln" }),
      })
      .strict()
      .meta({ title: "Block „Ratgeber“ auf den Berufsseiten" }),
  })
  .strict();

const SEARCH_FILLED_ON_THE_PAGE = {
  noResults: { suchbegriff: "der eingegebene Suchbegriff" },
  resultMany: { anzahl: "die Zahl der Treffer (2 oder mehr)" },
  glossaryHit: { begriff: "der gefundene Begriff des Glossars" },
} as const;

const search = pagePlaceholderTexts(SEARCH_FILLED_ON_THE_PAGE);

/** The placeholders the search fills as it shows its results. */
export const SEARCH_PAGE_PLACEHOLDERS = search.placeholders;

const searchCopy = search.pageText();

export const searchTextSchema = z
  .object({
    open: searchCopy.meta({ title: "Knopf zum Öffnen der Suche" }),
    dialogTitle: searchCopy.meta({ title: "Überschrift des Suchfensters" }),
    inputLabel: searchCopy.meta({ title: "Name des Suchfelds" }),
    placeholder: searchCopy.meta({ title: "Beispiel im leeren Suchfeld" }),
    close: searchCopy.meta({ title: "Knopf „Schließen“ (für Screenreader)" }),
    loading: searchCopy.meta({ title: "Meldung, solange die Suche lädt" }),
    failed: searchCopy.meta({ title: "Meldung, wenn die Suche nicht lädt", multiline: true }),
    noResults: search.pageText(SEARCH_FILLED_ON_THE_PAGE.noResults).meta({ title: "Meldung ohne Treffer ({suchbegriff})" }),
    resultOne: searchCopy.meta({ title: "Meldung bei einem Treffer" }),
    resultMany: search.pageText(SEARCH_FILLED_ON_THE_PAGE.resultMany).meta({ title: "Meldung bei mehreren Treffern ({anzahl})" }),
    glossaryHit: search.pageText(SEARCH_FILLED_ON_THE_PAGE.glossaryHit).meta({ title: "Treffer im Glossar ({begriff})" }),
    noHits: z
      .object({
        offer: searchCopy.meta({ title: "Satz", multiline: true }),
        enquiry: searchCopy.meta({ title: "Link zum Anfrageformular" }),
        phone: searchCopy.meta({ title: "Vorspann der Telefonnummer" }),
        email: searchCopy.meta({ title: "Vorspann der E-Mail-Adresse" }),
      })
      .strict()
      .meta({ title: "Angebot unter „Keine Treffer“" }),
  })
  .strict();

export type GuidePagesText = z.output<typeof guidePagesTextSchema>;
export type SearchText = z.output<typeof searchTextSchema>;
