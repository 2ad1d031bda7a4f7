import { describe, expect, it } from "vitest";
import * as english from "./format-en";
import * as german from "./format-de";

describe("English number formats (docs/decisions/0073)", () => {
  it("writes euro amounts with the sign first, comma thousands and point cents", () => {
    expect(english.formatEuro(77400)).toBe("€77,400");
    expect(english.formatEuro(508.59)).toBe("€508.59");
    expect(english.formatEuroFromCents(101719)).toBe("€1,017.19");
    expect(english.formatEuroWithCents(101700)).toBe("€1,017.00");
    expect(english.formatEuroForField(708333)).toBe("7,083.33");
  });

  it("writes rates with a decimal point and no space", () => {
    expect(english.formatPercent(14.6)).toBe("14.6%");
    expect(english.formatPercentFromMilli(8525)).toBe("8.525%");
    expect(english.formatPercentForField(2.9)).toBe("2.9");
  });

  it("writes dates and lists in English", () => {
    expect(english.formatIsoDate("2026-11-23")).toBe("23 November 2026");
    expect(english.formatIsoMonth("2026-10-01")).toBe("October 2026");
    expect(english.formatList(["A", "B", "C"])).toBe("A, B and C");
  });

  it("offers every format the German module does", () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(german).sort());
  });
});
