import { describe, expect, it } from "vitest";
import { formatEuro, formatEuroFromCents, formatPercent } from "~/modules/format-de";
import { gkvMaximum } from "~/modules/savings-example-numbers";
import { HAND_CHECKED_FIGURES, handCheckedFigures } from "../../tests/fixtures/statutory-figures-by-year";
import { provisionUrl } from "./legal-sources";
import { KNOWN_FIGURE_YEARS, PUBLISHED_ROWS, ordinanceSource, zusatzbeitragSource, type FigureYear } from "./statutory-figures";
import { deriveFigures } from "~/modules/figures/derive-figures";

/** Text as the pages print it, compared with the hand-typed table (plain spaces). */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("the published rows against the hand-checked table (tests/fixtures/statutory-figures-by-year.ts)", () => {
  it("has a hand-checked entry for every row and a row for every entry", () => {
    expect(Object.keys(HAND_CHECKED_FIGURES).map(Number)).toEqual([...KNOWN_FIGURE_YEARS]);
  });

  it.each(PUBLISHED_ROWS.map((row) => [row.year, row] as const))("%i: the module's figures are the statute's", (year) => {
    const hand = handCheckedFigures(year);
    const figures = deriveFigures(PUBLISHED_ROWS.find((row) => row.year === year)!);
    expect({
      versicherungspflichtgrenze: plain(formatEuro(figures.versicherungspflichtgrenze)),
      besondereVersicherungspflichtgrenze: plain(formatEuro(figures.besondereVersicherungspflichtgrenze)),
      beitragsbemessungsgrenze: plain(formatEuro(figures.beitragsbemessungsgrenze)),
      beitragsbemessungsgrenzeMonat: plain(formatEuro(figures.beitragsbemessungsgrenzeMonat)),
      maxEmployerSubsidyHealth: plain(formatEuro(figures.maxEmployerSubsidyHealth)),
      durchschnittlicherZusatzbeitrag: plain(formatPercent(figures.durchschnittlicherZusatzbeitrag)),
      pflegeBeitragssatz: plain(formatPercent(figures.pflegeBeitragssatz)),
      pflegeKinderlosenzuschlag: plain(formatPercent(figures.pflegeKinderlosenzuschlag)),
      gkvHoechstbeitragMonat: plain(formatEuroFromCents(gkvMaximum(figures).totalCents)),
      bezugsgroesseMonat: plain(formatEuro(figures.bezugsgroesseMonat)),
      mindestbemessungsgrundlageMonat: plain(formatEuro(figures.mindestbemessungsgrundlageFreiwilligeMonat)),
    }).toEqual(hand);
  });

  it("derives the minimum base of voluntary members from the Bezugsgröße (§ 240 Abs. 4 Satz 1 SGB V): 2024–2026 as the statute gives them", () => {
    // 3.535 € / 90 × 30 = 1.178,33 €; 3.745 € → 1.248,33 €; 3.955 € → 1.318,33 €.
    const bases = ([2024, 2025, 2026] as const).map(
      (year) => deriveFigures(PUBLISHED_ROWS.find((row) => row.year === year)!).mindestbemessungsgrundlageFreiwilligeMonat,
    );
    expect(bases).toEqual([1_178.33, 1_248.33, 1_318.33]);
  });

  it("names for every row the ordinance that set its limits, linked to its promulgated text, and the BMG's announcement of its Zusatzbeitrag beside § 242a Abs. 2 SGB V (issue 23, M7; docs/decisions/0066)", () => {
    for (const row of PUBLISHED_ROWS) {
      const year = row.year as FigureYear;
      // Official title spelling: „Sozialversicherungs-Rechengrößenverordnung“ until 2022, „Sozialversicherungsrechengrößen-Verordnung“ from 2023.
      expect(ordinanceSource(year).citation).toMatch(new RegExp(`^Sozialversicherungs(-Rechengrößenverordnung|rechengrößen-Verordnung) ${year} vom \\d`));
      expect(ordinanceSource(year).url).toMatch(/^https:\/\/www\.(recht\.bund\.de\/bgbl\/1\/\d{4}\/\d+\/VO\.html|bgbl\.de\/xaver\/bgbl\/start\.xav\?)/);
      // The announcement named, the rule linked: the announcement has no stable address (docs/decisions/0066).
      expect(zusatzbeitragSource(year)).toEqual({ citation: expect.stringContaining(`Zusatzbeitragssatz für ${year}`), url: provisionUrl("sgbV", "242a") });
      expect(zusatzbeitragSource(year).citation).toMatch(/^§\u00a0242a Abs\.\u00a02 SGB\u00a0V; Bekanntmachung des Bundesministeriums für Gesundheit/);
    }
    expect(new Set(PUBLISHED_ROWS.map((row) => ordinanceSource(row.year as FigureYear).url)).size).toBe(PUBLISHED_ROWS.length);
  });

  it("records the mid-year changes of 2022 and 2023 with their dates", () => {
    const changes = PUBLISHED_ROWS.flatMap((row) => row.changesDuringYear.map((change) => `${change.from} ${change.field} ${change.value}`));
    expect(changes).toEqual([
      "2022-10-01 geringfuegigkeitsgrenze 520",
      "2022-10-01 uebergangsbereichObergrenze 1600",
      "2023-07-01 pflegeBeitragssatz 3.4",
      "2023-07-01 pflegeKinderlosenzuschlag 0.6",
      "2023-07-01 pflegeAbschlagJeKind 0.25",
    ]);
  });
});
