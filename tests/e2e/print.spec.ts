/**
 * Printing a page other than /pkv-rechner (docs/decisions/0068-prospects-slips.md): a walk-through
 * printed a profession page and got 69 words, its two empty calculators. On paper a page gives its
 * own text – FAQ answers and folded texts opened –, the sources of its figures and the adviser's
 * contact once, and leaves out what only works on screen. /pkv-rechner's printout, its calculators
 * alone, is tested in calculator-url.spec.ts. Read from the route table and the config, never from
 * the shipped wording.
 */
import "./build-time-global";
import type { Page } from "@playwright/test";
import { siteConfig } from "../../app/config/site-config";
import { groupRoutes } from "../../app/config/page-routes";
import { CALCULATOR_ANCHORS } from "../../app/config/calculator-ids";
import { sectionIds } from "../../app/config/site-routes";
import { calculatorPrintContact } from "../../app/content/calculator-page";
import { switchCheckCopy } from "../../app/content/calculators";
import { expect, test } from "./fixtures";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");

/**
 * Marks the page's own words as the screen shows them – headings, paragraphs, list items, table
 * cells and definitions of main, also those folded away in a closed <details> – outside the
 * calculators, the enquiry section and the links that only lead somewhere on screen. Returns how
 * many, and their words (those of the innermost, so nested ones count once).
 */
function markPageText(page: Page): Promise<{ count: number; words: number }> {
  return page.evaluate((enquiryId) => {
    const screenOnly = `[data-calculator], #${enquiryId}, [data-section-link], .print\\:hidden, .sr-only, [hidden]`;
    let count = 0;
    let words = 0;
    for (const element of document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, h4, p, li, dt, dd, td, th)")) {
      if (element.closest(screenOnly) || !element.textContent?.trim()) continue;
      const folded = element.closest("details:not([open])");
      const shown = element.checkVisibility() || (folded !== null && folded.checkVisibility());
      if (!shown) continue;
      element.dataset.pageText = "";
      count += 1;
      if (!element.querySelector("h1, h2, h3, h4, p, li, dt, dd, td, th")) words += (element.textContent ?? "").trim().split(/\s+/).length;
    }
    return { count, words };
  }, sectionIds.contact);
}

/** The marked elements paper leaves out, by their first words. */
function missingOnPaper(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-page-text]")]
      .filter((element) => !element.checkVisibility())
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? "").trim().slice(0, 60)}`),
  );
}

const visibleButtons = (page: Page) => page.evaluate(() => [...document.querySelectorAll("button")].filter((button) => button.checkVisibility()).length);

for (const route of groupRoutes) {
  test(`${route.path} prints its own text, the sources of its figures and the adviser's contact, nothing that only works on screen`, async ({ page }) => {
    await page.goto(route.path);
    const marked = await markPageText(page);
    expect(marked.count).toBeGreaterThan(20);

    await page.emulateMedia({ media: "print" });
    expect(await missingOnPaper(page), "page text left off the paper").toEqual([]);
    const printed = plain(await page.locator("body").innerText());
    expect(printed.split(" ").length, "printed words").toBeGreaterThanOrEqual(marked.words);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#rechtsgrundlagen-heading")).toBeVisible();
    // The contact once, at the end: the footer with its link lists stays off the paper.
    const contact = plain(calculatorPrintContact(siteConfig));
    expect(printed.split(contact).length - 1, "the adviser's contact").toBe(1);
    expect(printed).toContain(siteConfig.phone.display);

    for (const landmark of ["banner", "contentinfo"] as const) await expect(page.getByRole(landmark)).toBeHidden();
    await expect(page.locator(`#${sectionIds.contact}`), "the enquiry form").toBeHidden();
    await expect(page.locator("[data-calculator]"), "calculators without a result").toHaveCount(route.calculators.length);
    for (const calculator of await page.locator("[data-calculator]").all()) await expect(calculator).toBeHidden();
    expect(await visibleButtons(page), "buttons").toBe(0);
  });
}

test("a calculator with a result on a profession page prints with its result, and the contact stays once", async ({ page }) => {
  const route = groupRoutes.find((candidate) => candidate.calculators.includes("switchCheck"));
  test.skip(!route, "no profession page embeds the switch check");
  await page.goto(route!.path);
  const section = page.locator(`#${CALCULATOR_ANCHORS.switchCheck}`);
  const calculator = page.locator("[data-calculator]", { has: section });
  await calculator.scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island", { has: section })).not.toHaveAttribute("ssr");
  await section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true }).fill("90.000");
  await expect(calculator.locator("[data-has-result]")).toHaveCount(1);

  await page.emulateMedia({ media: "print" });
  await expect(calculator).toBeVisible();
  await expect(calculator.locator("[data-calculator-result]")).toBeVisible();
  for (const other of await page.locator("[data-calculator]:not(:has([data-has-result]))").all()) await expect(other).toBeHidden();
  const printed = plain(await page.locator("body").innerText());
  expect(printed.split(plain(calculatorPrintContact(siteConfig))).length - 1).toBe(1);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
