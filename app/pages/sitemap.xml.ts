import type { APIRoute } from "astro";
import { getCollection } from "astro:content";
import { siteConfig } from "~/config/site-config";
import { articlePath } from "~/config/site-routes";
import { pageRoutes } from "~/config/page-routes";
import type { ArticleEntryLike } from "~/modules/ratgeber-schema";
import { buildSitemapXml, englishSitemapPaths } from "~/modules/sitemap";
import { isoDay } from "~/modules/seo";

/**
 * The English articles' files, if another part of the site has written any (app/content/en/ratgeber/):
 * only their names are read here (a lazy glob loads no file). None is fine.
 */
const englishArticleFiles = Object.keys(import.meta.glob("/app/content/en/ratgeber/*.mdx"));

/** Written to dist/sitemap.xml at build time from the route table and the guide's articles (dated by their „Stand“). */
export const GET: APIRoute = async () => {
  const articles = await getCollection("ratgeber");
  return new Response(
    buildSitemapXml(
      siteConfig.siteUrl,
      // The English pages only when the owner publishes them (docs/decisions/0073).
      [...pageRoutes.map((page) => page.path), ...englishSitemapPaths(siteConfig, englishArticleFiles)],
      __BUILD_TIME__.slice(0, 10),
      articles.map((article: ArticleEntryLike) => ({ path: articlePath(article.id), lastModified: isoDay(article.data.updated) })),
    ),
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
};
