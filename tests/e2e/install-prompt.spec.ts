/**
 * The install-as-app prompt (pkv-site-spec.md §4, §9) behind the answer „Alle akzeptieren“
 * (docs/decisions/0012-consent-means-offline-copy.md: „Ablehnen“ no longer allows the offer).
 * Its code loads only when the prompt may show (app/browser/consent-prompts.ts); the 5 s are exact
 * on the paused clock, counted from the moment the last condition came true: page load, the
 * moment of accepting, or the arrival of the browser's install event.
 */
import type { Page } from "@playwright/test";
import { sectionIds } from "../../app/config/site-routes";
import { cookieBanner } from "../../app/content/consent";
import { installPrompt } from "../../app/content/install";
import { wizardFields } from "../../app/content/wizard";
import { DRAFT_STORAGE_KEY } from "../../app/modules/enquiry-draft";
import { BUSY_RECHECK_MS } from "../../app/modules/install-rules";
import {
  expectPartScriptNotLoaded,
  NOW_STORED,
  openPage,
  pageTimeUntil,
  pauseClock,
  readLocalStorage,
  resumeClock,
  seedAccepted,
  seedDeclined,
  seedLocalStorage,
  storedDaysBeforeNow,
  waitForBannerScript,
  waitForPageScript,
  waitForPartScript,
} from "./client-state";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { anyGroup } from "./site-pages";

const prompt = (page: Page) => page.getByRole("region", { name: installPrompt.heading });
const banner = (page: Page) => page.getByRole("region", { name: cookieBanner.heading });

const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

/**
 * A synthetic `beforeinstallprompt`, fired as early as Chrome may fire it: before the app has
 * hydrated – or `afterMs` of page time after DOMContentLoaded, as Chrome may also fire it.
 * `prompt()` counts its calls; `userChoice` answers with the given outcome.
 */
async function fireInstallEvent(page: Page, outcome: "accepted" | "dismissed" = "accepted", afterMs = 0) {
  await page.addInitScript(
    ([answer, delay]) => {
      const fire = () => {
        const event = new Event("beforeinstallprompt", { cancelable: true });
        const calls = { count: 0 };
        (window as unknown as { promptCalls: typeof calls }).promptCalls = calls;
        Object.assign(event, {
          prompt: () => {
            calls.count++;
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome: answer, platform: "web" }),
        });
        window.dispatchEvent(event);
      };
      document.addEventListener("DOMContentLoaded", () => (delay > 0 ? setTimeout(fire, delay) : fire()));
    },
    [outcome, afterMs] as const,
  );
}

const promptCalls = (page: Page) => page.evaluate(() => (window as unknown as { promptCalls: { count: number } }).promptCalls.count);

/**
 * Page time (ms since load) at which the conditions came to hold with a stored „Alle
 * akzeptieren“: the capture of the browser's install event (the inline script records it; even
 * fired at DOMContentLoaded it comes a few ms after load), or load itself on an iPhone.
 */
function conditionsHeldAt(page: Page): Promise<number> {
  return page.evaluate(() => {
    const capturedAt = (window as unknown as { __installPromptAt?: number }).__installPromptAt;
    return capturedAt === undefined ? 0 : capturedAt - (Date.now() - performance.now());
  });
}

/** Opens the page with a paused clock and runs it to 5 s after the conditions held, checking the millisecond before. */
async function promptAfterDelay(page: Page, path = "/") {
  await pauseClock(page);
  await openPage(page, path);
  // Its code loads at once when the conditions hold at load; its 5 s count from the moment they held.
  await waitForPartScript(page, "install-prompt");
  await page.clock.runFor((await pageTimeUntil(page, (await conditionsHeldAt(page)) + 5000)) - 1);
  await expect(prompt(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(prompt(page)).toBeVisible();
}

/** Runs the page well past the 5 s and checks that no prompt appeared and its code never loaded. */
async function expectNoPrompt(page: Page, path = "/") {
  await pauseClock(page);
  await openPage(page, path);
  // The rules are checked when the page script starts: at the page time the seeded values describe.
  await waitForPageScript(page);
  await page.clock.runFor(10_000);
  await expect(prompt(page)).toHaveCount(0);
  await expectPartScriptNotLoaded(page, "install-prompt");
}

test.describe("with a stored „Alle akzeptieren“", () => {
  test.beforeEach(async ({ page }) => seedAccepted(page, NOW_STORED));

  test(
    "shows 5 s after the conditions hold; 'Installieren' opens the browser's dialog and, accepted, marks the app installed",
    { tag: "@both" },
    async ({ page }) => {
      await fireInstallEvent(page, "accepted");
      await promptAfterDelay(page);
      await expect(prompt(page)).toContainText(installPrompt.text);
      await resumeClock(page);
      await expectNoAxeViolations(page);
      await prompt(page).getByRole("button", { name: installPrompt.install }).click();
      await expect(prompt(page)).toHaveCount(0);
      expect(await promptCalls(page)).toBe(1);
      await expect.poll(() => readLocalStorage(page, "pwa-installed")).toBe("true");

      await page.reload();
      await page.waitForLoadState("networkidle");
      await page.clock.runFor(10_000);
      await expect(prompt(page)).toHaveCount(0);
      await expectPartScriptNotLoaded(page, "install-prompt");
    },
  );

  test("an install event that arrives after load: the 5 s count from its arrival, not from load", { tag: "@both" }, async ({ page }) => {
    await fireInstallEvent(page, "accepted", 1000);
    await pauseClock(page);
    await openPage(page, "/");
    await expectPartScriptNotLoaded(page, "install-prompt");
    // The event arrives 1 s after load (and after DOMContentLoaded); the prompt's code loads then.
    await page.clock.runFor(await pageTimeUntil(page, 1500));
    await waitForPartScript(page, "install-prompt");
    const arrivedAt = await conditionsHeldAt(page);
    expect(arrivedAt).toBeGreaterThanOrEqual(1000);
    await page.clock.runFor((await pageTimeUntil(page, arrivedAt + 5000)) - 1);
    await expect(prompt(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(prompt(page)).toBeVisible();
  });

  test("a dismissed browser dialog counts as a dismissal", async ({ page }) => {
    await fireInstallEvent(page, "dismissed");
    await promptAfterDelay(page);
    await prompt(page).getByRole("button", { name: installPrompt.install }).click();
    await expect.poll(() => readLocalStorage(page, "pwa-install-dismissed")).toBe(String(await page.evaluate(() => Date.now())));
    expect(await readLocalStorage(page, "pwa-installed")).toBeNull();
  });

  test("'Später' stores the dismissal time and hides the prompt", async ({ page }) => {
    await fireInstallEvent(page);
    await promptAfterDelay(page, anyGroup(3).path);
    await prompt(page).getByRole("button", { name: installPrompt.later }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await readLocalStorage(page, "pwa-install-dismissed")).toBe(String(await page.evaluate(() => Date.now())));
    expect(await promptCalls(page)).toBe(0);
  });

  test("the close icon stores the dismissal time too", async ({ page }) => {
    await fireInstallEvent(page);
    await promptAfterDelay(page);
    await prompt(page).getByRole("button", { name: installPrompt.close }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await readLocalStorage(page, "pwa-install-dismissed")).toBe(String(await page.evaluate(() => Date.now())));
  });

  test("stays away for a day-old dismissal", async ({ page }) => {
    await seedLocalStorage(page, { "pwa-install-dismissed": storedDaysBeforeNow(1) });
    await fireInstallEvent(page);
    await expectNoPrompt(page);
  });

  test("stays away while the dismissal is exactly 7 days old", async ({ page }) => {
    await seedLocalStorage(page, { "pwa-install-dismissed": storedDaysBeforeNow(7) });
    await fireInstallEvent(page);
    await expectNoPrompt(page);
  });

  test("returns when the dismissal is 7 days and 1 ms old", async ({ page }) => {
    await seedLocalStorage(page, { "pwa-install-dismissed": String(Number(storedDaysBeforeNow(7)) - 1) });
    await fireInstallEvent(page);
    await promptAfterDelay(page);
  });

  test("returns once the dismissal is 8 days old, and the old entry is dropped", async ({ page }) => {
    await seedLocalStorage(page, { "pwa-install-dismissed": storedDaysBeforeNow(8) });
    await fireInstallEvent(page);
    await promptAfterDelay(page);
    expect(await readLocalStorage(page, "pwa-install-dismissed")).toBeNull();
  });

  test("stays hidden when already installed", async ({ page }) => {
    await seedLocalStorage(page, { "pwa-installed": "true" });
    await fireInstallEvent(page);
    await expectNoPrompt(page);
  });

  test("hides and remembers when the browser reports the app installed", async ({ page }) => {
    await fireInstallEvent(page);
    await promptAfterDelay(page);
    await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
    await expect(prompt(page)).toHaveCount(0);
    expect(await readLocalStorage(page, "pwa-installed")).toBe("true");
  });

  test("needs the browser's install event (or iOS)", async ({ page }) => {
    await expectNoPrompt(page);
  });
});

test.describe("never while the visitor types (docs/decisions/0068: it appeared 3 s after the install event with the enquiry's name field focused)", () => {
  test.beforeEach(async ({ page }) => seedAccepted(page, NOW_STORED));

  test("a form field with focus holds a due prompt back; once focus leaves it, the prompt follows within a second", async ({ page }) => {
    await fireInstallEvent(page);
    await pauseClock(page);
    await openPage(page, "/");
    await waitForPartScript(page, "install-prompt");
    const name = page.locator(`#${sectionIds.contact}`).getByLabel(wizardFields.name.label);
    await name.focus();
    await page.clock.runFor((await pageTimeUntil(page, (await conditionsHeldAt(page)) + 5000)) + 10_000);
    await expect(name).toBeFocused();
    await expect(prompt(page)).toHaveCount(0);

    // Focus leaves the field (nothing was typed, so the enquiry holds no draft).
    await page.locator("#inhalt").focus();
    await page.clock.runFor(BUSY_RECHECK_MS);
    await expect(prompt(page)).toBeVisible();
  });

  test("an enquiry with unsent input holds it back until the enquiry has gone", async ({ page }) => {
    const draft = JSON.stringify({ v: 1, step: 2, enquiry: { name: "Erika Musterfrau", age: "41" } });
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [DRAFT_STORAGE_KEY, draft] as const);
    await fireInstallEvent(page);
    await pauseClock(page);
    await openPage(page, "/pkv-selbststaendige");
    await waitForPartScript(page, "install-prompt");
    await page.clock.runFor(20_000);
    await expect(prompt(page)).toHaveCount(0);

    // The wizard removes its draft once the enquiry is known to have arrived.
    await page.evaluate((key) => sessionStorage.removeItem(key), DRAFT_STORAGE_KEY);
    await page.clock.runFor(BUSY_RECHECK_MS);
    await expect(prompt(page)).toBeVisible();
  });

  test("a prompt already on screen stays when the visitor then starts typing", async ({ page }) => {
    await fireInstallEvent(page);
    await promptAfterDelay(page);
    await page.locator(`#${sectionIds.contact}`).getByLabel(wizardFields.name.label).focus();
    await page.clock.runFor(BUSY_RECHECK_MS * 3);
    await expect(prompt(page)).toBeVisible();
  });
});

test("without an answer it waits; after 'Alle akzeptieren' it shows exactly 5 s later", async ({ page }) => {
  await fireInstallEvent(page);
  await pauseClock(page);
  await openPage(page, "/");
  await waitForBannerScript(page);
  await page.clock.runFor(10_000);
  await expect(prompt(page)).toHaveCount(0);
  await expectPartScriptNotLoaded(page, "install-prompt");
  await banner(page).getByRole("button", { name: cookieBanner.accept }).click();
  // The answer loads the prompt's code at once; the 5 s count from the click, not from page load.
  await waitForPartScript(page, "install-prompt");
  await page.clock.runFor(4999);
  await expect(prompt(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(prompt(page)).toBeVisible();
});

test.describe("after „Ablehnen“ (deliberate change, docs/decisions/0012: declining no longer allows the offer)", () => {
  test("a stored „Ablehnen“ keeps the prompt away although the browser offers installation", async ({ page }) => {
    await seedDeclined(page, NOW_STORED);
    await fireInstallEvent(page);
    await expectNoPrompt(page);
  });

  test("answering „Ablehnen“ in the banner keeps it away too", async ({ page }) => {
    await fireInstallEvent(page);
    await pauseClock(page);
    await openPage(page, anyGroup(5).path);
    await waitForBannerScript(page);
    await page.clock.runFor(1500);
    await banner(page).getByRole("button", { name: cookieBanner.decline }).click();
    await page.clock.runFor(10_000);
    await expect(prompt(page)).toHaveCount(0);
    await expectPartScriptNotLoaded(page, "install-prompt");
    // The browser's event is still there, unused: it was the answer that kept the prompt away.
    expect(await page.evaluate(() => (window as unknown as { __installPrompt?: Event }).__installPrompt !== undefined)).toBe(true);
  });

  test("withdrawing in „Cookie-Einstellungen“ takes a shown prompt away", async ({ page }) => {
    await seedAccepted(page, NOW_STORED);
    await fireInstallEvent(page);
    await promptAfterDelay(page);
    await resumeClock(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await banner(page).getByRole("button", { name: cookieBanner.decline }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(await readLocalStorage(page, "cookieConsent")).toBe("declined");
  });
});

test.describe("on iOS", { tag: "@phone" }, () => {
  test.use({ userAgent: IPHONE_UA });
  test.beforeEach(async ({ page }) => seedAccepted(page, NOW_STORED));

  test("explains 'Teilen' then 'Zum Home-Bildschirm'; 'Anleitung anzeigen' dismisses and shows the steps", async ({ page }) => {
    await promptAfterDelay(page);
    await expect(prompt(page)).toContainText(installPrompt.ios.text);
    await expect(prompt(page)).toContainText("„Teilen“");
    await expect(prompt(page)).toContainText("„Zum Home-Bildschirm“");
    await expect(prompt(page).getByRole("button", { name: installPrompt.install })).toHaveCount(0);
    await resumeClock(page);
    await expectNoAxeViolations(page);
    await prompt(page).getByRole("button", { name: installPrompt.ios.showGuide }).click();
    expect(await readLocalStorage(page, "pwa-install-dismissed")).not.toBeNull();
    await expect(prompt(page).getByRole("listitem")).toHaveCount(3);
    await expect(prompt(page).getByRole("listitem").nth(1)).toContainText("„Zum Home-Bildschirm“");
    await prompt(page).getByRole("button", { name: installPrompt.ios.done }).click();
    await expect(prompt(page)).toHaveCount(0);
  });

  test("stays hidden when opened from the home screen (standalone)", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "standalone", { get: () => true }));
    await expectNoPrompt(page);
  });

  test("stays hidden after „Ablehnen“", async ({ page }) => {
    // Seeded after the beforeEach's answer, so it replaces it.
    await seedDeclined(page, NOW_STORED);
    await expectNoPrompt(page);
  });
});
