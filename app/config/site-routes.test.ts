import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildSitemapXml } from "~/modules/sitemap";
import { readProfessionFiles } from "./profession-files";
import { CALCULATORS } from "~/content/calculator-page";
import { feedPath, legalRoutes, notFoundPath, offlinePath, resourcePaths } from "./site-routes";
import { groupRoutes, pageRoutes } from "./page-routes";
import { englishRoutes } from "./english-routes";

const pagesDir = fileURLToPath(new URL("../pages/", import.meta.url));

/** The route each file of app/pages/ makes under Astro's file routing ("_"-files are not routes). */
function routesOfPageFiles(): string[] {
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("_"))
    .map((entry) => {
      // English pages live in [english]/, which builds as /en/ or not at all (docs/decisions/0073).
      const folder = entry.parentPath
        .slice(pagesDir.length)
        .replace(/\/$/, "")
        .replace(/^\[english\]/, "en");
      const name = entry.name.replace(/\.(astro|ts)$/, "");
      const path = `/${[folder, name === "index" ? "" : name].filter(Boolean).join("/")}`;
      return path;
    });
}

/** The paths the dynamic page files make: one profession page per group, one article per slug. */
const DYNAMIC_PAGE_FILES: Record<string, string> = {
  "/pkv-[slug]": "the group routes",
  "/ratgeber/[slug]": "the articles of app/content/ratgeber/",
  "/en/guide/[slug]": "the English articles of app/content/en/ratgeber/",
};

describe("the route table", () => {
  it("holds home, a page per profession file in the files' order, the members' page, the calculator, the guide, the glossary and the three legal texts", () => {
    const files = readProfessionFiles().map((file) => ({ slug: file.slug, order: (file.data as { order: number }).order }));
    const professionPaths = files.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)).map((file) => `/pkv-${file.slug}`);
    expect(professionPaths.length).toBeGreaterThan(0);
    expect(pageRoutes.map((page) => page.path)).toEqual([
      "/",
      ...professionPaths,
      "/schon-privat-versichert",
      "/pkv-rechner",
      "/ratgeber",
      "/glossar",
      "/impressum",
      "/datenschutz",
      "/erstinformation",
    ]);
  });

  it("and app/pages agree: one file per route, the dynamic pages, the 404 and offline pages and the generated files, nothing else", () => {
    const staticPages = pageRoutes.filter((page) => page.kind !== "group").map((page) => page.path);
    expect(routesOfPageFiles().sort()).toEqual(
      [
        ...staticPages,
        ...englishRoutes.map((page) => page.path.replace(/\/$/, "")),
        ...Object.keys(DYNAMIC_PAGE_FILES),
        notFoundPath,
        offlinePath,
        ...resourcePaths,
        feedPath,
      ].sort(),
    );
  });

  it("names for every profession page the calculators and two or three articles", () => {
    for (const group of groupRoutes) {
      expect(group.relatedArticles.length, group.path).toBeGreaterThanOrEqual(2);
      expect(group.relatedArticles.length, group.path).toBeLessThanOrEqual(3);
      for (const id of group.calculators) expect(CALCULATORS.map((calculator) => calculator.id)).toContain(id);
    }
  });

  it("feeds the sitemap with exactly the pages", () => {
    const xml = buildSitemapXml(
      "https://pkv-experte.example",
      pageRoutes.map((page) => page.path),
      "2026-11-21",
    );
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(pageRoutes.map((page) => `https://pkv-experte.example${page.path}`));
    expect(xml).toContain("<lastmod>2026-11-21</lastmod>");
  });

  it("dates an article by its own „Stand“", () => {
    const xml = buildSitemapXml("https://pkv-experte.example", ["/"], "2026-11-21", [{ path: "/ratgeber/tarifwechsel-204-vvg", lastModified: "2026-11-02" }]);
    expect(xml).toContain("<loc>https://pkv-experte.example/ratgeber/tarifwechsel-204-vvg</loc>\n    <lastmod>2026-11-02</lastmod>");
  });

  it("has unique slugs and paths", () => {
    expect(new Set(groupRoutes.map((group) => group.slug)).size).toBe(groupRoutes.length);
    expect(new Set(pageRoutes.map((page) => page.path)).size).toBe(pageRoutes.length);
    expect(new Set(legalRoutes.map((route) => route.slug)).size).toBe(legalRoutes.length);
  });
});
