import { siteConfig } from "~/config/site-config";
import { guideRoute, homeRoute, sectionIds } from "~/config/site-routes";
import { adviserRole } from "~/content/adviser-role";
import { articleLabels, topicLabels } from "~/content/ratgeber-pages";
import { formatLongDate } from "~/modules/format-de";
import type { ArticleTopic } from "~/modules/ratgeber-schema";

/**
 * The words and addresses around an article (breadcrumb, topic, byline, disclaimer, sources, the
 * call to the enquiry), as one value: German by default, the English article page passes its own
 * (app/content/en/article-words.ts, docs/decisions/0073), so this module — which the editor's
 * preview loads too — carries no English.
 */
export interface ArticleWords {
  breadcrumbLabel: string;
  home: { label: string; href: string };
  guide: { label: string; href: string };
  topicTitle: (topic: ArticleTopic) => string;
  updated: string;
  byline: string;
  formatDate: (date: Date) => string;
  role: string;
  aboutHref: string;
  notAdvice: string;
  sources: string;
  sourcesIntro: string;
  related: string;
}

export const GERMAN_ARTICLE_WORDS: ArticleWords = {
  breadcrumbLabel: "Brotkrümelnavigation",
  home: { label: homeRoute.navLabel, href: homeRoute.path },
  guide: { label: articleLabels.breadcrumbGuide, href: guideRoute.path },
  topicTitle: (topic) => topicLabels[topic].title,
  updated: articleLabels.updated,
  byline: articleLabels.byline,
  formatDate: formatLongDate,
  role: adviserRole(siteConfig).role,
  aboutHref: `${homeRoute.path}#${sectionIds.about}`,
  notAdvice: articleLabels.notAdvice,
  sources: articleLabels.sources,
  sourcesIntro: articleLabels.sourcesIntro,
  related: articleLabels.related,
};
