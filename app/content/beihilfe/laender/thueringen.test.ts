import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape } from "../check-entry";
import { entry } from "./thueringen";

describe("Thüringen (auf Anfrage until the ThürBhV paragraph is read)", () => {
  checkEntryShape(entry);

  it("names no percentage", () => {
    expect(calculateBeihilfe(entry, { ...DEFAULT_BEIHILFE_INPUT, children: 2 }, 2026)).toEqual({
      outcome: "aufAnfrage",
      dienstherr: "thueringen",
      year: 2026,
      reason: "nichtGeprueft",
    });
    expect([...fieldsNeeded(entry)]).toEqual([]);
  });

  it("leaves the pauschale Beihilfe unsettled rather than naming an unread provision", () => {
    expect(entry.pauschale.offered).toBe("ungeklärt");
  });
});
