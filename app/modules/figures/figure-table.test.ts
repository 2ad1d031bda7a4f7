import { describe, expect, it } from "vitest";
import { FIXTURE_ROWS } from "../../../tests/fixtures/figure-years";
import { deriveFigures } from "./derive-figures";
import { createFigureTable, type FigureCitations } from "./figure-table";

/** Made-up wording, so the test shows the table passes the year and date through, whatever the site says. */
const CITATIONS: FigureCitations = {
  zusatzbeitrag: (year, announcedOn) => ({ citation: `Bekanntmachung ${year} ${announcedOn ?? "ohne Datum"}`, url: "https://bekanntmachung.example/" }),
};

describe("the table (fixture rows)", () => {
  const table = createFigureTable(FIXTURE_ROWS, new Date("2091-03-01T12:00:00Z"), CITATIONS);

  it("knows exactly the rows it was given, oldest first", () => {
    expect(table.KNOWN_FIGURE_YEARS).toEqual([2090, 2092]);
    expect([2089, 2090, 2091, 2092].map(table.hasFiguresFor)).toEqual([false, true, false, true]);
  });

  it("quotes, for a year with no row, the newest year before it (the oldest for earlier years)", () => {
    expect([2085, 2090, 2091, 2092, 2099].map((year) => table.figuresFor(year).year)).toEqual([2090, 2090, 2090, 2092, 2092]);
    expect(table.BUILD_YEAR).toBe(2091);
    expect(table.currentFigures.versicherungspflichtgrenze).toBe(91_350);
  });

  it("refuses an exact year it has no row for", () => {
    expect(() => table.figuresOfYear(2091)).toThrow(RangeError);
  });

  it("offers the calculators only years without a change during the year", () => {
    expect(table.CALCULATOR_YEARS).toEqual([2090]);
    expect(table.yearRecord(2092).changesDuringYear.map((change) => change.field)).toEqual(["pflegeBeitragssatz"]);
  });

  it("says from October whether next year's row exists", () => {
    expect(table.nextYearFigures(new Date("2091-09-30T12:00:00Z"))).toBeNull();
    expect(table.nextYearFigures(new Date("2091-10-01T12:00:00Z"))).toMatchObject({
      year: 2092,
      published: true,
      figures: { versicherungspflichtgrenze: 95_850 },
    });
    expect(table.nextYearFigures(new Date("2092-10-01T12:00:00Z"))).toEqual({ year: 2093, published: false });
  });

  it("keeps only the numbers in the derived figures, not the row's changes and sources", () => {
    expect(Object.keys(deriveFigures(FIXTURE_ROWS[1]))).not.toContain("changesDuringYear");
    expect(Object.keys(deriveFigures(FIXTURE_ROWS[1]))).not.toContain("sources");
  });

  it("cites the Zusatzbeitrag's announcement in the words it is given, with the row's announcement date", () => {
    const announced = createFigureTable(
      [{ ...FIXTURE_ROWS[0], sources: { ...FIXTURE_ROWS[0].sources, zusatzbeitragAnnouncedOn: "2089-10-20" } }, FIXTURE_ROWS[1]],
      new Date("2091-03-01T12:00:00Z"),
      CITATIONS,
    );
    expect(announced.zusatzbeitragSource(2090)).toEqual({ citation: "Bekanntmachung 2090 2089-10-20", url: "https://bekanntmachung.example/" });
    expect(announced.zusatzbeitragSource(2092)).toEqual({ citation: "Bekanntmachung 2092 ohne Datum", url: "https://bekanntmachung.example/" });
    expect(() => announced.zusatzbeitragSource(2091)).toThrow(RangeError);
  });

  it("names a year's ordinance by its row's title and promulgation", () => {
    const { ordinance } = FIXTURE_ROWS[0].sources;
    expect(table.ordinanceSource(2090)).toEqual({ citation: `${ordinance.title} ${ordinance.promulgation}`, url: ordinance.url });
  });
});
