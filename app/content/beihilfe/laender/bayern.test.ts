import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./bayern";

const S2 = "Art.\u00a096 Abs.\u00a03 Satz\u00a02 BayBG";
const S3 = "Art.\u00a096 Abs.\u00a03 Satz\u00a03 BayBG";
const EZ = "Art.\u00a096 BayBG";

describe("Bayern (Art. 96 Abs. 3 BayBG, § 46 BayBhV)", () => {
  checkEntryShape(entry);

  // Art. 96 Abs. 3 Satz 2 (as § 46 Abs. 1 BayBhV names it): aktiv 50, Versorgung 70, Ehegatte 70,
  // Kind 80; Satz 3 (§ 46 Abs. 2 BayBhV: „erhöhte Bemessungssatz von 70 %“): two or more children;
  // Elternzeit 70 since 1 January 2017.
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, S2] },
    { name: "aktiv, one child: still 50 (the threshold is two), child 80", input: { children: 1 }, selbst: [50, S2], kind: [80, S2] },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, S3], kind: [80, S2] },
    { name: "aktiv, three children: 70", input: { children: 3 }, selbst: [70, S3], kind: [80, S2] },
    { name: "Elternzeit, one child: 70", input: { elternzeit: true, children: 1 }, selbst: [70, EZ], kind: [80, S2] },
    { name: "Elternzeit, no child counted: 70", input: { elternzeit: true }, selbst: [70, EZ] },
    { name: "partner: 70", input: { partner: true }, selbst: [50, S2], partner: [70, S2] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, S2] },
    {
      name: "Versorgung, partner and two children",
      input: { status: "versorgung", partner: true, children: 2 },
      selbst: [70, S2],
      partner: [70, S2],
      kind: [80, S2],
    },
    { name: "Versorgung with a stale Elternzeit flag: still Versorgung", input: { status: "versorgung", elternzeit: true }, selbst: [70, S2] },
  ]);

  it("answers no percentage for years before the Elternzeit rule (2017)", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2016)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
  });

  it("asks only for Elternzeit beyond status, children and partner (Anwärter are not rated apart)", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["elternzeit"]);
  });

  it("leaves pauschale Beihilfe unsettled, never „keine“, and names the Differenzkostenbeihilfe", () => {
    expect(entry.pauschale.offered).toBe("ungeklärt");
    expect(entry.status === "geprüft" && entry.notes.map((n) => n.source.citation)).toContain("§\u00a046 Abs.\u00a03 BayBhV");
  });
});
