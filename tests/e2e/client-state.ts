/** Helpers for tests of browser-only state: a paused clock, stored values, islands that hydrate late. */
import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** 21 November 2026, 10:00 in Berlin: a fixed "now" for every timed test. */
export const NOW = new Date("2026-11-21T10:00:00+01:00");
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Playwright's clock runs a `requestIdleCallback` at most 50 ms of page time after it was asked
 * for; with the clock paused it never runs unless page time is moved on.
 */
const IDLE_CALLBACK_MS = 50;

/** The `client:` directives of the site's islands (app/layouts/site-layout.astro). */
export type IslandDirective = "consent-pending" | "install-eligible" | "visible";

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

/** Opens a page and waits until the requests it makes on its own (islands due at once included) have settled. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

export function island(page: Page, directive: IslandDirective) {
  return page.locator(`astro-island[client="${directive}"]`);
}

/**
 * Lets React finish what it has scheduled (rendering, effects and the timers they set): its
 * scheduler runs in MessageChannel tasks, which the fake clock does not hold back, and a few
 * message round trips queue behind them.
 */
export async function flushReactWork(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 4; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.addEventListener("message", () => resolve(), { once: true });
        channel.port1.start();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Waits until the island has hydrated (Astro removes `ssr` when it hands it to React) and React has run its effects. */
export async function waitForIsland(page: Page, directive: IslandDirective) {
  await expect(island(page, directive)).not.toHaveAttribute("ssr");
  await flushReactWork(page);
}

/**
 * With the clock paused, moves page time just far enough for "on idle" work to start (the cookie
 * banner's client:consent-pending), then waits in real time until the banner island has hydrated.
 * Page time stays far below any delay a test asserts (1.5 s and more).
 */
export async function hydrateBannerIsland(page: Page) {
  await page.clock.runFor(IDLE_CALLBACK_MS);
  await waitForIsland(page, "consent-pending");
}

/** Asserts that the island has not hydrated: its component's script was not even needed. */
export async function expectIslandDormant(page: Page, directive: IslandDirective) {
  await expect(island(page, directive)).toHaveAttribute("ssr", "");
}

/** Milliseconds of page time left until `msSinceStart` after the start of page load. */
export function pageTimeUntil(page: Page, msSinceStart: number): Promise<number> {
  return page.evaluate((target) => Math.round(target - performance.now()), msSinceStart);
}

/**
 * Milliseconds of page time left until `msSinceLoad` after the load event, as the page remembered
 * it (app/browser/page-milestones.ts, rememberLoadMoment).
 */
export function pageTimeUntilAfterLoad(page: Page, msSinceLoad: number): Promise<number> {
  return page.evaluate((target) => {
    const loadedAt = Number(document.documentElement.dataset.loadedAt);
    if (!Number.isFinite(loadedAt)) throw new Error("The page has not remembered its load event.");
    return Math.round(target - (performance.now() - loadedAt));
  }, msSinceLoad);
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
