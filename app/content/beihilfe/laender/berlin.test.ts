import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe } from "~/modules/calculators/beihilfe";
import { checkEntryShape } from "../check-entry";
import { entry } from "./berlin";

describe("Berlin (auf Anfrage: § 76 Abs. 3 LBG not read)", () => {
  checkEntryShape(entry);

  it("names no percentage and gives the reason", () => {
    expect(calculateBeihilfe(entry, { ...DEFAULT_BEIHILFE_INPUT, children: 2 }, 2026)).toMatchObject({ outcome: "aufAnfrage", reason: "nichtGeprueft" });
    expect(entry.status === "aufAnfrage" && entry.reason).toMatch(/§\u00a076 Abs\.\u00a03 LBG/);
  });

  it("offers pauschale Beihilfe under § 76 Abs. 5 LBG, claimable from 1 January 2020", () => {
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2020-01-01", provision: { citation: "§\u00a076 Abs.\u00a05 LBG" } });
  });
});
