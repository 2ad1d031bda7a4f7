/**
 * The guide's pages around the articles: the index /ratgeber, the frame of every article (labels,
 * the call to the enquiry), the glossary page /glossar, the feed and the articles block of the
 * profession pages. Their words are the owner's file texte/ratgeber-seiten.yaml, finished by the
 * build; here only what is not wording, and the group name the page puts into its heading. The
 * site search's words are texte/suche.yaml (search-copy.ts). The articles and terms themselves
 * are files in ratgeber/ and glossar/.
 */
import { filledOnThePage } from "~/modules/copy-placeholders";
import type { ArticleTopic } from "~/modules/ratgeber-schema";
import type { GuidePagesText } from "~/modules/text-files/guide-pages-schema";
import text from "./texte/ratgeber-seiten.yaml";
import type { PageSeo } from "./types";

const copy = text as GuidePagesText;

export const topicLabels: Readonly<Record<ArticleTopic, { title: string; intro: string }>> = copy.topics;

export const guideIndex = { ...copy.guideIndex, seo: copy.guideIndex.seo satisfies PageSeo };

/** The RSS feed's title, also in every page's <link rel="alternate">. */
export const feedTitle = copy.feed.title;

export const feedDescription = copy.feed.description;

export const articleLabels = {
  ...copy.article,
  /** Articles with at least this many sections get a table of contents. */
  tocFromSections: 4,
};

export const glossaryPage = { ...copy.glossaryPage, seo: copy.glossaryPage.seo satisfies PageSeo };

/** The block on each profession page that links its most relevant articles. */
export const groupArticlesLabels = {
  ...copy.groupArticles,
  heading: (groupName: string) => filledOnThePage(copy.groupArticles.heading, { gruppe: groupName }),
};
