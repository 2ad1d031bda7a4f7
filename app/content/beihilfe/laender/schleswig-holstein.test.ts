import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./schleswig-holstein";

const A7 = "§\u00a080 Abs.\u00a07 LBG";
const S5 = "§\u00a080 Abs.\u00a07 Satz\u00a05 LBG";
const S6 = "§\u00a080 Abs.\u00a07 Satz\u00a06 LBG";

describe("Schleswig-Holstein (§ 80 Abs. 7 LBG)", () => {
  checkEntryShape(entry);

  // Abs. 7 (two sources): aktiv 50, two or more children 70, Versorgung 70, Ehegatte 70, Kind 80.
  // Satz 5 (wording): two or more children → Ehegatte/Lebenspartner 90. Satz 6: three or more → every child 90.
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, A7] },
    { name: "aktiv, one child: 50, child 80", input: { children: 1 }, selbst: [50, A7], kind: [80, A7] },
    { name: "aktiv, two children: 70, children still 80", input: { children: 2 }, selbst: [70, A7], kind: [80, A7] },
    { name: "aktiv, three children: 70, every child 90", input: { children: 3 }, selbst: [70, A7], kind: [90, S6] },
    { name: "partner, no children: 70", input: { partner: true }, selbst: [50, A7], partner: [70, A7] },
    { name: "partner, one child: 70", input: { partner: true, children: 1 }, selbst: [50, A7], partner: [70, A7], kind: [80, A7] },
    { name: "partner, two children: partner 90", input: { partner: true, children: 2 }, selbst: [70, A7], partner: [90, S5], kind: [80, A7] },
    { name: "partner, three children: partner 90, children 90", input: { partner: true, children: 3 }, selbst: [70, A7], partner: [90, S5], kind: [90, S6] },
    { name: "Elternzeit, one child: open (no source names an Elternzeit rate)", input: { elternzeit: true, children: 1 }, selbst: ["offen", A7] },
    { name: "Elternzeit, two children: the two-children rule", input: { elternzeit: true, children: 2 }, selbst: [70, A7], kind: [80, A7] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, A7] },
    {
      name: "Versorgung, partner and three children: the family rule holds for pensioners too",
      input: { status: "versorgung", partner: true, children: 3 },
      selbst: [70, A7],
      partner: [90, S5],
      kind: [90, S6],
    },
  ]);

  it("answers no percentage for years before the sources (2024)", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2023)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
  });

  it("asks only for Elternzeit beyond status, children and partner", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["elternzeit"]);
  });

  it("offers the Zuschuss under § 80a LBG from 1 January 2024, read in its wording, with its conditions", () => {
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2024-01-01", provision: { citation: "§\u00a080a LBG", verified: { how: "Normtext" } } });
    const restrictions = entry.pauschale.offered === true ? (entry.pauschale.restrictions ?? "") : "";
    // Abs. 1 Basistarif, Abs. 3 Beamte auf Zeit/Widerruf, Abs. 4 the cut-off date.
    for (const condition of [/Basistarif/, /auf Zeit und auf Widerruf/, /30.\u00a0November 2023/]) expect(restrictions).toMatch(condition);
    // Abs. 6: the irrevocable waiver of the ergänzende Beihilfe, as its own sentence, not among the conditions (docs/decisions/0066).
    expect(entry.pauschale.offered === true && entry.pauschale.waiver).toMatch(/unwiderruflich auf die ergänzende Beihilfe/);
    expect(restrictions).not.toMatch(/verzicht|unwiderruflich/i);
  });
});
