import { describe, expect, it } from "vitest";
import { currentFigures, figuresOfYear } from "~/content/statutory-figures";
import { incomeHintCopy } from "~/content/wizard";
import { assessMonthlyIncome, incomeHint } from "./income-hint";

const NBSP = "\u00a0";

describe("assessMonthlyIncome", () => {
  it("compares twelve monthly incomes with the year's Versicherungspflichtgrenze", () => {
    // 2026: 77.400 € a year = 6.450 € a month.
    expect(assessMonthlyIncome("6451", figuresOfYear(2026))?.comparison).toBe("above");
    expect(assessMonthlyIncome("6450", figuresOfYear(2026))?.comparison).toBe("at");
    expect(assessMonthlyIncome("6449", figuresOfYear(2026))?.comparison).toBe("below");
    // 2025: 73.800 € = 6.150 € a month; 2024: 69.300 € = 5.775 € a month.
    expect(assessMonthlyIncome("6200", figuresOfYear(2025))?.comparison).toBe("above");
    expect(assessMonthlyIncome("6200", figuresOfYear(2026))?.comparison).toBe("below");
    expect(assessMonthlyIncome("5775", figuresOfYear(2024))).toEqual({
      comparison: "at",
      monthlyIncome: 5775,
      annualIncome: 69_300,
      threshold: 69_300,
      year: 2024,
    });
  });

  it("says nothing for an empty, zero or untrustworthy income", () => {
    for (const raw of ["", " ", "0", "-7000", "1e5", "7000.5", "99999999"]) {
      expect(assessMonthlyIncome(raw, currentFigures), raw).toBeNull();
    }
  });
});

describe("incomeHint", () => {
  it("words the comparison as information, naming year and figures", () => {
    const hint = incomeHint("9000", figuresOfYear(2026), incomeHintCopy);
    expect(hint?.comparison).toBe("above");
    expect(hint?.text).toBe(
      `Zur Orientierung: 9.000${NBSP}€ im Monat sind 108.000${NBSP}€ im Jahr – mehr als die Versicherungspflichtgrenze 2026 von 77.400${NBSP}€. Für Angestellte kommt damit ein Wechsel in die private Krankenversicherung grundsätzlich in Frage.`,
    );
  });

  it("uses the figures it is given, not a fixed year", () => {
    expect(incomeHint("6000", figuresOfYear(2024), incomeHintCopy)?.text).toContain(`mehr als die Versicherungspflichtgrenze 2024 von 69.300${NBSP}€`);
    expect(incomeHint("6000", figuresOfYear(2025), incomeHintCopy)?.text).toContain(`weniger als die Versicherungspflichtgrenze 2025 von 73.800${NBSP}€`);
    expect(incomeHint("6450", figuresOfYear(2026), incomeHintCopy)?.text).toContain(`genau die Versicherungspflichtgrenze 2026 von 77.400${NBSP}€`);
  });

  it("always notes that self-employed people and civil servants are not bound by the limit", () => {
    for (const raw of ["1000", "6450", "20000"]) {
      expect(incomeHint(raw, currentFigures, incomeHintCopy)?.note).toContain("Selbstständige und Beamte sind an diese Grenze nicht gebunden.");
    }
  });

  it("gives no hint without a usable income", () => {
    expect(incomeHint("", currentFigures, incomeHintCopy)).toBeNull();
  });
});
