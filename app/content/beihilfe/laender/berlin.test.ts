import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./berlin";

const A3 = "§\u00a076 Abs.\u00a03 LBG";
const S3 = "§\u00a076 Abs.\u00a03 Satz\u00a03 LBG";

describe("Berlin (§ 76 Abs. 3 LBG, § 46 LBhVO)", () => {
  checkEntryShape(entry);

  // § 76 Abs. 3: aktiv 50, Versorgung 70, Ehegatte 70, Kind 80; Satz 3 (§ 46 Abs. 2 LBhVO: „erhöhten
  // Bemessungssatz von 70 Prozent“): two or more children. No source names an Elternzeit rate.
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, A3] },
    { name: "aktiv, one child: still 50, child 80", input: { children: 1 }, selbst: [50, A3], kind: [80, A3] },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, S3], kind: [80, A3] },
    { name: "aktiv, five children: 70", input: { children: 5 }, selbst: [70, S3], kind: [80, A3] },
    { name: "Elternzeit, one child: open (no source names an Elternzeit rate)", input: { elternzeit: true, children: 1 }, selbst: ["offen", A3] },
    { name: "Elternzeit, two children: the two-children rule", input: { elternzeit: true, children: 2 }, selbst: [70, S3], kind: [80, A3] },
    { name: "partner: 70", input: { partner: true }, selbst: [50, A3], partner: [70, A3] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, A3] },
    {
      name: "Versorgung, partner and two children",
      input: { status: "versorgung", partner: true, children: 2 },
      selbst: [70, A3],
      partner: [70, A3],
      kind: [80, A3],
    },
  ]);

  it("answers no percentage for years before 2020", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2019)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
  });

  it("asks only for Elternzeit beyond status, children and partner (Anwärter are not rated apart)", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["elternzeit"]);
  });

  it("offers pauschale Beihilfe under § 76 Abs. 5 LBG, claimable from 1 January 2020", () => {
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2020-01-01", provision: { citation: "§\u00a076 Abs.\u00a05 LBG" } });
  });
});
