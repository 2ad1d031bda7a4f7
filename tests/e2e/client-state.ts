/** Helpers for tests of browser-only state: a paused clock, stored values, the lazily mounted extras. */
import type { Page } from "@playwright/test";

/** 21 November 2026, 10:00 in Berlin: a fixed "now" for every timed test. */
export const NOW = new Date("2026-11-21T10:00:00+01:00");
export const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Opens a page and waits until its lazily loaded chunks have arrived. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/** Milliseconds of page time left until `msSinceLoad` after the start of page load. */
export function pageTimeUntil(page: Page, msSinceLoad: number): Promise<number> {
  return page.evaluate((target) => Math.round(target - performance.now()), msSinceLoad);
}

/** Writes localStorage entries before any page script runs, on every page load of the test. */
export async function seedLocalStorage(page: Page, entries: Record<string, string | { daysAgo: number }>) {
  await page.addInitScript((seed) => {
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
