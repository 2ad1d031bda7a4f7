import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe } from "~/modules/calculators/beihilfe";
import { checkEntryShape } from "../check-entry";
import { entry } from "./bayern";

describe("Bayern (auf Anfrage: Art. 96 Abs. 3 BayBG not read)", () => {
  checkEntryShape(entry);

  it("names no percentage, whatever the input, and gives the reason", () => {
    for (const input of [DEFAULT_BEIHILFE_INPUT, { ...DEFAULT_BEIHILFE_INPUT, status: "versorgung" as const, children: 2, partner: true }]) {
      expect(calculateBeihilfe(entry, input, 2026)).toEqual({ outcome: "aufAnfrage", dienstherr: "bayern", year: 2026, reason: "nichtGeprueft" });
    }
    expect(entry.status === "aufAnfrage" && entry.reason).toMatch(/Art\.\u00a096 Abs\.\u00a03 Satz\u00a02 BayBG/);
  });
});
