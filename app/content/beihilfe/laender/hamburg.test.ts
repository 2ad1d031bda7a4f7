import { describe, expect, it } from "vitest";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./hamburg";

const S = (rest: string) => `§\u00a080 Abs.\u00a09 ${rest} HmbBG`;

describe("Hamburg (§ 80 Abs. 9 HmbBG, two secondary sources)", () => {
  checkEntryShape(entry);

  checkRates(entry, [
    { name: "aktiv: 50", input: {}, selbst: [50, S("Satz\u00a02 Nr.\u00a01")] },
    { name: "aktiv, one child: 50, child 80", input: { children: 1 }, selbst: [50, S("Satz\u00a02 Nr.\u00a01")], kind: [80, S("Satz\u00a02")] },
    { name: "aktiv, two children: open (the sources disagree on the threshold)", input: { children: 2 }, selbst: ["offen", S("Satz\u00a03")] },
    { name: "Elternzeit: open (current wording not read)", input: { elternzeit: true }, selbst: ["offen", S("Satz\u00a02")] },
    { name: "aktiv with partner: partner 70", input: { partner: true }, selbst: [50, S("Satz\u00a02 Nr.\u00a01")], partner: [70, S("Satz\u00a02 Nr.\u00a03")] },
    {
      name: "Versorgung: 70 (even with two children)",
      input: { status: "versorgung", children: 2 },
      selbst: [70, S("Satz\u00a02 Nr.\u00a02")],
      kind: [80, S("Satz\u00a02")],
    },
  ]);

  it("marks every rate as verified by two named secondary sources", () => {
    const sources = (entry.status === "geprüft" ? Object.values(entry.cases).flat() : []).map((c) => c.source.verified.how);
    expect(new Set(sources)).toEqual(new Set(["zwei Sekundärquellen"]));
  });

  it("offers pauschale Beihilfe under § 80 Abs. 11 HmbBG from 1 August 2018", () => {
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2018-08-01", provision: { citation: "§\u00a080 Abs.\u00a011 HmbBG" } });
  });
});
