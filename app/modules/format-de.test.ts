import { describe, expect, it } from "vitest";
import { ANNUAL_PAY_RULES } from "./calculators/field-rules";
import {
  formatEuro,
  formatEuroForField,
  formatEuroFromCents,
  formatEuroWithCents,
  formatIsoDate,
  formatIsoMonth,
  formatList,
  formatNumber,
  formatPercent,
  formatPercentForField,
  formatPercentFromMilli,
} from "./format-de";
import { parseGermanNumber } from "./german-number";

describe("German formats", () => {
  it("writes numbers with a dot between thousands and up to three decimals", () => {
    expect(formatNumber(80_000)).toBe("80.000");
    expect(formatNumber(1250)).toBe("1.250");
    expect(formatNumber(17.5)).toBe("17,5");
    expect(formatNumber(8.5254)).toBe("8,525");
  });

  it("writes euros with cents only when there are any, from euros or from cents", () => {
    expect(formatEuro(77_400)).toBe("77.400\u00a0€");
    expect(formatEuro(508.59)).toBe("508,59\u00a0€");
    expect(formatEuro(508.5)).toBe("508,50\u00a0€");
    expect(formatEuroFromCents(101_719)).toBe("1.017,19\u00a0€");
    expect(formatEuroFromCents(50_000)).toBe("500\u00a0€");
  });

  it("writes the calculators' contributions always with two decimals", () => {
    expect(formatEuroWithCents(101_700)).toBe("1.017,00\u00a0€");
    expect(formatEuroWithCents(101_718)).toBe("1.017,18\u00a0€");
  });

  it.each([
    [8_500_000, "85.000"],
    [708_333, "7.083,33"],
    [708_350, "7.083,50"],
    [100, "1"],
    [1_000_000_000, "10.000.000"],
  ])("writes %i ct into a pay field as %j, read back to the same value", (cents, text) => {
    expect(formatEuroForField(cents)).toBe(text);
    expect(parseGermanNumber(text, ANNUAL_PAY_RULES)).toEqual({ ok: true, units: cents });
  });

  it("writes rates with a no-break space before %, from per cent or from thousandths of a per cent", () => {
    expect(formatPercent(17.5)).toBe("17,5\u00a0%");
    expect(formatPercent(0.25)).toBe("0,25\u00a0%");
    expect(formatPercent(17.499999999)).toBe("17,5\u00a0%");
    expect(formatPercentFromMilli(17_500)).toBe("17,5\u00a0%");
    expect(formatPercentFromMilli(8525)).toBe("8,525\u00a0%");
  });

  it("writes a rate into a field without its sign, at most two decimals", () => {
    expect(formatPercentForField(2.9)).toBe("2,9");
    expect(formatPercentForField(2.45)).toBe("2,45");
    expect(formatPercentForField(3)).toBe("3");
  });

  it("writes days and months the same in every time zone", () => {
    expect(formatIsoDate("2026-11-23")).toBe("23. November 2026");
    expect(formatIsoMonth("2026-10-01")).toBe("Oktober 2026");
    expect(formatIsoMonth("2027-01-31")).toBe("Januar 2027");
  });

  it("joins a list with commas and „und“", () => {
    expect(formatList(["Bruttomonatsgehalt"])).toBe("Bruttomonatsgehalt");
    expect(formatList(["Bruttomonatsgehalt", "Alter", "Kinder insgesamt"])).toBe("Bruttomonatsgehalt, Alter und Kinder insgesamt");
  });
});
