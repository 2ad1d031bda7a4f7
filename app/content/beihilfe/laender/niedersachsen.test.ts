import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./niedersachsen";

const S3 = "§\u00a080 Abs.\u00a05 Satz\u00a03 NBG";
const S4 = "§\u00a080 Abs.\u00a05 Satz\u00a04 NBG";

describe("Niedersachsen (§ 80 Abs. 5 NBG)", () => {
  checkEntryShape(entry);

  // Satz 3: aktiv 50, Versorgung 70, Ehegatte 70, Kind 80; Satz 4: two or more children 70.
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, S3] },
    { name: "aktiv, one child: 50, child 80", input: { children: 1 }, selbst: [50, S3], kind: [80, S3] },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, S4], kind: [80, S3] },
    { name: "Elternzeit, one child: open (no source names an Elternzeit rate)", input: { elternzeit: true, children: 1 }, selbst: ["offen", S3] },
    { name: "Elternzeit, two children: the two-children rule", input: { elternzeit: true, children: 2 }, selbst: [70, S4], kind: [80, S3] },
    { name: "partner: 70", input: { partner: true }, selbst: [50, S3], partner: [70, S3] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, S3] },
    {
      name: "Versorgung, partner and two children",
      input: { status: "versorgung", partner: true, children: 2 },
      selbst: [70, S3],
      partner: [70, S3],
      kind: [80, S3],
    },
  ]);

  it("answers no percentage for years before the check (2026)", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2025)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
  });

  it("asks only for Elternzeit beyond status, children and partner", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["elternzeit"]);
  });

  it("offers pauschale Beihilfe under § 80a NBG from 1 February 2024", () => {
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2024-02-01", provision: { citation: "§\u00a080a NBG" } });
  });
});
