/**
 * § 25 TDDDG (docs/decisions/0012-consent-means-offline-copy.md): the service worker
 * and its Cache Storage exist only after „Alle akzeptieren“; none before an answer, none after
 * „Ablehnen“, and withdrawing in „Cookie-Einstellungen“ (or the answer expiring) removes them.
 * Real time throughout: the worker runs outside the page's fake clock.
 */
import type { Page } from "@playwright/test";
import { cookieBanner } from "../../app/content/consent";
import { seedAccepted, seedDeclined, seedLocalStorage } from "./client-state";
import { expect, test } from "./fixtures";
import { anyGroup } from "./site-pages";

// Playwright blocks service workers unless a test allows them.
test.use({ serviceWorkers: "allow" });

/** The prefix of the worker's cache names (workbox cacheId in scripts/build/service-worker.ts). */
const CACHE_PREFIX = "pkv-experte";
/** How long "nothing happens" is watched after the load event: past the banner's 1.5 s and any idle work. */
const QUIET_MS = 4000;

const banner = (page: Page) => page.getByRole("region", { name: cookieBanner.heading });

interface OfflineState {
  scopes: string[];
  caches: string[];
  /** Entries in the caches named CACHE_PREFIX…. */
  cachedEntries: number;
}

function offlineState(page: Page): Promise<OfflineState> {
  return page.evaluate(async (prefix) => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const names = await caches.keys();
    let cachedEntries = 0;
    for (const name of names.filter((each) => each.startsWith(prefix))) cachedEntries += (await (await caches.open(name)).keys()).length;
    return { scopes: registrations.map((registration) => registration.scope), caches: names, cachedEntries };
  }, CACHE_PREFIX);
}

/** Records every request for the worker's script, from the page or the browser. */
function watchWorkerScript(page: Page): string[] {
  const requests: string[] = [];
  page.context().on("request", (request) => {
    if (new URL(request.url()).pathname === "/sw.js") requests.push(request.url());
  });
  return requests;
}

/** Loads the page, lets the load event pass and waits QUIET_MS more. */
async function visitAndWait(page: Page, path: string) {
  await page.goto(path, { waitUntil: "load" });
  await page.waitForTimeout(QUIET_MS);
}

const NOTHING: OfflineState = { scopes: [], caches: [], cachedEntries: 0 };

/**
 * Waits until the page has removed the offline copy, then checks that nothing is left. The wait
 * reads only the names: opening a cache to count its entries creates it again when the page has
 * deleted it a moment before, and the poll would then wait for a cache the test itself made.
 */
async function expectOfflineCopyGone(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => ({
          scopes: (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
          caches: await caches.keys(),
        })),
      { timeout: 10_000 },
    )
    .toEqual({ scopes: NOTHING.scopes, caches: NOTHING.caches });
  expect(await offlineState(page)).toEqual(NOTHING);
}

/** Waits until the worker controls the page and its precache has filled. */
async function expectOfflineCopy(page: Page, origin: string) {
  await expect.poll(async () => (await offlineState(page)).scopes, { timeout: 15_000 }).toEqual([`${origin}/`]);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(async () => (await offlineState(page)).caches.filter((name) => name.startsWith(CACHE_PREFIX)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  // The precache holds the pages and their files (dozens of entries), not just an empty cache.
  await expect.poll(async () => (await offlineState(page)).cachedEntries, { timeout: 15_000 }).toBeGreaterThan(20);
}

test("a first visit registers no service worker and writes no Cache Storage before an answer", async ({ page }) => {
  const workerScript = watchWorkerScript(page);
  await visitAndWait(page, "/");
  await expect(banner(page)).toBeVisible();
  expect(await offlineState(page)).toEqual(NOTHING);
  expect(workerScript).toEqual([]);

  // Closing the banner without answering is no consent either.
  await banner(page).getByRole("button", { name: cookieBanner.close }).click();
  await visitAndWait(page, anyGroup(1).path);
  expect(await offlineState(page)).toEqual(NOTHING);
  expect(workerScript).toEqual([]);
});

test("'Alle akzeptieren' registers the worker for the whole site and fills its caches", async ({ page, baseURL }) => {
  const workerScript = watchWorkerScript(page);
  await page.goto(anyGroup(2).path);
  await banner(page).getByRole("button", { name: cookieBanner.accept }).click();
  await expectOfflineCopy(page, new URL(baseURL!).origin);
  // The request watcher sees the worker's script (so its silence in the other tests means something).
  expect(workerScript.length).toBeGreaterThan(0);
  // Only the worker's own caches: nothing else is written.
  expect((await offlineState(page)).caches.every((name) => name.startsWith(CACHE_PREFIX))).toBe(true);
});

test("'Ablehnen' registers nothing, on this visit and later ones", async ({ page }) => {
  const workerScript = watchWorkerScript(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: cookieBanner.decline }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.waitForTimeout(QUIET_MS);
  expect(await offlineState(page)).toEqual(NOTHING);

  await visitAndWait(page, anyGroup(0).path);
  expect(await offlineState(page)).toEqual(NOTHING);
  expect(workerScript).toEqual([]);
});

test("with a stored 'Ablehnen' later visits register nothing", async ({ page }) => {
  await seedDeclined(page);
  const workerScript = watchWorkerScript(page);
  for (const path of ["/", anyGroup(3).path]) {
    await visitAndWait(page, path);
    await expect(banner(page)).toHaveCount(0);
    expect(await offlineState(page), path).toEqual(NOTHING);
  }
  expect(workerScript).toEqual([]);
});

test("withdrawing in 'Cookie-Einstellungen' unregisters the worker and deletes its caches and the install entries", async ({ page, baseURL }) => {
  await seedAccepted(page);
  await seedLocalStorage(page, { "pwa-install-dismissed": { daysAgo: 1 } });
  await page.goto("/");
  await expectOfflineCopy(page, new URL(baseURL!).origin);

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
  await banner(page).getByRole("button", { name: cookieBanner.decline }).click();
  await expectOfflineCopyGone(page);
  expect(await page.evaluate(() => localStorage.getItem("pwa-install-dismissed"))).toBeNull();

  // The unregistered worker still controls this page until it is left; a request of the page
  // (here the manifest, which is in the precache) must not open a cache again.
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(await page.evaluate(async () => (await fetch("/manifest.webmanifest")).ok)).toBe(true);
  expect(await offlineState(page)).toEqual(NOTHING);

  // And it stays gone on the next visit.
  await visitAndWait(page, anyGroup(1).path);
  expect(await offlineState(page)).toEqual(NOTHING);
});

test("an answer that expired after 12 months takes the offline copy with it", async ({ page, baseURL }) => {
  await seedAccepted(page);
  await page.goto("/");
  await expectOfflineCopy(page, new URL(baseURL!).origin);
  await page.evaluate(() => localStorage.setItem("cookieConsentDate", String(Date.now() - 366 * 24 * 60 * 60 * 1000)));

  await page.reload();
  await expectOfflineCopyGone(page);
  await expect(banner(page)).toBeVisible();
});
