/**
 * The English guide's pages around the articles (/en/guide, each article's frame, /en/glossary):
 * texte/ratgeber-seiten.yaml in English, the German file's schema, finished by the build
 * (docs/decisions/0073). The German module (../ratgeber-pages.ts) stays German; the article
 * components take these labels as props on English pages, so no German page loads English words.
 */
import type { ArticleTopic } from "~/modules/ratgeber-schema";
import type { GuidePagesText } from "~/modules/text-files/guide-pages-schema";
import type { PageSeo } from "../types";
import text from "./texte/ratgeber-seiten.yaml";

const copy = text as GuidePagesText;

export const englishTopicLabels: Readonly<Record<ArticleTopic, { title: string; intro: string }>> = copy.topics;

export const englishGuideIndex = { ...copy.guideIndex, seo: copy.guideIndex.seo satisfies PageSeo };

export const englishArticleLabels = {
  ...copy.article,
  /** As in German: articles with at least this many sections get a table of contents. */
  tocFromSections: 4,
};

export const englishGlossaryPage = { ...copy.glossaryPage, seo: copy.glossaryPage.seo satisfies PageSeo };
