/**
 * WCAG 1.4.10 Reflow: at 320 CSS px wide nothing scrolls sideways, with JavaScript on
 * and off, and at 320 × 256 (and smaller) the cookie banner fits the viewport, scrolling inside
 * itself where it must. On a phone the banner covers at most a quarter of a 320 × 640 screen and its
 * answers keep their labels on one line (docs/decisions/0068).
 * A desktop browser at 320 px is the 1280 px screen zoomed to 400 %; a phone emulation would
 * widen its layout viewport to fit overflowing content and hide the very fault looked for.
 * Icons beside text keep their size when the text wraps.
 * Untagged: the viewport is set here, so the tests run once (desktop project).
 */
import type { Page } from "@playwright/test";
import { cookieBanner } from "../../app/content/consent";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { UNKNOWN_PATH, allPaths, groupRoutes, anyGroup } from "./site-pages";

const NARROW = { width: 320, height: 640 };

/** Elements whose right edge passes the viewport, for the failure message: where to look. */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Report the outermost offender only, not each of its children.
      if (element.parentElement && element.parentElement.getBoundingClientRect().right > width + 0.5) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
      found.push(`${name} ends at ${Math.round(box.right)} px: "${(element.textContent ?? "").trim().slice(0, 40)}"`);
    }
    return found.slice(0, 8);
  });
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(innerWidth).toBe(NARROW.width);
  expect(scrollWidth, `${label} scrolls sideways; overflowing: ${(await overflowingElements(page)).join("; ")}`).toBeLessThanOrEqual(innerWidth);
}

const pages = [...allPaths, UNKNOWN_PATH];

/**
 * Icons drawn beside text that do not keep their square (docs/decisions/0049: a badge's icon shrank to 11 px
 * wide when its text wrapped), for the failure message. Every icon of the site is square.
 */
function squashedIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<SVGSVGElement>("svg.lucide"))
      .map((icon) => ({ icon, box: icon.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && Math.abs(box.width - box.height) > 0.5)
      .map(
        ({ icon, box }) => `${icon.getAttribute("class")} ${box.width}×${box.height} beside "${(icon.parentElement?.textContent ?? "").trim().slice(0, 40)}"`,
      ),
  );
}

test.describe("320 px wide, JavaScript on", () => {
  test.use({ viewport: NARROW });

  for (const path of pages) {
    test(`${path} does not scroll sideways, cookie banner shown`, async ({ page, watchers }) => {
      if (path === UNKNOWN_PATH) watchers.expectedConsoleErrors.push(/^Failed to load resource: the server responded with a status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === UNKNOWN_PATH ? 404 : 200);
      // The banner is part of what a first visitor sees; it must not widen the page either.
      await expect(page.getByRole("region", { name: cookieBanner.heading })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
      expect(await squashedIcons(page), "icons squeezed by wrapping text").toEqual([]);
    });
  }

  test("the mobile menu does not scroll sideways when open", async ({ page }) => {
    await page.goto(anyGroup(3).path);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect.poll(async () => (await menu.boundingBox())?.x).toBeCloseTo(0, 0);
    expect(await menu.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectNoSidewaysScroll(page, "the open menu");
  });
});

test.describe("icons beside wrapping text at 390 and 1280 px", () => {
  for (const width of [390, 1280]) {
    test(`${width} px: every icon on the home and a profession page keeps its square`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", groupRoutes[0].path]) {
        await page.goto(path);
        expect(await squashedIcons(page), path).toEqual([]);
      }
    });
  }
});

test.describe("320 px wide, JavaScript off", () => {
  test.use({ viewport: NARROW, javaScriptEnabled: false });

  for (const path of pages) {
    test(`${path} does not scroll sideways`, async ({ page, watchers }) => {
      if (path === UNKNOWN_PATH) watchers.expectedConsoleErrors.push(/^Failed to load resource: the server responded with a status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === UNKNOWN_PATH ? 404 : 200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    });
  }
});

/**
 * WCAG 1.4.10's smallest screen, and one smaller still (a phone held sideways with its keyboard
 * open): the banner never grows past the viewport; where its content is taller than the room, it
 * scrolls inside itself, heading and close button in view, and the page behind stays put.
 */
for (const screen of [
  { width: 320, height: 256 },
  { width: 320, height: 140 },
]) {
  test.describe(`cookie banner at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: screen });

    test("fits the viewport, shows its heading and close button, and both answers can be reached and tapped", async ({ page }) => {
      await page.goto("/");
      const banner = page.getByRole("region", { name: cookieBanner.heading });
      // It appears 1.5 s after load and slides in; measured where it comes to rest.
      await expect(banner).toBeVisible();
      await banner.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      const box = (await banner.boundingBox())!;
      expect(box.y, "banner top").toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, "banner bottom").toBeLessThanOrEqual(screen.height);
      expect(box.x, "banner left").toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, "banner right").toBeLessThanOrEqual(screen.width);

      const heading = banner.getByRole("heading", { name: cookieBanner.heading });
      const close = banner.getByRole("button", { name: cookieBanner.close });
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expect(close).toBeInViewport({ ratio: 1 });

      const { scrollHeight, clientHeight } = await banner.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
      const scrolls = scrollHeight > clientHeight;
      const pageScroll = await page.evaluate(() => window.scrollY);
      if (scrolls) {
        // A reader scrolls with the wheel or a finger over the banner, to its end.
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, scrollHeight);
        await expect.poll(() => banner.evaluate((element) => Math.ceil(element.scrollTop + element.clientHeight) >= element.scrollHeight)).toBe(true);
      }
      for (const name of [cookieBanner.accept, cookieBanner.decline]) {
        const button = banner.getByRole("button", { name, exact: true });
        await expect(button).toBeInViewport({ ratio: 1 });
        // Nothing covers it: a tap on its centre lands on the button itself. (Playwright's own
        // click would first scroll the page, which is not what is tested here.)
        expect(
          await button.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
          }),
        ).toBe(true);
      }
      if (scrolls) expect(await banner.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
      const after = (await banner.boundingBox())!;
      expect(after.y + after.height).toBeLessThanOrEqual(screen.height);
      await expectNoSidewaysScroll(page, "the page behind the banner");
    });
  });
}

/** Waits until the banner has slid in and come to rest. */
async function restingBanner(page: Page) {
  const banner = page.getByRole("region", { name: cookieBanner.heading });
  await expect(banner).toBeVisible();
  await banner.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  return banner;
}

/**
 * What the banner may cover of a phone screen: a quarter of a 320 × 640 one, counted from its top
 * edge to the screen's bottom, as a visitor sees it (a walk-through found 328 px, 51 %, at
 * 320 × 640, docs/decisions/0068-prospects-slips.md). A larger phone gets no more.
 */
const BANNER_MAX_COVER = 640 / 4;

for (const phone of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
]) {
  test.describe(`cookie banner on a ${phone.width} × ${phone.height} phone screen`, () => {
    test.use({ viewport: phone });

    test(`covers at most ${BANNER_MAX_COVER} px, answers side by side, the details one link away, reachable by keyboard, axe clean`, async ({ page }) => {
      await page.goto("/");
      const banner = await restingBanner(page);
      const box = (await banner.boundingBox())!;
      expect(phone.height - box.y, `banner from ${Math.round(box.y)} px to the bottom`).toBeLessThanOrEqual(BANNER_MAX_COVER);
      expect(box.y + box.height).toBeLessThanOrEqual(phone.height);

      const accept = banner.getByRole("button", { name: cookieBanner.accept, exact: true });
      const decline = banner.getByRole("button", { name: cookieBanner.decline, exact: true });
      const [acceptBox, declineBox] = [(await accept.boundingBox())!, (await decline.boundingBox())!];
      expect(acceptBox.y, "answers side by side").toBeCloseTo(declineBox.y, 0);
      expect(acceptBox.x + acceptBox.width).toBeLessThanOrEqual(declineBox.x);

      // The details stand in the privacy policy's section on browser storage, one link away.
      const link = banner.getByRole("link", { name: cookieBanner.details.link, exact: true });
      await expect(link).toHaveAttribute("href", "/datenschutz#cookies");

      // By keyboard: after the page's last element come the close button, the link and both answers.
      await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).focus();
      for (const target of [banner.getByRole("button", { name: cookieBanner.close }), link, accept, decline]) {
        await page.keyboard.press("Tab");
        await expect(target).toBeFocused();
      }
      await expectNoAxeViolations(page);
    });
  });
}

for (const width of [320, 390]) {
  test.describe(`cookie banner ${width} px wide`, () => {
    test.use({ viewport: { width, height: 640 } });

    test("both answers keep their labels on one line, fully shown, equally wide", async ({ page }) => {
      await page.goto("/");
      const banner = await restingBanner(page);
      const widths: number[] = [];
      for (const name of [cookieBanner.accept, cookieBanner.decline]) {
        const button = banner.getByRole("button", { name, exact: true });
        const label = await button.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return { lines: lineTops.size, overflows: element.scrollWidth > element.clientWidth, width: element.getBoundingClientRect().width };
        });
        expect(label.lines, `„${name}“ lines`).toBe(1);
        expect(label.overflows, `„${name}“ runs out of its button`).toBe(false);
        widths.push(label.width);
      }
      expect(widths[0]).toBeCloseTo(widths[1], 0);
    });
  });
}
