/**
 * The frame of the English section (docs/decisions/0073): hreflang both ways with x-default on the
 * German page, the language switch (a real link, named in the target language, carrying a
 * calculator's query and fragment), the header, menus and cookie banner in the page's language,
 * and the menu button on a phone's screen. Texts come from the owner files and the route table;
 * only what the decision fixes is pinned (the languages' own names, en/de, x-default → German).
 */
import type { Page } from "@playwright/test";
import { englishNavItems, sectionNavItems } from "../../app/components/nav-items";
import { ENGLISH_HOME, languagePair, switchTarget } from "../../app/config/english-routes";
import { LANGUAGE_NAMES, hasEnglish } from "../../app/config/languages";
import { siteConfig } from "../../app/config/site-config";
import { calculatorRoute, homeRoute } from "../../app/config/site-routes";
import { cookieBannerFor } from "../../app/content/consent";
import { siteFrameFor } from "../../app/content/site-frame";
import { searchCopyFor } from "../../app/content/search-copy";
import { expect, test } from "./fixtures";

test.skip(!hasEnglish(siteConfig), "the config publishes German only: there is no English frame");

const SITE = siteConfig.siteUrl;

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) => elements.map((element) => [element.getAttribute("hreflang")!, element.getAttribute("href")!] as const));
  return Object.fromEntries(links);
}

test("the German home names its English twin, which answers in English and names the German one back, x-default German", async ({ page }) => {
  await page.goto(homeRoute.path);
  const german = await alternates(page);
  expect(german).toEqual({ de: `${SITE}${homeRoute.path}`, en: `${SITE}${ENGLISH_HOME}`, "x-default": `${SITE}${homeRoute.path}` });

  const response = await page.goto(new URL(german.en!).pathname);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await alternates(page)).toEqual(german);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    "@graph": { "@type": string; inLanguage?: string }[];
  };
  expect(graph["@graph"].find((node) => node["@type"] === "WebPage")?.inLanguage).toBe("en-GB");
});

test.describe("the language switch", () => {
  test("is a link to the twin, named in the target language with lang and hreflang, on both sides", async ({ page }) => {
    for (const path of [homeRoute.path, ENGLISH_HOME, calculatorRoute.path]) {
      const target = switchTarget(path, siteConfig)!;
      // The calculators' English page may be another part's; its switch is checked by its address only.
      await page.goto(path);
      const link = page.getByRole("banner").getByRole("link", { name: LANGUAGE_NAMES[target.lang], exact: true });
      await expect(link).toHaveAttribute("href", target.path);
      await expect(link).toHaveAttribute("lang", target.lang);
      await expect(link).toHaveAttribute("hreflang", target.lang);
      if (path === calculatorRoute.path) expect(target.path).toBe(languagePair(path, siteConfig)!.en);
    }
  });

  test("keeps the page's query and fragment (a calculator's inputs) when followed", async ({ page }) => {
    await page.goto(`${homeRoute.path}?probe=1#top`);
    // The page script carries query and fragment along; before it has run, the plain link leads to the page alone.
    const switchReady = () => expect(page.locator("a[data-language-switch][data-enhanced]").first()).toBeAttached();
    await switchReady();
    await page.getByRole("banner").getByRole("link", { name: LANGUAGE_NAMES.en, exact: true }).click();
    await expect(page).toHaveURL(`${ENGLISH_HOME}?probe=1#top`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await switchReady();
    await page.getByRole("banner").getByRole("link", { name: LANGUAGE_NAMES.de, exact: true }).click();
    await expect(page).toHaveURL(`${homeRoute.path}?probe=1#top`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test.describe("the frame speaks the page's language", () => {
  test("the header's menu: the English pages on English pages, the German sections on German ones", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ENGLISH_HOME);
    const englishNav = page.getByRole("navigation", { name: siteFrameFor("en").menu.navigation });
    for (const item of englishNavItems) await expect(englishNav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.path);
    await expect(page.getByRole("link", { name: siteFrameFor("en").shell.skipLink })).toHaveCount(1);

    await page.goto(homeRoute.path);
    const germanNav = page.getByRole("navigation", { name: siteFrameFor("de").menu.navigation });
    for (const item of sectionNavItems) await expect(germanNav.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    for (const item of englishNavItems.filter((english) => !sectionNavItems.some((german) => german.label === english.label)))
      await expect(germanNav.getByRole("link", { name: item.label, exact: true })).toHaveCount(0);
  });

  for (const lang of ["en", "de"] as const) {
    test(`the phone menu and the cookie banner in ${lang === "en" ? "English" : "German"}`, async ({ page }) => {
      const frame = siteFrameFor(lang);
      const banner = cookieBannerFor(lang);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(lang === "en" ? ENGLISH_HOME : homeRoute.path);
      const region = page.getByRole("region", { name: banner.heading });
      await expect(region).toBeVisible({ timeout: 5000 });
      await expect(region.getByRole("button", { name: banner.accept, exact: true })).toBeVisible();
      await expect(region.getByRole("button", { name: banner.decline, exact: true })).toBeVisible();
      await expect(region.getByRole("link", { name: banner.details.link })).toHaveAttribute("href", banner.details.href);

      await page.getByRole("button", { name: frame.menu.open }).click();
      const menu = page.getByRole("dialog", { name: frame.menu.dialog });
      await expect(menu).toBeVisible();
      const other = switchTarget(lang === "en" ? ENGLISH_HOME : homeRoute.path, siteConfig)!;
      await expect(menu.getByRole("link", { name: LANGUAGE_NAMES[other.lang], exact: true })).toHaveAttribute("href", other.path);
      if (lang === "en") for (const item of englishNavItems) await expect(menu.getByRole("link", { name: item.label, exact: true })).toBeVisible();
      await expect(menu.getByRole("link", { name: frame.shell.call })).toBeVisible();
      await menu.getByRole("button", { name: frame.menu.close }).click();
      await expect(menu).toBeHidden();
    });
  }

  for (const width of [390, 320]) {
    test(`at ${width} px the menu button stays on screen, German and English`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      for (const [path, lang] of [
        [ENGLISH_HOME, "en"],
        [homeRoute.path, "de"],
      ] as const) {
        await page.goto(path);
        const box = await page.getByRole("button", { name: siteFrameFor(lang).menu.open }).boundingBox();
        expect(box, path).not.toBeNull();
        expect(box!.x, path).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, path).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe("the search finds the page's language only (Pagefind's index per <html lang>)", () => {
  // A word both indexes hold in some form: the English pages explain the German terms.
  const QUERY = "Beitragsbemessungsgrenze";
  for (const [path, lang] of [
    [ENGLISH_HOME, "en"],
    [homeRoute.path, "de"],
  ] as const) {
    test(`from ${path}: results in ${lang === "en" ? "English" : "German"} only, labelled in that language`, async ({ page }) => {
      const copy = searchCopyFor(lang);
      await page.goto(path);
      await page.getByRole("banner").getByRole("button", { name: copy.open }).click();
      const dialog = page.getByRole("dialog", { name: copy.dialogTitle });
      await dialog.getByRole("searchbox", { name: copy.inputLabel }).fill(QUERY);
      const links = dialog.getByRole("list").getByRole("link");
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((elements) => elements.map((element) => new URL((element as HTMLAnchorElement).href).pathname));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href.startsWith(ENGLISH_HOME), href).toBe(lang === "en");
    });
  }
});
