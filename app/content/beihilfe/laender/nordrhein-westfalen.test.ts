import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./nordrhein-westfalen";

const A1 = "§\u00a012 Abs.\u00a01 BVO NRW";

describe("Nordrhein-Westfalen (§ 12 Abs. 1 BVO NRW)", () => {
  checkEntryShape(entry);

  // As the sources state § 12 Abs. 1: 50 ohne bzw. mit einem Kind, 70 mit zwei oder mehr Kindern,
  // 70 Versorgung, 70 Ehe-/Lebenspartner, 80 Kinder.
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, A1] },
    { name: "aktiv, one child: 50, child 80", input: { children: 1 }, selbst: [50, A1], kind: [80, A1] },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, A1], kind: [80, A1] },
    { name: "Elternzeit, no child: open (no source names an Elternzeit rate)", input: { elternzeit: true }, selbst: ["offen", A1] },
    { name: "Elternzeit, two children: the two-children rule", input: { elternzeit: true, children: 2 }, selbst: [70, A1], kind: [80, A1] },
    { name: "Versorgung with a stale Elternzeit flag: Versorgung", input: { status: "versorgung", elternzeit: true }, selbst: [70, A1] },
    { name: "partner: 70", input: { partner: true }, selbst: [50, A1], partner: [70, A1] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, A1] },
    {
      name: "Versorgung, partner and one child",
      input: { status: "versorgung", partner: true, children: 1 },
      selbst: [70, A1],
      partner: [70, A1],
      kind: [80, A1],
    },
  ]);

  it("names the case that applies, not only the figure: two children is its own case", () => {
    const one = calculateBeihilfe(entry, { ...DEFAULT_BEIHILFE_INPUT, children: 1 }, 2026);
    const two = calculateBeihilfe(entry, { ...DEFAULT_BEIHILFE_INPUT, children: 2 }, 2026);
    if (one.outcome !== "satz" || two.outcome !== "satz") throw new Error("expected rates");
    expect(one.selbst.case.label).toBe("aktiv");
    expect(two.selbst.case.label).toBe("zwei oder mehr berücksichtigungsfähige Kinder");
  });

  it("answers no percentage before 2024", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2023)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
  });

  it("asks only for Elternzeit beyond status, children and partner", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["elternzeit"]);
  });
});
