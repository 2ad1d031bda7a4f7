import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape } from "../check-entry";
import { entry } from "./sachsen";

describe("Sachsen (auf Anfrage until § 57 SächsBhVO is read for spouses and children)", () => {
  checkEntryShape(entry);

  it("names no percentage, for no family and no year", () => {
    for (const input of [DEFAULT_BEIHILFE_INPUT, { ...DEFAULT_BEIHILFE_INPUT, children: 2, partner: true }]) {
      for (const year of [2024, 2026]) {
        expect(calculateBeihilfe(entry, input, year)).toEqual({ outcome: "aufAnfrage", dienstherr: "sachsen", year, reason: "nichtGeprueft" });
      }
    }
    expect([...fieldsNeeded(entry)]).toEqual([]);
  });

  it("still states the pauschale Beihilfe under § 80a SächsBG from 1 January 2024", () => {
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2024-01-01", provision: { citation: "§\u00a080a SächsBG" } });
  });
});
