/**
 * The cookie banner (pkv-site-spec.md §4, §9; docs/decisions/0007, 0012): when it shows, what each answer stores, its toasts,
 * keyboard use, and the footer's „Cookie-Einstellungen“. Texts come from the content modules,
 * which the legal work rewords; timings are exact on Playwright's paused clock.
 * What the answer does to the service worker is in offline-consent.spec.ts.
 */
import type { Page } from "@playwright/test";
import { glossaryRoute } from "../../app/config/site-routes";
import { cookieBanner } from "../../app/content/consent";
import { TOAST_EXIT_MS } from "../../app/browser/toasts";
import { TOAST_DURATION_MS, toastMessages } from "../../app/content/toast-messages";
import {
  blockLocalStorage,
  expectPartScriptNotLoaded,
  NOW_STORED,
  openPage,
  pageTimeUntilAfterLoad,
  pauseClock,
  readLocalStorage,
  resumeClock,
  seedAccepted,
  seedLocalStorage,
  storedDaysBeforeNow,
  waitForBannerScript,
} from "./client-state";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { anyGroup } from "./site-pages";

const banner = (page: Page) => page.getByRole("region", { name: cookieBanner.heading });
const footerSettings = (page: Page) => page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" });
const toastTitled = (page: Page, title: string) => page.locator("[data-toast]").filter({ hasText: title });

/** Opens the page with a paused clock and runs it to exactly 1.5 s after load, checking the millisecond before. */
async function bannerAfterDelay(page: Page, path = "/") {
  await pauseClock(page);
  await openPage(page, path);
  await waitForBannerScript(page);
  await page.clock.runFor((await pageTimeUntilAfterLoad(page, 1500)) - 1);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(banner(page)).toBeVisible();
}

test("the banner is in the prerendered HTML, hidden, and appears 1.5 s after load", { tag: "@both" }, async ({ page, request }) => {
  // Static HTML (decision 0050): there, but hidden until its script shows it.
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<section data-cookie-banner="" hidden=""/);
  expect(html).toContain(cookieBanner.accept);
  await bannerAfterDelay(page);
  await expect(banner(page)).toContainText(cookieBanner.text);
  // Both answers equally prominent: same look, same size.
  const accept = banner(page).getByRole("button", { name: cookieBanner.accept });
  const decline = banner(page).getByRole("button", { name: cookieBanner.decline });
  expect(await accept.getAttribute("class")).toBe(await decline.getAttribute("class"));
  const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
  expect(acceptBox?.width).toBeCloseTo(declineBox!.width, 0);
  expect(acceptBox?.height).toBeCloseTo(declineBox!.height, 0);
  await resumeClock(page);
  await expectNoAxeViolations(page);
});

test("the 1.5 s count from the load event, also when it comes late on a slow connection", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/late-load-probe.png", async (route) => {
    await held;
    await route.fulfill({ status: 204 });
  });
  // An image added while the page parses holds back its load event, as a slow connection does.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      const probe = new Image();
      probe.alt = "";
      probe.src = "/late-load-probe.png";
      document.body.append(probe);
    }),
  );
  await pauseClock(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  // Two seconds of page time pass before the load event: counted from navigation, the banner would be due at once.
  await page.clock.runFor(2000);
  release();
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
  await waitForBannerScript(page);
  await page.clock.runFor((await pageTimeUntilAfterLoad(page, 1500)) - 1);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(banner(page)).toBeVisible();
});

test("'Alle akzeptieren' stores accepted, animates out over 0.5 s, then confirms with a toast; a returning visitor loads no banner", async ({ page }) => {
  await bannerAfterDelay(page);
  await banner(page).getByRole("button", { name: cookieBanner.accept }).click();
  expect(await readLocalStorage(page, "cookieConsent")).toBe("accepted");
  expect(await readLocalStorage(page, "cookieConsentDate")).toBe(String(await page.evaluate(() => Date.now())));
  await page.clock.runFor(499);
  await expect(banner(page)).toHaveAttribute("data-state", "leaving");
  await expect(page.getByText(toastMessages.cookiesAccepted.title)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(banner(page)).toHaveCount(0);
  await resumeClock(page);
  await expect(page.getByText(toastMessages.cookiesAccepted.title)).toBeVisible();
  await expect(page.getByText(toastMessages.cookiesAccepted.description)).toBeVisible();

  await page.reload();
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(3000);
  await expect(banner(page)).toHaveCount(0);
  // With an answer stored, the banner's script is not even downloaded.
  await expectPartScriptNotLoaded(page, "cookie-banner");
});

test("the confirmation toast stays exactly 3 s", async ({ page }) => {
  await bannerAfterDelay(page);
  await banner(page).getByRole("button", { name: cookieBanner.accept }).click();
  // A pointer moving over the toast would pause its timer: keep it out of the way.
  await page.mouse.move(0, 0);
  await page.clock.runFor(500);
  const toast = toastTitled(page, toastMessages.cookiesAccepted.title);
  // The toast shows as soon as its script is there (requested at the click); its 3 s count from
  // then. Running the due timers without moving page time lets nothing else pass meanwhile.
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return toast.count();
    })
    .toBe(1);
  await page.clock.runFor(TOAST_DURATION_MS - 1);
  await expect(toast).toHaveAttribute("data-removed", "false");
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toHaveAttribute("data-removed", "true");
  // The closing toast fades for TOAST_EXIT_MS before it leaves the page.
  await page.clock.runFor(TOAST_EXIT_MS);
  await expect(toast).toHaveCount(0);
});

test("'Ablehnen' stores declined, animates out, then confirms with a toast", async ({ page }) => {
  await bannerAfterDelay(page, anyGroup(1).path);
  await banner(page).getByRole("button", { name: cookieBanner.decline }).click();
  expect(await readLocalStorage(page, "cookieConsent")).toBe("declined");
  await page.clock.runFor(499);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toHaveAttribute("data-state", "leaving");
  await page.clock.runFor(1);
  await expect(banner(page)).toHaveCount(0);
  await resumeClock(page);
  await expect(page.getByText(toastMessages.cookiesDeclined.title)).toBeVisible();
  await expect(page.getByText(toastMessages.cookiesDeclined.description)).toBeVisible();
});

test("the close icon hides the banner without storing, so it returns on the next visit", async ({ page }) => {
  await bannerAfterDelay(page);
  await banner(page).getByRole("button", { name: cookieBanner.close }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await readLocalStorage(page, "cookieConsent")).toBeNull();
  await page.clock.runFor(1000);
  await expect(page.getByText(toastMessages.cookiesAccepted.title)).toHaveCount(0);
  await expect(page.getByText(toastMessages.cookiesDeclined.title)).toHaveCount(0);

  await openPage(page, anyGroup(2).path);
  await waitForBannerScript(page);
  await page.clock.runFor(1500);
  await expect(banner(page)).toBeVisible();
});

test("the banner is reachable by keyboard after the footer and answers with Enter", async ({ page }) => {
  await bannerAfterDelay(page);
  await footerSettings(page).focus();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: cookieBanner.close })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: cookieBanner.details.link })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: cookieBanner.accept })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: cookieBanner.decline })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.clock.runFor(500);
  await expect(banner(page)).toHaveCount(0);
  expect(await readLocalStorage(page, "cookieConsent")).toBe("declined");
  // Focus does not fall off the page with the banner.
  await expect(page.locator("#inhalt")).toBeFocused();
});

test("the banner's privacy link opens the privacy policy above it; Escape returns to the link", async ({ page }) => {
  await bannerAfterDelay(page);
  await resumeClock(page);
  const link = banner(page).getByRole("link", { name: cookieBanner.details.link });
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Datenschutzerklärung" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "8. Cookies und Speicher im Browser" })).toBeVisible();
  // The banner is still there behind the dialog; nothing was answered.
  expect(await readLocalStorage(page, "cookieConsent")).toBeNull();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await expect(banner(page)).toBeVisible();
});

test("'Cookie-Einstellungen' in the footer reopens the banner so the answer can be changed", async ({ page }) => {
  await seedAccepted(page, NOW_STORED);
  await pauseClock(page);
  await openPage(page, anyGroup(0).path);
  await page.clock.runFor(3000);
  await expect(banner(page)).toHaveCount(0);
  await expectPartScriptNotLoaded(page, "cookie-banner");

  await resumeClock(page);
  await footerSettings(page).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText(cookieBanner.current.accepted);
  await expect(banner(page).getByRole("button", { name: cookieBanner.accept })).toBeVisible();
  // axe judges the banner where it comes to rest, not halfway through sliding in over the footer.
  await banner(page).evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
  await expectNoAxeViolations(page);

  await banner(page).getByRole("button", { name: cookieBanner.decline }).click();
  expect(await readLocalStorage(page, "cookieConsent")).toBe("declined");
  // The 12 months keep counting from the first answer.
  expect(await readLocalStorage(page, "cookieConsentDate")).toBe(NOW_STORED);
  await expect(banner(page)).toHaveCount(0);
  await expect(footerSettings(page)).toBeFocused();
  await expect(page.getByText(toastMessages.cookiesDeclined.title)).toBeVisible();

  // Asked again, it shows the new answer.
  await footerSettings(page).click();
  await expect(banner(page)).toContainText(cookieBanner.current.declined);
});

test("'Cookie-Einstellungen' opens the banner at once on a paused clock too (no waiting for idle time)", async ({ page }) => {
  await seedAccepted(page, NOW_STORED);
  await pauseClock(page);
  await openPage(page, "/");
  await footerSettings(page).click();
  await waitForBannerScript(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toHaveAttribute("data-state", "shown");
});

test("an answer older than 12 months is forgotten and the banner asks again", async ({ page }) => {
  await seedLocalStorage(page, { cookieConsent: "accepted", cookieConsentDate: storedDaysBeforeNow(366), "pwa-installed": "true" });
  await bannerAfterDelay(page);
  expect(await readLocalStorage(page, "cookieConsent")).toBeNull();
  expect(await readLocalStorage(page, "pwa-installed")).toBeNull();
});

test.describe("where the browser blocks localStorage", () => {
  test.beforeEach(async ({ page }) => blockLocalStorage(page));

  test("the site works and the banner shows on every page, as its toast says", async ({ page }) => {
    await bannerAfterDelay(page);
    await banner(page).getByRole("button", { name: cookieBanner.accept }).click();
    await page.clock.runFor(500);
    await expect(banner(page)).toHaveCount(0);
    await resumeClock(page);
    await expect(page.getByText(toastMessages.cookiesAccepted.title)).toBeVisible();
    // Honest: nothing could be saved.
    await expect(page.getByText(toastMessages.cookieChoiceNotStored.description)).toBeVisible();
    await expect(page.getByText(toastMessages.cookiesAccepted.description)).toHaveCount(0);

    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Impressum" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.reload();
    await expect(banner(page)).toBeVisible();
    // Not only at the next visit: the next page of this one asks again.
    await page.getByRole("contentinfo").getByRole("link", { name: glossaryRoute.navLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${glossaryRoute.path}$`));
    await expect(banner(page)).toBeVisible();
  });
});

test("the banner never becomes the page's largest contentful paint", { tag: "@both" }, async ({ page }) => {
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
