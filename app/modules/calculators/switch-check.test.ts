import { describe, expect, it } from "vitest";
import { figuresOfYear, hasFiguresFor } from "~/content/statutory-figures";
import { checkSwitch, type Employment, type SwitchCheckInput } from "./switch-check";

/** Next year's figures as the component passes them: only when published. */
function check(year: 2024 | 2025 | 2026, input: Partial<SwitchCheckInput> & { euros: number }) {
  const next = hasFiguresFor(year + 1) ? figuresOfYear((year + 1) as 2025 | 2026) : null;
  return checkSwitch(
    { employment: "angestellt", privateOn31Dec2002: false, ...input, annualPayCents: Math.round(input.euros * 100) },
    figuresOfYear(year),
    next,
  );
}

describe("checkSwitch for employees (§ 6 Abs. 1 Nr. 1, Abs. 4, 6, 7 SGB V)", () => {
  // Limits from the Sozialversicherungs-Rechengrößenverordnungen: allgemein 2024 69.300 €, 2025 73.800 €,
  // 2026 77.400 €; besonders (§ 6 Abs. 7) 2024 62.100 €, 2025 66.150 €, 2026 69.750 €. 2027 is not published.
  it.each([
    // year, pay €, special, verdict, reason, limit
    [2026, 77_400, false, "versicherungspflichtig", "notAbove", 77_400],
    [2026, 77_400.01, false, "versicherungsfrei", "aboveNextUnpublished", 77_400],
    [2026, 77_401, false, "versicherungsfrei", "aboveNextUnpublished", 77_400],
    [2026, 80_000, false, "versicherungsfrei", "aboveNextUnpublished", 77_400],
    [2026, 60_000, false, "versicherungspflichtig", "notAbove", 77_400],
    [2026, 69_750, true, "versicherungspflichtig", "notAbove", 69_750],
    [2026, 69_751, true, "versicherungsfrei", "aboveNextUnpublished", 69_750],
    [2026, 75_000, true, "versicherungsfrei", "aboveNextUnpublished", 69_750],
    [2025, 73_800, false, "versicherungspflichtig", "notAbove", 73_800],
    [2025, 73_801, false, "versicherungspflichtig", "nextYearNotExceeded", 73_800],
    [2025, 77_400, false, "versicherungspflichtig", "nextYearNotExceeded", 73_800],
    [2025, 77_401, false, "versicherungsfrei", "aboveBoth", 73_800],
    [2025, 66_151, true, "versicherungspflichtig", "nextYearNotExceeded", 66_150],
    [2025, 69_751, true, "versicherungsfrei", "aboveBoth", 66_150],
    [2024, 69_300, false, "versicherungspflichtig", "notAbove", 69_300],
    [2024, 69_301, false, "versicherungspflichtig", "nextYearNotExceeded", 69_300],
    [2024, 73_801, false, "versicherungsfrei", "aboveBoth", 69_300],
    [2024, 62_100, true, "versicherungspflichtig", "notAbove", 62_100],
    [2024, 66_151, true, "versicherungsfrei", "aboveBoth", 62_100],
  ] as const)("%i, %d €, special limit %s → %s (%s, limit %d €)", (year, euros, special, verdict, reason, limit) => {
    const result = check(year, { euros, privateOn31Dec2002: special });
    expect(result).toMatchObject({ employment: "angestellt", verdict, reason, limit, year, limitKind: special ? "besonders" : "allgemein" });
  });

  it("says exactly the limit is not enough, and how far below the pay lies", () => {
    expect(check(2026, { euros: 77_400 })).toMatchObject({ comparison: "equal", shortfallCents: 0 });
    expect(check(2026, { euros: 60_000 })).toMatchObject({ comparison: "below", shortfallCents: 1_740_000 });
    expect(check(2026, { euros: 77_399.5 })).toMatchObject({ comparison: "below", shortfallCents: 50 });
    expect(check(2026, { euros: 77_401 })).toMatchObject({ comparison: "above", shortfallCents: 0 });
  });

  it("compares with next year's limit of the same kind when it is published, and says when it is not", () => {
    expect(check(2026, { euros: 80_000 })).toMatchObject({ nextYear: { year: 2027, published: false } });
    expect(check(2025, { euros: 80_000 })).toMatchObject({ nextYear: { year: 2026, published: true, limit: 77_400, exceeded: true } });
    expect(check(2025, { euros: 69_000, privateOn31Dec2002: true })).toMatchObject({
      nextYear: { year: 2026, published: true, limit: 69_750, exceeded: false },
    });
  });

  it("refuses next year's figures of the wrong year", () => {
    expect(() => checkSwitch({ employment: "angestellt", privateOn31Dec2002: false, annualPayCents: 1 }, figuresOfYear(2024), figuresOfYear(2026))).toThrow(
      RangeError,
    );
  });
});

describe("checkSwitch for the self-employed and civil servants", () => {
  it.each([
    ["selbststaendig", 10_000],
    ["selbststaendig", 200_000],
    ["beamt", 30_000],
    ["beamt", 77_400],
  ] as const satisfies readonly (readonly [Employment, number])[])("%s with %d € is versicherungsfrei, whatever the pay", (employment, euros) => {
    for (const year of [2024, 2025, 2026] as const) {
      expect(check(year, { employment, euros, privateOn31Dec2002: true })).toEqual({ employment, verdict: "versicherungsfrei", year });
    }
  });
});
