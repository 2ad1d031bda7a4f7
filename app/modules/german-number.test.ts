import { describe, expect, it } from "vitest";
import { englishGroupedReading, parseGermanNumber, type GermanNumberRules } from "./german-number";

const euros: GermanNumberRules = { fractionDigits: 2, minUnits: 1, maxUnits: 10_000_000_00, unitSigns: ["€", "EUR", "Euro"] };
const percent: GermanNumberRules = { fractionDigits: 2, minUnits: 0, maxUnits: 10_00, unitSigns: ["%"] };
const whole: GermanNumberRules = { fractionDigits: 0, minUnits: 0, maxUnits: 20 };

describe("parseGermanNumber", () => {
  it.each([
    ["80.000", 8_000_000],
    ["80000", 8_000_000],
    ["80 000 €", 8_000_000],
    ["80\u00a0000\u00a0€", 8_000_000],
    ["80\u202f000", 8_000_000],
    ["80.000,50", 8_000_050],
    ["80.000,5", 8_000_050],
    ["  77.400 EUR ", 7_740_000],
    ["77.400 Euro", 7_740_000],
    ["€ 1.234.567,89", 123_456_789],
    ["80000€", 8_000_000],
    ["0,01", 1],
    ["1.500", 150_000],
    ["80.50", 8_050],
    ["007", 700],
    ["80.000,00", 8_000_000],
  ])("reads %j as %i cents", (raw, cents) => {
    expect(parseGermanNumber(raw, euros)).toEqual({ ok: true, units: cents });
  });

  it.each([
    ["2,9", 290],
    ["2,9 %", 290],
    ["2,9%", 290],
    ["2.9", 290],
    ["2,45", 245],
    ["0", 0],
    ["2,90", 290],
  ])("reads the rate %j as %i hundredths of a per cent", (raw, hundredths) => {
    expect(parseGermanNumber(raw, percent)).toEqual({ ok: true, units: hundredths });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "format"],
    ["8,0,0", "format"],
    ["1e5", "format"],
    ["80.00.000", "format"],
    ["80.000 000", "format"],
    ["8 0000", "format"],
    ["80.000,", "format"],
    [",5", "format"],
    ["€", "format"],
    ["0x10", "format"],
    ["Infinity", "format"],
    ["80 Tsd.", "format"],
    ["-80.000", "negative"],
    ["-5 €", "negative"],
    ["\u22125", "negative"],
    ["80.000,505", "decimals"],
    ["0", "tooSmall"],
    ["0,00", "tooSmall"],
    ["10.000.000,01", "tooLarge"],
    ["999999999999999999999", "tooLarge"],
    ["9".repeat(400), "tooLarge"],
  ])("refuses %j as %s", (raw, problem) => {
    expect(parseGermanNumber(raw, euros)).toEqual({ ok: false, problem });
  });

  it("takes the field's own unit sign only", () => {
    expect(parseGermanNumber("2,9 €", percent)).toEqual({ ok: false, problem: "format" });
    expect(parseGermanNumber("2,9 %", euros)).toEqual({ ok: false, problem: "format" });
  });

  it("asks whole-number fields for whole numbers and keeps their limits", () => {
    expect(parseGermanNumber("3", whole)).toEqual({ ok: true, units: 3 });
    expect(parseGermanNumber("3,0", whole)).toEqual({ ok: true, units: 3 });
    expect(parseGermanNumber("2,5", whole)).toEqual({ ok: false, problem: "decimals" });
    expect(parseGermanNumber("21", whole)).toEqual({ ok: false, problem: "tooLarge" });
    expect(parseGermanNumber("10,01 %", percent)).toEqual({ ok: false, problem: "tooLarge" });
  });
});

describe("englishGroupedReading", () => {
  it.each([
    ["85,000", 8_500_000],
    ["85,000 €", 8_500_000],
    ["€ 1,250,000", 125_000_000],
    ["85,000.50", 8_500_050],
    ["7,083", 708_300],
  ])("offers %j as %i cents, the English way", (raw, cents) => {
    expect(englishGroupedReading(raw, euros)).toEqual({ ok: true, units: cents });
  });

  it("reads „85,000“ as 85 € the German way, which is why the field asks", () => {
    expect(parseGermanNumber("85,000", euros)).toEqual({ ok: true, units: 8_500 });
  });

  it.each(["85.000", "85000", "85,5", "85,50", "2,9", "1,2345", "abc", ""])("has nothing to offer for %j", (raw) => {
    expect(englishGroupedReading(raw, euros)).toBeNull();
  });

  it("keeps the field's limits: the English reading can be too large", () => {
    expect(englishGroupedReading("99,999,999", euros)).toEqual({ ok: false, problem: "tooLarge" });
  });
});
