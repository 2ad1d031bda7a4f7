/**
 * The fourth legal review's findings on the calculators' pages, checked in the HTML the build
 * wrote (docs/decisions/0066): the Beihilfe calculator says what its rates rest on, per Dienstherr
 * and source, without JavaScript; the average Zusatzbeitrag is cited with § 242a Abs. 2 SGB V and
 * the BMG's announcement named, never the Bundesanzeiger's front page; the home page's tax sentence
 * is the owner's current one, which the claims rules accept. Expected texts come from the content
 * modules and the Dienstherren table, so any owner wording and any entry passes that says it.
 */
import { describe, expect, test } from "vitest";
import { pageRoutes } from "../../app/config/page-routes";
import { DIENSTHERR_LIST } from "../../app/content/beihilfe/dienstherren";
import { rateBasis } from "../../app/content/beihilfe/rate-basis";
import { calculatorRoute } from "../../app/config/site-routes";
import { RATE_BASIS_ID } from "../../app/components/calculators/rate-basis-table";
import { beihilfeCopy } from "../../app/content/calculators";
import { figuresText } from "../../app/content/figure-notes";
import { home } from "../../app/content/home";
import { FIGURE_SOURCES, currentFigures } from "../../app/content/statutory-figures";
import { FORBIDDEN_CLAIMS } from "../../app/modules/copy-claims";
import { builtDocument } from "./built-page";

const fold = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** Every page the build wrote, as a document. */
const pages = pageRoutes.map((route) => ({ path: route.path, document: builtDocument(route.path) }));
const withBeihilfeCalculator = pages.filter(({ document }) => document.querySelector("#beihilfe-rechner") !== null);

describe("the Beihilfe calculator's sources, in the HTML", () => {
  test("stands on at least one page", () => {
    expect(withBeihilfeCalculator.length).toBeGreaterThan(0);
  });

  // The table stands in full on the calculators' page; beside the calculator elsewhere, a link to it (docs/decisions/0066).
  for (const { path, document } of withBeihilfeCalculator.filter((page) => page.path !== calculatorRoute.path)) {
    test(`${path}: the intro says how rates are sourced, and a link leads to the table of every Dienstherr's basis`, () => {
      expect(fold(document.querySelector("#beihilfe-rechner")!.textContent)).toContain(fold(beihilfeCopy.intro));
      const link = [...document.querySelectorAll("[data-calculator] a")].find((a) => fold(a.textContent) === fold(beihilfeCopy.basis.summary));
      expect(link?.getAttribute("href"), "a link to the table on the calculators' page").toBe(`${calculatorRoute.path}#${RATE_BASIS_ID}`);
    });
  }

  for (const { path, document } of withBeihilfeCalculator.filter((page) => page.path === calculatorRoute.path)) {
    test(`${path}: the intro says how rates are sourced, and every Dienstherr's basis is listed with both sources and who publishes them`, () => {
      const section = document.querySelector("#beihilfe-rechner")!;
      const text = fold(section.textContent);
      expect(text).toContain(fold(beihilfeCopy.intro));
      const basis = document.getElementById(RATE_BASIS_ID);
      expect(fold(basis?.querySelector("summary")?.textContent), "the table of what the rates rest on").toBe(fold(beihilfeCopy.basis.summary));
      const rows = [...basis!.querySelectorAll("tbody tr")];
      expect(rows).toHaveLength(DIENSTHERR_LIST.length);
      DIENSTHERR_LIST.forEach((entry, index) => {
        const cell = fold(rows[index]!.querySelector("td")?.textContent);
        const hrefs = [...rows[index]!.querySelectorAll("a")].map((link) => link.getAttribute("href"));
        const found = rateBasis(entry);
        expect(found === null ? cell : fold(beihilfeCopy.basis.onRequest), entry.id).toBe(fold(beihilfeCopy.basis.onRequest));
        if (found === null) return;
        for (const source of found.read) expect(hrefs, entry.id).toContain(source.url);
        for (const { provisions, sources, official, onlyIntermediaries } of found.secondary) {
          for (const provision of provisions) expect(hrefs, entry.id).toContain(provision.url);
          for (const source of sources) expect(cell, entry.id).toContain(fold(`${source.name} (${beihilfeCopy.result.sourceKinds[source.kind]})`));
          const warning = onlyIntermediaries ? beihilfeCopy.result.onlyIntermediaries : official ? "" : beihilfeCopy.result.noOfficialSource;
          expect(cell, entry.id).toContain(fold(warning).replace(/\.$/, ""));
        }
      });
      // A secondary source is named, never linked: only the official provisions are (official-sources.ts).
      const secondaryUrls = DIENSTHERR_LIST.flatMap((entry) => rateBasis(entry)?.secondary.flatMap(({ sources }) => sources.map((s) => s.url)) ?? []);
      const links = [...basis!.querySelectorAll("a")].map((link) => link.getAttribute("href"));
      for (const url of secondaryUrls) expect(links).not.toContain(url);
    });
  }
});

describe("the average Zusatzbeitrag's source", () => {
  test("no page links the Bundesanzeiger's front page", () => {
    for (const { path, document } of pages) {
      const hrefs = [...document.querySelectorAll("a")].map((link) => link.getAttribute("href") ?? "");
      expect(
        hrefs.filter((href) => href.includes("bundesanzeiger.de")),
        path,
      ).toEqual([]);
    }
  });

  test("wherever a page names it among its sources, the link goes to § 242a SGB V and the BMG's announcement is named", () => {
    const label = `${figuresText.sources.names.durchschnittlicherZusatzbeitrag} ${currentFigures.year}`;
    let seen = 0;
    for (const { path, document } of pages) {
      for (const item of document.querySelectorAll("li")) {
        if (!fold(item.textContent).startsWith(`${fold(label)}:`)) continue;
        seen += 1;
        const link = item.querySelector("a");
        expect(link?.getAttribute("href"), path).toBe(FIGURE_SOURCES.durchschnittlicherZusatzbeitrag.url);
        expect(fold(item.textContent), path).toContain("Bekanntmachung des Bundesministeriums für Gesundheit");
        expect(fold(item.textContent), path).toContain(String(currentFigures.year));
      }
    }
    expect(seen, "the worked examples list it").toBeGreaterThan(0);
  });
});

describe("the home page's tax sentence", () => {
  test("is the owner's current one and makes no claim the rules refuse", () => {
    const text = fold(builtDocument("/").body.textContent);
    expect(text).toContain(fold(home.targetGroups.benefitsBlock.intro));
    for (const { pattern, why } of FORBIDDEN_CLAIMS.filter((claim) => claim.why.includes("EStG"))) expect(pattern.test(text), why).toBe(false);
  });
});
