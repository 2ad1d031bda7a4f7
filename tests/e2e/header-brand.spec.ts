/**
 * A long brand never hides the header's buttons (docs/decisions/0071): an adviser's brand such as
 * „Petersen Krankenversicherungsberatung“ pushed „Menü öffnen“ past the right edge at 320–390 px.
 * The header is built from the adviser's config, so the test writes a brand of 40 characters into
 * the page as built (the header's and the phone menu's wordmark) and measures: the buttons lie
 * wholly on screen and inside the header, and the brand beside them, never under them. The layout
 * holds for any text by construction (app/components/brand-mark.tsx); a brand this long as built
 * is also set a size smaller on phones, which only helps. Untagged: the viewports are set here.
 */
import type { Locator, Page } from "@playwright/test";
import { siteFrame } from "../../app/content/site-frame";
import { searchCopy } from "../../app/content/search-copy";
import { expect, test } from "./fixtures";
import { anyGroup } from "./site-pages";

/** 40 characters, with a word of 28 that fits on no phone's line. */
const LONG_BRAND = "Petersen Krankenversicherungsberatung KG";

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "the element is rendered").not.toBeNull();
  return box!;
}

/** Puts the long brand into every wordmark on the page, as a build with it would. */
async function writeBrand(page: Page) {
  await page.evaluate((brand) => {
    for (const name of document.querySelectorAll("[data-brand-name]")) name.textContent = brand;
  }, LONG_BRAND);
}

function expectWithin(inner: Box, outer: Box, label: string) {
  expect(inner.x, `${label}: left edge`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width, `${label}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y, `${label}: top edge`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.y + inner.height, `${label}: bottom edge`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

expect(LONG_BRAND).toHaveLength(40);

for (const width of [320, 360, 390]) {
  test(`at ${width} px a brand of 40 characters leaves the header's buttons wholly on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(anyGroup(0).path);
    await writeBrand(page);
    const screen = { x: 0, y: 0, width, height: 700 };
    const header = page.locator("[data-site-header]");
    const menuButton = page.getByRole("button", { name: siteFrame.menu.open });
    const searchButton = header.getByRole("button", { name: new RegExp(searchCopy.open) });
    const brand = header.locator("[data-brand-name]");
    await expect(brand).toHaveText(LONG_BRAND);
    for (const state of ["at the top", "scrolled"]) {
      if (state === "scrolled") {
        await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
        await expect(header).toHaveAttribute("data-scrolled", "true");
      }
      // The header's height follows its state with a transition: measure once it has settled.
      await page.waitForTimeout(300);
      const headerBox = await boxOf(header);
      for (const [label, button] of [
        ["„Menü öffnen“", menuButton],
        ["the search button", searchButton],
      ] as const) {
        const box = await boxOf(button);
        expectWithin(box, screen, `${label} ${state}`);
        expectWithin(box, headerBox, `${label} ${state}, in the header`);
      }
      const brandBox = await boxOf(brand);
      expect(brandBox.x + brandBox.width, `the brand ${state} ends before the search button`).toBeLessThanOrEqual((await boxOf(searchButton)).x + 0.5);
      expectWithin(brandBox, headerBox, `the brand ${state}`);
    }
    await menuButton.click();
    await expect(page.getByRole("dialog", { name: siteFrame.menu.dialog })).toBeVisible();
  });
}

test("at 320 px the phone menu keeps its close button on screen beside a brand of 40 characters", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/");
  await page.getByRole("button", { name: siteFrame.menu.open }).click();
  const menu = page.getByRole("dialog", { name: siteFrame.menu.dialog });
  await expect(menu).toBeVisible();
  // The menu slides in from the right: measure once it has arrived.
  await expect.poll(() => menu.evaluate((dialog) => getComputedStyle(dialog).transform)).toBe("none");
  await writeBrand(page);
  const close = menu.getByRole("button", { name: siteFrame.menu.close });
  expectWithin(await boxOf(close), { x: 0, y: 0, width: 320, height: 700 }, "„Menü schließen“");
  const brand = await boxOf(menu.locator("[data-brand-name]"));
  expect(brand.x + brand.width).toBeLessThanOrEqual((await boxOf(close)).x + 0.5);
  await close.click();
  await expect(menu).toBeHidden();
});
