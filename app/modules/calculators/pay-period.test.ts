import { describe, expect, it } from "vitest";
import { FIXTURE_2025, FIXTURE_2026 } from "../../../tests/fixtures/figures";
import { parseGermanNumber } from "../german-number";
import { ANNUAL_PAY_RULES, MONTHLY_PAY_RULES } from "./field-rules";
import { annualFromMonthlyCents, monthlyFromAnnualCents, payPrompt, periodBoundary } from "./pay-period";

const LIMIT_2026 = FIXTURE_2026.versicherungspflichtgrenze * 100;

describe("monthlyFromAnnualCents", () => {
  it.each([
    [8_500_000, 708_300], // 85.000 € → 7.083,33 € → 7.083 €, not 7.084 €
    [8_000_000, 666_700], // 6.666,67 € → 6.667 €
    [7_740_000, 645_000],
    [600, 100], // 6 € → 0,50 € → half up: 1 €
    [599, 0],
  ])("a twelfth of %i ct is %i ct: whole euros, half up", (annual, monthly) => {
    expect(monthlyFromAnnualCents(annual)).toBe(monthly);
  });

  it("keeps the side of the limit: above stays above, at stays at, below stays below", () => {
    for (const [annual, expected] of [
      [7_740_100, 645_009], // 77.401 €: 6.450 € would be „at“ the limit; 6.450,09 € × 12 = 77.401,08 €
      [7_740_001, 645_001],
      [7_740_000, 645_000],
      [7_739_999, 644_999], // 6.450 € would be „at“; 6.449,99 € × 12 = 77.399,88 €
      [8_500_000, 708_300],
      [7_000_000, 583_300],
    ] as const) {
      const monthly = monthlyFromAnnualCents(annual, LIMIT_2026);
      expect(monthly, String(annual)).toBe(expected);
      expect(Math.sign(annualFromMonthlyCents(monthly) - LIMIT_2026), String(annual)).toBe(Math.sign(annual - LIMIT_2026));
    }
  });

  it("also for a limit that is no multiple of twelve euros (the special limit of 2026, 69.750 €)", () => {
    const special = FIXTURE_2026.besondereVersicherungspflichtgrenze * 100;
    expect(monthlyFromAnnualCents(special, special)).toBe(581_250);
    expect(annualFromMonthlyCents(monthlyFromAnnualCents(special + 100, special))).toBeGreaterThan(special);
  });
});

describe("payPrompt", () => {
  const yearly = (raw: string) => payPrompt(raw, parseGermanNumber(raw, ANNUAL_PAY_RULES), ANNUAL_PAY_RULES, "year", FIXTURE_2026);
  const monthly = (raw: string) => payPrompt(raw, parseGermanNumber(raw, MONTHLY_PAY_RULES), MONTHLY_PAY_RULES, "month", FIXTURE_2026);

  it("the boundary between a month's and a year's pay is twelve months at the upper end of the Übergangsbereich", () => {
    expect(periodBoundary(FIXTURE_2026)).toBe(FIXTURE_2026.uebergangsbereichObergrenze * 12);
    expect(periodBoundary(FIXTURE_2025)).toBe(FIXTURE_2025.uebergangsbereichObergrenze * 12);
  });

  it("offers 85.000 € for „85,000“ (read as 85 €), and for „7,083“ (unreadable the German way)", () => {
    expect(yearly("85,000")).toEqual({ kind: "englishThousands", typed: "85,000", suggestedCents: 8_500_000 });
    expect(yearly(" 85,000 € ")).toEqual({ kind: "englishThousands", typed: "85,000 €", suggestedCents: 8_500_000 });
    expect(monthly("7,083")).toEqual({ kind: "englishThousands", typed: "7,083", suggestedCents: 708_300 });
  });

  it("asks whether a low yearly figure is the month's, when twelve of it would be above the limit", () => {
    expect(yearly("7083")).toEqual({ kind: "monthlyInYearField", typedCents: 708_300, suggestedCents: 8_499_600 });
    expect(yearly("7.083,50")).toMatchObject({ kind: "monthlyInYearField", suggestedCents: 8_500_200 });
    // Twelve times 6.000 € is below the limit: the figure would decide nothing differently.
    expect(yearly("6000")).toBeNull();
    // Above the boundary, a yearly figure is read as what it says.
    expect(yearly(String(periodBoundary(FIXTURE_2026) + 1))).toBeNull();
    expect(yearly("85.000")).toBeNull();
  });

  it("asks whether a high monthly figure is the year's", () => {
    expect(monthly("85.000")).toEqual({ kind: "yearlyInMonthField", typedCents: 8_500_000, suggestedCents: 708_300 });
    expect(monthly(String(periodBoundary(FIXTURE_2026)))).toBeNull();
    expect(monthly("7.083")).toBeNull();
  });

  it("asks nothing about unreadable or empty text", () => {
    for (const raw of ["", "abc", "-5", "8,0,0"]) {
      expect(yearly(raw), raw).toBeNull();
      expect(monthly(raw), raw).toBeNull();
    }
  });
});
