import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./thueringen";

const BHV = "Bemessungssätze der ThürBhV";

describe("Thüringen (ThürBhV, rates from two secondary sources)", () => {
  checkEntryShape(entry);

  // The sources agree: aktiv 50, two or more children 70, Versorgung 70, Ehegatte 70, Kind 80.
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, BHV] },
    { name: "aktiv, one child: 50, child 80", input: { children: 1 }, selbst: [50, BHV], kind: [80, BHV] },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, BHV], kind: [80, BHV] },
    { name: "aktiv, three children: still 70, children 80", input: { children: 3 }, selbst: [70, BHV], kind: [80, BHV] },
    { name: "partner: 70", input: { partner: true }, selbst: [50, BHV], partner: [70, BHV] },
    { name: "Elternzeit, one child: open (no source names an Elternzeit rate)", input: { elternzeit: true, children: 1 }, selbst: ["offen", BHV] },
    { name: "Elternzeit, two children: the two-children rule", input: { elternzeit: true, children: 2 }, selbst: [70, BHV], kind: [80, BHV] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, BHV] },
    {
      name: "Versorgung, partner and two children",
      input: { status: "versorgung", partner: true, children: 2 },
      selbst: [70, BHV],
      partner: [70, BHV],
      kind: [80, BHV],
    },
  ]);

  it("answers no percentage for years before the sources (2025)", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2024)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
  });

  it("asks only for Elternzeit beyond status, children and partner", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["elternzeit"]);
  });

  it("cites no paragraph number of the ThürBhV that was not read", () => {
    if (entry.status !== "geprüft") throw new Error("Thüringen is settled");
    const sources = Object.values(entry.cases).flatMap((list) => list.map((c) => c.source));
    for (const source of sources) expect(source.citation).not.toMatch(/§/);
  });

  it("offers pauschale Beihilfe to every eligible Beamter from 1 January 2020 (ThürBG as amended by Art. 1 of the law of 30 July 2019)", () => {
    expect(entry.pauschale).toMatchObject({
      offered: true,
      since: "2020-01-01",
      provision: { citation: "Art.\u00a01 Gesetz vom 30.\u00a0Juli 2019 (GVBl. S.\u00a0298)", verified: { how: "zwei Sekundärquellen" } },
    });
    expect(entry.pauschale.offered === true && entry.pauschale.restrictions).toBeUndefined();
  });
});
