/**
 * Figures that change every year (docs/decisions/0015, 0027): on the home page, the profession pages and the
 * calculator page every Versicherungspflichtgrenze, Beitragsbemessungsgrenze and employer subsidy
 * shown names its year; from October on the pages say whether next year's limit is published;
 * and each page lists the legal source of every figure it quotes, linked.
 * The figures searched for are every year's rows of statutory-figures.ts, so a figure of any
 * known year is found wherever it stands, also in closed <details>.
 */
import { describe, expect, test } from "vitest";
import { builtAt } from "../e2e/build-time-global";
import { calculatorRoute } from "../../app/config/site-routes";
import { groupRoutes } from "../../app/config/page-routes";
import { figureSource, nextYearNote, type QuotedFigure } from "../../app/content/figure-notes";
import { groupPageLabels } from "../../app/content/group-page-labels";
import { BUILD_DATE, FIGURE_SOURCES, KNOWN_FIGURE_YEARS, currentFigures, figuresFor, nextYearFigures } from "../../app/content/statutory-figures";
import { formatEuro, formatLongDate } from "../../app/modules/format-de";
import { HAND_CHECKED_FIGURES, handCheckedFigures } from "../fixtures/statutory-figures-by-year";
import { builtDocument } from "./built-page";

type FigureKind = QuotedFigure | "besondereVersicherungspflichtgrenze";

interface Candidate {
  kind: FigureKind;
  year: number;
}

const CONTENT_PAGES = ["/", ...groupRoutes.map((route) => route.path)];
const PAGES_WITH_FIGURES = [...CONTENT_PAGES, calculatorRoute.path];

/** Every limit and subsidy of every known year, by the text it is written as („77.400“, „5.812,50“). */
const FIGURES: ReadonlyMap<string, Candidate[]> = (() => {
  const figures = new Map<string, Candidate[]>();
  const add = (amount: number, kind: FigureKind, year: number) => {
    const number = formatEuro(amount).replace(/\s*€$/, "");
    figures.set(number, [...(figures.get(number) ?? []), { kind, year }]);
  };
  for (const year of KNOWN_FIGURE_YEARS) {
    const row = figuresFor(year);
    add(row.versicherungspflichtgrenze, "versicherungspflichtgrenze", year);
    add(row.besondereVersicherungspflichtgrenze, "besondereVersicherungspflichtgrenze", year);
    add(row.beitragsbemessungsgrenze, "beitragsbemessungsgrenze", year);
    add(row.beitragsbemessungsgrenzeMonat, "beitragsbemessungsgrenze", year);
    add(row.maxEmployerSubsidyHealth, "maxEmployerSubsidyHealth", year);
  }
  return figures;
})();

interface Occurrence {
  figure: string;
  /** The sentence, list item or cell around it. */
  block: string;
}

/**
 * Each figure where it stands in the page as built, with the smallest block of text around it.
 * Tables are left out (the figures chart's table lists every year's limits under a heading that
 * names the years), but for a calculator's table of the year's figures, shown without JavaScript
 * (decision 0047): there the row names the figure and its year. The calculators start empty, so
 * no computed contribution that shares a figure's digits stands in the built page.
 */
function occurrences(document: Document): Occurrence[] {
  const found: Occurrence[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, template, option")) continue;
    if (parent.closest("table") && !parent.closest("[data-calculator] table")) continue;
    const text = (node.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");
    for (const figure of FIGURES.keys()) {
      const pattern = new RegExp(`(?<![\\d.,])${figure.replace(/\./g, "\\.")}(?![\\d]|[.,]\\d)`);
      if (!pattern.test(text)) continue;
      const block = parent.closest("p, li, dd, dt, tr, h1, h2, h3, h4, h5, h6, summary, figcaption, label, legend") ?? parent;
      // A figure in a <dd> stands with its term (a calculator's summary: „Grenze 2026 – 77.400 €“).
      const term = block.tagName === "DD" && block.previousElementSibling?.tagName === "DT" ? `${block.previousElementSibling.textContent ?? ""} ` : "";
      found.push({ figure, block: `${term}${block.textContent ?? ""}`.replace(/\s+/g, " ").trim() });
    }
  }
  return found;
}

interface ListedSource {
  label: string;
  href: string;
  target: string | null;
  rel: string | null;
}

/** The entries „<figure> <year>: <citation>“ of the page's source lists (FigureSourceList). */
function listedSources(document: Document): ListedSource[] {
  return [...document.querySelectorAll("li")].flatMap((item) => {
    // The statute site, or the gazette that published the figure (Bundesgesetzblatt, Bundesanzeiger).
    const link = item.querySelector<HTMLAnchorElement>(
      'a[href^="https://www.gesetze-im-internet.de/"], a[href^="https://www.recht.bund.de/"], a[href^="https://www.bgbl.de/"], a[href^="https://www.bundesanzeiger.de/"]',
    );
    const label = /^(.+ \d{4}):/.exec((item.textContent ?? "").replace(/\s+/g, " ").trim())?.[1];
    return link && label ? [{ label, href: link.href, target: link.getAttribute("target"), rel: link.getAttribute("rel") }] : [];
  });
}

test("the figures searched for are the statute's, for the build year by hand (tests/fixtures/statutory-figures-by-year.ts)", () => {
  const year = builtAt.getFullYear();
  const hand = handCheckedFigures(year);
  const ofYear = [...FIGURES].filter(([, candidates]) => candidates.some((candidate) => candidate.year === year)).map(([figure]) => figure);
  const expected = [hand.versicherungspflichtgrenze, hand.beitragsbemessungsgrenze, hand.beitragsbemessungsgrenzeMonat, hand.maxEmployerSubsidyHealth].map(
    (amount) => amount.replace(/ €$/, ""),
  );
  expect(ofYear.sort()).toEqual([...new Set(expected)].sort());
  expect(FIGURES.get(hand.besondereVersicherungspflichtgrenze.replace(/ €$/, ""))).toContainEqual({ kind: "besondereVersicherungspflichtgrenze", year });
});

describe("every Versicherungspflichtgrenze, Beitragsbemessungsgrenze and subsidy shown names its year", () => {
  for (const path of PAGES_WITH_FIGURES) {
    test(`${path}`, () => {
      const found = occurrences(builtDocument(path));
      // Every one of these pages quotes at least one limit.
      expect(found.length, "figures on the page").toBeGreaterThan(0);
      for (const { figure, block } of found) {
        const years = FIGURES.get(figure)!.map((candidate) => String(candidate.year));
        expect(
          years.some((year) => block.includes(year)),
          `${figure} € should stand with its year (${years.join(" or ")}): „${block}“`,
        ).toBe(true);
      }
    });
  }
});

describe("each page lists the legal sources of its figures, with links", () => {
  for (const path of PAGES_WITH_FIGURES) {
    test(`${path}`, () => {
      const document = builtDocument(path);
      const sources = listedSources(document);
      expect(sources.length, "source entries").toBeGreaterThan(0);
      const headings = [...document.querySelectorAll("h2, h3, h4, summary")].map((heading) => heading.textContent?.replace(/\s+/g, " ").trim());
      expect(headings).toContain(groupPageLabels.figureSourcesHeading);
      for (const source of sources) {
        expect(source.target, source.label).toBe("_blank");
        expect(source.rel?.split(" "), source.label).toContain("noopener");
      }
      const found = occurrences(document);
      for (const figure of new Set(found.map((occurrence) => occurrence.figure))) {
        const candidates = FIGURES.get(figure)!;
        const listed = candidates.some(({ kind, year }) => {
          if (kind === "besondereVersicherungspflichtgrenze")
            return sources.some((source) => source.href === FIGURE_SOURCES[kind].url && source.label.includes(String(year)));
          const expected = figureSource(kind, year);
          return sources.some((source) => source.label === expected.label && source.href === expected.url);
        });
        const wanted = candidates.map(({ kind, year }) =>
          kind === "besondereVersicherungspflichtgrenze" ? `${kind} ${year}` : figureSource(kind, year).label,
        );
        expect(listed, `${figure} €: a source entry „${wanted.join("“ or „")}“ is missing`).toBe(true);
      }
    });
  }
});

describe("from October on, the pages say whether next year's limit is published", () => {
  const next = nextYearFigures(builtAt);

  /** Text as read, with no-break spaces as plain ones. */
  const plain = (text: string) =>
    text
      .replace(/[\u00a0\u202f]/g, " ")
      .replace(/\s+/g, " ")
      .trim();

  test("the build date decides: from October, next year's limit if hand-checked figures exist for it, else the statement dated with the build's day (docs/decisions/0066)", () => {
    const year = builtAt.getFullYear();
    handCheckedFigures(year);
    const nextHand = HAND_CHECKED_FIGURES[year + 1];
    const expectedState = builtAt.getMonth() < 9 ? null : { year: year + 1, published: Boolean(nextHand) };
    expect(next && { year: next.year, published: next.published }).toEqual(expectedState);
    expect(BUILD_DATE.getTime()).toBe(builtAt.getTime());
    const note = plain(nextYearNote(next, BUILD_DATE, "versicherungspflichtgrenze", currentFigures.year) ?? "");
    const phrases =
      next === null
        ? []
        : nextHand
          ? [`beträgt die Versicherungspflichtgrenze ${nextHand.versicherungspflichtgrenze} im Jahr`]
          : [`Versicherungspflichtgrenze für ${year + 1}`, formatLongDate(builtAt), `die Werte für ${year}.`];
    for (const phrase of phrases) expect(note).toContain(plain(phrase));
  });

  for (const path of CONTENT_PAGES) {
    test(`${path}`, () => {
      const document = builtDocument(path);
      // Folded: a <details> whose summary is the label, the note inside (docs/decisions/0046).
      const folds = [...document.querySelectorAll("details")].filter(
        (details) => plain(details.querySelector("summary")?.textContent ?? "").trim() === plain(groupPageLabels.nextYearNoteLabel),
      );
      for (const fold of folds) expect(fold.hasAttribute("open"), "the note is folded").toBe(false);
      const notes = folds.map((fold) => plain(fold.querySelector("p")?.textContent ?? ""));
      // A page that quotes the Versicherungspflichtgrenze speaks of next year's; one that quotes only the Beitragsbemessungsgrenze, of that.
      const quotesJaeg = occurrences(document).some(({ figure }) => FIGURES.get(figure)!.some((candidate) => candidate.kind === "versicherungspflichtgrenze"));
      const subject = quotesJaeg ? "versicherungspflichtgrenze" : "beitragsbemessungsgrenze";
      const expected = next === null ? [] : [plain(nextYearNote(next, BUILD_DATE, subject, currentFigures.year)!)];
      expect(notes).toEqual(expected);
      const phrase =
        next === null
          ? []
          : next.published
            ? [formatEuro(next.figures[subject])]
            : // Dated with the day this page was built, never a date kept by hand (docs/decisions/0066).
              [`${quotesJaeg ? "Versicherungspflichtgrenze" : "Beitragsbemessungsgrenze"} für ${next.year}`, formatLongDate(builtAt)];
      for (const text of phrase) expect(notes.join(" ")).toContain(plain(text));
    });
  }
});
