/**
 * What every page's head carries in the HTML the build wrote (pkv-site-spec.md „Search-engine metadata“, docs/decisions/0030, 0052): title, description,
 * canonical, Open Graph and Twitter tags, robots, structured data with its breadcrumb; every article's
 * Article node, feed link and own share image; the sitemap and robots.txt. Expected values come
 * from the route table, the config and the article files, never from the built pages.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { siteConfig } from "../../app/config/site-config";
import { feedPath, guideRoute } from "../../app/config/site-routes";
import { allPaths, articlePaths, englishPaths, contentStructuredTypes, expectedTitle, expectedTitles, offersService, pageRoutes } from "../e2e/site-pages";
import { builtDocument, builtFile, builtHtml } from "./built-page";

const SITE = `${siteConfig.siteUrl}/`;

interface JsonLdNode {
  "@type": string;
  [key: string]: unknown;
}

function structuredData(document: Document): JsonLdNode[] {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts, "one JSON-LD script").toHaveLength(1);
  return JSON.parse(scripts[0].textContent ?? "{}")["@graph"] as JsonLdNode[];
}

/** The title in an article file's frontmatter, read as the writers wrote it. */
function articleTitle(path: string): string {
  const source = readFileSync(new URL(`../../app/content${path}.mdx`, import.meta.url), "utf8");
  const title = /^title: "(.*)"$/m.exec(source)?.[1];
  if (!title) throw new Error(`no title in ${path}`);
  return title.replace(/\\"/g, '"');
}

describe("every page has its SEO tags, structured data and main heading in the HTML", () => {
  for (const route of pageRoutes) {
    const path = route.path;
    test(`${path}`, () => {
      const html = builtHtml(path);
      const canonical = new URL(path, SITE).href;
      expect(html).toContain(`<html lang="de"`);
      expect(html).toContain(`<title>${expectedTitles[path].replace(/&/g, "&amp;")}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{80,}"/);
      expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        expect(html).toContain(`<meta property="${property}"`);
      }
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html).toContain('<meta name="robots" content="index, follow"');
      const graph = structuredData(builtDocument(path));
      const expectedTypes = offersService(route) ? ["BreadcrumbList", "Person", "Service", "WebPage"] : ["BreadcrumbList", "Person", "WebPage"];
      expect(graph.map((node) => node["@type"]).sort()).toEqual([...expectedTypes, ...contentStructuredTypes(route)].sort());
      // schema.org knows availableLanguage on ContactPoint, not on Service.
      const serviceKeys = graph.filter((node) => node["@type"] === "Service").flatMap((node) => Object.keys(node));
      expect(serviceKeys).not.toContain("availableLanguage");
      // The breadcrumb: Home, then the page itself.
      const breadcrumb = graph.find((node) => node["@type"] === "BreadcrumbList")!;
      const items = (breadcrumb.itemListElement as Array<{ position: number; item: string }>).map((entry) => [entry.position, entry.item]);
      expect(items).toEqual(
        path === "/"
          ? [[1, SITE]]
          : [
              [1, SITE],
              [2, canonical],
            ],
      );
      expect(html).toMatch(/<h1[^>]*>.+?<\/h1>/s);
    });
  }
});

describe("every article has its head: canonical, Article and breadcrumb, its own share image, the feed", () => {
  for (const path of articlePaths) {
    test(`${path}`, () => {
      const document = builtDocument(path);
      const head = (selector: string, attribute: string) => document.querySelector(selector)?.getAttribute(attribute);
      expect(document.title).toBe(expectedTitle(articleTitle(path), path));
      expect(head('link[rel="canonical"]', "href")).toBe(`${siteConfig.siteUrl}${path}`);
      expect(head('link[rel="alternate"][type="application/rss+xml"]', "href")).toBe(feedPath);
      const graph = structuredData(document);
      const article = graph.find((node) => node["@type"] === "Article");
      expect(article?.headline).toBe(articleTitle(path));
      expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(article?.dateModified) >= String(article?.datePublished)).toBe(true);
      const person = graph.find((node) => node["@type"] === "Person");
      expect(article?.author).toEqual({ "@id": person?.["@id"] });
      expect(article?.publisher).toEqual({ "@id": person?.["@id"] });
      const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement as { item: string }[];
      expect(crumbs.map((crumb) => crumb.item)).toEqual([SITE, `${siteConfig.siteUrl}${guideRoute.path}`, `${siteConfig.siteUrl}${path}`]);
      const image = head('meta[property="og:image"]', "content");
      expect(image).toBe(`${siteConfig.siteUrl}/og/ratgeber-${path.split("/").pop()}.png`);
      // A PNG file, by its signature.
      expect([...builtFile(new URL(image!).pathname).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    });
  }
});

test("sitemap.xml and robots.txt list every page from the route table, every article and every English page", () => {
  const sitemap = builtFile("/sitemap.xml").toString("utf8");
  for (const path of [...allPaths, ...articlePaths, ...englishPaths]) expect(sitemap).toContain(`<loc>${new URL(path, SITE).href}</loc>`);
  // The English pages only when the config publishes them (docs/decisions/0073; englishPaths is empty otherwise).
  expect(sitemap.match(/<loc>/g)).toHaveLength(allPaths.length + articlePaths.length + englishPaths.length);
  expect(builtFile("/robots.txt").toString("utf8")).toContain(`Sitemap: ${SITE}sitemap.xml`);
});
