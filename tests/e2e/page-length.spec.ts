/**
 * How far a phone reader scrolls (docs/decisions/0046, „Profession pages and home a phone reads through“): at
 * 390 × 844 with JavaScript on, the cookie banner answered before the visit and every FAQ closed,
 * the page's length and the top of the enquiry section in screens of 844 px. Goals: every
 * profession page at most 18 screens with the enquiry starting within 12, the home page at most
 * 14 (docs/decisions/0046). The pages come from the route table, so a new profession page is
 * measured without an edit here. The numbers are printed too, and at 320 px for information. On the
 * same phone the hero's primary action stands on the first screen, and the calculator it leads to
 * begins within two screens of the hero's end.
 * Untagged: the viewport is set here, so the tests run once (desktop project).
 */
import "./build-time-global";
import type { Page } from "@playwright/test";
import { homeRoute, sectionIds, type PageRoute } from "../../app/config/site-routes";
import { groupRoutes } from "../../app/config/page-routes";
import { calculatorEntry } from "../../app/content/calculator-page";
import { seedDeclined } from "./client-state";
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
/** The reflow width (tests/e2e/reflow.spec.ts), for the printed numbers only. */
const NARROW = { width: 320, height: 640 };

const GOALS = {
  group: { page: 18, enquiry: 12 },
  home: { page: 14 },
} as const;

interface Length {
  /** Top of the page to the bottom of the footer, in screens. */
  page: number;
  /** Top of the page to the top of the enquiry section (#versicherungsform), in screens. */
  enquiry: number;
  /** The config's reviews, rating profile and insurers, in screens (left out of the two above). */
  trust: number;
}

/** Scrolls through in screen steps, so islands that hydrate on sight have their final height. */
async function scrollThrough(page: Page) {
  const step = page.viewportSize()!.height;
  for (let y = 0; y <= (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    // Two frames, so what came into view has hydrated and laid out; at most a second, since a
    // renderer the busy machine throttles once held its frames back for the whole test timeout.
    await page.evaluate(() => new Promise((resolve) => (requestAnimationFrame(() => requestAnimationFrame(resolve)), setTimeout(resolve, 1000))));
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * The page's own length ends with the footer: the bottom dock after it (contact bar, install
 * offer) comes and goes with scrolling and is not what the reader reads through. The evidence the
 * adviser's config holds (reviews, rating profile, insurers compared: `[data-trust]`) is not the
 * site's layout: its height is left out of both numbers, so the goals hold for any adviser, however
 * many reviews they publish (docs/decisions/0046); `report` prints it apart.
 */
async function measure(page: Page, route: PageRoute): Promise<Length> {
  await page.goto(route.path);
  await scrollThrough(page);
  await expect(page.locator("main details[open]"), "every disclosure and FAQ answer closed").toHaveCount(0);
  const screen = page.viewportSize()!.height;
  const [footerBottom, enquiryTop, trustAbove, trustHeight] = await page.evaluate((contact) => {
    const top = (element: Element | null) => (element ? element.getBoundingClientRect().top + window.scrollY : Number.NaN);
    const footer = document.querySelector("body > footer");
    const enquiry = top(document.getElementById(contact));
    const trust = document.querySelector("main [data-trust]");
    const height = trust ? trust.getBoundingClientRect().height : 0;
    return [footer ? footer.getBoundingClientRect().bottom + window.scrollY : Number.NaN, enquiry, trust !== null && top(trust) < enquiry, height];
  }, sectionIds.contact);
  expect(footerBottom, "the footer's bottom edge").toBeGreaterThan(0);
  expect(enquiryTop, "the enquiry section's top edge").toBeGreaterThan(0);
  return {
    page: (footerBottom - trustHeight) / screen,
    enquiry: (enquiryTop - (trustAbove ? trustHeight : 0)) / screen,
    trust: trustHeight / screen,
  };
}

// The banner answered before the visit: it would add its height to the end of every page.
test.beforeEach(async ({ page }) => {
  await seedDeclined(page);
});

const round = (screens: number) => Math.round(screens * 10) / 10;

function report(route: PageRoute, viewport: { width: number }, length: Length) {
  const trust = length.trust > 0 ? ` (plus ${round(length.trust)} for the config's reviews and insurers)` : "";
  const line = `${route.path} at ${viewport.width} px: ${round(length.page)} screens, enquiry from screen ${round(length.enquiry)}${trust}`;
  test.info().annotations.push({ type: "page length", description: line });
  console.log(line);
}

test.describe("390 × 844, the phone the goals are set for", () => {
  test.use({ viewport: PHONE });

  for (const route of groupRoutes) {
    test(`${route.path}: at most ${GOALS.group.page} screens, the enquiry within ${GOALS.group.enquiry}`, async ({ page }) => {
      const length = await measure(page, route);
      report(route, PHONE, length);
      expect(length.enquiry, "screens down to the enquiry").toBeLessThanOrEqual(GOALS.group.enquiry);
      expect(length.page, "screens in all").toBeLessThanOrEqual(GOALS.group.page);
    });
  }

  for (const route of [homeRoute, ...groupRoutes]) {
    test(`${route.path}: the hero's first action is on the first screen`, async ({ page }) => {
      await page.goto(route.path);
      const first = page.locator("[data-hero] a[data-section-link]").first();
      await expect(first).toBeVisible();
      const box = (await first.boundingBox())!;
      expect(box.y + box.height, `„${await first.textContent()}“ ends within ${PHONE.height} px`).toBeLessThanOrEqual(PHONE.height);
    });
  }

  for (const route of groupRoutes.filter((candidate) => candidate.calculators.length > 0)) {
    const anchor = calculatorEntry(route.calculators[0]).anchor;
    test(`${route.path}: #${anchor} begins within two screens of the hero`, async ({ page }) => {
      await page.goto(route.path);
      const [heroBottom, calculatorTop] = await page.evaluate((id) => {
        const top = (element: Element | null) => (element ? element.getBoundingClientRect().top + window.scrollY : Number.NaN);
        const hero = document.querySelector("[data-hero]");
        return [hero ? hero.getBoundingClientRect().bottom + window.scrollY : Number.NaN, top(document.getElementById(id))];
      }, anchor);
      expect(calculatorTop - heroBottom).toBeGreaterThanOrEqual(0);
      expect(calculatorTop - heroBottom).toBeLessThanOrEqual(2 * PHONE.height);
    });
  }

  test(`home: at most ${GOALS.home.page} screens`, async ({ page }) => {
    const length = await measure(page, homeRoute);
    report(homeRoute, PHONE, length);
    expect(length.page, "screens in all").toBeLessThanOrEqual(GOALS.home.page);
  });
});

test.describe("320 px wide, for information", () => {
  test.use({ viewport: NARROW });

  for (const route of [homeRoute, ...groupRoutes]) {
    test(`${route.path}: measured and printed`, async ({ page }) => {
      report(route, NARROW, await measure(page, route));
    });
  }
});
