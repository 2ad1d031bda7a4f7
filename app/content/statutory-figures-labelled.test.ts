import { describe, expect, it } from "vitest";
import { collectStrings } from "~/modules/collect-strings";
import { splitSentences } from "~/modules/german-sentences";
import { formatEuro } from "~/modules/format-de";
import { groupPageLabels } from "./group-page-labels";
import { groupContents } from "./groups";
import { home } from "./home";
import { FIGURE_SOURCES, KNOWN_FIGURE_YEARS, currentFigures, figuresFor, type StatutoryFigures } from "./statutory-figures";

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

const figures = KNOWN_FIGURE_YEARS.flatMap((year) =>
  amountFields.map((field) => {
    const amount = figuresFor(year)[field];
    return { year, field, text: plainNumber(amount), euro: formatEuro(amount), citation: citationOf[field] };
  }),
);

interface QuotedFigure {
  year: number;
  where: string;
  labelled: boolean;
  cited: boolean;
}

function quotedFigures(content: unknown): QuotedFigure[] {
  return collectStrings(content, { skipKeys: ["slug", "icon"] }).flatMap((found) =>
    splitSentences(found.text).flatMap((sentence) =>
      figures
        .filter((figure) => sentence.includes(figure.text))
        .map((figure) => ({
          year: figure.year,
          where: `${found.path}: ${figure.euro} (${figure.field} ${figure.year}) in „${sentence}“`,
          labelled: sentence.includes(String(figure.year)),
          cited: sentence.includes(figure.citation),
        })),
    ),
  );
}

const pages = [
  { page: "home", content: home as unknown },
  { page: "group template (worked example)", content: groupPageLabels as unknown },
  ...Object.values(groupContents).map((content) => ({ page: content.slug, content: content as unknown })),
];

describe("statutory figures in page copy", () => {
  it("are distinct numbers, so a number identifies its year", () => {
    expect(new Set(figures.map((figure) => figure.text)).size).toBe(figures.length);
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
      const quotedFields = new Set(quotedFigures(content).map((quote) => quote.where.match(/\((\w+) \d{4}\)/)?.[1]));
      const listed = content.figureSources.map((source) => source.citation).join(" | ");
      for (const field of quotedFields) expect(listed).toContain(citationOf[field as (typeof amountFields)[number]]);
      for (const source of content.figureSources) expect(source.url).toMatch(/^https:\/\/www\.gesetze-im-internet\.de\//);
    },
  );

  it("profession pages quote only the current year's figures", () => {
    const quotes = Object.values(groupContents).flatMap((content) => quotedFigures(content));
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.filter((quote) => quote.year !== currentFigures.year).map((quote) => quote.where)).toEqual([]);
  });
});
