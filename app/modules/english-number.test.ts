import { describe, expect, it } from "vitest";
import { germanGroupedReading, parseEnglishNumber } from "./english-number";
import { parseGermanNumber, type GermanNumberRules } from "./german-number";

const euros: GermanNumberRules = { fractionDigits: 2, minUnits: 1, maxUnits: 10_000_000_00, unitSigns: ["€", "EUR", "Euro"] };
const percent: GermanNumberRules = { fractionDigits: 2, minUnits: 0, maxUnits: 10_00, unitSigns: ["%"] };
const whole: GermanNumberRules = { fractionDigits: 0, minUnits: 0, maxUnits: 20 };

describe("parseEnglishNumber", () => {
  it.each([
    ["95,000", 9_500_000],
    ["95000", 9_500_000],
    ["95,000.50", 9_500_050],
    ["95,000.5", 9_500_050],
    ["95 000", 9_500_000],
    ["95\u00a0000 €", 9_500_000],
    ["€95,000", 9_500_000],
    ["€ 1,234,567.89", 123_456_789],
    ["77,400 EUR", 7_740_000],
    ["0.01", 1],
    ["1,500", 150_000],
    ["80.50", 8_050],
    ["80,50", 8_050],
    ["007", 700],
    ["80,000.00", 8_000_000],
  ])("reads %j as %i cents", (raw, cents) => {
    expect(parseEnglishNumber(raw, euros)).toEqual({ ok: true, units: cents });
  });

  it("reads „95,000“ as ninety-five thousand where the German reader reads 95", () => {
    expect(parseEnglishNumber("95,000", euros)).toEqual({ ok: true, units: 9_500_000 });
    expect(parseGermanNumber("95,000", euros)).toEqual({ ok: true, units: 9_500 });
  });

  it.each([
    ["2.9", 290],
    ["2.9%", 290],
    ["2.9 %", 290],
    ["2,9", 290],
    ["2.45", 245],
    ["0", 0],
    ["2.90", 290],
  ])("reads the rate %j as %i hundredths of a per cent", (raw, hundredths) => {
    expect(parseEnglishNumber(raw, percent)).toEqual({ ok: true, units: hundredths });
  });

  it.each([
    ["", "empty"],
    ["  ", "empty"],
    ["abc", "format"],
    ["8.0.0", "format"],
    ["1e5", "format"],
    ["80,00,000", "format"],
    ["80,000 000", "format"],
    ["80,000.", "format"],
    [".5", "format"],
    ["95.000", "format"],
    ["1.250.000", "format"],
    ["95.000,50", "format"],
    ["80 k", "format"],
    ["-80,000", "negative"],
    ["\u22125", "negative"],
    ["80,000.505", "decimals"],
    ["0", "tooSmall"],
    ["10,000,000.01", "tooLarge"],
    ["9".repeat(400), "tooLarge"],
  ])("refuses %j as %s", (raw, problem) => {
    expect(parseEnglishNumber(raw, euros)).toEqual({ ok: false, problem });
  });

  it("asks whole-number fields for whole numbers and keeps their limits", () => {
    expect(parseEnglishNumber("3", whole)).toEqual({ ok: true, units: 3 });
    expect(parseEnglishNumber("2.5", whole)).toEqual({ ok: false, problem: "decimals" });
    expect(parseEnglishNumber("21", whole)).toEqual({ ok: false, problem: "tooLarge" });
  });
});

describe("germanGroupedReading (the ambiguous „95.000“ on the English page)", () => {
  it.each([
    ["95.000", 9_500_000],
    ["95.000 €", 9_500_000],
    ["1.250.000", 125_000_000],
    ["95.000,50", 9_500_050],
  ])("offers %j as %i cents, the German way", (raw, cents) => {
    expect(germanGroupedReading(raw, euros)).toEqual({ ok: true, units: cents });
  });

  it.each(["95,000", "95000", "80.50", "2.9", "abc", ""])("has nothing to offer for %j", (raw) => {
    expect(germanGroupedReading(raw, euros)).toBeNull();
  });

  it("keeps the field's limits", () => {
    expect(germanGroupedReading("99.999.999", euros)).toEqual({ ok: false, problem: "tooLarge" });
  });
});
