/**
 * The figures chart (docs/decisions/0028): on /pkv-rechner a drawing with the same numbers as the table
 * beside it, one row per year of the figures module, checked against the hand-typed table of
 * tests/fixtures/statutory-figures-by-year.ts; readable at 320 px, axe-clean, and complete without
 * JavaScript (it is static HTML and SVG). The home and profession pages link to it instead of
 * repeating it above every footer (docs/decisions/0046).
 */
import { builtAt } from "./build-time-global";
import type { Locator, Page } from "@playwright/test";
import { calculatorRoute } from "../../app/config/site-routes";
import { groupRoutes } from "../../app/config/page-routes";
import { figuresChartCopy } from "../../app/content/figures-chart";
import { KNOWN_FIGURE_YEARS, ordinanceSource, zusatzbeitragSource, type FigureYear } from "../../app/content/statutory-figures";
import { HAND_CHECKED_FIGURES, handCheckedFigures } from "../fixtures/statutory-figures-by-year";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const PAGES = [calculatorRoute.path];
/** Pages that quote figures and list their sources, but leave the chart to /pkv-rechner. */
const LINKING_PAGES = ["/", ...groupRoutes.map((route) => route.path)];
const chart = (page: Page): Locator => page.locator("figure[data-figures-chart]");

/** The table's rows as text, no-break spaces as plain spaces. */
async function tableRows(page: Page): Promise<string[][]> {
  return chart(page)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").replace(/[\u00a0\u202f]/g, " ").trim())),
    );
}

test("the build year has hand-checked figures (add them each December)", () => {
  expect(() => handCheckedFigures(builtAt.getFullYear())).not.toThrow();
});

for (const path of PAGES) {
  test(`${path}: chart and table, one row per year, the statute's numbers`, async ({ page }) => {
    await page.goto(path);
    await expect(chart(page)).toHaveCount(1);
    await expect(chart(page).locator("svg[data-chart-drawing]")).toBeVisible();
    await expect(chart(page).locator("table caption")).toBeVisible();
    await expect(chart(page).locator('thead th[scope="col"]')).toHaveCount(4);
    const rows = await tableRows(page);
    expect(rows.map((row) => Number(row[0]))).toEqual([...KNOWN_FIGURE_YEARS]);
    for (const [year, ...cells] of rows) {
      const hand = HAND_CHECKED_FIGURES[Number(year)];
      expect(hand, `hand-checked figures for ${year}`).toBeDefined();
      expect(cells, year).toEqual([hand.versicherungspflichtgrenze, hand.beitragsbemessungsgrenze, hand.gkvHoechstbeitragMonat]);
    }
    // The drawing: one point per year on each line, one bar per year, every year labelled.
    const drawing = chart(page).locator("svg[data-chart-drawing]");
    await expect(drawing.locator("circle")).toHaveCount(rows.length);
    await expect(drawing.locator("polyline")).toHaveCount(2);
    const labels = await drawing.locator("text").allTextContents();
    for (const [year] of rows) expect(labels.filter((label) => label === year).length, `year label ${year}`).toBeGreaterThanOrEqual(1);
    // Every year's sources: the ordinance and the Zusatzbeitrag announcement, linked (in a closed <details>).
    for (const [year] of rows) {
      await expect(
        chart(page)
          .locator("li")
          .filter({ hasText: `Versicherungspflichtgrenze und Beitragsbemessungsgrenze ${year}:` }),
      ).toContainText(ordinanceSource(Number(year) as FigureYear).citation);
      await expect(
        chart(page)
          .locator("li")
          .filter({ hasText: `Versicherungspflichtgrenze und Beitragsbemessungsgrenze ${year}:` })
          .locator("a"),
      ).toHaveAttribute("href", ordinanceSource(Number(year) as FigureYear).url);
      await expect(
        chart(page)
          .locator("li")
          .filter({ hasText: `Durchschnittlicher Zusatzbeitrag ${year}:` })
          .locator("a"),
      ).toHaveAttribute("href", zusatzbeitragSource(Number(year) as FigureYear).url);
    }
  });
}

for (const path of LINKING_PAGES) {
  test(`${path}: no chart appendix, a link to the chart on ${calculatorRoute.path}`, async ({ page }) => {
    await page.goto(path);
    await expect(chart(page)).toHaveCount(0);
    const link = page.getByRole("main").getByRole("link", { name: figuresChartCopy.linkLabel, exact: true });
    await expect(link).toHaveAttribute("href", `${calculatorRoute.path}#${figuresChartCopy.anchor}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${calculatorRoute.path}#${figuresChartCopy.anchor}$`));
    await expect(chart(page)).toHaveAttribute("id", figuresChartCopy.anchor);
    await expect(chart(page)).toBeInViewport();
  });
}

test("the drawing's points follow the table: a higher limit is drawn higher", async ({ page }) => {
  await page.goto(calculatorRoute.path);
  const rows = await tableRows(page);
  const drawing = chart(page).locator("svg[data-chart-drawing]");
  const cy = await drawing.locator("circle").evaluateAll((circles) => circles.map((circle) => Number(circle.getAttribute("cy"))));
  const euros = rows.map((row) => Number(row[1].replace(/\D/g, "")));
  for (let index = 1; index < rows.length; index += 1) {
    const rise = Math.sign(euros[index] - euros[index - 1]);
    expect(Math.sign(cy[index - 1] - cy[index]), `${rows[index][0]} against ${rows[index - 1][0]}`).toBe(rise);
  }
});

test.describe("320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("nothing scrolls sideways, the chart fits the column and its text is at least 11 px", async ({ page }) => {
    await page.goto(calculatorRoute.path);
    await chart(page).scrollIntoViewIfNeeded();
    const sizes = await page.evaluate(() => {
      const figure = document.querySelector("figure[data-figures-chart]")!;
      const svg = figure.querySelector("svg[data-chart-drawing]")!;
      const label = svg.querySelector("text")!;
      return {
        page: document.documentElement.scrollWidth,
        figure: figure.getBoundingClientRect().right,
        table: figure.querySelector("table")!.getBoundingClientRect().right,
        labelHeight: label.getBoundingClientRect().height,
      };
    });
    expect(sizes.page).toBeLessThanOrEqual(320);
    expect(sizes.figure).toBeLessThanOrEqual(320);
    expect(sizes.table).toBeLessThanOrEqual(320);
    expect(sizes.labelHeight).toBeGreaterThanOrEqual(11);
  });
});

test("axe finds nothing in the chart section", async ({ page }) => {
  await page.goto(calculatorRoute.path);
  await expectNoAxeViolations(page, "figure[data-figures-chart]");
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("chart and table are there, with the same rows", async ({ page }) => {
    await page.goto(calculatorRoute.path);
    await expect(chart(page).locator("svg[data-chart-drawing]")).toBeVisible();
    expect((await tableRows(page)).map((row) => Number(row[0]))).toEqual([...KNOWN_FIGURE_YEARS]);
  });
});
