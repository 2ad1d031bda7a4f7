import { describe, expect, it } from "vitest";
import { percentOfCents } from "~/modules/figures/derive-figures";
import { FICTIONAL_2027, FIXTURE_2025, FIXTURE_2026 } from "../../../tests/fixtures/figures";
import {
  calculateGkv,
  centsAtRate,
  childrenProblem,
  halfOfCents,
  perYear,
  type GkvCivilServantResult,
  type GkvEmployeeResult,
  type GkvInput,
  type GkvSelfEmployedResult,
} from "./gkv-contribution";

const base: GkvInput = {
  status: "angestellt",
  monthlyPayCents: 600_000,
  zusatzbeitragHundredths: 290,
  age: 30,
  childrenTotal: 0,
  childrenUnder25: 0,
  sachsen: false,
};

function employee2026(input: Partial<GkvInput>): GkvEmployeeResult {
  const result = calculateGkv({ ...base, ...input }, FIXTURE_2026);
  if (result.kind !== "angestellt") throw new Error(`expected an employee result, got ${result.kind}`);
  return result;
}

function beamte2026(input: Partial<GkvInput>): GkvCivilServantResult {
  const result = calculateGkv({ ...base, status: "beamte", ...input }, FIXTURE_2026);
  if (result.kind !== "beamte") throw new Error(`expected a civil servant's result, got ${result.kind}`);
  return result;
}

function selbststaendig2026(input: Partial<GkvInput>): GkvSelfEmployedResult {
  const result = calculateGkv({ ...base, status: "selbststaendig", ...input }, FIXTURE_2026);
  if (result.kind !== "selbststaendig") throw new Error(`expected a self-employed result, got ${result.kind}`);
  return result;
}

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

  it("halves a contribution rounding half a cent up", () => {
    expect([halfOfCents(98_231), halfOfCents(98_230), halfOfCents(1)]).toEqual([49_116, 49_115, 1]);
  });
});

describe("employees 2026 (BBG 69.750 € = 5.812,50 € a month, 14,6 % + 2,9 %, Pflege 3,6 %)", () => {
  it("computes the worked example: 6.000 €, childless, 30, not Sachsen", () => {
    const result = employee2026({});
    expect(result).toMatchObject({ year: 2026, baseCents: 581_250, bbgMonthCents: 581_250, capped: true });
    // KV: 5.812,50 × 8,75 % = 508,59375 → 508,59 € each; the contribution is the rounded half doubled (§ 2 Abs. 1 Satz 1 BVV).
    expect(result.health).toMatchObject({ totalRate: 17_500, employeeRate: 8750, employeeCents: 50_859, employerCents: 50_859, totalCents: 101_718 });
    // PV: employee 1,8 % + 0,6 % = 2,4 % → 139,50 € in one (Satz 4: surcharge not rounded apart, which would give
    // 104,63 € + 34,88 € = 139,51 €); employer 1,8 % → 104,625 → 104,63 €; the contribution is the sum (Satz 3).
    expect(result.care).toMatchObject({ employeeRate: 2400, employerRate: 1800, employeeCents: 13_950, employerCents: 10_463, totalCents: 24_413 });
    expect(result.sum).toEqual({ employeeCents: 64_809, employerCents: 61_322, totalCents: 126_131 });
    expect(result.subsidy).toEqual({ healthCents: 50_859, careCents: 10_463, totalCents: 61_322, healthCapCents: 50_859, careCapCents: 10_463 });
    expect(perYear(result.sum.employeeCents)).toBe(777_708);
  });

  it("doubles the rounded half instead of rounding the whole rate: 4.000,40 €", () => {
    // 4.000,40 × 8,75 % = 350,035 → 350,04 € each, so 700,08 € in total (17,5 % of the pay would round to 700,07 €).
    const result = employee2026({ monthlyPayCents: 400_040 });
    expect(result.health).toMatchObject({ employeeCents: 35_004, employerCents: 35_004, totalCents: 70_008 });
    expect(result.capped).toBe(false);
  });

  it.each([
    [581_249, false, 50_859, 13_950, 10_462],
    [581_250, false, 50_859, 13_950, 10_463],
    [581_251, true, 50_859, 13_950, 10_463],
    [1_000_000, true, 50_859, 13_950, 10_463],
  ])("caps at the BBG: pay %i ct (capped %s) → KV %i, PV employee %i, employer %i ct", (pay, capped, kv, pvEmployee, pvEmployer) => {
    const result = employee2026({ monthlyPayCents: pay });
    expect(result.capped).toBe(capped);
    expect([result.health.employeeCents, result.care.employeeCents, result.care.employerCents]).toEqual([kv, pvEmployee, pvEmployer]);
  });

  it.each([
    // pay ct, Sachsen, KV subsidy, PV subsidy (§ 257 Abs. 2 SGB V: 8,75 % of the pay; § 61 Abs. 2 SGB XI: 1,8 %, Sachsen 1,3 %)
    [400_000, false, 35_000, 7200],
    [500_000, false, 43_750, 9000],
    [581_250, false, 50_859, 10_463],
    [700_000, false, 50_859, 10_463],
    [400_000, true, 35_000, 5200],
    [700_000, true, 50_859, 7556],
  ])("the employer subsidy follows the pay up to the BBG: %i ct, Sachsen %s → %i + %i ct", (pay, sachsen, health, care) => {
    const { subsidy } = employee2026({ monthlyPayCents: pay, sachsen });
    expect(subsidy).toMatchObject({ healthCents: health, careCents: care, totalCents: health + care, healthCapCents: 50_859 });
    expect(subsidy.careCapCents).toBe(sachsen ? 7556 : 10_463);
  });

  it.each([
    // 77.400 € / 12 = 6.450 € a month: only pay above it makes a private insurance possible
    [600_000, "notAboveJaeg"],
    [645_000, "notAboveJaeg"],
    [645_001, "aboveJaeg"],
    [700_000, "aboveJaeg"],
  ] as const)("pay %i ct a month against the JAEG 77.400 € → %s", (pay, option) => {
    expect(employee2026({ monthlyPayCents: pay })).toMatchObject({ privateOption: option, jaeg: 77_400 });
  });

  it.each([
    // pay ct → kind: Geringfügigkeitsgrenze 603 € (§ 8 Abs. 1a SGB IV), Übergangsbereich up to 2.000 € (§ 20 Abs. 2 SGB IV)
    [50_000, "minijob"],
    [60_300, "minijob"],
    [60_301, "uebergangsbereich"],
    [150_000, "uebergangsbereich"],
    [200_000, "uebergangsbereich"],
    [200_001, "angestellt"],
  ] as const)("flags pay up to the Übergangsbereich's upper end instead of computing it: %i ct → %s", (pay, kind) => {
    const result = calculateGkv({ ...base, monthlyPayCents: pay }, FIXTURE_2026);
    expect(result.kind).toBe(kind);
    const flagged = result.kind === "minijob" || result.kind === "uebergangsbereich";
    expect(flagged ? result : null).toEqual(
      kind === "angestellt" ? null : { kind, year: 2026, monthlyPayCents: pay, geringfuegigkeitsgrenze: 603, uebergangsbereichObergrenze: 2000 },
    );
  });

  it.each([
    // all children, under 25, age, Sachsen, employee rate, employer rate, employee ct, employer ct
    [0, 0, 22, false, 1800, 1800, 10_463, 10_463],
    [0, 0, 23, false, 2400, 1800, 13_950, 10_463],
    [1, 1, 30, false, 1800, 1800, 10_463, 10_463],
    [1, 0, 50, false, 1800, 1800, 10_463, 10_463],
    [3, 0, 55, false, 1800, 1800, 10_463, 10_463],
    [3, 1, 50, false, 1800, 1800, 10_463, 10_463],
    [3, 2, 45, false, 1550, 1800, 9009, 10_463],
    [2, 2, 30, false, 1550, 1800, 9009, 10_463],
    [3, 3, 30, false, 1300, 1800, 7556, 10_463],
    [5, 5, 30, false, 800, 1800, 4650, 10_463],
    [6, 6, 30, false, 800, 1800, 4650, 10_463],
    [2, 2, 20, false, 1550, 1800, 9009, 10_463],
    [0, 0, 22, true, 2300, 1300, 13_369, 7556],
    [0, 0, 30, true, 2900, 1300, 16_856, 7556],
    [1, 1, 30, true, 2300, 1300, 13_369, 7556],
    [5, 5, 30, true, 1300, 1300, 7556, 7556],
  ])(
    "Pflege with %i children, %i under 25, age %i, Sachsen %s → %i / %i (thousandths of a per cent)",
    (childrenTotal, childrenUnder25, age, sachsen, employeeRate, employerRate, employee, employer) => {
      const { care } = employee2026({ childrenTotal, childrenUnder25, age, sachsen });
      expect(care).toMatchObject({ employeeRate, employerRate, employeeCents: employee, employerCents: employer, totalCents: employee + employer });
    },
  );

  it("any child ends the surcharge, only children under 25 reduce the rate", () => {
    expect(employee2026({ childrenTotal: 4, childrenUnder25: 0, age: 60 }).care).toMatchObject({
      surcharge: "hasChildren",
      surchargeRate: 0,
      reducingChildren: 0,
    });
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((n) => employee2026({ childrenTotal: 9, childrenUnder25: n }).care.reducingChildren)).toEqual([0, 0, 1, 2, 3, 4, 4, 4]);
  });

  it("refuses more children under 25 than children, and says so through childrenProblem", () => {
    expect(childrenProblem(1, 2)).toBe("under25AboveTotal");
    expect(childrenProblem(2, 2)).toBeNull();
    expect(() => calculateGkv({ ...base, childrenTotal: 1, childrenUnder25: 2 }, FIXTURE_2026)).toThrow(RangeError);
  });

  it("uses the Zusatzbeitrag typed, and keeps the subsidy on the average", () => {
    const result = employee2026({ zusatzbeitragHundredths: 245 });
    expect(result.health).toMatchObject({ totalRate: 17_050, employeeRate: 8525, employeeCents: 49_552, totalCents: 99_104 });
    expect(result.subsidy.healthCents).toBe(50_859);
    expect(result.averageZusatzRate).toBe(2900);
  });

  it("exempts members certainly born before 1940 from the surcharge (§ 55 Abs. 3 Satz 7 SGB XI)", () => {
    expect(employee2026({ age: 87 }).care).toMatchObject({ surchargeRate: 0, surcharge: "bornBefore1940" });
    // 86 in 2026: born in 1939 or 1940, so the surcharge may apply.
    expect(employee2026({ age: 86 }).care).toMatchObject({ surchargeRate: 600, surcharge: "applies" });
    expect(employee2026({ age: 22 }).care).toMatchObject({ surchargeRate: 0, surcharge: "underAge" });
  });
});

describe("civil servants with Beihilfe 2026 (14,0 % + 2,9 % alone, § 243 SGB V; half of 3,6 % + surcharge, § 55 Abs. 1 Satz 2 SGB XI)", () => {
  it.each([
    // pay ct, all children, under 25, age, KV rate, KV ct, PV rate, PV ct
    // 5.812,50 × 16,9 % = 982,3125 → 982,31; × 2,4 % = 139,50
    [600_000, 0, 0, 30, 16_900, 98_231, 2400, 13_950],
    // 5.812,50 × 1,8 % = 104,625 → 104,63
    [600_000, 1, 1, 30, 16_900, 98_231, 1800, 10_463],
    // 1,8 − 2 × 0,25 = 1,3 %: 75,5625 → 75,56
    [600_000, 3, 3, 40, 16_900, 98_231, 1300, 7556],
    [600_000, 3, 0, 60, 16_900, 98_231, 1800, 10_463],
    // 4.000 × 16,9 % = 676,00; × 2,4 % = 96,00
    [400_000, 0, 0, 30, 16_900, 67_600, 2400, 9600],
    // under 23: 1,8 % of 4.000 = 72,00
    [400_000, 0, 0, 22, 16_900, 67_600, 1800, 7200],
    // no Übergangsbereich for Besoldung: 1.500 × 16,9 % = 253,50
    [150_000, 0, 0, 30, 16_900, 25_350, 2400, 3600],
  ])("%i ct, %i children (%i under 25), age %i → KV %i = %i ct, PV %i = %i ct", (pay, childrenTotal, childrenUnder25, age, kvRate, kv, pvRate, pv) => {
    const result = beamte2026({ monthlyPayCents: pay, childrenTotal, childrenUnder25, age });
    expect(result.health).toMatchObject({ generalRate: 14_000, zusatzRate: 2900, rate: kvRate, cents: kv });
    expect(result.care).toMatchObject({ baseRate: 1800, rate: pvRate, cents: pv });
    expect(result.totalCents).toBe(kv + pv);
  });

  it("the childless Beamter at the BBG pays 982,31 € + 139,50 € = 1.121,81 € alone; half the KV would be 491,16 €", () => {
    const result = beamte2026({});
    expect([result.health.cents, result.care.cents, result.totalCents, halfOfCents(result.health.cents)]).toEqual([98_231, 13_950, 112_181, 49_116]);
    expect(result).toMatchObject({ capped: true, baseCents: 581_250 });
  });

  it("pays on at least the minimum base (§ 240 Abs. 4 Satz 1 SGB V): 1.200 € → 3.955 € / 90 × 30 = 1.318,33 €, KV 222,80 €, PV 31,64 €", () => {
    const result = beamte2026({ monthlyPayCents: 120_000 });
    // 1.318,33 × 16,9 % = 222,797… → 222,80 €; × 2,4 % = 31,639… → 31,64 €
    expect(result).toMatchObject({ minimumBaseCents: 131_833, minimumBaseApplied: true, baseCents: 131_833, monthlyPayCents: 120_000, capped: false });
    expect([result.health.cents, result.care.cents, result.totalCents]).toEqual([22_280, 3164, 25_444]);
  });

  it("takes the Besoldung itself from the minimum base on: 1.318,33 € and 1.318,34 €", () => {
    for (const pay of [131_833, 131_834]) {
      expect(beamte2026({ monthlyPayCents: pay })).toMatchObject({ baseCents: pay, minimumBaseApplied: false });
    }
    expect(beamte2026({ monthlyPayCents: 131_832 })).toMatchObject({ baseCents: 131_833, minimumBaseApplied: true });
  });

  it("leaves employees out of it: they are compulsory members, not voluntary ones", () => {
    const result = employee2026({ monthlyPayCents: 250_000 });
    expect(result.baseCents).toBe(250_000);
  });

  it("ignores Sachsen: a civil servant has no employer share to shift", () => {
    expect(beamte2026({ sachsen: true }).care.cents).toBe(beamte2026({ sachsen: false }).care.cents);
  });
});

describe("self-employed, voluntarily insured, 2026 (docs/decisions/0069)", () => {
  it("computes the worked example: 4.000 € profit, 41, childless, with Krankengeld → KV 700,00 €, PV 168,00 €, alone", () => {
    const result = selbststaendig2026({ monthlyPayCents: 400_000, age: 41, krankengeld: true });
    // 4.000 × (14,6 % + 2,9 %) = 700,00 €; 4.000 × (3,6 % + 0,6 %) = 168,00 €
    expect(result.health).toEqual({ generalRate: 14_600, zusatzRate: 2900, rate: 17_500, cents: 70_000 });
    expect(result.care).toMatchObject({ baseRate: 3600, surchargeRate: 600, surcharge: "applies", rate: 4200, cents: 16_800 });
    expect(result).toMatchObject({ krankengeld: true, totalCents: 86_800, baseCents: 400_000, minimumBaseApplied: false, capped: false });
  });

  it("without the Wahlerklärung pays the reduced rate (§ 243 SGB V): 4.000 × 16,9 % = 676,00 €, PV unchanged", () => {
    const result = selbststaendig2026({ monthlyPayCents: 400_000, age: 41 });
    expect(result.health).toMatchObject({ generalRate: 14_000, rate: 16_900, cents: 67_600 });
    expect(result.care.cents).toBe(16_800);
    expect(result.krankengeld).toBe(false);
    expect(selbststaendig2026({ monthlyPayCents: 400_000, age: 41, krankengeld: false }).health.cents).toBe(67_600);
  });

  it("pays on at least the minimum base 1.318,33 € (§ 240 Abs. 4 Satz 1 SGB V): 1.000 € profit → KV 230,71 €, PV 55,37 €", () => {
    const result = selbststaendig2026({ monthlyPayCents: 100_000, age: 41, krankengeld: true });
    // 1.318,33 × 17,5 % = 230,707… → 230,71 €; × 4,2 % = 55,369… → 55,37 €
    expect(result).toMatchObject({ minimumBaseCents: 131_833, minimumBaseApplied: true, baseCents: 131_833, monthlyPayCents: 100_000 });
    expect([result.health.cents, result.care.cents, result.totalCents]).toEqual([23_071, 5537, 28_608]);
    expect(selbststaendig2026({ monthlyPayCents: 131_832 })).toMatchObject({ baseCents: 131_833, minimumBaseApplied: true });
    expect(selbststaendig2026({ monthlyPayCents: 131_833 })).toMatchObject({ baseCents: 131_833, minimumBaseApplied: false });
  });

  it("is computed, not flagged, at profits a job would put in the Minijob or Übergangsbereich", () => {
    expect(selbststaendig2026({ monthlyPayCents: 50_000 }).kind).toBe("selbststaendig");
    expect(selbststaendig2026({ monthlyPayCents: 150_000 })).toMatchObject({ baseCents: 150_000, minimumBaseApplied: false });
  });

  it("caps at the BBG: 10.000 € cost what 5.812,50 € cost, 1.017,19 € + 244,13 €", () => {
    const result = selbststaendig2026({ monthlyPayCents: 1_000_000, krankengeld: true });
    // 5.812,50 × 17,5 % = 1.017,1875 → 1.017,19 €; × 4,2 % = 244,125 → 244,13 €
    expect(result).toMatchObject({ capped: true, baseCents: 581_250 });
    expect([result.health.cents, result.care.cents]).toEqual([101_719, 24_413]);
  });

  it.each([
    // all children, under 25, age, PV rate, PV ct on 4.000 €
    [0, 0, 22, 3600, 14_400],
    [1, 1, 41, 3600, 14_400],
    [2, 2, 41, 3350, 13_400],
    [5, 5, 41, 2600, 10_400],
  ])(
    "Pflege with %i children (%i under 25), age %i: the whole rate, surcharge and reductions → %i = %i ct",
    (childrenTotal, childrenUnder25, age, rate, cents) => {
      expect(selbststaendig2026({ monthlyPayCents: 400_000, childrenTotal, childrenUnder25, age }).care).toMatchObject({ rate, cents });
    },
  );

  it("ignores Sachsen: no employer share to shift", () => {
    expect(selbststaendig2026({ sachsen: true }).care.cents).toBe(selbststaendig2026({ sachsen: false }).care.cents);
  });

  it("leaves the other statuses alone: Krankengeld changes nothing for employees and civil servants", () => {
    expect(calculateGkv({ ...base, krankengeld: true }, FIXTURE_2026)).toEqual(calculateGkv(base, FIXTURE_2026));
    expect(beamte2026({ krankengeld: true })).toEqual(beamte2026({}));
  });
});

describe("other years, from fixtures", () => {
  it("2025: BBG 5.512,50 €, 14,6 % + 2,5 %, Pflege 3,6 %", () => {
    const result = calculateGkv({ ...base, zusatzbeitragHundredths: 250 }, FIXTURE_2025);
    if (result.kind !== "angestellt") throw new Error(result.kind);
    expect(result.baseCents).toBe(551_250);
    // 5.512,50 × 8,55 % = 471,31875 → 471,32 €
    expect(result.health).toMatchObject({ employeeCents: 47_132, totalCents: 94_264 });
    // 2,4 % = 132,30 €; 1,8 % = 99,225 → 99,23 €
    expect(result.care).toMatchObject({ employeeCents: 13_230, employerCents: 9923 });
    expect(result.subsidy).toMatchObject({ healthCents: 47_132, careCents: 9923, totalCents: 57_055 });
  });

  it("2025: a Beamter with 1.200 € pays on 3.745 € / 90 × 30 = 1.248,33 €", () => {
    const result = calculateGkv({ ...base, status: "beamte", monthlyPayCents: 120_000, zusatzbeitragHundredths: 250 }, FIXTURE_2025);
    if (result.kind !== "beamte") throw new Error(result.kind);
    // 1.248,33 × 16,5 % = 205,974… → 205,97 €; × 2,4 % = 29,959… → 29,96 €
    expect(result).toMatchObject({ baseCents: 124_833, minimumBaseApplied: true });
    expect([result.health.cents, result.care.cents]).toEqual([20_597, 2996]);
  });

  it("2025: a self-employed member with 1.000 € profit pays on 1.248,33 €, with Krankengeld at 14,6 % + 2,5 %", () => {
    const result = calculateGkv({ ...base, status: "selbststaendig", monthlyPayCents: 100_000, zusatzbeitragHundredths: 250, krankengeld: true }, FIXTURE_2025);
    if (result.kind !== "selbststaendig") throw new Error(result.kind);
    // 1.248,33 × 17,1 % = 213,464… → 213,46 €; × 4,2 % = 52,429… → 52,43 €
    expect(result).toMatchObject({ baseCents: 124_833, minimumBaseApplied: true });
    expect([result.health.cents, result.care.cents]).toEqual([21_346, 5243]);
  });

  it("the fictional 2027 row is picked up: BBG 6.037,50 €, 14,6 % + 3,1 %, Pflege 3,8 %", () => {
    const result = calculateGkv({ ...base, monthlyPayCents: 700_000, zusatzbeitragHundredths: 310 }, FICTIONAL_2027);
    if (result.kind !== "angestellt") throw new Error(result.kind);
    // 6.037,50 × 8,85 % = 534,31875 → 534,32; PV 2,5 % = 150,9375 → 150,94; 1,9 % = 114,7125 → 114,71
    expect(result).toMatchObject({ year: 2027, baseCents: 603_750, jaeg: 80_100, privateOption: "aboveJaeg" });
    expect(result.health.employeeCents).toBe(53_432);
    expect(result.care).toMatchObject({ employeeCents: 15_094, employerCents: 11_471 });
    expect(result.subsidy).toMatchObject({ healthCents: 53_432, healthCapCents: 53_432, careCents: 11_471 });
  });
});
