import { describe, expect, it } from "vitest";
import { fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates, type ExpectedRate } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./hessen";

const F = "§\u00a015 Abs.\u00a01 Satz\u00a01 bis\u00a03 HBeihVO";
const V = "§\u00a015 HBeihVO";
const A = "§\u00a015 Abs.\u00a06 HBeihVO";
const OPEN: ExpectedRate = ["offen", "§\u00a015 HBeihVO"];

describe("Hessen (§ 15 HBeihVO: one rate for the family, Anwärter 70, stationär +15 up to 85)", () => {
  checkEntryShape(entry);

  // Abs. 1 Satz 1 allein stehend 50; Satz 2 verheiratet 55; Satz 3 plus 5 per child, at most 70.
  // Stationäre Leistungen: plus 15 points, at most 85, for every person.
  checkRates(entry, [
    { name: "single, no children: 50, stationär 65", input: {}, selbst: [50, F], stationaer: { selbst: 65 } },
    {
      name: "married (partner counts): 55 for both, stationär 70",
      input: { partner: true },
      selbst: [55, F],
      partner: [55, F],
      stationaer: { selbst: 70, partner: 70 },
    },
    { name: "single, one child: 55 for both", input: { children: 1 }, selbst: [55, F], kind: [55, F] },
    { name: "single, two children: 60, stationär 75", input: { children: 2 }, selbst: [60, F], kind: [60, F], stationaer: { selbst: 75, kind: 75 } },
    {
      name: "married, two children: 65, stationär 80",
      input: { partner: true, children: 2 },
      selbst: [65, F],
      partner: [65, F],
      kind: [65, F],
      stationaer: { selbst: 80 },
    },
    {
      name: "married, three children: 70 (the cap reached), stationär 85",
      input: { partner: true, children: 3 },
      selbst: [70, F],
      partner: [70, F],
      kind: [70, F],
      stationaer: { selbst: 85, partner: 85, kind: 85 },
    },
    {
      name: "married, four children: still 70 (capped), stationär 85",
      input: { partner: true, children: 4 },
      selbst: [70, F],
      partner: [70, F],
      kind: [70, F],
      stationaer: { kind: 85 },
    },
    { name: "single, four children: 70 (cap)", input: { children: 4 }, selbst: [70, F], kind: [70, F] },
    { name: "single, three children: 65 (below the cap)", input: { children: 3 }, selbst: [65, F], kind: [65, F] },
    // Pensioners: 60, plus 5 per dependant, at most 70 (two agreeing secondary sources, up to two dependants).
    { name: "Versorgung, alone: 60 (+10), stationär 75", input: { status: "versorgung" }, selbst: [60, V], stationaer: { selbst: 75 } },
    { name: "Versorgung with partner: 65 for both", input: { status: "versorgung", partner: true }, selbst: [65, V], partner: [65, V] },
    { name: "Versorgung with one child: 65", input: { status: "versorgung", children: 1 }, selbst: [65, V], kind: [65, V] },
    {
      name: "Versorgung with partner and one child: 70 (cap), stationär 85",
      input: { status: "versorgung", partner: true, children: 1 },
      selbst: [70, V],
      partner: [70, V],
      kind: [70, V],
      stationaer: { selbst: 85 },
    },
    { name: "Versorgung with three dependants: open (the sources part)", input: { status: "versorgung", partner: true, children: 2 }, selbst: OPEN },
    { name: "Versorgung, three children, no partner: open", input: { status: "versorgung", children: 3 }, selbst: OPEN },
    // Anwärter:innen and their dependants: 70 alike, no points for dependants; stationär 85.
    { name: "Anwärter:in, alone: 70, stationär 85", input: { anwaerter: true }, selbst: [70, A], stationaer: { selbst: 85 } },
    {
      name: "Anwärter:in with partner and two children: 70 for all, stationär 85",
      input: { anwaerter: true, partner: true, children: 2 },
      selbst: [70, A],
      partner: [70, A],
      kind: [70, A],
      stationaer: { selbst: 85, partner: 85, kind: 85 },
    },
    { name: "Anwärter flag left set as Versorgungsempfänger:in: the pensioners' rate", input: { anwaerter: true, status: "versorgung" }, selbst: [60, V] },
    { name: "Elternzeit: open (the later paragraphs were not read)", input: { elternzeit: true, children: 1 }, selbst: OPEN },
  ]);

  it("asks for Elternzeit and Anwärter beyond status, children and partner; pauschale Beihilfe not settled", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["elternzeit", "anwaerter"]);
    expect(entry.pauschale.offered).toBe("ungeklärt");
  });

  it("states the stationary rule for every person, from § 15 verified by two secondary sources", () => {
    if (entry.status !== "geprüft" || !entry.stationaer) throw new Error("Hessen states a stationary rate");
    expect(entry.stationaer).toMatchObject({ persons: ["selbst", "partner", "kind"], points: 15, max: 85 });
    expect(entry.stationaer.source.verified.how).toBe("zwei Sekundärquellen");
  });
});
