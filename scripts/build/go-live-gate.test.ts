import { describe, expect, it } from "vitest";
import { YEARLY_UPDATE_SECTION, goLiveProblems, isProductionBuild, missingFiguresYear } from "./go-live-gate";

const CLEAN = { adviser: { name: "Katrin Lehmann" }, adviceBasis: "hinreichende-zahl", siteUrl: "https://www.lehmann-pkv.de" };

describe("the go-live gate of npm run build:production", () => {
  it("is on only for SITE_BUILD=production", () => {
    expect(isProductionBuild({ SITE_BUILD: "production" })).toBe(true);
    expect(isProductionBuild({})).toBe(false);
    expect(isProductionBuild({ SITE_BUILD: "demo" })).toBe(false);
  });

  it("lets a clean config with the build year's figures go live", () => {
    expect(goLiveProblems({ config: CLEAN, knownFigureYears: [2026, 2027], buildYear: 2027 })).toEqual([]);
  });

  it("names every example value with its field, in the config's file", () => {
    const problems = goLiveProblems({ config: { ...CLEAN, hosting: { name: "Beispiel Hosting GmbH (fiktiv)" } }, knownFigureYears: [2027], buildYear: 2027 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^app\/config\/site-config\.json, hosting\.name: „Beispiel Hosting GmbH \(fiktiv\)“ ist .+ Eintragen: /);
  });

  it("asks for the basis of the advice, which only the adviser can state (§ 60 VVG)", () => {
    const { adviceBasis: _left, ...withoutBasis } = CLEAN;
    const problems = goLiveProblems({ config: withoutBasis, knownFigureYears: [2027], buildYear: 2027 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^app\/config\/site-config\.json, adviceBasis: fehlt\. Eintragen: /);
  });

  it("stops in a calendar year without its row, saying what to enter and where", () => {
    expect(missingFiguresYear([2025, 2026], 2026)).toBeNull();
    const message = missingFiguresYear([2025, 2026], 2027);
    expect(message).toContain("Für 2027 fehlen die Rechengrößen.");
    expect(message).toContain("app/content/statutory-figures.ts (PUBLISHED) die Zeile 2027");
    // The title the ordinances bear since 2023 (docs/decisions/0067), not the one of 2022 and before.
    expect(message).toContain("Sozialversicherungsrechengrößen-Verordnung 2027");
    expect(message).not.toContain("Sozialversicherungs-Rechengrößenverordnung");
    expect(message).toContain("npm run pruefen");
    expect(message).toContain("tests/fixtures/statutory-figures-by-year.ts");
    expect(message).toContain(YEARLY_UPDATE_SECTION);
    expect(goLiveProblems({ config: CLEAN, knownFigureYears: [2026], buildYear: 2027 })).toEqual([message]);
  });
});

describe("the go-live gate and the English section (docs/decisions/0073)", () => {
  it("asks nothing more of a German-only site, nor of one with English: English texts are no field of the config", () => {
    const german = goLiveProblems({ config: { ...CLEAN, languages: ["de"] }, knownFigureYears: [2027], buildYear: 2027 });
    const absent = goLiveProblems({ config: CLEAN, knownFigureYears: [2027], buildYear: 2027 });
    const both = goLiveProblems({ config: { ...CLEAN, languages: ["de", "en"] }, knownFigureYears: [2027], buildYear: 2027 });
    expect(german).toEqual([]);
    expect(absent).toEqual([]);
    expect(both).toEqual([]);
  });
});
