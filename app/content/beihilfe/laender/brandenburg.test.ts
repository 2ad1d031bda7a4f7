import { describe, expect, it } from "vitest";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./brandenburg";

const A2 = (n: number) => `§\u00a046 Abs.\u00a02 Nr.\u00a0${n} BBhV`;
const A3 = (s: number) => `§\u00a046 Abs.\u00a03 Satz\u00a0${s} BBhV`;

describe("Brandenburg (BBhV applied under § 62 LBG)", () => {
  checkEntryShape(entry);

  checkRates(entry, [
    { name: "aktiv: 50", input: {}, selbst: [50, A2(1)] },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, A3(1)], kind: [80, A2(4)] },
    { name: "Elternzeit: 70", input: { elternzeit: true }, selbst: [70, A3(5)] },
    { name: "partner: 70", input: { partner: true }, selbst: [50, A2(1)], partner: [70, A2(3)] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, A2(2)] },
  ]);

  it("says the BBhV applies by two named secondary sources, not by the Land's wording", () => {
    const hows =
      entry.status === "geprüft"
        ? Object.values(entry.cases)
            .flat()
            .map((c) => c.source.verified.how)
        : [];
    expect(new Set(hows)).toEqual(new Set(["zwei Sekundärquellen"]));
  });

  it("offers pauschale Beihilfe under § 62 LBG from 1 January 2020", () => {
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2020-01-01", provision: { citation: "§\u00a062 LBG" } });
  });
});
