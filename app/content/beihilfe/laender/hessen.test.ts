import { describe, expect, it } from "vitest";
import { fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates, type ExpectedRate } from "../check-entry";
import { entry } from "./hessen";

const F = "§\u00a015 Abs.\u00a01 Satz\u00a01 bis\u00a03 HBeihVO";
const OPEN: ExpectedRate = ["offen", "§\u00a015 HBeihVO"];

describe("Hessen (§ 15 Abs. 1 HBeihVO: one rate for the family)", () => {
  checkEntryShape(entry);

  // Satz 1 allein stehend 50; Satz 2 verheiratet 55; Satz 3 plus 5 per child, at most 70.
  checkRates(entry, [
    { name: "single, no children: 50", input: {}, selbst: [50, F] },
    { name: "married (partner counts): 55 for both", input: { partner: true }, selbst: [55, F], partner: [55, F] },
    { name: "single, one child: 55 for both", input: { children: 1 }, selbst: [55, F], kind: [55, F] },
    { name: "single, two children: 60", input: { children: 2 }, selbst: [60, F], kind: [60, F] },
    { name: "married, two children: 65", input: { partner: true, children: 2 }, selbst: [65, F], partner: [65, F], kind: [65, F] },
    { name: "married, three children: 70 (the cap reached)", input: { partner: true, children: 3 }, selbst: [70, F], partner: [70, F], kind: [70, F] },
    { name: "married, four children: still 70 (capped)", input: { partner: true, children: 4 }, selbst: [70, F], partner: [70, F], kind: [70, F] },
    { name: "single, four children: 70 (cap)", input: { children: 4 }, selbst: [70, F], kind: [70, F] },
    { name: "single, three children: 65 (below the cap)", input: { children: 3 }, selbst: [65, F], kind: [65, F] },
    { name: "Versorgung: open, no percentage", input: { status: "versorgung" }, selbst: OPEN },
    { name: "Elternzeit: open (the later paragraphs were not read)", input: { elternzeit: true, children: 1 }, selbst: OPEN },
    { name: "Versorgung with family: open", input: { status: "versorgung", partner: true, children: 2 }, selbst: OPEN },
  ]);

  it("asks only for Elternzeit beyond status, children and partner; pauschale Beihilfe not settled", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["elternzeit"]);
    expect(entry.pauschale.offered).toBe("ungeklärt");
  });
});
