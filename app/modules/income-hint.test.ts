import { describe, expect, it } from "vitest";
import { incomeHintCopy } from "~/content/wizard";
import { FICTIONAL_2027, FIXTURE_2025, FIXTURE_2026 } from "../../tests/fixtures/figures";
import { assessMonthlyIncome, hintForAssessment, incomeHint, type IncomeFacts } from "./income-hint";

const NBSP = "\u00a0";

describe("assessMonthlyIncome", () => {
  it("compares twelve monthly incomes with the year's Versicherungspflichtgrenze", () => {
    // 2026: 77.400 € a year = 6.450 € a month; 2025: 73.800 € = 6.150 € a month.
    expect(assessMonthlyIncome("6451", FIXTURE_2026, null)?.comparison).toBe("above");
    expect(assessMonthlyIncome("6450", FIXTURE_2026, null)?.comparison).toBe("at");
    expect(assessMonthlyIncome("6449", FIXTURE_2026, null)?.comparison).toBe("below");
    expect(assessMonthlyIncome("6200", FIXTURE_2025, FIXTURE_2026)?.comparison).toBe("above");
    expect(assessMonthlyIncome("6200", FIXTURE_2026, null)?.comparison).toBe("below");
    expect(assessMonthlyIncome("6150", FIXTURE_2025, FIXTURE_2026)).toEqual({
      comparison: "at",
      monthlyIncome: 6150,
      annualIncome: 73_800,
      threshold: 73_800,
      year: 2025,
      nextYear: { year: 2026, published: true, threshold: 77_400, exceeded: false },
    });
  });

  it("says whether next year's limit is published and, if so, exceeded (fictional 2027: 80.100 € = 6.675 € a month)", () => {
    expect(assessMonthlyIncome("7000", FIXTURE_2026, null)?.nextYear).toEqual({ year: 2027, published: false });
    expect(assessMonthlyIncome("6675", FIXTURE_2026, FICTIONAL_2027)?.nextYear).toEqual({ year: 2027, published: true, threshold: 80_100, exceeded: false });
    expect(assessMonthlyIncome("6676", FIXTURE_2026, FICTIONAL_2027)?.nextYear).toEqual({ year: 2027, published: true, threshold: 80_100, exceeded: true });
  });

  it("refuses next year's figures of the wrong year", () => {
    expect(() => assessMonthlyIncome("7000", FIXTURE_2025, FICTIONAL_2027)).toThrow(RangeError);
  });

  it("says nothing for an empty, zero or unreadable income", () => {
    for (const raw of ["", " ", "0", "-7000", "1e5", "7,000,5", "abc", "99999999"]) {
      expect(assessMonthlyIncome(raw, FIXTURE_2026, null), raw).toBeNull();
    }
  });

  it("reads pasted German amounts as the calculators do, cents included", () => {
    for (const raw of ["7.083", "7083", "7 083", "7.083 €", "€ 7.083", "7.083,00 EUR", "7\u00a0083\u00a0€"]) {
      expect(assessMonthlyIncome(raw, FIXTURE_2026, null), raw).toMatchObject({ monthlyIncome: 7083, annualIncome: 84_996, comparison: "above" });
    }
    expect(assessMonthlyIncome("80.000,50 €", FIXTURE_2026, null)).toMatchObject({ monthlyIncome: 80_000.5, annualIncome: 960_006 });
    // One cent a month above 6.450 € is 12 cents a year above 77.400 €.
    expect(assessMonthlyIncome("6.450,01", FIXTURE_2026, null)?.comparison).toBe("above");
    expect(assessMonthlyIncome("6.450,00", FIXTURE_2026, null)?.comparison).toBe("at");
  });
});

describe("incomeHint", () => {
  it("above the limit with next year's unpublished: a new job at once, an existing one only from 1 January and only above the unpublished limit", () => {
    const hint = incomeHint("9000", FIXTURE_2026, null, incomeHintCopy);
    expect(hint?.comparison).toBe("above");
    expect(hint?.text).toBe(
      `Zur Orientierung: 9.000${NBSP}€ im Monat sind 108.000${NBSP}€ im Jahr – mehr als die Versicherungspflichtgrenze 2026 von 77.400${NBSP}€. In einer neuen Stelle wären Angestellte damit vom ersten Tag an versicherungsfrei; in der bisherigen Stelle erst ab 1.${NBSP}Januar 2027 und nur, wenn das Einkommen auch die Grenze 2027 übersteigt – die ist noch nicht veröffentlicht.`,
    );
    expect(hint?.text).not.toContain("kommt damit ein Wechsel");
  });

  it("with next year's limit published, names it and says whether the income exceeds it", () => {
    expect(incomeHint("6600", FIXTURE_2026, FICTIONAL_2027, incomeHintCopy)?.text).toContain(
      `aber nicht mehr als die Grenze 2027 von 80.100${NBSP}€. In der bisherigen Stelle bleiben Angestellte damit auch 2027 versicherungspflichtig.`,
    );
    expect(incomeHint("9000", FIXTURE_2026, FICTIONAL_2027, incomeHintCopy)?.text).toContain(
      `und die Grenze 2027 von 80.100${NBSP}€. In einer neuen Stelle wären Angestellte damit vom ersten Tag an versicherungsfrei, in der bisherigen Stelle ab 1.${NBSP}Januar 2027.`,
    );
  });

  it("uses the figures it is given, not a fixed year", () => {
    expect(incomeHint("6000", FIXTURE_2025, FIXTURE_2026, incomeHintCopy)?.text).toContain(
      `weniger als die Versicherungspflichtgrenze 2025 von 73.800${NBSP}€`,
    );
    expect(incomeHint("6450", FIXTURE_2026, null, incomeHintCopy)?.text).toContain(`genau die Versicherungspflichtgrenze 2026 von 77.400${NBSP}€`);
  });

  it("always notes that self-employed people and civil servants are not bound by the limit", () => {
    for (const raw of ["1000", "6450", "20000"]) {
      expect(incomeHint(raw, FIXTURE_2026, null, incomeHintCopy)?.note).toContain("Selbstständige und Beamte sind an diese Grenze nicht gebunden.");
    }
  });

  it("gives no hint without a usable income", () => {
    expect(incomeHint("", FIXTURE_2026, null, incomeHintCopy)).toBeNull();
  });
});

describe("hintForAssessment", () => {
  const facts = (label: string) => (f: IncomeFacts) => `${label} ${f.monthly} ${f.annual} ${f.threshold} ${f.year} ${f.nextYear} ${f.nextThreshold ?? "-"}`;
  const copy = {
    above: { nextUnpublished: facts("unpublished"), nextExceeded: facts("exceeded"), nextNotExceeded: facts("notExceeded") },
    at: facts("at"),
    below: facts("below"),
    note: "note",
  };
  const euro = (amount: number) => `<${amount}>`;

  it("writes every amount with the page's formatter and picks the template by comparison and next year", () => {
    const hint = (raw: string, next: typeof FICTIONAL_2027 | null) => hintForAssessment(assessMonthlyIncome(raw, FIXTURE_2026, next)!, copy, euro);
    expect(hint("6450", null)).toEqual({ comparison: "at", text: "at <6450> <77400> <77400> 2026 2027 -", note: "note" });
    expect(hint("6000", FICTIONAL_2027).text).toBe("below <6000> <72000> <77400> 2026 2027 <80100>");
    expect(hint("7000", null).text).toBe("unpublished <7000> <84000> <77400> 2026 2027 -");
    expect(hint("6676", FICTIONAL_2027).text).toBe("exceeded <6676> <80112> <77400> 2026 2027 <80100>");
    expect(hint("6600", FICTIONAL_2027).text).toBe("notExceeded <6600> <79200> <77400> 2026 2027 <80100>");
  });
});
