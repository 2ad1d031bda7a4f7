/**
 * The December experiment, kept as a test: add next year's row (a fixture, not the real table)
 * and build the site a few weeks into that year. Every page and every calculator must then quote
 * the new year's figures with no other edit — no copy, component or calculator may name a year
 * or a figure of its own.
 *
 * The figures module is replaced (vi.mock) by the same `createFigureTable` the site uses, fed the
 * published rows plus the fixture row and a build date of 1 February of the fixture year.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import type { GroupRoute } from "~/config/site-routes";
import { formatEuro, formatEuroWithCents } from "~/modules/format-de";
import { nextYearRow } from "../../tests/fixtures/figure-years";

vi.mock("~/content/statutory-figures", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/content/statutory-figures")>();
  const { nextYearRow: makeRow } = await import("../../tests/fixtures/figure-years");
  const { createFigureTable } = await import("~/modules/figures/figure-table");
  const row = makeRow(Math.max(...real.PUBLISHED_ROWS.map((published) => published.year)));
  return { ...real, ...createFigureTable([...real.PUBLISHED_ROWS, row], new Date(`${row.year}-02-01T12:00:00Z`), real.FIGURE_CITATIONS) };
});

const { PUBLISHED_ROWS, currentFigures, figuresFor, KNOWN_FIGURE_YEARS } = await import("~/content/statutory-figures");
const { deriveFigures } = await import("~/modules/figures/derive-figures");
const { groupContents } = await import("~/content/professions");
const { HomePage } = await import("~/components/home/home-page");
const { GroupPage } = await import("~/components/group-page/group-page");
const { CalculatorPage } = await import("~/components/calculators/calculator-page");
const { calculatorPage } = await import("~/content/calculator-page");
const {
  SwitchCheckDe: SwitchCheck,
  GkvCalculatorDe: GkvCalculator,
  BeihilfeCalculatorDe: BeihilfeCalculator,
} = await import("~/components/calculators/calculators-de");
const { DEFAULT_CALCULATOR_YEAR, YEAR_OPTIONS } = await import("~/components/calculators/calculator-year");
const { nextYearSources } = await import("~/content/figures-chart");
const { groupRoutes } = await import("~/config/page-routes");
const { calculateGkv } = await import("~/modules/calculators/gkv-contribution");
const { GkvResultView } = await import("~/components/calculators/gkv-result");
const { CalculatorLanguageProvider } = await import("~/components/calculators/calculator-language");
const { germanCalculators } = await import("~/components/calculators/calculators-de");

/** A profession page's calculators as pkv-[slug].astro embeds them (calculator-island.astro): in the route's order, the GKV one with the route's status. */
function embeddedCalculators(route: GroupRoute): ReactNode {
  return route.calculators.map((id) =>
    id === "switchCheck" ? (
      <SwitchCheck key={id} />
    ) : id === "gkv" ? (
      <GkvCalculator key={id} defaultStatus={route.gkvStatus} />
    ) : (
      <BeihilfeCalculator key={id} />
    ),
  );
}
const { MembersPage } = await import("~/components/members/members-page");
const { RefundCheck } = await import("~/components/calculators/refund-check");
const { gkvMaximumText } = await import("~/modules/article-figures");

const newestPublished = Math.max(...PUBLISHED_ROWS.map((row) => row.year));
const fixture = deriveFigures(nextYearRow(newestPublished));
const year = fixture.year;

/** The limits and the subsidy as printed (no-break spaces as plain spaces). */
function amountsOf(figures: typeof fixture): string[] {
  return [figures.versicherungspflichtgrenze, figures.beitragsbemessungsgrenze, figures.beitragsbemessungsgrenzeMonat, figures.maxEmployerSubsidyHealth].map(
    (amount) => formatEuro(amount).replace(/\u00a0/g, " "),
  );
}

/** Visible text of rendered HTML, without the figures chart (which shows every year on purpose). */
function pageText(html: string): string {
  return html
    .replace(/<figure data-figures-chart[\s\S]*?<\/figure>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

const pages: [string, string][] = [
  ["/", renderToStaticMarkup(<HomePage />)],
  // Each profession page with the calculators its file names, as the page embeds them.
  ...groupRoutes.map((route): [string, string] => [
    route.path,
    renderToStaticMarkup(<GroupPage content={groupContents[route.slug]!} calculator={embeddedCalculators(route)} />),
  ]),
  // The member page (docs/decisions/0070): the employer's subsidy in its relief part, the Basistarif's cap in its social tariffs.
  [
    "/schon-privat-versichert",
    renderToStaticMarkup(<MembersPage links={{ switchRights: [], socialTariffs: [], relief: [], tool: [] }} tool={<RefundCheck />} />),
  ],
  [
    "/pkv-rechner",
    renderToStaticMarkup(
      <CalculatorPage content={calculatorPage}>
        <SwitchCheck />
        <GkvCalculator />
        <BeihilfeCalculator />
      </CalculatorPage>,
    ),
  ],
];

describe(`a row for ${year} added, the site built on 1 February ${year}`, () => {
  it("the table holds the fixture year as current (the experiment is set up)", () => {
    expect(KNOWN_FIGURE_YEARS.at(-1)).toBe(year);
    expect(currentFigures).toEqual(fixture);
  });

  it.each(pages)("%s quotes the new year's figures, with the year", (_path, html) => {
    const text = pageText(html);
    const quoted = amountsOf(fixture).filter((amount) => text.includes(amount));
    expect(quoted.length, `none of ${amountsOf(fixture).join(", ")} on the page`).toBeGreaterThan(0);
    expect(text).toContain(String(year));
  });

  it.each(pages)("%s quotes no figure older than the year before", (_path, html) => {
    const text = pageText(html);
    const stale = KNOWN_FIGURE_YEARS.filter((known) => known < year - 1).flatMap((known) =>
      amountsOf(figuresFor(known))
        .filter((amount) => !amountsOf(fixture).includes(amount) && !amountsOf(figuresFor(year - 1)).includes(amount))
        .filter((amount) => new RegExp(`(?<![\\d.,])${amount.replace(/\./g, "\\.")}`).test(text))
        .map((amount) => `${amount} (${known})`),
    );
    expect(stale).toEqual([]);
  });

  it("the member page caps the Basistarif at the new year's GKV maximum for health, with the year", () => {
    const text = pageText(pages.find(([path]) => path === "/schon-privat-versichert")![1]);
    expect(text).toContain(`${year} sind das ${gkvMaximumText("kv", fixture).replace(/\u00a0/g, " ")} im Monat`);
  });

  it("the figures chart and its table have a column for the new year", () => {
    // The chart stands on /pkv-rechner only (docs/decisions/0046).
    const html = pages.find(([path]) => path === "/pkv-rechner")![1];
    const chart = /<figure data-figures-chart[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
    expect(chart).toMatch(new RegExp(`<th scope="row"[^>]*>${year}</th>`));
    expect(chart.replace(/\u00a0|&nbsp;/g, " ")).toContain(amountsOf(fixture)[0]);
  });

  it("built in the November before, the pages list the sources of the new year's limits their note quotes", () => {
    expect(nextYearSources(new Date(`${year - 1}-11-15T12:00:00Z`)).map((source) => source.label)).toEqual([
      `Versicherungspflichtgrenze (Jahresarbeitsentgeltgrenze) ${year}`,
      `Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung ${year}`,
    ]);
    expect(nextYearSources(new Date(`${year - 1}-09-15T12:00:00Z`))).toEqual([]);
  });

  it("every calculator offers the new year and opens with it", () => {
    expect(DEFAULT_CALCULATOR_YEAR).toBe(year);
    expect(YEAR_OPTIONS.at(-1)).toEqual({ value: String(year), label: String(year) });
    for (const calculator of [<SwitchCheck key="switch" />, <GkvCalculator key="gkv" />, <BeihilfeCalculator key="beihilfe" />]) {
      const html = renderToStaticMarkup(calculator);
      expect(html).toMatch(new RegExp(`<option value="${year}" selected=""`));
    }
  });

  it("the switch check and the GKV calculator quote the new year's figures (prerendered empty, in the table that stands in without JavaScript)", () => {
    const switchText = pageText(renderToStaticMarkup(<SwitchCheck />));
    expect(switchText).toContain(amountsOf(fixture)[0]);
    const gkvText = pageText(renderToStaticMarkup(<GkvCalculator />));
    expect(amountsOf(fixture).some((amount) => gkvText.includes(amount))).toBe(true);
  });

  it("the self-employed's GKV calculator, on every page that opens it for them, computes on the new year's minimum base (docs/decisions/0069)", () => {
    const routes = groupRoutes.filter((route) => route.calculators.includes("gkv") && route.gkvStatus === "selbststaendig");
    expect(routes.length, "a profession page opens the GKV calculator for the self-employed").toBeGreaterThan(0);
    const minimum = formatEuroWithCents(Math.round(fixture.mindestbemessungsgrundlageFreiwilligeMonat * 100)).replace(/\u00a0/g, " ");
    const lastYearsMinimum = formatEuroWithCents(Math.round(figuresFor(year - 1).mindestbemessungsgrundlageFreiwilligeMonat * 100)).replace(/\u00a0/g, " ");
    for (const route of routes) {
      const html = pages.find(([path]) => path === route.path)![1];
      expect(html, route.path).toMatch(/<input(?=[^>]*value="selbststaendig")(?=[^>]*checked="")[^>]*>/);
      expect(html, route.path).toMatch(new RegExp(`<option value="${year}" selected=""`));
    }
    // What the island shows once a profit below the minimum base is typed in the new year.
    const input = {
      status: "selbststaendig",
      monthlyPayCents: 100_000,
      zusatzbeitragHundredths: 290,
      age: 41,
      childrenTotal: 0,
      childrenUnder25: 0,
      sachsen: false,
      krankengeld: true,
    } as const;
    const result = calculateGkv(input, figuresFor(year));
    expect(result).toMatchObject({ kind: "selbststaendig", year, minimumBaseApplied: true });
    const text = pageText(
      renderToStaticMarkup(
        <CalculatorLanguageProvider value={germanCalculators}>
          <GkvResultView result={result} dienstherr={null} pauschale={null} pauschaleCents={undefined} />
        </CalculatorLanguageProvider>,
      ),
    );
    expect(text).toContain(minimum);
    expect(text).toContain(String(year));
    expect(text).not.toContain(lastYearsMinimum);
  });
});
