import { describe, expect, it } from "vitest";
import { collectStrings } from "../../tests/support/collect-strings";
import { formatEuro } from "~/modules/format-de";
import { CITATION_OF, LABELLED_FIGURES, figureLabelProblems, quotedFiguresIn, type LabelledAmountField, type QuotedFigure } from "./figure-labels";
import { groupContents } from "./professions";
import { BUILD_DATE, FIGURE_SOURCES, currentFigures, nextYearFigures } from "./statutory-figures";

/**
 * Every figure of every known year, wherever it appears on a page, has that year and its legal
 * citation in the same sentence (figure-labels.ts, where the rule is; the build refuses an owner's
 * text that breaks it). Here it is applied to every content module, the programmers' copy too.
 */
function quotedFigures(content: unknown): (QuotedFigure & { where: string })[] {
  return collectStrings(content, { skipKeys: ["slug", "icon"] }).flatMap((found) =>
    quotedFiguresIn(found.text).map((quote) => ({
      ...quote,
      where: `${found.path}: ${quote.text} (${quote.fields.map((field, index) => `${field} ${quote.years[index]}`).join(" or ")}) in „${quote.sentence}“`,
    })),
  );
}

/**
 * Every content module, by glob. The figures module itself, the chart's copy and the rule's own
 * module are left out: the first defines the figures, the chart shows every year in a table whose
 * rows name the year, and figure-labels.ts lists every figure to look for.
 */
const contentModules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./**/*.test.ts", "!./types.ts", "!./statutory-figures.ts", "!./figures-chart.ts", "!./figure-labels.ts"],
  {
    eager: true,
  },
);
const pages = Object.entries(contentModules).map(([file, content]) => ({ page: file.replace(/^\.\//, ""), content: content as unknown }));

describe("statutory figures in page copy", () => {
  it("treat a number two years share as either year (2021 and 2022 kept the limits)", () => {
    const shared = LABELLED_FIGURES.find((figure) => figure.candidates.length > 1)!;
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

  it("words the build's refusal in German, with the placeholders that fix it", () => {
    const limit = formatEuro(currentFigures.versicherungspflichtgrenze);
    const [year, source] = figureLabelProblems(`Die Grenze liegt bei ${limit}.`);
    expect(year).toMatch(/^[\d.]+ \(versicherungspflichtgrenze \d{4}.*\) steht ohne sein Jahr – bitte \{jahr\} in denselben Satz schreiben: „Die Grenze/);
    expect(source).toContain("steht ohne seine Rechtsquelle – bitte {norm:versicherungspflichtgrenze} in denselben Satz schreiben");
    expect(figureLabelProblems(`Die Grenze liegt ${currentFigures.year} bei ${limit} (${FIGURE_SOURCES.versicherungspflichtgrenze.citation}).`)).toEqual([]);
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
          quote.fields.some((field: LabelledAmountField) => listed.includes(CITATION_OF[field].citation)),
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
