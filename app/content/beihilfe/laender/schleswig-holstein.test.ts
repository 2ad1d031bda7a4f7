import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape } from "../check-entry";
import { entry } from "./schleswig-holstein";

describe("Schleswig-Holstein (auf Anfrage: BhVO 2016 not read, own rate from one current source only)", () => {
  checkEntryShape(entry);

  it("names no percentage, also not for the family cases the sources disagree on", () => {
    for (const input of [DEFAULT_BEIHILFE_INPUT, { ...DEFAULT_BEIHILFE_INPUT, partner: true, children: 3 }]) {
      expect(calculateBeihilfe(entry, input, 2026)).toMatchObject({ outcome: "aufAnfrage", reason: "nichtGeprueft" });
    }
    expect([...fieldsNeeded(entry)]).toEqual([]);
  });

  it("states the Zuschuss under § 80a LBG from 1 January 2024 with its restriction", () => {
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2024-01-01", provision: { citation: "§\u00a080a LBG" } });
    expect(entry.pauschale.offered === true && entry.pauschale.restrictions).toMatch(/Basistarif/);
  });
});
