import { describe, expect, it } from "vitest";
import { englishRoutes } from "~/config/english-routes";
import { buildSitemapXml, englishSitemapPaths } from "./sitemap";

describe("the sitemap's English entries (docs/decisions/0073)", () => {
  it("are none when the site is German only, whatever English files lie around", () => {
    expect(englishSitemapPaths({}, ["/app/content/en/ratgeber/blue-card.mdx"])).toEqual([]);
    expect(englishSitemapPaths({ languages: ["de"] }, ["/app/content/en/ratgeber/blue-card.mdx"])).toEqual([]);
  });

  it("are every page of the English route table and every English article when English is published", () => {
    const paths = englishSitemapPaths({ languages: ["de", "en"] }, ["/app/content/en/ratgeber/blue-card.mdx"]);
    for (const route of englishRoutes) expect(paths).toContain(route.path);
    expect(paths).toContain("/en/guide/blue-card");
    expect(paths).toHaveLength(englishRoutes.length + 1);
  });

  it("tolerates a section without articles", () => {
    expect(englishSitemapPaths({ languages: ["de", "en"] })).toHaveLength(englishRoutes.length);
  });

  it("writes them as absolute addresses like the German ones", () => {
    const xml = buildSitemapXml("https://example.org", englishSitemapPaths({ languages: ["de", "en"] }), "2026-11-29");
    expect(xml).toContain("<loc>https://example.org/en/</loc>");
  });
});
