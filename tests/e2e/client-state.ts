/** Helpers for tests of browser-only state: a paused clock, stored values, code that loads late. */
import type { BrowserContext, Page } from "@playwright/test";
import { LOAD_MOMENT_KEY } from "../../app/browser/page-milestones";
import { expect } from "./fixtures";

/** 21 November 2026, 10:00 in Berlin: a fixed "now" for every timed test. */
export const NOW = new Date("2026-11-21T10:00:00+01:00");
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The parts whose code the page script loads only when they have something to do
 * (app/browser/consent-prompts.ts, decision 0050), by the root of each one's static HTML.
 */
const ON_DEMAND_PARTS = {
  "cookie-banner": "[data-cookie-banner]",
  "install-prompt": "[data-install-prompt]",
} as const;
export type OnDemandPart = keyof typeof ON_DEMAND_PARTS;

/**
 * Installs Playwright's fake clock, paused: page time moves only through `page.clock.runFor`,
 * so "not yet after 1499 ms, visible after 1500 ms" can be asserted exactly.
 */
export async function pauseClock(page: Page) {
  // Installed a little earlier than NOW: pausing must move the clock forward, never back.
  await page.clock.install({ time: new Date(NOW.getTime() - 10_000) });
  await page.clock.pauseAt(NOW);
}

/** Lets page time flow again, e.g. before an axe scan, which waits on timers. */
export async function resumeClock(page: Page) {
  await page.clock.resume();
}

/** Opens a page and waits until the requests it makes on its own (code due at once included) have settled. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/** Waits until the part's code has arrived and taken over its static HTML (it marks the root `data-enhanced`). */
export async function waitForPartScript(page: Page, part: OnDemandPart) {
  await expect(page.locator(ON_DEMAND_PARTS[part])).toHaveAttribute("data-enhanced", "");
}

/**
 * With the clock paused, waits in real time until the cookie banner's code has arrived and counts
 * its 1,5 s: nothing on its way (page script after the first paint and the load event, then the
 * banner's file) waits for a timer, so page time does not move.
 */
export function waitForBannerScript(page: Page) {
  return waitForPartScript(page, "cookie-banner");
}

/**
 * Waits until the page script has run (it marks the header's menus `data-enhanced`), in real time:
 * it comes after the first paint and the load event, which a paused clock does not hold, but on a
 * busy machine possibly after the network has gone quiet. What it decides at its start (load the
 * banner's or the prompt's code or not) is then decided at the page time of the test's choosing.
 */
export async function waitForPageScript(page: Page) {
  await expect(page.locator("[data-nav-menu][data-enhanced]").first()).toBeAttached();
}

/**
 * Asserts that the part's code was not even downloaded: it had nothing to do. Checked once the page
 * script, which would have requested it, has run and the network has settled after it. (Resource
 * timing cannot tell: Playwright's clock empties it.)
 */
export async function expectPartScriptNotLoaded(page: Page, part: OnDemandPart) {
  await waitForPageScript(page);
  await page.waitForLoadState("networkidle");
  await expect(page.locator(ON_DEMAND_PARTS[part])).not.toHaveAttribute("data-enhanced");
}

/** Milliseconds of page time left until `msSinceStart` after the start of page load. */
export function pageTimeUntil(page: Page, msSinceStart: number): Promise<number> {
  return page.evaluate((target) => Math.round(target - performance.now()), msSinceStart);
}

/**
 * Milliseconds of page time left until `msSinceLoad` after the load event, as the page noted it
 * (app/browser/first-paint-loader.ts, LOAD_MOMENT_KEY of app/browser/page-milestones.ts).
 */
export function pageTimeUntilAfterLoad(page: Page, msSinceLoad: number): Promise<number> {
  return page.evaluate(
    ([target, key]) => {
      const loadedAt = Number(document.documentElement.dataset[key]);
      if (!Number.isFinite(loadedAt)) throw new Error("The page has not remembered its load event.");
      return Math.round(target - (performance.now() - loadedAt));
    },
    [msSinceLoad, LOAD_MOMENT_KEY] as const,
  );
}

/** A value to store, or a timestamp that many days before the page's (real) time. */
type SeedValue = string | { daysAgo: number };

/** Writes localStorage entries before any page script runs, on the first page load of each tab. */
export async function seedLocalStorage(target: Page | BrowserContext, entries: Record<string, SeedValue>) {
  await target.addInitScript((seed) => {
    try {
      // Only on the first load of the tab, so reloads see what the site itself stored since.
      const marker = `seeded ${JSON.stringify(seed)}`;
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, "1");
      for (const [key, value] of Object.entries(seed)) {
        localStorage.setItem(key, typeof value === "string" ? value : String(Date.now() - value.daysAgo * 24 * 60 * 60 * 1000));
      }
    } catch {
      // A test that blocks storage seeds nothing.
    }
  }, entries);
}

/**
 * The banner was answered with "Alle akzeptieren" before the test's first page load: by default
 * just before it (real time); tests on the paused clock pass NOW, since an answer dated in the
 * page's future is discarded.
 */
export function seedAccepted(target: Page | BrowserContext, date: SeedValue = { daysAgo: 0 }) {
  return seedLocalStorage(target, { cookieConsent: "accepted", cookieConsentDate: date });
}

/** The banner was answered with "Ablehnen" before the test's first page load (dated as in seedAccepted). */
export function seedDeclined(target: Page | BrowserContext, date: SeedValue = { daysAgo: 0 }) {
  return seedLocalStorage(target, { cookieConsent: "declined", cookieConsentDate: date });
}

/** NOW as a stored timestamp, for tests on the paused clock. */
export const NOW_STORED = String(NOW.getTime());

/**
 * A stored timestamp `days` before NOW, for tests on the paused clock. Not `{ daysAgo }`: the
 * seeding script may run before the fake clock is installed and would count from the real date.
 */
export function storedDaysBeforeNow(days: number): string {
  return String(NOW.getTime() - days * DAY_MS);
}

export function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** Makes every access to localStorage throw, as where site data is blocked. */
export async function blockLocalStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
}
