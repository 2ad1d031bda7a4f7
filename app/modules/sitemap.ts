/** sitemap.xml and robots.txt bodies, built from the route table. Pure, so tests can check them. */

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
