import { describe, expect, it } from "vitest";
import { collectStrings } from "../../tests/support/collect-strings";
import { splitSentences } from "~/modules/german-sentences";
import { formatEuro } from "~/modules/format-de";
import { groupContents } from "./professions";
import { BUILD_DATE, FIGURE_SOURCES, KNOWN_FIGURE_YEARS, currentFigures, figuresFor, nextYearFigures } from "./statutory-figures";
import type { StatutoryFigures } from "~/modules/figures/figure-types";

/**
 * Statutory figures change every year, so a figure without its year misleads a reader as soon as
 * the year turns, and one without its source cannot be checked. Every figure of every known year,
 * wherever it appears on a page, must have that year and its legal citation in the same sentence
 * (a benefit point counts as one sentence).
 */
const amountFields = [
  "versicherungspflichtgrenze",
  "beitragsbemessungsgrenze",
  "beitragsbemessungsgrenzeMonat",
  "maxEmployerSubsidyHealth",
] as const satisfies readonly (keyof StatutoryFigures)[];

/** The citation a sentence quoting the field must carry; the monthly limit is the yearly one divided by 12. */
const citationOf: Record<(typeof amountFields)[number], string> = {
  versicherungspflichtgrenze: FIGURE_SOURCES.versicherungspflichtgrenze.citation,
  beitragsbemessungsgrenze: FIGURE_SOURCES.beitragsbemessungsgrenze.citation,
  beitragsbemessungsgrenzeMonat: FIGURE_SOURCES.beitragsbemessungsgrenze.citation,
  maxEmployerSubsidyHealth: FIGURE_SOURCES.maxEmployerSubsidyHealth.citation,
};

/** The number alone ("77.400", "508,59") catches "77.400 Euro" as well as formatEuro's "77.400 €". */
const plainNumber = (amount: number) => new Intl.NumberFormat("de-DE", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);

/** Every figure of every known year by its text; a number two years share (2021 and 2022) stands for both. */
const figures: { text: string; candidates: { year: number; field: (typeof amountFields)[number]; euro: string; citation: string }[] }[] = (() => {
  const byText = new Map<string, { year: number; field: (typeof amountFields)[number]; euro: string; citation: string }[]>();
  for (const year of KNOWN_FIGURE_YEARS)
    for (const field of amountFields) {
      const amount = figuresFor(year)[field];
      const text = plainNumber(amount);
      byText.set(text, [...(byText.get(text) ?? []), { year, field, euro: formatEuro(amount), citation: citationOf[field] }]);
    }
  return [...byText].map(([text, candidates]) => ({ text, candidates }));
})();

interface QuotedFigure {
  years: number[];
  fields: string[];
  where: string;
  labelled: boolean;
  cited: boolean;
}

function quotedFigures(content: unknown): QuotedFigure[] {
  return collectStrings(content, { skipKeys: ["slug", "icon"] }).flatMap((found) =>
    splitSentences(found.text).flatMap((sentence) =>
      figures
        .filter((figure) => sentence.includes(figure.text))
        .map(({ text, candidates }) => ({
          years: candidates.map((candidate) => candidate.year),
          fields: candidates.map((candidate) => candidate.field),
          where: `${found.path}: ${text} (${candidates.map((candidate) => `${candidate.field} ${candidate.year}`).join(" or ")}) in „${sentence}“`,
          labelled: candidates.some((candidate) => sentence.includes(String(candidate.year))),
          cited: candidates.some((candidate) => sentence.includes(candidate.citation)),
        })),
    ),
  );
}

/**
 * Every content module, by glob. The figures module itself and the chart's copy are left out:
 * the one defines the figures, the other shows every year in a table whose rows name the year.
 */
const contentModules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./**/*.test.ts", "!./types.ts", "!./statutory-figures.ts", "!./figures-chart.ts"],
  {
    eager: true,
  },
);
const pages = Object.entries(contentModules).map(([file, content]) => ({ page: file.replace(/^\.\//, ""), content: content as unknown }));

describe("statutory figures in page copy", () => {
  it("treat a number two years share as either year (2021 and 2022 kept the limits)", () => {
    const shared = figures.find((figure) => figure.candidates.length > 1)!;
    const [first, second] = shared.candidates;
    expect(
      quotedFigures({ text: `Die Grenze liegt ${second.year} bei ${first.euro} (${first.citation}).` }).map((quote) => [quote.labelled, quote.cited]),
    ).toEqual([[true, true]]);
  });

  it("notices a figure without its year (the check is not vacuous)", () => {
    const limit = formatEuro(currentFigures.versicherungspflichtgrenze);
    expect(quotedFigures({ text: `Die Grenze liegt bei ${limit}. Sie gilt ${currentFigures.year}.` }).map((quote) => quote.labelled)).toEqual([false]);
    expect(quotedFigures({ text: `Die Grenze liegt ${currentFigures.year} bei ${limit}.` }).map((quote) => quote.labelled)).toEqual([true]);
  });

  it("notices a figure without its source (the check is not vacuous)", () => {
    const limit = formatEuro(currentFigures.versicherungspflichtgrenze);
    const citation = FIGURE_SOURCES.versicherungspflichtgrenze.citation;
    expect(quotedFigures({ text: `Die Grenze liegt ${currentFigures.year} bei ${limit}.` }).map((quote) => quote.cited)).toEqual([false]);
    expect(quotedFigures({ text: `Die Grenze liegt ${currentFigures.year} bei ${limit} (${citation}).` }).map((quote) => quote.cited)).toEqual([true]);
  });

  it.each(pages)("$page labels every figure with its year", ({ content }) => {
    expect(
      quotedFigures(content)
        .filter((quote) => !quote.labelled)
        .map((quote) => quote.where),
    ).toEqual([]);
  });

  it.each(pages)("$page names the legal source of every figure in the same sentence", ({ content }) => {
    expect(
      quotedFigures(content)
        .filter((quote) => !quote.cited)
        .map((quote) => quote.where),
    ).toEqual([]);
  });

  it.each(Object.values(groupContents).map((content) => [content.slug, content] as const))(
    "%s lists the source and link of each kind of figure it quotes",
    (_slug, content) => {
      const listed = content.figureSources.map((source) => source.citation).join(" | ");
      for (const quote of quotedFigures(content))
        expect(
          quote.fields.some((field) => listed.includes(citationOf[field as (typeof amountFields)[number]])),
          quote.where,
        ).toBe(true);
      for (const source of content.figureSources)
        expect(source.url).toMatch(/^https:\/\/(www\.gesetze-im-internet\.de|www\.recht\.bund\.de|www\.bgbl\.de|www\.bundesanzeiger\.de)\//);
    },
  );

  it("profession pages quote only the current year's figures, and next year's once its note announces them", () => {
    const next = nextYearFigures(BUILD_DATE);
    const allowed = [currentFigures.year, ...(next?.published ? [next.year] : [])];
    const quotes = Object.values(groupContents).flatMap((content) => quotedFigures(content));
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.filter((quote) => !quote.years.some((year) => allowed.includes(year))).map((quote) => quote.where)).toEqual([]);
  });
});
