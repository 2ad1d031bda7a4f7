/** sitemap.xml and robots.txt bodies, built from the route table. Pure, so tests can check them. */
import { englishArticlePath, englishRoutes } from "~/config/english-routes";
import { hasEnglish, type Lang } from "~/config/languages";

/** A page with its own last-modified day (an article's „Stand“), as YYYY-MM-DD. */
export interface SitemapEntry {
  path: string;
  lastModified: string;
}

/** `paths` were last modified with the build (`lastModified`); `dated` pages carry their own day. */
export function buildSitemapXml(siteUrl: string, paths: readonly string[], lastModified: string, dated: readonly SitemapEntry[] = []): string {
  const entries = [...paths.map((path) => ({ path, lastModified })), ...dated];
  const urls = entries
    .map((entry) => `  <url>\n    <loc>${new URL(entry.path, `${siteUrl}/`).href}</loc>\n    <lastmod>${entry.lastModified}</lastmod>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** An English article's slug from its file's path (app/content/en/ratgeber/<slug>.mdx). */
export function articleSlugOfFile(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.mdx$/, "");
}

/**
 * The English section's addresses for the sitemap (docs/decisions/0073): its fixed pages and its
 * articles, or none when the owner publishes German only.
 */
export function englishSitemapPaths(config: { languages?: readonly Lang[] | undefined }, articleFiles: readonly string[] = []): string[] {
  if (!hasEnglish(config)) return [];
  return [...englishRoutes.map((route) => route.path), ...articleFiles.map((file) => englishArticlePath(articleSlugOfFile(file)))];
}
