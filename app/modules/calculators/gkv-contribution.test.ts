import { describe, expect, it } from "vitest";
import { figuresOfYear, percentOfCents } from "~/content/statutory-figures";
import { calculateGkv, centsAtRate, perYear, type GkvInput } from "./gkv-contribution";

const base: GkvInput = { monthlyPayCents: 600_000, zusatzbeitragHundredths: 290, age: 30, children: 0, sachsen: false };
const in2026 = (input: Partial<GkvInput>) => calculateGkv({ ...base, ...input }, figuresOfYear(2026));

describe("centsAtRate", () => {
  it("rounds half a cent up, and agrees with percentOfCents for rates in whole hundredths", () => {
    expect(centsAtRate(400_040, 8750)).toBe(35_004); // 35.003,5 ct
    expect(centsAtRate(581_250, 1800)).toBe(10_463); // 10.462,5 ct
    for (const [cents, rate] of [
      [581_250, 8.75],
      [551_250, 8.55],
      [517_500, 1.7],
      [123_457, 2.4],
    ] as const) {
      expect(centsAtRate(cents, Math.round(rate * 1000))).toBe(percentOfCents(cents, rate));
    }
  });

  it("keeps the third decimal of a halved rate that percentOfCents would round away", () => {
    // Half of 14,6 % + 2,45 % is 8,525 %: 5.812,50 € × 8,525 % = 495,515625 € → 495,52 €.
    expect(centsAtRate(581_250, 8525)).toBe(49_552);
    expect(percentOfCents(581_250, 8.525)).not.toBe(49_552);
  });
});

describe("calculateGkv, 2026 (BBG 69.750 € = 5.812,50 € a month, 14,6 % + 2,9 %, Pflege 3,6 %)", () => {
  it("computes the worked example: 6.000 €, childless, 30, not Sachsen", () => {
    const result = in2026({});
    expect(result).toMatchObject({ year: 2026, baseCents: 581_250, bbgMonthCents: 581_250, capped: true });
    // KV: 5.812,50 × 8,75 % = 508,59375 → 508,59 € each; the contribution is the rounded half doubled (§ 2 Abs. 1 Satz 1 BVV).
    expect(result.health).toMatchObject({ totalRate: 17_500, employeeRate: 8750, employeeCents: 50_859, employerCents: 50_859, totalCents: 101_718 });
    // PV: employee 1,8 % + 0,6 % = 2,4 % → 139,50 €; employer 1,8 % → 104,625 → 104,63 €; sum of the rounded shares (Satz 3).
    expect(result.care).toMatchObject({ employeeRate: 2400, employerRate: 1800, employeeCents: 13_950, employerCents: 10_463, totalCents: 24_413 });
    expect(result.sum).toEqual({ employeeCents: 64_809, employerCents: 61_322, totalCents: 126_131 });
    expect(result.subsidy).toEqual({ healthCents: 50_859, careCents: 10_463, totalCents: 61_322 });
    expect(perYear(result.sum.employeeCents)).toBe(777_708);
  });

  it("doubles the rounded half instead of rounding the whole rate: 4.000,40 €", () => {
    // 4.000,40 × 8,75 % = 350,035 → 350,04 € each, so 700,08 € in total (17,5 % of the pay would round to 700,07 €).
    const result = in2026({ monthlyPayCents: 400_040 });
    expect(result.health).toMatchObject({ employeeCents: 35_004, employerCents: 35_004, totalCents: 70_008 });
    expect(result.capped).toBe(false);
  });

  it.each([
    [581_249, false, 50_859, 13_950, 10_462],
    [581_250, false, 50_859, 13_950, 10_463],
    [581_251, true, 50_859, 13_950, 10_463],
    [1_000_000, true, 50_859, 13_950, 10_463],
  ])("caps at the BBG: pay %i ct (capped %s) → KV %i, PV employee %i, employer %i ct", (pay, capped, kv, pvEmployee, pvEmployer) => {
    const result = in2026({ monthlyPayCents: pay });
    expect(result.capped).toBe(capped);
    expect([result.health.employeeCents, result.care.employeeCents, result.care.employerCents]).toEqual([kv, pvEmployee, pvEmployer]);
  });

  it.each([
    // children, age, Sachsen, employee rate, employer rate, employee ct, employer ct
    [0, 22, false, 1800, 1800, 10_463, 10_463],
    [0, 23, false, 2400, 1800, 13_950, 10_463],
    [1, 30, false, 1800, 1800, 10_463, 10_463],
    [2, 30, false, 1550, 1800, 9009, 10_463],
    [3, 30, false, 1300, 1800, 7556, 10_463],
    [5, 30, false, 800, 1800, 4650, 10_463],
    [6, 30, false, 800, 1800, 4650, 10_463],
    [2, 20, false, 1550, 1800, 9009, 10_463],
    [0, 22, true, 2300, 1300, 13_369, 7556],
    [0, 30, true, 2900, 1300, 16_856, 7556],
    [1, 30, true, 2300, 1300, 13_369, 7556],
    [5, 30, true, 1300, 1300, 7556, 7556],
  ])(
    "Pflege with %i children, age %i, Sachsen %s → %i / %i (thousandths of a per cent)",
    (children, age, sachsen, employeeRate, employerRate, employee, employer) => {
      const care = in2026({ children, age, sachsen }).care;
      expect(care).toMatchObject({ employeeRate, employerRate, employeeCents: employee, employerCents: employer, totalCents: employee + employer });
    },
  );

  it("takes the lower Pflege subsidy in Sachsen, never the KV one", () => {
    expect(in2026({ sachsen: true }).subsidy).toEqual({ healthCents: 50_859, careCents: 7556, totalCents: 58_415 });
  });

  it("uses the Zusatzbeitrag typed, and keeps the subsidy on the average", () => {
    const result = in2026({ zusatzbeitragHundredths: 245 });
    expect(result.health).toMatchObject({ totalRate: 17_050, employeeRate: 8525, employeeCents: 49_552, totalCents: 99_104 });
    expect(result.subsidy.healthCents).toBe(50_859);
    expect(result.averageZusatzRate).toBe(2900);
  });

  it("exempts members certainly born before 1940 from the surcharge (§ 55 Abs. 3 Satz 7 SGB XI)", () => {
    expect(in2026({ age: 87 }).care).toMatchObject({ surchargeRate: 0, surcharge: "bornBefore1940" });
    // 86 in 2026: born in 1939 or 1940, so the surcharge may apply.
    expect(in2026({ age: 86 }).care).toMatchObject({ surchargeRate: 600, surcharge: "applies" });
    expect(in2026({ age: 22 }).care).toMatchObject({ surchargeRate: 0, surcharge: "underAge" });
    expect(in2026({ age: 40, children: 1 }).care).toMatchObject({ surchargeRate: 0, surcharge: "hasChildren" });
  });

  it("records how many children reduce the rate", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((children) => in2026({ children }).care.reducingChildren)).toEqual([0, 0, 1, 2, 3, 4, 4, 4]);
  });
});

describe("calculateGkv in the earlier years", () => {
  it("2025: BBG 5.512,50 €, 14,6 % + 2,5 %, Pflege 3,6 %", () => {
    const result = calculateGkv({ ...base, zusatzbeitragHundredths: 250 }, figuresOfYear(2025));
    expect(result.baseCents).toBe(551_250);
    // 5.512,50 × 8,55 % = 471,31875 → 471,32 €
    expect(result.health).toMatchObject({ employeeCents: 47_132, totalCents: 94_264 });
    // 2,4 % = 132,30 €; 1,8 % = 99,225 → 99,23 €
    expect(result.care).toMatchObject({ employeeCents: 13_230, employerCents: 9923 });
    expect(result.subsidy).toEqual({ healthCents: 47_132, careCents: 9923, totalCents: 57_055 });
  });

  it("2024: BBG 5.175 €, 14,6 % + 1,7 %, Pflege 3,4 %", () => {
    const result = calculateGkv({ ...base, zusatzbeitragHundredths: 170 }, figuresOfYear(2024));
    expect(result.baseCents).toBe(517_500);
    // 5.175 × 8,15 % = 421,7625 → 421,76 €
    expect(result.health).toMatchObject({ employeeCents: 42_176, totalCents: 84_352 });
    // employee 1,7 % + 0,6 % = 2,3 % → 119,025 → 119,03 €; employer 1,7 % → 87,975 → 87,98 €
    expect(result.care).toMatchObject({ employeeRate: 2300, employerRate: 1700, employeeCents: 11_903, employerCents: 8798 });
    expect(result.subsidy).toEqual({ healthCents: 42_176, careCents: 8798, totalCents: 50_974 });
  });
});
