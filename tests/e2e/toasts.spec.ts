/**
 * The site's toasts without a library (pkv-site-spec.md §9, decision 0050): the close button sits
 * top-right (it sat top-left), a toast closes by it, by Escape and by a swipe of 20 px,
 * its 3 s pause while the pointer rests on it and while the page is hidden, Alt+T moves focus to
 * it and closing gives focus back, and with reduced motion it does not move. The banner's
 * confirmation is the toast at hand (every first visit brings it); the enquiry's toasts are in
 * wizard.spec.ts. Timings are exact on Playwright's paused clock.
 */
import type { Page } from "@playwright/test";
import { SWIPE_DISMISS_PX, TOAST_EXIT_MS } from "../../app/browser/toasts";
import { cookieBanner } from "../../app/content/consent";
import { TOAST_DURATION_MS, toastAreaCopy, toastMessages } from "../../app/content/toast-messages";
import { openPage, pageTimeUntilAfterLoad, pauseClock, waitForBannerScript } from "./client-state";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const footerSettings = (page: Page) => page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" });

/** Answers the banner on a paused clock and returns the confirmation toast, just shown: its 3 s start now. */
async function confirmationToast(page: Page) {
  await pauseClock(page);
  await openPage(page, "/");
  await waitForBannerScript(page);
  await page.clock.runFor(await pageTimeUntilAfterLoad(page, 1500));
  await page.getByRole("region", { name: cookieBanner.heading }).getByRole("button", { name: cookieBanner.decline }).click();
  // Out of the way: a pointer moving over the toast pauses it.
  await page.mouse.move(0, 0);
  await page.clock.runFor(500);
  const toast = page.locator("[data-toast]");
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return toast.count();
    })
    .toBe(1);
  await expect(toast).toContainText(toastMessages.cookiesDeclined.title);
  return toast;
}

async function expectClosed(page: Page, toast: ReturnType<Page["locator"]>) {
  await expect(toast).toHaveAttribute("data-removed", "true");
  await page.clock.runFor(TOAST_EXIT_MS);
  await expect(toast).toHaveCount(0);
}

test("the close button sits top-right and closes the toast", { tag: "@both" }, async ({ page }) => {
  const toast = await confirmationToast(page);
  const close = toast.getByRole("button", { name: toastAreaCopy.close });
  const [toastBox, closeBox] = [(await toast.boundingBox())!, (await close.boundingBox())!];
  // In the top-right corner, as every other close button of the site.
  expect(toastBox.x + toastBox.width - (closeBox.x + closeBox.width), "gap to the right edge").toBeLessThanOrEqual(12);
  expect(closeBox.y - toastBox.y, "gap to the top edge").toBeLessThanOrEqual(12);
  expect(closeBox.x - toastBox.x, "distance from the left edge").toBeGreaterThan(toastBox.width / 2);
  expect(closeBox.width).toBeGreaterThanOrEqual(44);
  expect(closeBox.height).toBeGreaterThanOrEqual(44);
  // The pointer resting on it holds the toast while axe, which needs running timers, looks at it.
  await close.hover();
  await page.clock.resume();
  await expectNoAxeViolations(page, "[data-toast-area]");
  await close.click();
  await expect(toast).toHaveCount(0);
});

test("Alt+T moves focus to the toast; Escape closes it and focus goes back where it was", async ({ page }) => {
  const toast = await confirmationToast(page);
  await footerSettings(page).focus();
  await page.keyboard.press("Alt+KeyT");
  await expect(toast).toBeFocused();
  // Focus inside holds the 3 s: reading it with a screen reader takes longer.
  await page.clock.runFor(TOAST_DURATION_MS * 2);
  await expect(toast).toHaveAttribute("data-removed", "false");
  await page.keyboard.press("Escape");
  await expectClosed(page, toast);
  await expect(footerSettings(page)).toBeFocused();
});

test(`a swipe of ${SWIPE_DISMISS_PX} px away from the corner dismisses the toast; a shorter one lets it spring back`, async ({ page }) => {
  const toast = await confirmationToast(page);
  const box = (await toast.boundingBox())!;
  const start = { x: box.x + 24, y: box.y + box.height / 2 };
  const swipe = async (right: number) => {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + right / 2, start.y);
    await page.mouse.move(start.x + right, start.y);
    await page.mouse.up();
  };
  await swipe(SWIPE_DISMISS_PX - 5);
  await expect(toast).toHaveAttribute("data-removed", "false");
  expect(await toast.evaluate((element) => element.style.translate)).toBe("");
  await swipe(SWIPE_DISMISS_PX + 5);
  await expectClosed(page, toast);
});

test("its 3 s pause while the pointer rests on it and while the page is hidden, and then run on", async ({ page }) => {
  const toast = await confirmationToast(page);
  await page.clock.runFor(1000);
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.clock.runFor(TOAST_DURATION_MS * 2);
  await expect(toast).toHaveAttribute("data-removed", "false");
  await page.mouse.move(0, 0);
  // The page goes to the background (another tab, the phone's lock screen).
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  await page.clock.runFor(500);
  await setHidden(true);
  await page.clock.runFor(TOAST_DURATION_MS * 2);
  await expect(toast).toHaveAttribute("data-removed", "false");
  await setHidden(false);
  // 1000 ms before the pointer came, 500 ms after it left: 1500 ms are left.
  await page.clock.runFor(TOAST_DURATION_MS - 1500 - 1);
  await expect(toast).toHaveAttribute("data-removed", "false");
  await page.clock.runFor(1);
  await expectClosed(page, toast);
});

for (const reducedMotion of ["no-preference", "reduce"] as const) {
  const moves = reducedMotion === "no-preference";
  test(`with reducedMotion „${reducedMotion}“ the banner and the toast ${moves ? "slide" : "fade, but do not move"}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    // Transitions run in real time, beside the paused clock: slowed down, they can be looked at.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 0.01 });
    /** How far the element travels in its running transitions: where it is now against where they end. */
    const travel = (locator: ReturnType<Page["locator"]>) =>
      locator.evaluate((element) => {
        const now = element.getBoundingClientRect();
        for (const animation of element.getAnimations()) animation.finish();
        const end = element.getBoundingClientRect();
        return Math.round(Math.hypot(end.x - now.x, end.y - now.y));
      });
    const expectTravel = async (locator: ReturnType<Page["locator"]>, what: string) => {
      if (moves) expect(await travel(locator), what).toBeGreaterThan(10);
      else expect(await travel(locator), what).toBe(0);
    };
    await pauseClock(page);
    await openPage(page, "/");
    await waitForBannerScript(page);
    await page.clock.runFor(await pageTimeUntilAfterLoad(page, 1500));
    const banner = page.getByRole("region", { name: cookieBanner.heading });
    await expect(banner).toBeVisible();
    await expectTravel(banner, "banner coming");
    await banner.getByRole("button", { name: cookieBanner.accept }).click();
    await expect(banner).toHaveAttribute("data-state", "leaving");
    await expectTravel(banner, "banner going");
    await page.mouse.move(0, 0);
    await page.clock.runFor(500);
    const toast = page.locator("[data-toast]");
    await expect
      .poll(async () => {
        await page.clock.runFor(0);
        return toast.count();
      })
      .toBe(1);
    await expectTravel(toast, "toast coming");
  });
}
