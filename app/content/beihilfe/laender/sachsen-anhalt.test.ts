import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./sachsen-anhalt";

const A4 = "§\u00a03 Abs.\u00a04 BesVersEG LSA";
const S3 = "§\u00a03 Abs.\u00a04 Satz\u00a03 BesVersEG LSA";

describe("Sachsen-Anhalt (§ 3 Abs. 4 BesVersEG LSA)", () => {
  checkEntryShape(entry);

  // As the Ministry and both secondary sources state it: 50, 70 „statt 50“ with at least two
  // children drawing Kindergeld, 70 Versorgung, 70 Ehegatte, 80 Kinder.
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, A4] },
    { name: "aktiv, one child: 50, child 80", input: { children: 1 }, selbst: [50, A4], kind: [80, A4] },
    { name: "aktiv, two children: 70 (Satz 3)", input: { children: 2 }, selbst: [70, S3], kind: [80, A4] },
    { name: "Elternzeit, one child: open (no source names an Elternzeit rate)", input: { elternzeit: true, children: 1 }, selbst: ["offen", A4] },
    { name: "Elternzeit, two children: Satz 3", input: { elternzeit: true, children: 2 }, selbst: [70, S3], kind: [80, A4] },
    { name: "partner: 70", input: { partner: true }, selbst: [50, A4], partner: [70, A4] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, A4] },
    {
      name: "Versorgung with two children stays Versorgung",
      input: { status: "versorgung", children: 2, partner: true },
      selbst: [70, A4],
      partner: [70, A4],
      kind: [80, A4],
    },
  ]);

  it("answers no percentage for years before the check (2026)", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2025)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
  });

  it("asks only for Elternzeit beyond status, children and partner", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["elternzeit"]);
  });
});
