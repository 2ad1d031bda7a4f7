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

const topic = z.object({ title: copy, intro: copy }).strict();

export const guidePagesTextSchema = z
  .object({
    topics: z.object(Object.fromEntries(ARTICLE_TOPICS.map((name) => [name, topic])) as Record<ArticleTopic, typeof topic>).strict(),
    guideIndex: z.object({ seo: pageSeo, eyebrow: copy, title: copy, intro: copy, glossaryHint: copy, updatedLabel: copy }).strict(),
    feed: z.object({ title: copy, description: copy }).strict(),
    article: z
      .object({
        breadcrumbGuide: copy,
        shortAnswer: copy,
        updated: copy,
        published: copy,
        byline: copy,
        contents: copy,
        sources: copy,
        sourcesIntro: copy,
        related: copy,
        cta: z.object({ heading: copy, text: copy, button: copy }).strict(),
        notAdvice: copy,
      })
      .strict(),
    glossaryPage: z.object({ seo: pageSeo, eyebrow: copy, title: copy, intro: copy, index: copy, source: copy, usedIn: copy, aka: copy }).strict(),
    groupArticles: z.object({ heading: guide.pageText(GUIDE_FILLED_ON_THE_PAGE.groupArticles), intro: copy, all: copy }).strict(),
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
    open: searchCopy,
    dialogTitle: searchCopy,
    inputLabel: searchCopy,
    placeholder: searchCopy,
    close: searchCopy,
    loading: searchCopy,
    failed: searchCopy,
    noResults: search.pageText(SEARCH_FILLED_ON_THE_PAGE.noResults),
    resultOne: searchCopy,
    resultMany: search.pageText(SEARCH_FILLED_ON_THE_PAGE.resultMany),
    glossaryHit: search.pageText(SEARCH_FILLED_ON_THE_PAGE.glossaryHit),
    noHits: z.object({ offer: searchCopy, enquiry: searchCopy, phone: searchCopy, email: searchCopy }).strict(),
  })
  .strict();

export type GuidePagesText = z.output<typeof guidePagesTextSchema>;
export type SearchText = z.output<typeof searchTextSchema>;
