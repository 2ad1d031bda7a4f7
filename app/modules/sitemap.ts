/** sitemap.xml and robots.txt bodies, built from the route table. Pure, so tests can check them. */

export function buildSitemapXml(siteUrl: string, paths: readonly string[], lastModified: string): string {
  const urls = paths.map((path) => `  <url>\n    <loc>${new URL(path, `${siteUrl}/`).href}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
