/**
 * The English content pages (docs/decisions/0073): /en/expats, /en/glossary, /en/guide and each
 * English article. Each answers in English (<html lang="en">), shows its headings and terms as the
 * owner files say them (read from the files, never from the shipped copy), links the German twin
 * of an article both ways with hreflang, has no axe violations, and reads the same without
 * JavaScript. Runs only where the config builds the English section.
 */
import "./build-time-global";
import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { englishArticlePath, englishRoute } from "../../app/config/english-routes";
import { hasEnglish } from "../../app/config/languages";
import { siteConfig } from "../../app/config/site-config";
import { articlePath } from "../../app/config/site-routes";
import { expatsPage } from "../../app/content/en/expats";
import { englishGlossaryPage, englishGuideIndex, englishTopicLabels } from "../../app/content/en/guide-pages";
import { typesetEnglish } from "../../app/modules/english-copy-rules";
import { ENGLISH_ARTICLE_FILES, ENGLISH_GLOSSARY_FILES } from "../../app/modules/english-guide-schema";
import { EXPATS_SECTIONS, EXPATS_TERMS } from "../../app/modules/text-files/expats-schema";
import { splitFrontmatter } from "../../app/modules/mdx-prose";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.skip(!hasEnglish(siteConfig), "the config builds no English section");

interface FileEntry {
  slug: string;
  data: Record<string, unknown>;
}

function entries({ folder, extension }: { folder: string; extension: string }): FileEntry[] {
  return readdirSync(new URL(`../../${folder}/`, import.meta.url))
    .filter((name) => name.endsWith(`.${extension}`))
    .map((name) => ({
      slug: name.replace(/\.mdx?$/, ""),
      data: parse(splitFrontmatter(readFileSync(new URL(`../../${folder}/${name}`, import.meta.url), "utf8")).frontmatter) as Record<string, unknown>,
    }));
}

const articles = entries(ENGLISH_ARTICLE_FILES);
const terms = entries(ENGLISH_GLOSSARY_FILES);
const titleOf = (entry: FileEntry) => typesetEnglish(String(entry.data.title));
const SITE = siteConfig.siteUrl;

async function expectEnglish(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

async function hreflang(page: Page, lang: string) {
  return page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href");
}

/** What every English content page shows, with or without JavaScript. */
const pages: { path: string; check: (page: Page) => Promise<void> }[] = [
  {
    path: englishRoute("expats").path,
    check: async (page) => {
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: expatsPage.title })).toBeVisible();
      for (const id of EXPATS_SECTIONS) await expect(main.getByRole("heading", { level: 2, name: expatsPage.sections[id].heading, exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: expatsPage.terms.heading, exact: true })).toBeVisible();
      for (const id of EXPATS_TERMS) await expect(main.getByRole("term").filter({ hasText: expatsPage.terms.items[id].term })).toHaveAttribute("lang", "de");
      await expect(main.getByRole("link", { name: expatsPage.next.calculators, exact: true })).toHaveAttribute("href", englishRoute("calculators").path);
      await expect(main.getByRole("link", { name: expatsPage.next.glossary, exact: true })).toHaveAttribute("href", englishRoute("glossary").path);
      // Every provision cited is a link to its official text.
      const statuteLinks = main.locator('a[href^="https://www.gesetze-im-internet.de/"]');
      expect(await statuteLinks.count()).toBeGreaterThanOrEqual(EXPATS_SECTIONS.length);
    },
  },
  {
    path: englishRoute("glossary").path,
    check: async (page) => {
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: englishGlossaryPage.title })).toBeVisible();
      expect(terms.length).toBeGreaterThanOrEqual(12);
      for (const term of terms) {
        const heading = main.getByRole("heading", { level: 2, name: typesetEnglish(String(term.data.term)), exact: true });
        await expect(heading).toBeVisible();
        await expect(heading).toHaveAttribute("lang", "de");
        await expect(main.locator(`section#${term.slug}`)).toContainText(typesetEnglish(String(term.data.english)));
      }
      // The terms as a DefinedTermSet, each with its anchor on this page.
      const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}")["@graph"] as {
        "@type": string;
        hasDefinedTerm?: { url: string }[];
      }[];
      const set = graph.find((node) => node["@type"] === "DefinedTermSet");
      expect(set?.hasDefinedTerm?.map((term) => term.url).sort()).toEqual(terms.map((term) => `${SITE}${englishRoute("glossary").path}#${term.slug}`).sort());
    },
  },
  {
    path: englishRoute("guide").path,
    check: async (page) => {
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: englishGuideIndex.title })).toBeVisible();
      for (const article of articles) {
        await expect(main.getByRole("link", { name: titleOf(article), exact: true })).toHaveAttribute("href", englishArticlePath(article.slug));
        const topic = englishTopicLabels[article.data.topic as keyof typeof englishTopicLabels].title;
        await expect(main.getByRole("heading", { level: 2, name: topic, exact: true })).toBeVisible();
      }
    },
  },
  ...articles.map((article) => ({
    path: englishArticlePath(article.slug),
    check: async (page: Page) => {
      await expect(page.getByRole("main").getByRole("heading", { level: 1, name: titleOf(article) })).toBeVisible();
    },
  })),
];

for (const { path, check } of pages) {
  test(`${path}: in English, its headings and terms, no axe violations`, { tag: "@both" }, async ({ page }) => {
    await page.goto(path);
    await expectEnglish(page);
    await check(page);
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, check } of pages) {
    test(`${path} reads the same`, async ({ page }) => {
      await page.goto(path);
      await expectEnglish(page);
      await check(page);
    });
  }
});

test.describe("an English article and its German twin", () => {
  test("at least three English articles", () => {
    expect(articles.length).toBeGreaterThanOrEqual(3);
  });

  for (const article of articles) {
    const german = article.data.germanArticle as string | undefined;
    test(`${englishArticlePath(article.slug)}: hreflang ${german ? "to and from its German twin" : "none, it has no German twin"}`, async ({ page }) => {
      await page.goto(englishArticlePath(article.slug));
      if (!german) {
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
        return;
      }
      expect(await hreflang(page, "de")).toBe(`${SITE}${articlePath(german)}`);
      expect(await hreflang(page, "en")).toBe(`${SITE}${englishArticlePath(article.slug)}`);
      expect(await hreflang(page, "x-default")).toBe(`${SITE}${articlePath(german)}`);
      await page.goto(articlePath(german));
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      expect(await hreflang(page, "en")).toBe(`${SITE}${englishArticlePath(article.slug)}`);
    });
  }

  test("an English article links English glossary terms and prints figures in English formats", async ({ page }) => {
    const withTerms = articles.find((article) =>
      readFileSync(new URL(`../../${ENGLISH_ARTICLE_FILES.folder}/${article.slug}.mdx`, import.meta.url), "utf8").includes("<Term"),
    )!;
    await page.goto(englishArticlePath(withTerms.slug));
    const termLinks = page.getByRole("main").locator(`a[href^="${englishRoute("glossary").path}#"]`);
    expect(await termLinks.count()).toBeGreaterThan(0);
    await expect(page.getByRole("main").locator(`a[href^="/glossar#"]`)).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(/\d €|\d,\d{2} %|„/);
  });
});
