import { describe, expect, it } from "vitest";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./mecklenburg-vorpommern";

const A2 = (n: number) => `§\u00a046 Abs.\u00a02 Nr.\u00a0${n} BBhV`;
const A3 = (s: number) => `§\u00a046 Abs.\u00a03 Satz\u00a0${s} BBhV`;

describe("Mecklenburg-Vorpommern (BBhV applied under § 80 LBG M-V)", () => {
  checkEntryShape(entry);

  checkRates(entry, [
    { name: "aktiv: 50", input: {}, selbst: [50, A2(1)] },
    { name: "aktiv, one child: 50, child 80", input: { children: 1 }, selbst: [50, A2(1)], kind: [80, A2(4)] },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, A3(1)], kind: [80, A2(4)] },
    { name: "partner: 70", input: { partner: true }, selbst: [50, A2(1)], partner: [70, A2(3)] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, A2(2)] },
  ]);

  it("states the pauschale Beihilfe from May 2026 as not settled (wording not found)", () => {
    expect(entry.pauschale.offered).toBe("ungeklärt");
    // Never „keine“: the note names the provision and the date the Landtag passed.
    expect(entry.pauschale.offered === "ungeklärt" && entry.pauschale.note).toMatch(
      /§\u00a080a LBG M-V.*1\.\u00a0Mai 2026|1\.\u00a0Mai 2026.*§\u00a080a LBG M-V/,
    );
  });
});
