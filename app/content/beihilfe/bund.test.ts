import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { BUND } from "./bund";
import { checkEntryShape, checkRates } from "../../../tests/support/beihilfe-entry-checks";

const A2 = (n: number) => `§\u00a046 Abs.\u00a02 Nr.\u00a0${n} BBhV`;
const A3 = (s: number) => `§\u00a046 Abs.\u00a03 Satz\u00a0${s} BBhV`;

describe("Bund (§ 46 BBhV)", () => {
  checkEntryShape(BUND);

  // From the wording: Abs. 2 Nr. 1 50 %, Nr. 2 Versorgung 70 %, Nr. 3 Ehe-/Lebenspartner 70 %,
  // Nr. 4 Kinder 80 %; Abs. 3 Satz 1 two or more children 70 %, Satz 5 Elternzeit 70 %.
  checkRates(BUND, [
    { name: "aktiv, single, no children: 50", input: {}, selbst: [50, A2(1)] },
    { name: "aktiv, one child: 50, child 80", input: { children: 1 }, selbst: [50, A2(1)], kind: [80, A2(4)] },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, A3(1)], kind: [80, A2(4)] },
    { name: "aktiv, four children: 70", input: { children: 4 }, selbst: [70, A3(1)], kind: [80, A2(4)] },
    { name: "aktiv with partner: partner 70", input: { partner: true }, selbst: [50, A2(1)], partner: [70, A2(3)] },
    { name: "Elternzeit, one child: 70", input: { elternzeit: true, children: 1 }, selbst: [70, A3(5)], kind: [80, A2(4)] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, A2(2)] },
    {
      name: "Versorgung, two children, partner",
      input: { status: "versorgung", children: 2, partner: true },
      selbst: [70, A2(2)],
      partner: [70, A2(3)],
      kind: [80, A2(4)],
    },
    { name: "Versorgung with a stale Elternzeit flag: still Versorgung", input: { status: "versorgung", elternzeit: true }, selbst: [70, A2(2)] },
  ]);

  it("answers no percentage for a year before the checked wording (2021)", () => {
    expect(calculateBeihilfe(BUND, DEFAULT_BEIHILFE_INPUT, 2020)).toEqual({ outcome: "aufAnfrage", dienstherr: "bund", year: 2020, reason: "jahrVorFassung" });
  });

  it("asks only for Elternzeit beyond status, children and partner", () => {
    expect([...fieldsNeeded(BUND)]).toEqual(["elternzeit"]);
  });

  it("states no pauschale Beihilfe", () => {
    expect(BUND.pauschale.offered).toBe(false);
  });
});
