/**
 * Shared test fixtures: every test fails on a console error, an uncaught page error or a
 * request to another host (the site loads nothing from elsewhere).
 */
import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Watchers {
  consoleErrors: string[];
  /** Console messages a test provokes on purpose (e.g. Chromium's line for a 404 document). */
  expectedConsoleErrors: RegExp[];
  externalRequests: string[];
}

export const test = base.extend<{ watchers: Watchers }>({
  // Playwright reads a fixture's dependencies from the pattern; `provide` is its `use`.
  // eslint-disable-next-line no-empty-pattern
  watchers: async ({}, provide) => {
    await provide({ consoleErrors: [], expectedConsoleErrors: [], externalRequests: [] });
  },
  // Every page a test opens is watched; a test that only sends requests opens no browser page at all.
  page: async ({ page, baseURL, watchers }, provide) => {
    const origin = new URL(baseURL!).origin;
    page.on("console", (message) => {
      if (message.type() === "error") watchers.consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => watchers.consoleErrors.push(`pageerror: ${error.message}`));
    // A CSP violation fails the test even where the browser would only report it.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
      });
    });
    await page.route(
      (url) => url.origin !== origin && (url.protocol === "http:" || url.protocol === "https:"),
      async (route) => {
        watchers.externalRequests.push(route.request().url());
        await route.abort();
      },
    );
    await provide(page);
    const unexpected = watchers.consoleErrors.filter((text) => !watchers.expectedConsoleErrors.some((pattern) => pattern.test(text)));
    expect(unexpected, "console errors").toEqual([]);
    expect(watchers.externalRequests, "requests to other hosts").toEqual([]);
  },
});

export { expect };

// axe-core's own bundle, evaluated in the page over the DevTools protocol (so the site's CSP does not
// apply to it). @axe-core/playwright does the same, but for every run it also opens a second page to
// merge per-frame results; this site has no frames, and that second page made each scan two to three
// times slower (about 4 s instead of 11 s per page on the two-core runner). Same rules, same tags.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  nodes: Array<{ target: string[] }>;
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ([tags, selector]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const context = selector ? { include: [selector] } : document;
      const result = await axe.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => ({ target: node.target.map(String) })) }));
    },
    [WCAG_TAGS, include] as const,
  );
  const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/**
 * Waits until the element's top edge sits `expected` px below the viewport top, within half a
 * pixel either way (a section at a fractional layout position lands 79.5 or 80.5 px down, as
 * the browser rounds the scroll position), polling so that a smooth scroll that starts late
 * (after a menu closes or a page loads) is awaited.
 */
export async function expectTopAt(page: Page, selector: string, expected: number) {
  await expect
    .poll(
      () =>
        page.evaluate(([sel, target]) => Math.abs((document.querySelector(sel)?.getBoundingClientRect().top ?? Number.NaN) - target), [
          selector,
          expected,
        ] as const),
      { message: `distance of ${selector}'s top from ${expected} px below the viewport top`, timeout: 8_000 },
    )
    .toBeLessThanOrEqual(0.5);
}

/** The one script every page loads (app/browser/site-shell.ts, built from app/layouts/site-layout.astro). */
export const PAGE_SCRIPT = /\/assets\/site-layout\.[^/]+\.js$/;

/**
 * Opens a page and waits until the page script has arrived. It is requested only after the first
 * paint (decision 0036), which on a busy machine may come later than networkidle's 500 quiet ms
 * after the load event; it imports nothing further on its own.
 */
export async function openWithPageScript(page: Page, path: string): Promise<void> {
  const pageScript = page.waitForResponse((response) => PAGE_SCRIPT.test(new URL(response.url()).pathname));
  await page.goto(path);
  await pageScript;
  await page.waitForLoadState("networkidle");
}

/**
 * Holds the page script back by 1,5 s, as a slow phone may: it is requested only after the first
 * paint (decision 0036), and what a visitor does before it arrives must not be lost.
 */
export async function holdBackPageScript(page: Page): Promise<void> {
  await page.route(PAGE_SCRIPT, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

/** Both timings of a test of the page script's work: as usual, and with the script held back. */
export const PAGE_SCRIPT_TIMINGS = [
  { title: "", holdBack: false },
  { title: " (before the page script has arrived)", holdBack: true },
] as const;

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}
