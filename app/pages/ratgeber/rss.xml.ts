import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { getCollection } from "astro:content";
import { siteConfig } from "~/config/site-config";
import { articlePath } from "~/config/site-routes";
import { feedDescription, feedTitle } from "~/content/ratgeber-pages";
import type { ArticleEntryLike } from "~/modules/ratgeber-schema";

/** /ratgeber/rss.xml: every article, newest change first, with its one-line summary. */
export const GET: APIRoute = async () => {
  const articles = (await getCollection("ratgeber")).sort((a: ArticleEntryLike, b: ArticleEntryLike) => b.data.updated.getTime() - a.data.updated.getTime());
  return rss({
    title: feedTitle,
    description: feedDescription,
    site: siteConfig.siteUrl,
    customData: "<language>de-de</language>",
    items: articles.map((article: ArticleEntryLike) => ({
      title: article.data.title,
      description: article.data.description,
      link: articlePath(article.id),
      // RSS has one date per item; the feed announces changes, so it is the „Stand“.
      pubDate: article.data.updated,
      author: `${siteConfig.email} (${siteConfig.adviser.name})`,
    })),
  });
};
