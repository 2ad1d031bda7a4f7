import { describe, expect, it } from "vitest";
import { typographyProblems } from "~/modules/german-typography";
import { calculateBeihilfe, type BeihilfeInput } from "./beihilfe";
import { BEIHILFE_RULES, DIENSTHERR_IDS, type VerifiedBeihilfeRule } from "./beihilfe-rules";
import { BUNDESLAND_IDS } from "./bundeslaender";

const bund = (input: Partial<BeihilfeInput>, year = 2026) =>
  calculateBeihilfe({ dienstherr: "bund", status: "aktiv", children: 0, person: "selbst", ...input }, year, BEIHILFE_RULES.bund);

describe("calculateBeihilfe for the Bund (§ 46 Abs. 2 und 3 BBhV)", () => {
  it.each([
    // person, status, children, Bemessungssatz, PKV share, reason
    ["selbst", "aktiv", 0, 50, 50, "grundsatz"],
    ["selbst", "aktiv", 1, 50, 50, "grundsatz"],
    ["selbst", "aktiv", 2, 70, 30, "zweiKinder"],
    ["selbst", "aktiv", 5, 70, 30, "zweiKinder"],
    ["selbst", "versorgung", 0, 70, 30, "versorgung"],
    ["selbst", "versorgung", 3, 70, 30, "versorgung"],
    ["partner", "aktiv", 0, 70, 30, "partner"],
    ["partner", "versorgung", 2, 70, 30, "partner"],
    ["kind", "aktiv", 1, 80, 20, "kind"],
    ["kind", "versorgung", 4, 80, 20, "kind"],
  ] as const)("%s, %s, %i children → %i % Beihilfe, %i % PKV (%s)", (person, status, children, satz, pkv, reason) => {
    for (const year of [2024, 2025, 2026]) {
      expect(bund({ person, status, children }, year)).toMatchObject({ kind: "satz", year, bemessungssatz: satz, pkvAnteil: pkv, reason });
    }
  });

  it("names the exact provision for each reason, on gesetze-im-internet.de", () => {
    const rule = BEIHILFE_RULES.bund as VerifiedBeihilfeRule;
    expect(rule.sources.zweiKinder.citation).toBe("§\u00a046 Abs.\u00a03 Satz\u00a01 BBhV");
    expect(rule.sources.kind.citation).toBe("§\u00a046 Abs.\u00a02 Nr.\u00a04 BBhV");
    for (const source of [...Object.values(rule.sources), ...Object.values(rule.eligibilitySources)]) {
      expect(source.url).toMatch(/^https:\/\/www\.gesetze-im-internet\.de\/bbhv\/__\d+\.html$/);
      expect(typographyProblems(source.citation)).toEqual([]);
    }
  });

  it("gives no percentage for a year before the checked wording", () => {
    expect(bund({}, 2020)).toEqual({ kind: "aufAnfrage", dienstherr: "bund", year: 2020 });
  });
});

describe("Länder not verified", () => {
  it("lists Bund and all sixteen Länder", () => {
    expect(DIENSTHERR_IDS).toHaveLength(17);
    expect(new Set(DIENSTHERR_IDS).size).toBe(17);
  });

  it.each(BUNDESLAND_IDS)("%s is auf Anfrage: no percentage, whatever the input", (land) => {
    expect(BEIHILFE_RULES[land]).toEqual({ status: "aufAnfrage" });
    const result = calculateBeihilfe({ dienstherr: land, status: "aktiv", children: 2, person: "selbst" }, 2026, BEIHILFE_RULES[land]);
    expect(result).toEqual({ kind: "aufAnfrage", dienstherr: land, year: 2026 });
  });
});
