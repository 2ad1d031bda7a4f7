/**
 * Performance budget in bytes (deterministic, unlike timings; Lighthouse numbers live in
 * `npm run perf`). JavaScript is measured as a phone downloads it before any interaction, the
 * way ../shared/tools/measure-js.mjs does: same-origin scripts, bytes as transferred (the
 * server's compression), no scrolling, 6 s after the load event. The goals of docs/decisions/0050: a first visit
 * (cookie banner shown) ≤ 20 KB on the home page and ≤ 10 KB on an article, a legal page, the
 * glossary and the guide's index; ≤ 8 KB for a returning visitor. Since the banner, the install
 * prompt and the toasts need no framework (decision 0050) every page's first visit is ≈ 6 KB, so
 * the 10 KB hold for every page. The page's whole weight before any interaction (every response,
 * headers included, as Lighthouse counts it) is held to the budget of docs/performance.md by kind of page,
 * PAGE_WEIGHT_BUDGET_KB, the same table `npm run perf` checks.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { cookieBanner, cookieBannerFor } from "../../app/content/consent";
import { englishRoutes, pathLang } from "../../app/config/english-routes";
import { ARTICLE_KIND, PAGE_WEIGHT_BUDGET_KB, englishPageKind } from "../../scripts/lib/perf-summary.mjs";
import { expect, test } from "./fixtures";
import { articlePaths, englishPaths, hasEnquiry, pageRoutes } from "./site-pages";

/** Any page, first visit: the page script and the cookie banner's script (100 KB while React drew the banner; docs/decisions/0050). */
export const FIRST_VISIT_JS_BUDGET_BYTES = 10 * 1024;
/** Consent stored and the install offer dismissed: the page script alone (30 KB while React drew the banner; docs/decisions/0050). */
export const RETURNING_JS_BUDGET_BYTES = 8 * 1024;
/**
 * Any page's HTML, gzip, without its inlined stylesheet: copy, FAQ answers, legal texts, inline SVG
 * icons, the prerendered wizard and calculators are all in it. 32 KB since the Beihilfe of every Land and the figures chart: /pkv-beamte
 * (the largest, 30,5 KB) now prerenders two calculators, the table of 17 Dienstherren and the
 * figures chart with its table; the page weight budget (150 KB, `npm run perf`) is unchanged.
 * 34 KB later (33,6 KB measured): the phone contact bar on every page, the four newly
 * modelled Länder and the three-state pauschale Beihilfe on /pkv-beamte. 32 KB again
 * (the largest, /pkv-beamte, 28,2 KB) since the shorter profession pages (docs/decisions/0046).
 */
export const PAGE_HTML_BUDGET_BYTES = 32 * 1024;
/**
 * The stylesheet every page carries inline (docs/decisions/0035; it was a cached file before), gzip.
 * 9 KB since each page keeps only the rules its markup can use (decision 0057; 8,4 KB at most).
 */
export const INLINE_CSS_BUDGET_BYTES = 9 * 1024;

/** How long after the load event the measurement keeps listening (as measure-js.mjs does). */
const LISTEN_AFTER_LOAD_MS = 6_000;

const siteDir = resolve(import.meta.dirname, "../../build/site");

function pageFile(path: string) {
  return join(siteDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

interface LoadedScript {
  path: string;
  bytes: number;
}

/** Records every same-origin script the page downloads, with its transferred body size. */
function recordScripts(page: Page, origin: string): () => Promise<LoadedScript[]> {
  const pending: Array<Promise<LoadedScript | null>> = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const isScript = type === "script" || /javascript/.test(response.headers()["content-type"] ?? "");
    const url = new URL(response.url());
    if (!isScript || url.origin !== origin) return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ path: url.pathname, bytes: sizes.responseBodySize }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
}

/**
 * Records every response's transferred bytes, headers and encoded body, whatever its origin and
 * type, once per URL: a page's weight as Lighthouse's total-byte-weight counts it.
 */
function recordTransfers(page: Page): () => Promise<number> {
  const bytesByUrl = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    bytesByUrl.set(
      response.url(),
      response
        .request()
        .sizes()
        .then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize)
        .catch(() => 0),
    );
  });
  return async () => (await Promise.all(bytesByUrl.values())).reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * What a full Chromium (Lighthouse's) fetches on its own and the headless shell does not: the
 * manifest and the icon it would install the app with (the smallest "any" icon of at least
 * 144 px, Chromium's minimum). Fetched from the page, so recordTransfers counts them once.
 */
async function fetchInstallFiles(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const manifest = (await (await fetch(link.href)).json()) as { icons?: Array<{ src: string; sizes?: string; purpose?: string }> };
    const icons = (manifest.icons ?? [])
      .filter((icon) => !icon.purpose || icon.purpose.split(" ").includes("any"))
      .map((icon) => ({
        src: new URL(icon.src, link.href).href,
        size: Math.max(
          ...String(icon.sizes ?? "0")
            .split(" ")
            .map((size) => parseInt(size, 10) || 0),
        ),
      }))
      .filter((icon) => icon.size >= 144)
      .sort((a, b) => a.size - b.size);
    if (icons[0]) await fetch(icons[0].src);
  });
}

function kilobytes(scripts: LoadedScript[]): string {
  return `${(scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024).toFixed(1)} KB in ${scripts.length} files`;
}

function total(scripts: LoadedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.bytes, 0);
}

/** The wizard island's own module, as the home page names it (it hydrates `client:visible`). */
async function wizardModule(request: { get(path: string): Promise<{ text(): Promise<string> }> }): Promise<string> {
  const html = await (await request.get("/")).text();
  const island = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => tag).find((tag) => /\bclient="visible"/.test(tag));
  const url = island?.match(/\bcomponent-url="([^"]+)"/)?.[1];
  expect(url, "the home page's client:visible island (the wizard)").toMatch(/^\/assets\/[\w.-]+\.js$/);
  return url!;
}

// A phone as measure-js.mjs emulates it. Untagged: this runs once, in the desktop project.
test.describe("JavaScript before any interaction, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test(`home page, first visit: ≤ ${FIRST_VISIT_JS_BUDGET_BYTES / 1024} KB, the cookie banner shown, no wizard`, async ({ page, baseURL, request }) => {
    const wizard = await wizardModule(request);
    const scripts = recordScripts(page, new URL(baseURL!).origin);
    await page.goto("/", { waitUntil: "load" });
    await page.waitForTimeout(LISTEN_AFTER_LOAD_MS);
    await expect(page.getByRole("region", { name: cookieBanner.heading })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const loaded = await scripts();
    test.info().annotations.push({ type: "first visit JS", description: kilobytes(loaded) });
    expect(loaded.map((script) => script.path)).not.toContain(wizard);
    expect(total(loaded), `first visit: ${kilobytes(loaded)}`).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET_BYTES);
  });

  test(`home page, returning visitor (consent stored, install offer dismissed): ≤ ${RETURNING_JS_BUDGET_BYTES / 1024} KB`, async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const now = String(Date.now());
      localStorage.setItem("cookieConsent", "accepted");
      localStorage.setItem("cookieConsentDate", now);
      localStorage.setItem("pwa-install-dismissed", now);
    });
    const scripts = recordScripts(page, new URL(baseURL!).origin);
    await page.goto("/", { waitUntil: "load" });
    await page.waitForTimeout(LISTEN_AFTER_LOAD_MS);
    await expect(page.getByRole("region", { name: cookieBanner.heading })).toHaveCount(0);
    const loaded = await scripts();
    test.info().annotations.push({ type: "returning visitor JS", description: kilobytes(loaded) });
    expect(total(loaded), `returning visitor: ${kilobytes(loaded)}`).toBeLessThanOrEqual(RETURNING_JS_BUDGET_BYTES);
  });

  test(`an article of the guide, returning visitor: ≤ ${RETURNING_JS_BUDGET_BYTES / 1024} KB, no search code until the search opens`, async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const now = String(Date.now());
      localStorage.setItem("cookieConsent", "accepted");
      localStorage.setItem("cookieConsentDate", now);
      localStorage.setItem("pwa-install-dismissed", now);
    });
    const scripts = recordScripts(page, new URL(baseURL!).origin);
    await page.goto(articlePaths[0], { waitUntil: "load" });
    // Read to the end: an article has no island that scrolling would wake.
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(LISTEN_AFTER_LOAD_MS);
    const loaded = await scripts();
    test.info().annotations.push({ type: "article, returning visitor JS", description: kilobytes(loaded) });
    expect(loaded.filter((script) => /pagefind|site-search/.test(script.path))).toEqual([]);
    expect(total(loaded), `article, returning visitor: ${kilobytes(loaded)}`).toBeLessThanOrEqual(RETURNING_JS_BUDGET_BYTES);
  });

  const pagesToWeigh = [
    ...pageRoutes.map((pageRoute) => ({ path: pageRoute.path, route: pageRoute, kind: pageRoute.kind as string })),
    ...articlePaths.map((path) => ({ path, route: null, kind: ARTICLE_KIND })),
    // The English pages hold the budgets of their German twins (docs/decisions/0073).
    ...englishPaths.map((path) => {
      const english = englishRoutes.find((englishRoute) => englishRoute.path === path);
      return { path, route: null, kind: english ? englishPageKind(english.page) : ARTICLE_KIND };
    }),
  ];
  for (const { path, route, kind } of pagesToWeigh) {
    const weightBudgetKb = PAGE_WEIGHT_BUDGET_KB[kind as keyof typeof PAGE_WEIGHT_BUDGET_KB];
    test(`${path}: first visit within ${FIRST_VISIT_JS_BUDGET_BYTES / 1024} KB of JavaScript and ${weightBudgetKb} KB in all; the wizard's code only once it is scrolled to`, async ({
      page,
      baseURL,
      request,
    }) => {
      const wizard = await wizardModule(request);
      const scripts = recordScripts(page, new URL(baseURL!).origin);
      const transferred = recordTransfers(page);
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      // The banner's script has arrived and shown it; nothing else is due before a tap or a scroll.
      await expect(page.getByRole("region", { name: cookieBannerFor(pathLang(path)).heading })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const beforeScrolling = await scripts();
      await fetchInstallFiles(page);
      const weight = await transferred();
      test.info().annotations.push({ type: "first visit JS", description: kilobytes(beforeScrolling) });
      test.info().annotations.push({ type: "first visit weight", description: `${(weight / 1024).toFixed(1)} KB` });
      expect(beforeScrolling.map((script) => script.path)).not.toContain(wizard);
      expect(total(beforeScrolling), `${path}: ${kilobytes(beforeScrolling)}`).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET_BYTES);
      // docs/performance.md: ≤ 40 KB for articles, legal pages, the glossary and the guide's index, ≤ 70 KB for the others.
      expect(weight, `${path}: ${(weight / 1024).toFixed(1)} KB transferred before any interaction`).toBeLessThanOrEqual(weightBudgetKb * 1024);
      if (!route || !hasEnquiry(route)) return;
      // The same page does load it once the form comes into view: the check above can fail.
      const loadsWizard = page.waitForResponse((loaded) => new URL(loaded.url()).pathname === wizard);
      await page.locator("#versicherungsform").scrollIntoViewIfNeeded();
      await loadsWizard;
    });
  }
});

test.describe("HTML size", () => {
  for (const path of [...pageRoutes.map((route) => route.path), ...articlePaths, ...englishPaths, "/404"]) {
    test(`${path}: HTML within ${PAGE_HTML_BUDGET_BYTES / 1024} KB gzip, its inlined stylesheet within ${INLINE_CSS_BUDGET_BYTES / 1024} KB`, async () => {
      const file = path === "/404" ? join(siteDir, "404.html") : pageFile(path);
      const html = readFileSync(file, "utf8");
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      expect(styles.length, `${path}: the stylesheet is inlined`).toBeGreaterThan(0);
      const cssBytes = gzipSync(styles.join(""), { level: 9 }).length;
      const htmlBytes = gzipSync(html.replace(/<style>[\s\S]*?<\/style>/g, "<style></style>"), { level: 9 }).length;
      test.info().annotations.push({ type: "HTML (gzip)", description: `${(htmlBytes / 1024).toFixed(1)} KB + CSS ${(cssBytes / 1024).toFixed(1)} KB` });
      expect(htmlBytes, `${path}: HTML gzip bytes without the stylesheet`).toBeLessThanOrEqual(PAGE_HTML_BUDGET_BYTES);
      expect(cssBytes, `${path}: inlined stylesheet, gzip bytes`).toBeLessThanOrEqual(INLINE_CSS_BUDGET_BYTES);
    });
  }
});
