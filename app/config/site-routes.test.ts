import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import routes from "~/routes";
import { buildSitemapXml } from "~/modules/sitemap";
import { groupRoutes, notFoundPath, pageRoutes, prerenderPaths, resourceRoutes } from "./site-routes";

const appDir = fileURLToPath(new URL("..", import.meta.url));

function declaredPaths(): string[] {
  return routes.map((entry) => (entry.index ? "/" : `/${entry.path}`));
}

describe("the route table", () => {
  it("holds the seven pages of the spec", () => {
    expect(pageRoutes.map((page) => page.path)).toEqual([
      "/",
      "/pkv-aerzte",
      "/pkv-anwaelte",
      "/pkv-ingenieure",
      "/pkv-selbststaendige",
      "/pkv-beamte",
      "/pkv-angestellte",
    ]);
  });

  it("agrees with app/routes.ts: every page and generated file is a declared route, plus the catch-all 404", () => {
    const declared = declaredPaths();
    for (const path of [...pageRoutes.map((page) => page.path), ...resourceRoutes.map((resource) => resource.path)]) {
      expect(declared).toContain(path);
    }
    expect(declared).toContain("/*");
    expect(declared).toHaveLength(pageRoutes.length + resourceRoutes.length + 1);
  });

  it("points every route at a module that exists", () => {
    for (const entry of [...pageRoutes, ...resourceRoutes]) expect(existsSync(`${appDir}/${entry.file}`), entry.file).toBe(true);
  });

  it("prerenders every page, the 404 page and the generated files", () => {
    expect(prerenderPaths().sort()).toEqual(
      [...pageRoutes.map((page) => page.path), notFoundPath, "/sitemap.xml", "/robots.txt"].sort(),
    );
  });

  it("feeds the sitemap with exactly the pages", () => {
    const xml = buildSitemapXml("https://pkv-experte.example", pageRoutes.map((page) => page.path), "2026-11-21");
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(pageRoutes.map((page) => `https://pkv-experte.example${page.path}`));
    expect(xml).toContain("<lastmod>2026-11-21</lastmod>");
  });

  it("has six groups with unique slugs and paths", () => {
    expect(new Set(groupRoutes.map((group) => group.slug)).size).toBe(6);
    expect(new Set(groupRoutes.map((group) => group.path)).size).toBe(6);
  });
});
