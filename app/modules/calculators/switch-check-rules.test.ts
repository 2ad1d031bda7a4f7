import { describe, expect, it } from "vitest";
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import { FICTIONAL_2027, FIXTURE_2025, FIXTURE_2026 } from "../../../tests/fixtures/figures";
import { checkSwitch, type Employment, type JobKind, type SwitchCheckInput } from "./switch-check-rules";

/**
 * Two worlds, both from fixtures: "2026 unpublished" is today's (no 2027 row), "2026 with 2027"
 * is the one every December brings (the fictional 2027 row: JAEG 80.100 €, besondere 72.450 €).
 */
const NEXT: Readonly<Record<string, StatutoryFigures | null>> = { "2025": FIXTURE_2026, "2026": null, "2026+": FICTIONAL_2027 };
const THIS: Readonly<Record<string, StatutoryFigures>> = { "2025": FIXTURE_2025, "2026": FIXTURE_2026, "2026+": FIXTURE_2026 };

function check(world: keyof typeof NEXT, input: Partial<SwitchCheckInput> & { euros: number }) {
  return checkSwitch(
    { employment: "angestellt", job: "bestehend", privateOn31Dec2002: false, ...input, annualPayCents: Math.round(input.euros * 100) },
    THIS[world],
    NEXT[world],
  );
}

describe("checkSwitch for employees (§ 6 Abs. 1 Nr. 1, Abs. 4, 6, 7 SGB V)", () => {
  // Limits by hand from the Rechengrößenverordnungen: allgemein 2025 73.800 €, 2026 77.400 €;
  // besonders (§ 6 Abs. 7) 2025 66.150 €, 2026 69.750 €; fictional 2027 80.100 € / 72.450 €.
  it.each([
    // world, job, pay €, special, verdict, reason, limit, free from
    ["2026", "bestehend", 77_400, false, "versicherungspflichtig", "notAbove", 77_400, null],
    ["2026", "neu", 77_400, false, "versicherungspflichtig", "notAbove", 77_400, null],
    ["2026", "bestehend", 77_400.01, false, "offen", "aboveNextUnpublished", 77_400, { kind: "januaryFirst", year: 2027 }],
    ["2026", "bestehend", 80_000, false, "offen", "aboveNextUnpublished", 77_400, { kind: "januaryFirst", year: 2027 }],
    ["2026", "neu", 77_400.01, false, "versicherungsfrei", "newJobAbove", 77_400, { kind: "jobStart" }],
    ["2026", "neu", 80_000, false, "versicherungsfrei", "newJobAbove", 77_400, { kind: "jobStart" }],
    ["2026", "bestehend", 60_000, false, "versicherungspflichtig", "notAbove", 77_400, null],
    ["2026", "bestehend", 69_750, true, "versicherungspflichtig", "notAbove", 69_750, null],
    ["2026", "bestehend", 69_751, true, "offen", "aboveNextUnpublished", 69_750, { kind: "januaryFirst", year: 2027 }],
    ["2026", "neu", 69_751, true, "versicherungsfrei", "newJobAbove", 69_750, { kind: "jobStart" }],
    // With the (fictional) 2027 row published: the same pay becomes a definite answer.
    ["2026+", "bestehend", 80_000, false, "versicherungspflichtig", "nextYearNotExceeded", 77_400, null],
    ["2026+", "bestehend", 80_100, false, "versicherungspflichtig", "nextYearNotExceeded", 77_400, null],
    ["2026+", "bestehend", 80_100.01, false, "versicherungsfrei", "aboveBoth", 77_400, { kind: "januaryFirst", year: 2027 }],
    ["2026+", "neu", 80_000, false, "versicherungsfrei", "newJobAbove", 77_400, { kind: "jobStart" }],
    ["2026+", "bestehend", 72_450, true, "versicherungspflichtig", "nextYearNotExceeded", 69_750, null],
    ["2026+", "bestehend", 72_451, true, "versicherungsfrei", "aboveBoth", 69_750, { kind: "januaryFirst", year: 2027 }],
    // 2025 with 2026 published (real rows).
    ["2025", "bestehend", 73_800, false, "versicherungspflichtig", "notAbove", 73_800, null],
    ["2025", "bestehend", 73_801, false, "versicherungspflichtig", "nextYearNotExceeded", 73_800, null],
    ["2025", "bestehend", 77_400, false, "versicherungspflichtig", "nextYearNotExceeded", 73_800, null],
    ["2025", "bestehend", 77_401, false, "versicherungsfrei", "aboveBoth", 73_800, { kind: "januaryFirst", year: 2026 }],
    ["2025", "neu", 73_801, false, "versicherungsfrei", "newJobAbove", 73_800, { kind: "jobStart" }],
    ["2025", "bestehend", 66_151, true, "versicherungspflichtig", "nextYearNotExceeded", 66_150, null],
    ["2025", "bestehend", 69_751, true, "versicherungsfrei", "aboveBoth", 66_150, { kind: "januaryFirst", year: 2026 }],
  ] as const)("%s, %s job, %d €, special limit %s → %s (%s, limit %d €)", (world, job, euros, special, verdict, reason, limit, freeFrom) => {
    const result = check(world, { euros, job: job as JobKind, privateOn31Dec2002: special });
    expect(result).toMatchObject({ employment: "angestellt", verdict, reason, limit, job, limitKind: special ? "besonders" : "allgemein" });
    expect(result.employment === "angestellt" && result.freeFrom).toEqual(freeFrom);
  });

  it("never calls an existing job above this year's limit plainly versicherungsfrei while next year's limit is unpublished", () => {
    for (const euros of [77_401, 90_000, 200_000, 5_000_000]) {
      expect(check("2026", { euros }).verdict).toBe("offen");
    }
  });

  it("says exactly the limit is not enough, and how far below the pay lies", () => {
    expect(check("2026", { euros: 77_400 })).toMatchObject({ comparison: "equal", shortfallCents: 0 });
    expect(check("2026", { euros: 60_000 })).toMatchObject({ comparison: "below", shortfallCents: 1_740_000 });
    expect(check("2026", { euros: 77_399.5 })).toMatchObject({ comparison: "below", shortfallCents: 50 });
    expect(check("2026", { euros: 77_401 })).toMatchObject({ comparison: "above", shortfallCents: 0 });
  });

  it("compares with next year's limit of the same kind when it is published, and says when it is not", () => {
    expect(check("2026", { euros: 80_000 })).toMatchObject({ nextYear: { year: 2027, published: false } });
    expect(check("2026+", { euros: 80_000 })).toMatchObject({ nextYear: { year: 2027, published: true, limit: 80_100, exceeded: false } });
    expect(check("2025", { euros: 80_000 })).toMatchObject({ nextYear: { year: 2026, published: true, limit: 77_400, exceeded: true } });
    expect(check("2025", { euros: 69_000, privateOn31Dec2002: true })).toMatchObject({
      nextYear: { year: 2026, published: true, limit: 69_750, exceeded: false },
    });
  });

  it("refuses next year's figures of the wrong year", () => {
    expect(() =>
      checkSwitch({ employment: "angestellt", job: "bestehend", privateOn31Dec2002: false, annualPayCents: 1 }, FIXTURE_2025, FICTIONAL_2027),
    ).toThrow(RangeError);
  });
});

describe("checkSwitch for the self-employed and civil servants", () => {
  it.each([
    ["selbststaendig", 10_000],
    ["selbststaendig", 200_000],
    ["beamt", 30_000],
    ["beamt", 77_400],
  ] as const satisfies readonly (readonly [Employment, number])[])("%s with %d € is versicherungsfrei, whatever the pay", (employment, euros) => {
    for (const world of ["2025", "2026", "2026+"] as const) {
      expect(check(world, { employment, euros, privateOn31Dec2002: true })).toEqual({ employment, verdict: "versicherungsfrei", year: THIS[world].year });
    }
  });
});
