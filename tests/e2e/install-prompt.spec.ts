import type { Page } from "@playwright/test";
import { NOW, openPage, pageTimeUntil, pauseClock, readLocalStorage, resumeClock, seedLocalStorage } from "./client-state";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const prompt = (page: Page) => page.getByRole("region", { name: "Als App installieren" });

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

/**
 * A synthetic `beforeinstallprompt`, fired as early as Chrome may fire it: before the app has
 * hydrated. `prompt()` counts its calls; `userChoice` answers with the given outcome.
 */
async function fireInstallEvent(page: Page, outcome: "accepted" | "dismissed" = "accepted") {
  await page.addInitScript((answer) => {
    document.addEventListener("DOMContentLoaded", () => {
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
    });
  }, outcome);
}

const promptCalls = (page: Page) => page.evaluate(() => (window as unknown as { promptCalls: { count: number } }).promptCalls.count);

/** Opens the page with a paused clock and runs it to 5 s after load, checking the millisecond before. */
async function promptAfterDelay(page: Page, path = "/") {
  await pauseClock(page);
  await openPage(page, path);
  await page.clock.runFor((await pageTimeUntil(page, 5000)) - 1);
  await expect(prompt(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(prompt(page)).toBeVisible();
}

/** Runs the page well past the 5 s and checks that no prompt appeared. */
async function expectNoPrompt(page: Page, path = "/") {
  await pauseClock(page);
  await openPage(page, path);
  await page.clock.runFor(10_000);
  await expect(prompt(page)).toHaveCount(0);
}

test.describe("with a stored consent", () => {
  test.beforeEach(async ({ page }) => seedLocalStorage(page, { cookieConsent: "accepted", cookieConsentDate: String(NOW.getTime()) }));

  test("shows 5 s after load; 'Installieren' opens the browser's dialog and, accepted, marks the app installed", async ({ page }) => {
    await fireInstallEvent(page, "accepted");
    await promptAfterDelay(page);
    await expect(prompt(page)).toContainText("Legen Sie PKV-Experte auf Ihren Startbildschirm");
    await resumeClock(page);
    await expectNoAxeViolations(page);
    await prompt(page).getByRole("button", { name: "Installieren" }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await promptCalls(page)).toBe(1);
    await expect.poll(() => readLocalStorage(page, "pwa-installed")).toBe("true");

    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(10_000);
    await expect(prompt(page)).toHaveCount(0);
  });

  test("a dismissed browser dialog counts as a dismissal", async ({ page }) => {
    await fireInstallEvent(page, "dismissed");
    await promptAfterDelay(page);
    await prompt(page).getByRole("button", { name: "Installieren" }).click();
    await expect.poll(() => readLocalStorage(page, "pwa-install-dismissed")).toBe(String(await page.evaluate(() => Date.now())));
    expect(await readLocalStorage(page, "pwa-installed")).toBeNull();
  });

  test("'Später' stores the dismissal time and hides the prompt", async ({ page }) => {
    await fireInstallEvent(page);
    await promptAfterDelay(page, "/pkv-selbststaendige");
    await prompt(page).getByRole("button", { name: "Später" }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await readLocalStorage(page, "pwa-install-dismissed")).toBe(String(await page.evaluate(() => Date.now())));
    expect(await promptCalls(page)).toBe(0);
  });

  test("the close icon stores the dismissal time too", async ({ page }) => {
    await fireInstallEvent(page);
    await promptAfterDelay(page);
    await prompt(page).getByRole("button", { name: "Hinweis schließen" }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await readLocalStorage(page, "pwa-install-dismissed")).toBe(String(await page.evaluate(() => Date.now())));
  });

  test("stays away for a day-old dismissal", async ({ page }) => {
    await seedLocalStorage(page, { "pwa-install-dismissed": { daysAgo: 1 } });
    await fireInstallEvent(page);
    await expectNoPrompt(page);
  });

  test("returns once the dismissal is 8 days old, and the old entry is dropped", async ({ page }) => {
    await seedLocalStorage(page, { "pwa-install-dismissed": { daysAgo: 8 } });
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

test("without a consent it waits; after 'Alle akzeptieren' it shows within the next poll plus 5 s", async ({ page }) => {
  await fireInstallEvent(page);
  await pauseClock(page);
  await openPage(page, "/");
  await page.clock.runFor(10_000);
  await expect(prompt(page)).toHaveCount(0);
  await page.getByRole("region", { name: "Cookie-Einstellungen" }).getByRole("button", { name: "Alle akzeptieren" }).click();
  // Consent is polled once a second: seen within 1 s, then 5 s to wait.
  await page.clock.runFor(5000);
  await expect(prompt(page)).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(prompt(page)).toBeVisible();
});

test.describe("on iOS", () => {
  test.use({ userAgent: IPHONE_UA });
  test.beforeEach(async ({ page }) => seedLocalStorage(page, { cookieConsent: "declined", cookieConsentDate: String(NOW.getTime()) }));

  test("explains 'Teilen' then 'Zum Home-Bildschirm'; 'Anleitung anzeigen' dismisses and shows the steps", async ({ page }) => {
    await promptAfterDelay(page);
    await expect(prompt(page)).toContainText("Tippen Sie in Safari auf „Teilen“ und dann auf „Zum Home-Bildschirm“.");
    await expect(prompt(page).getByRole("button", { name: "Installieren" })).toHaveCount(0);
    await resumeClock(page);
    await expectNoAxeViolations(page);
    await prompt(page).getByRole("button", { name: "Anleitung anzeigen" }).click();
    expect(await readLocalStorage(page, "pwa-install-dismissed")).not.toBeNull();
    await expect(prompt(page).getByRole("listitem")).toHaveCount(3);
    await expect(prompt(page).getByRole("listitem").nth(1)).toContainText("„Zum Home-Bildschirm“");
    await prompt(page).getByRole("button", { name: "Verstanden" }).click();
    await expect(prompt(page)).toHaveCount(0);
  });

  test("stays hidden when opened from the home screen (standalone)", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "standalone", { get: () => true }));
    await expectNoPrompt(page);
  });
});
