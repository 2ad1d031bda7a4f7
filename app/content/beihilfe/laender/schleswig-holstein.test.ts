import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape } from "../check-entry";
import { entry } from "./schleswig-holstein";

describe("Schleswig-Holstein (auf Anfrage: BhVO 2016 not read, sources disagree on families)", () => {
  checkEntryShape(entry);

  it("names no percentage, also not for the family cases the sources disagree on", () => {
    for (const input of [DEFAULT_BEIHILFE_INPUT, { ...DEFAULT_BEIHILFE_INPUT, partner: true, children: 3 }]) {
      expect(calculateBeihilfe(entry, input, 2026)).toMatchObject({ outcome: "aufAnfrage", reason: "nichtGeprueft" });
    }
    expect([...fieldsNeeded(entry)]).toEqual([]);
  });

  it("leaves the pauschale Beihilfe unsettled", () => {
    expect(entry.pauschale.offered).toBe("ungeklärt");
  });
});
