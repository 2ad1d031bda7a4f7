import type { Page } from "@playwright/test";
import { blockLocalStorage, NOW, openPage, pageTimeUntil, pauseClock, readLocalStorage, resumeClock, seedLocalStorage } from "./client-state";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const banner = (page: Page) => page.getByRole("region", { name: "Cookie-Einstellungen" });

/** Opens the page with a paused clock and runs it to exactly 1.5 s after load, checking the millisecond before. */
async function bannerAfterDelay(page: Page, path = "/") {
  await pauseClock(page);
  await openPage(page, path);
  await page.clock.runFor((await pageTimeUntil(page, 1500)) - 1);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(banner(page)).toBeVisible();
}

test("the banner is not in the prerendered HTML and appears 1.5 s after load", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toContain("Alle akzeptieren");
  await bannerAfterDelay(page);
  await expect(banner(page)).toContainText("keine Tracking- oder Werbe-Cookies");
  // Both answers equally prominent: same look, same size.
  const accept = banner(page).getByRole("button", { name: "Alle akzeptieren" });
  const decline = banner(page).getByRole("button", { name: "Ablehnen" });
  expect(await accept.getAttribute("class")).toBe(await decline.getAttribute("class"));
  const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
  expect(acceptBox?.width).toBeCloseTo(declineBox!.width, 0);
  expect(acceptBox?.height).toBeCloseTo(declineBox!.height, 0);
  await resumeClock(page);
  await expectNoAxeViolations(page);
});

test("'Alle akzeptieren' stores accepted, animates out over 0.5 s, then confirms with a toast", async ({ page }) => {
  await bannerAfterDelay(page);
  await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  expect(await readLocalStorage(page, "cookieConsent")).toBe("accepted");
  expect(await readLocalStorage(page, "cookieConsentDate")).toBe(String(await page.evaluate(() => Date.now())));
  await page.clock.runFor(499);
  await expect(banner(page)).toHaveAttribute("data-state", "leaving");
  await expect(page.getByText("Cookies akzeptiert")).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(banner(page)).toHaveCount(0);
  await resumeClock(page);
  await expect(page.getByText("Cookies akzeptiert")).toBeVisible();
  await expect(page.getByText("Ihre Präferenzen wurden gespeichert.")).toBeVisible();

  await page.reload();
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(3000);
  await expect(banner(page)).toHaveCount(0);
});

test("'Ablehnen' stores declined, animates out, then confirms with a toast", async ({ page }) => {
  await bannerAfterDelay(page, "/pkv-beamte");
  await banner(page).getByRole("button", { name: "Ablehnen" }).click();
  expect(await readLocalStorage(page, "cookieConsent")).toBe("declined");
  await page.clock.runFor(499);
  await expect(banner(page)).toBeVisible();
  await page.clock.runFor(1);
  await expect(banner(page)).toHaveCount(0);
  await resumeClock(page);
  await expect(page.getByText("Cookies abgelehnt")).toBeVisible();
  await expect(page.getByText("Es werden nur notwendige Cookies verwendet.")).toBeVisible();
});

test("the close icon hides the banner without storing, so it returns on the next visit", async ({ page }) => {
  await bannerAfterDelay(page);
  await banner(page).getByRole("button", { name: "Hinweis schließen" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await readLocalStorage(page, "cookieConsent")).toBeNull();
  await page.clock.runFor(1000);
  await expect(page.getByText("Cookies akzeptiert")).toHaveCount(0);
  await expect(page.getByText("Cookies abgelehnt")).toHaveCount(0);

  await page.goto("/pkv-anwaelte");
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(1500);
  await expect(banner(page)).toBeVisible();
});

test("the banner is reachable by keyboard after the footer and answers with Enter", async ({ page }) => {
  await bannerAfterDelay(page);
  const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" });
  await footerButton.focus();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Hinweis schließen" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Datenschutzerklärung" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Alle akzeptieren" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Ablehnen" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.clock.runFor(500);
  await expect(banner(page)).toHaveCount(0);
  expect(await readLocalStorage(page, "cookieConsent")).toBe("declined");
  // Focus does not fall off the page with the banner.
  await expect(page.locator("#inhalt")).toBeFocused();
});

test("the banner's privacy link opens the privacy policy above it", async ({ page }) => {
  await bannerAfterDelay(page);
  await resumeClock(page);
  const link = banner(page).getByRole("button", { name: "Datenschutzerklärung" });
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Datenschutzerklärung" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "8. Cookies und Speicher im Browser" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test("'Cookie-Einstellungen' in the footer reopens the banner so the answer can be changed", async ({ page }) => {
  await seedLocalStorage(page, { cookieConsent: "accepted", cookieConsentDate: String(NOW.getTime()) });
  await pauseClock(page);
  await openPage(page, "/pkv-aerzte");
  await page.clock.runFor(3000);
  await expect(banner(page)).toHaveCount(0);

  const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" });
  await footerButton.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText("Ihre aktuelle Antwort: akzeptiert.");
  await expect(banner(page).getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
  await resumeClock(page);
  await expectNoAxeViolations(page);

  await banner(page).getByRole("button", { name: "Ablehnen" }).click();
  expect(await readLocalStorage(page, "cookieConsent")).toBe("declined");
  // The 12 months keep counting from the first answer.
  expect(await readLocalStorage(page, "cookieConsentDate")).toBe(String(NOW.getTime()));
  await page.clock.runFor(500);
  await expect(banner(page)).toHaveCount(0);
  await expect(footerButton).toBeFocused();
  await expect(page.getByText("Cookies abgelehnt")).toBeVisible();
});

test("an answer older than 12 months is forgotten and the banner asks again", async ({ page }) => {
  await seedLocalStorage(page, { cookieConsent: "accepted", cookieConsentDate: { daysAgo: 366 }, "pwa-installed": "true" });
  await bannerAfterDelay(page);
  expect(await readLocalStorage(page, "cookieConsent")).toBeNull();
  expect(await readLocalStorage(page, "pwa-installed")).toBeNull();
});

test.describe("where the browser blocks localStorage", () => {
  test.beforeEach(async ({ page }) => blockLocalStorage(page));

  test("the site works and the banner shows on every visit", async ({ page }) => {
    await bannerAfterDelay(page);
    await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
    await page.clock.runFor(500);
    await expect(banner(page)).toHaveCount(0);
    await resumeClock(page);
    await expect(page.getByText("Cookies akzeptiert")).toBeVisible();
    // Honest: nothing could be saved.
    await expect(page.getByText("Ihr Browser erlaubt hier keine Speicherung, deshalb fragen wir beim nächsten Besuch erneut.")).toBeVisible();

    await page.getByRole("contentinfo").getByRole("button", { name: "Impressum" }).click();
    await expect(page.getByRole("dialog", { name: "Impressum" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.reload();
    await expect(banner(page)).toBeVisible();
  });
});

test("the banner never becomes the page's largest contentful paint", async ({ page }) => {
  await page.addInitScript(() => {
    const entries: Element[] = [];
    (window as unknown as { lcpElements: Element[] }).lcpElements = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) if (entry.element) entries.push(entry.element);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  // Let the banner's frame be painted and reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const lcpInBanner = await page.evaluate(() => {
    const elements = (window as unknown as { lcpElements: Element[] }).lcpElements;
    const region = document.querySelector('[aria-labelledby][data-state="shown"]');
    return { count: elements.length, inBanner: elements.some((element) => region?.contains(element)) };
  });
  expect(lcpInBanner.count).toBeGreaterThan(0);
  expect(lcpInBanner.inBanner).toBe(false);
});
