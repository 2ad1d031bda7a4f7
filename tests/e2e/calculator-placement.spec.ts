/**
 * Where a phone reader meets a profession page's calculator (docs/decisions/0069): the first
 * calculator the page's file names begins within five screens of the top, on the two phones the
 * site is measured on, with the cookie banner answered before the visit. The self-employed asked
 * for numbers and found them six screens down in a folded answer; the GKV calculator that opens
 * for them must stand where the engineers' switch check stands. The pages come from the route
 * table, so a page that gains a calculator is measured without an edit here.
 * Untagged: the viewports are set here, so the tests run once (desktop project).
 */
import "./build-time-global";
import { groupRoutes } from "../../app/config/page-routes";
import { calculatorEntry } from "../../app/content/calculator-page";
import { gkvCopy } from "../../app/content/calculators";
import { seedDeclined } from "./client-state";
import { expect, test } from "./fixtures";

/** The phone the page-length goals are set for (page-length.spec.ts), and Playwright's Pixel 7. */
const PHONES = [
  { width: 390, height: 844 },
  { width: 412, height: 915 },
] as const;
const MAX_SCREENS = 5;

const withCalculator = groupRoutes.filter((route) => route.calculators.length > 0);

test.beforeEach(async ({ page }) => {
  await seedDeclined(page);
});

test("a profession page opens the GKV calculator for the self-employed", () => {
  expect(withCalculator.filter((route) => route.calculators.includes("gkv") && route.gkvStatus === "selbststaendig").length).toBeGreaterThan(0);
});

for (const viewport of PHONES) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const route of withCalculator) {
      const anchor = calculatorEntry(route.calculators[0]).anchor;
      test(`${route.path}: #${anchor} begins within ${MAX_SCREENS} screens`, async ({ page }) => {
        await page.goto(route.path);
        await page.evaluate(() => document.fonts.ready);
        const top = await page.evaluate((id) => {
          const element = document.getElementById(id);
          return element ? element.getBoundingClientRect().top + window.scrollY : Number.NaN;
        }, anchor);
        const screens = top / viewport.height;
        test.info().annotations.push({ type: "calculator top", description: `${route.path}: ${Math.round(screens * 10) / 10} screens` });
        expect(top, `#${anchor} on ${route.path}`).toBeGreaterThan(0);
        expect(screens, `screens down to #${anchor}`).toBeLessThanOrEqual(MAX_SCREENS);
        if (route.calculators[0] === "gkv" && route.gkvStatus) {
          // The calculator opens for the page's group, its own status chosen before anything is typed.
          const status = page.locator(`#${anchor}`).getByRole("radio", { name: gkvCopy.fields.status.options[route.gkvStatus], exact: true });
          await expect(status).toBeChecked();
        }
      });
    }
  });
}
