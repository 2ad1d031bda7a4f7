/**
 * The guide (docs/decisions/0030): the index, every article (also without JavaScript), the glossary's
 * anchors, the feed, and the links into the guide from header, footer and profession pages.
 * Expected values come from the route table and the article files, never from the built pages.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { siteConfig } from "../../app/config/site-config";
import { articlePath, feedPath, glossaryRoute, guideRoute } from "../../app/config/site-routes";
import { groupRoutes } from "../../app/config/page-routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { articlePaths } from "./site-pages";

const SITE = siteConfig.siteUrl;

/** The title in an article file's frontmatter, read as the writers wrote it. */
function articleTitle(path: string): string {
  const source = readFileSync(new URL(`../../app/content${path}.mdx`, import.meta.url), "utf8");
  const title = /^title: "(.*)"$/m.exec(source)?.[1];
  if (!title) throw new Error(`no title in ${path}`);
  return title.replace(/\\"/g, '"');
}

interface JsonLdNode {
  "@type": string;
  [key: string]: unknown;
}

async function structuredData(page: Page): Promise<JsonLdNode[]> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? "{}")["@graph"] as JsonLdNode[];
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe("the guide's index", () => {
  test("lists every article by topic with title, summary and date", async ({ page }) => {
    expect(articlePaths.length).toBeGreaterThanOrEqual(12);
    await page.goto(guideRoute.path);
    const main = page.getByRole("main");
    for (const path of articlePaths) {
      await expect(main.getByRole("link", { name: articleTitle(path), exact: true })).toHaveAttribute("href", path);
      const card = main.locator("li").filter({ has: page.locator(`a[href="${path}"]`) });
      await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(card.locator("p").first()).not.toBeEmpty();
    }
    // Topic sections, each an h2 reachable from the topic links at the top.
    const topics = main.locator("section[id] > h2");
    expect(await topics.count()).toBeGreaterThanOrEqual(2);
  });

  test("header and footer link the guide, the footer the glossary", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: guideRoute.navLabel })).toHaveAttribute(
      "href",
      guideRoute.path,
    );
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: guideRoute.navLabel, exact: true })).toHaveAttribute("href", guideRoute.path);
    await expect(footer.getByRole("link", { name: glossaryRoute.navLabel, exact: true })).toHaveAttribute("href", glossaryRoute.path);
  });

  for (const route of groupRoutes) {
    test(`${route.path} links its ${route.relatedArticles.length} articles`, async ({ page }) => {
      await page.goto(route.path);
      for (const slug of route.relatedArticles) {
        const path = articlePath(slug);
        await expect(page.getByRole("main").getByRole("link", { name: articleTitle(path), exact: true })).toHaveAttribute("href", path);
      }
    });
  }
});

test.describe("every article", () => {
  for (const path of articlePaths) {
    test(`${path}: no axe violations, no sideways scroll at 320 px`, { tag: "@both" }, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(articleTitle(path));
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 320, height: 640 });
      await expectNoSidewaysScroll(page);
    });
  }
});

test.describe("an article without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads fully: short answer first, Stand and author, sources, related links, the call to the enquiry", async ({ page }) => {
    const path = articlePaths[0];
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(articleTitle(path));
    const shortAnswer = main.locator(".short-answer");
    await expect(shortAnswer).toBeVisible();
    await expect(shortAnswer).toContainText("Kurz gesagt");
    await expect(main.getByText(/^Stand:/)).toBeVisible();
    await expect(main.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(main.getByRole("heading", { name: "Quellen" })).toBeVisible();
    await expect(main.getByRole("link", { name: /§/ }).first()).toHaveAttribute("href", /^https:\/\/www\.gesetze-im-internet\.de\//);
    await expect(main.getByRole("heading", { name: "Passend dazu" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Zur kostenlosen Anfrage" })).toHaveAttribute("href", "/#versicherungsform");
    // Every heading of the article is shown; nothing waits for a script.
    const headings = main.locator("h1, h2, h3");
    expect(await headings.filter({ visible: true }).count()).toBe(await headings.count());
  });

  test("a long article's table of contents follows the short answer and reaches every section", async ({ page }) => {
    let checked = 0;
    for (const path of articlePaths) {
      await page.goto(path);
      const contents = page.getByRole("navigation", { name: "Inhalt" });
      if ((await contents.count()) === 0) continue;
      // The short answer comes first, then the contents.
      const order = await page.evaluate(() => {
        const answer = document.querySelector(".short-answer");
        const nav = document.querySelector('nav[aria-labelledby="artikel-inhalt"]');
        return answer && nav ? answer.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      });
      expect(order).toBeTruthy();
      for (const link of await contents.getByRole("link").all()) {
        const id = (await link.getAttribute("href"))!.slice(1);
        await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

test.describe("the glossary", () => {
  test("every term has an anchor; a term link from an article lands on it below the header", async ({ page }) => {
    await page.goto(glossaryRoute.path);
    const terms = page.getByRole("main").locator("section[id]");
    expect(await terms.count()).toBeGreaterThanOrEqual(32);
    // An article's first glossary link, followed.
    await page.goto(articlePaths[0]);
    const termLink = page.locator('.prose-article a[href^="/glossar#"]').first();
    const href = (await termLink.getAttribute("href"))!;
    await termLink.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[#/]/g, "\\$&")}$`));
    const term = page.locator(`section[id="${href.split("#")[1]}"]`);
    await expect(term.getByRole("heading", { level: 2 })).toBeInViewport();
    const top = await term.evaluate((element) => element.getBoundingClientRect().top);
    const headerBottom = await page.locator("header[data-site-header]").evaluate((element) => element.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
  });

  test("a term lists the articles that link it", async ({ page }) => {
    await page.goto(articlePaths[0]);
    const href = (await page.locator('.prose-article a[href^="/glossar#"]').first().getAttribute("href"))!;
    await page.goto(href);
    const term = page.locator(`section[id="${href.split("#")[1]}"]`);
    await expect(term.getByRole("link", { name: articleTitle(articlePaths[0]), exact: true })).toHaveAttribute("href", articlePaths[0]);
  });

  test("describes its terms as a DefinedTermSet", async ({ page }) => {
    await page.goto(glossaryRoute.path);
    const set = (await structuredData(page)).find((node) => node["@type"] === "DefinedTermSet");
    const terms = set?.hasDefinedTerm as { "@type": string; url: string; name: string }[];
    expect(terms.length).toBeGreaterThanOrEqual(32);
    for (const term of terms) {
      expect(term["@type"]).toBe("DefinedTerm");
      expect(term.url).toMatch(new RegExp(`^${SITE}${glossaryRoute.path}#[a-z-]+$`));
    }
  });
});

test.describe("the feed", () => {
  test("parses as RSS with every article, newest first, with absolute links", async ({ page, request }) => {
    const response = await request.get(feedPath);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto("/");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.nodeName,
        language: doc.querySelector("channel > language")?.textContent ?? null,
        links: [...doc.querySelectorAll("item > link")].map((link) => link.textContent ?? ""),
        dates: [...doc.querySelectorAll("item > pubDate")].map((date) => Date.parse(date.textContent ?? "")),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("rss");
    expect(parsed.language).toBe("de-de");
    expect(parsed.links.map((link) => new URL(link).pathname.replace(/\/$/, "")).sort()).toEqual([...articlePaths].sort());
    for (const link of parsed.links) expect(link.startsWith(SITE)).toBe(true);
    expect([...parsed.dates].sort((a, b) => b - a)).toEqual(parsed.dates);
  });
});
