/**
 * A German-only site (the config's `languages` absent, docs/decisions/0073), with the second
 * adviser's config: no English page, no language switch, no hreflang pair, no English entry in
 * the sitemap and no English share image – each decision point asked with this config.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("~/config/site-config", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/config/site-config")>();
  const { secondAdviser } = await import("../../tests/fixtures/second-adviser");
  return { ...real, siteConfig: { ...secondAdviser, languages: undefined } };
});

const { siteConfig } = await import("~/config/site-config");
const { ENGLISH_HOME, englishStaticPaths, languagePair, switchTarget } = await import("~/config/english-routes");
const { homeRoute, calculatorRoute } = await import("~/config/site-routes");
const { englishSitemapPaths } = await import("~/modules/sitemap");
const { SiteHeader } = await import("./site-header");
const { MobileMenu } = await import("./mobile-menu");
const { SiteFooter } = await import("./site-footer");
const { englishPaths } = await import("../../tests/e2e/site-pages");

describe("a German-only site", () => {
  it("builds no English page", () => {
    expect(englishStaticPaths(siteConfig)).toEqual([]);
    expect(englishPaths).toEqual([]);
  });

  it("has no language switch and no hreflang pair on any German page", () => {
    for (const path of [homeRoute.path, calculatorRoute.path]) {
      expect(switchTarget(path, siteConfig)).toBeUndefined();
      expect(languagePair(path, siteConfig)).toBeUndefined();
    }
    const header = renderToStaticMarkup(<SiteHeader currentPath="/" lang="de" languageSwitch={switchTarget("/", siteConfig)} />);
    const menu = renderToStaticMarkup(<MobileMenu currentPath="/" lang="de" languageSwitch={switchTarget("/", siteConfig)} />);
    for (const html of [header, menu, renderToStaticMarkup(<SiteFooter lang="de" />)]) {
      expect(html).not.toContain("data-language-switch");
      expect(html).not.toContain(`href="${ENGLISH_HOME}`);
    }
  });

  it("lists no English page in the sitemap, whatever English files lie around", () => {
    expect(englishSitemapPaths(siteConfig, ["/app/content/en/ratgeber/blue-card.mdx"])).toEqual([]);
  });
});
