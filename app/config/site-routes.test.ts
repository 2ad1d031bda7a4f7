import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildSitemapXml } from "~/modules/sitemap";
import { groupRoutes, legalRoutes, notFoundPath, pageRoutes, resourcePaths } from "./site-routes";

const pagesDir = fileURLToPath(new URL("../pages/", import.meta.url));

/** The route each file of app/pages/ makes under Astro's file routing ("_"-files are not routes). */
function routesOfPageFiles(): string[] {
  return readdirSync(pagesDir)
    .filter((file) => !file.startsWith("_"))
    .map((file) => {
      const name = file.replace(/\.(astro|ts)$/, "");
      return name === "index" ? "/" : `/${name}`;
    });
}

describe("the route table", () => {
  it("holds the spec's seven pages, the calculator and the three legal texts", () => {
    expect(pageRoutes.map((page) => page.path)).toEqual([
      "/",
      "/pkv-aerzte",
      "/pkv-anwaelte",
      "/pkv-ingenieure",
      "/pkv-selbststaendige",
      "/pkv-beamte",
      "/pkv-angestellte",
      "/pkv-rechner",
      "/impressum",
      "/datenschutz",
      "/erstinformation",
    ]);
  });

  it("and app/pages agree: one file per route, the 404 page and the generated files, nothing else", () => {
    expect(routesOfPageFiles().sort()).toEqual([...pageRoutes.map((page) => page.path), notFoundPath, ...resourcePaths].sort());
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

  it("has unique slugs and paths", () => {
    expect(new Set(groupRoutes.map((group) => group.slug)).size).toBe(groupRoutes.length);
    expect(new Set(pageRoutes.map((page) => page.path)).size).toBe(pageRoutes.length);
    expect(new Set(legalRoutes.map((route) => route.slug)).size).toBe(legalRoutes.length);
  });
});
