import { describe, expect, it } from "vitest";
import { beihilfeSource, type BeihilfeCase, type DienstherrEntry, type DienstherrGeprueft } from "./beihilfe-rule-types";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded, type BeihilfeInput } from "./beihilfe";

// Fixtures, not the live table: each model the engine must carry, with made-up provisions.
const src = (paragraph: string) =>
  beihilfeSource({ regulation: "TestVO", paragraph, url: "https://example.org/testvo", checkedOn: "2026-11-23", verified: { how: "Normtext" } });
const fest = (percent: number, paragraph: string, when: BeihilfeCase["when"] = {}): BeihilfeCase => ({
  when,
  rate: { kind: "fest", percent },
  label: paragraph,
  source: src(paragraph),
});
const base = (cases: DienstherrGeprueft["cases"], extra: Partial<DienstherrGeprueft> = {}): DienstherrGeprueft => ({
  id: "hessen",
  status: "geprüft",
  regulation: { short: "TestVO", name: "Testverordnung", url: "https://example.org/testvo" },
  validFromYear: 2024,
  cases,
  adjustments: [],
  notes: [],
  pauschale: { offered: false, note: "Keine.", checkedOn: "2026-11-23" },
  ...extra,
});
const run = (entry: DienstherrEntry, input: Partial<BeihilfeInput> = {}, year = 2026) =>
  calculateBeihilfe(entry, { ...DEFAULT_BEIHILFE_INPUT, ...input }, year);
const satz = (entry: DienstherrEntry, input: Partial<BeihilfeInput> = {}, year = 2026) => {
  const result = run(entry, input, year);
  if (result.outcome !== "satz") throw new Error("no rate");
  return {
    selbst: result.selbst.bemessungssatz,
    partner: result.partner?.bemessungssatz ?? null,
    kind: result.kind?.bemessungssatz ?? null,
    via: result.selbst.case.label,
  };
};

describe("calculateBeihilfe: first matching case", () => {
  const entry = base({
    selbst: [fest(70, "V", { status: "versorgung" }), fest(70, "E", { elternzeit: true }), fest(70, "K2", { childrenMin: 2 }), fest(50, "A")],
    partner: [fest(70, "P")],
    kind: [fest(80, "C")],
  });

  it.each([
    ["aktiv, 0 children", {}, 50, "A"],
    ["aktiv, 1 child", { children: 1 }, 50, "A"],
    ["aktiv, 2 children (boundary)", { children: 2 }, 70, "K2"],
    ["Elternzeit", { elternzeit: true }, 70, "E"],
    ["Versorgung", { status: "versorgung" }, 70, "V"],
    ["Versorgung with Elternzeit left set: Elternzeit ignored", { status: "versorgung", elternzeit: true }, 70, "V"],
  ] as const)("%s → %i (%s)", (_name, input, rate, via) => {
    expect(satz(entry, input)).toMatchObject({ selbst: rate, via });
  });

  it("gives a partner rate only with a partner counted, a child rate only with children", () => {
    expect(satz(entry)).toMatchObject({ partner: null, kind: null });
    expect(satz(entry, { partner: true, children: 1 })).toMatchObject({ partner: 70, kind: 80 });
  });

  it("answers auf Anfrage before the checked wording and for an unsettled entry", () => {
    expect(run(entry, {}, 2023)).toEqual({ outcome: "aufAnfrage", dienstherr: "hessen", year: 2023, reason: "jahrVorFassung" });
    expect(run({ id: "bayern", status: "aufAnfrage", reason: "Nicht geprüft, Text nicht gefunden.", pauschale: entry.pauschale })).toEqual({
      outcome: "aufAnfrage",
      dienstherr: "bayern",
      year: 2026,
      reason: "nichtGeprueft",
    });
  });

  it("throws on a list without a case for the input (a data error the entry tests catch)", () => {
    expect(() => run(base({ selbst: [fest(50, "A", { status: "aktiv" })], partner: [], kind: [] }), { status: "versorgung" })).toThrow(/no case/);
  });
});

describe("points model (base + points per dependant, capped)", () => {
  const entry = base({
    selbst: [{ when: {}, rate: { kind: "punkte", base: 50, perPartner: 5, perChild: 5, partnerWenn: "verheiratet", max: 70 }, label: "F", source: src("F") }],
    partner: [fest(70, "P")],
    kind: [fest(80, "C")],
  });

  it.each([
    [{}, 50],
    [{ verheiratet: true }, 55],
    [{ partner: true }, 55],
    [{ verheiratet: true, children: 1 }, 60],
    [{ verheiratet: true, children: 3 }, 70],
    [{ verheiratet: true, children: 4 }, 70],
    [{ children: 4 }, 70],
    [{ children: 3 }, 65],
  ] as const)("%o → %i", (input, rate) => {
    expect(satz(entry, input).selbst).toBe(rate);
  });

  it("asks for the marital status", () => {
    expect(fieldsNeeded(entry)).toEqual(new Set(["verheiratet"]));
  });
});

describe("graded by dependants, adjustments, entry dates and years", () => {
  const entry = base(
    {
      selbst: [
        fest(80, "D4", { status: "versorgung", dependantsMin: 4 }),
        fest(65, "D1", { status: "versorgung", dependantsMin: 1, dependantsMax: 1 }),
        fest(60, "D0", { status: "versorgung", dependantsMax: 0 }),
        fest(50, "NEU", { berechtigtSeitAb: "2013-01-01", untilYear: 2022 }),
        fest(50, "A"),
      ],
      partner: [fest(70, "P")],
      kind: [fest(80, "C")],
    },
    { validFromYear: 2020, adjustments: [{ when: { arbeitgeberzuschuss: true }, persons: ["selbst", "partner"], points: -20, label: "Z", source: src("Z") }] },
  );

  it.each([
    [{ status: "versorgung" }, 60],
    [{ status: "versorgung", partner: true }, 65],
    [{ status: "versorgung", children: 1 }, 65],
    [{ status: "versorgung", partner: true, children: 3 }, 80],
  ] as const)("%o → %i", (input, rate) => {
    expect(satz(entry, input).selbst).toBe(rate);
  });

  it("takes the subsidy's points off only the subsidised person", () => {
    const result = run(entry, { partner: true, arbeitgeberzuschuss: { selbst: false, partner: true } });
    expect(result).toMatchObject({ outcome: "satz", selbst: { bemessungssatz: 50, adjustments: [] }, partner: { bemessungssatz: 50, pkvAnteil: 50 } });
  });

  it("applies a case limited to years and entry dates only then", () => {
    expect(satz(entry, { berechtigtSeit: "2015-03-01" }, 2022).via).toBe("NEU");
    expect(satz(entry, { berechtigtSeit: "2015-03-01" }, 2023).via).toBe("A");
    expect(satz(entry, { berechtigtSeit: "2012-12-31" }, 2022).via).toBe("A");
    expect(satz(entry, { berechtigtSeit: null }, 2022).via).toBe("A");
  });

  it("asks for the subsidy and the entry date", () => {
    expect(fieldsNeeded(entry)).toEqual(new Set(["arbeitgeberzuschuss", "berechtigtSeit"]));
  });
});

describe("open cases (known to exist, rate not verified)", () => {
  const open = (paragraph: string, when: BeihilfeCase["when"] = {}): BeihilfeCase => ({
    when,
    rate: { kind: "offen", reason: "Fixture: Wortlaut nicht gefunden." },
    label: paragraph,
    source: src(paragraph),
  });
  const entry = base({ selbst: [open("V", { status: "versorgung" }), fest(50, "A")], partner: [fest(70, "P")], kind: [open("C")] });

  it("names no rate for an open child case, but keeps the others", () => {
    const result = run(entry, { children: 1, partner: true });
    expect(result).toMatchObject({
      outcome: "satz",
      selbst: { bemessungssatz: 50 },
      partner: { bemessungssatz: 70 },
      kind: { bemessungssatz: null, reason: "Fixture: Wortlaut nicht gefunden." },
    });
  });

  it("answers auf Anfrage, with the reason and the case, when the Beihilfeberechtigte's own case is open", () => {
    const result = run(entry, { status: "versorgung" });
    expect(result).toMatchObject({ outcome: "aufAnfrage", reason: "offen", open: { reason: "Fixture: Wortlaut nicht gefunden.", case: { label: "V" } } });
  });
});

describe("a different rate for stationäre Leistungen (points added, capped)", () => {
  const stationaer = { persons: ["selbst", "kind"] as const, points: 15, max: 85, label: "stationär", source: src("S") };
  const entry = base(
    {
      selbst: [fest(75, "V", { status: "versorgung" }), fest(90, "E", { elternzeit: true }), fest(70, "K2", { childrenMin: 2 }), fest(50, "A")],
      partner: [fest(70, "P")],
      kind: [fest(80, "C")],
    },
    { stationaer },
  );
  const inpatient = (input: Partial<BeihilfeInput> = {}) => {
    const result = run(entry, input);
    if (result.outcome !== "satz") throw new Error("no rate");
    const of = (rate: typeof result.partner) => (rate && rate.bemessungssatz !== null ? rate.stationaer : undefined);
    return { selbst: result.selbst.stationaer, partner: of(result.partner), kind: of(result.kind) };
  };

  it.each([
    ["50 → 65", {}, 65],
    ["70 → 85 (exactly the cap)", { children: 2 }, 85],
    ["75 → 85 (capped, not 90)", { status: "versorgung" }, 85],
    ["90 stays 90 (a rate above the cap is never lowered)", { elternzeit: true }, 90],
  ] as const)("%s", (_name, input, expected) => {
    expect(inpatient(input).selbst).toMatchObject({ bemessungssatz: expected, pkvAnteil: 100 - expected, rule: stationaer });
  });

  it("applies only to the persons the rule names", () => {
    const rates = inpatient({ partner: true, children: 1 });
    expect(rates.partner).toBeNull();
    expect(rates.kind?.bemessungssatz).toBe(85);
  });

  it("is absent where the Dienstherr states none", () => {
    const plain = run(base({ selbst: [fest(50, "A")], partner: [fest(70, "P")], kind: [fest(80, "C")] }));
    expect(plain.outcome === "satz" && plain.selbst.stationaer).toBeNull();
  });

  it("adds the points to the rate after adjustments", () => {
    const adjusted = base(
      { selbst: [fest(50, "A")], partner: [fest(70, "P")], kind: [fest(80, "C")] },
      {
        stationaer,
        adjustments: [{ when: { arbeitgeberzuschuss: true }, persons: ["selbst"], points: -20, label: "Zuschuss", source: src("Z") }],
      },
    );
    const result = run(adjusted, { arbeitgeberzuschuss: { selbst: true, partner: false } });
    expect(result.outcome === "satz" && [result.selbst.bemessungssatz, result.selbst.stationaer?.bemessungssatz]).toEqual([30, 45]);
  });
});
