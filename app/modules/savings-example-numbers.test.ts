import { describe, expect, it } from "vitest";
import { figuresOfYear } from "~/content/statutory-figures";
import { gkvMaximum, maxHealthContributionCents, savingsExample } from "./savings-example-numbers";

describe("savingsExample", () => {
  // Worked by hand from the published figures: 69.750 € / 12 = 5.812,50 €; 17,5 % of it is
  // 1.017,1875 € → 1.017,19 €; 4,2 % is 244,125 € → 244,13 €; 40 % of 1.261,32 € is 504,528 € → 504,53 €.
  it("computes 2026: the maximum contribution of a childless self-employed member and 40 % of it", () => {
    expect(savingsExample(figuresOfYear(2026), 40)).toEqual({
      year: 2026,
      baseCents: 581_250,
      healthRate: 17.5,
      healthCents: 101_719,
      careRate: 4.2,
      careCents: 24_413,
      totalCents: 126_132,
      savingPercent: 40,
      savingCents: 50_453,
      remainingCents: 75_679,
    });
  });

  it("follows the figures of the year it is given (2025: 17,1 % and 4,2 % of 5.512,50 €)", () => {
    const example = savingsExample(figuresOfYear(2025), 40);
    expect([example.healthRate, example.healthCents, example.careCents, example.totalCents]).toEqual([17.1, 94_264, 23_153, 117_417]);
  });

  it("adds rates without floating-point residue (2024: 14,6 + 1,7 = 16,3 %, 3,4 + 0,6 = 4 %)", () => {
    const example = savingsExample(figuresOfYear(2024), 40);
    expect([example.healthRate, example.careRate, example.healthCents, example.careCents]).toEqual([16.3, 4, 84_353, 20_700]);
  });

  it("gives the maximum alone, without any saving, when no comparison is documented", () => {
    expect(gkvMaximum(figuresOfYear(2026))).toEqual({
      year: 2026,
      baseCents: 581_250,
      healthRate: 17.5,
      healthCents: 101_719,
      careRate: 4.2,
      careCents: 24_413,
      totalCents: 126_132,
    });
  });

  it("keeps saving and remainder adding up to the total", () => {
    const example = savingsExample(figuresOfYear(2026), 33);
    expect(example.savingCents + example.remainingCents).toBe(example.totalCents);
  });

  it("gives the GKV's health Höchstbeitrag alone, the Basistarif's cap (2026: 1.017,19 €; 2025: 942,64 €)", () => {
    expect(maxHealthContributionCents(figuresOfYear(2026))).toBe(101_719);
    expect(maxHealthContributionCents(figuresOfYear(2025))).toBe(94_264);
  });

  it("rejects a saving outside 0–100 %", () => {
    expect(() => savingsExample(figuresOfYear(2026), 0)).toThrow(RangeError);
    expect(() => savingsExample(figuresOfYear(2026), 100)).toThrow(RangeError);
  });
});
