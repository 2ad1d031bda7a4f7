import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./sachsen";

const N1 = (b: string) => `§\u00a057 Abs.\u00a02 Nr.\u00a01 Buchst.\u00a0${b} SächsBhVO`;
const N2 = (b: string) => `§\u00a057 Abs.\u00a02 Nr.\u00a02 Buchst.\u00a0${b} SächsBhVO`;
const S57 = "§\u00a057 SächsBhVO";

describe("Sachsen (§ 57 Abs. 2 SächsBhVO since 2024)", () => {
  checkEntryShape(entry);

  // Nr. 1 a) no child 50, b) one child 70, c) two or more 90; Nr. 2 a) Ruhegehalt 70, b) with two
  // or more children 90; children 90 (two sources); the partner's rate is open.
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, N1("a")] },
    { name: "aktiv, one child: 70, child 90", input: { children: 1 }, selbst: [70, N1("b")], kind: [90, S57] },
    { name: "aktiv, two children: 90", input: { children: 2 }, selbst: [90, N1("c")], kind: [90, S57] },
    { name: "aktiv, four children: 90", input: { children: 4 }, selbst: [90, N1("c")], kind: [90, S57] },
    { name: "Elternzeit has no own rate: one child stays 70", input: { elternzeit: true, children: 1 }, selbst: [70, N1("b")], kind: [90, S57] },
    { name: "Ruhegehalt, no child: 70", input: { status: "versorgung" }, selbst: [70, N2("a")] },
    { name: "Ruhegehalt, one child: still 70", input: { status: "versorgung", children: 1 }, selbst: [70, N2("a")], kind: [90, S57] },
    { name: "Ruhegehalt, two children: 90", input: { status: "versorgung", children: 2 }, selbst: [90, N2("b")], kind: [90, S57] },
    { name: "partner: no percentage, the case is open", input: { partner: true }, selbst: [50, N1("a")], partner: ["offen", S57] },
  ]);

  it("gives the reason for the open partner rate", () => {
    const result = calculateBeihilfe(entry, { ...DEFAULT_BEIHILFE_INPUT, partner: true }, 2026);
    if (result.outcome !== "satz" || !result.partner || result.partner.bemessungssatz !== null) throw new Error("expected an open partner rate");
    expect(result.partner.reason).toMatch(/unter bestimmten Voraussetzungen/);
  });

  it("answers no percentage before 2024, when other rates applied", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2023)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
  });

  it("asks for no field beyond status, children and partner", () => {
    expect([...fieldsNeeded(entry)]).toEqual([]);
  });

  it("states the pauschale Beihilfe under § 80a SächsBG from 1 January 2024", () => {
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2024-01-01", provision: { citation: "§\u00a080a SächsBG" } });
  });
});
