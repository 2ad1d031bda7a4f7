import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./baden-wuerttemberg";

const S = (rest: string) => `§\u00a014 Abs.\u00a01 ${rest} BVO`;

describe("Baden-Württemberg (§ 14 Abs. 1 BVO)", () => {
  checkEntryShape(entry);

  // Satz 2 Nr. 1 aktiv 50, Nr. 2 Versorgung and Ehegatten 70, Nr. 3 Kinder 80; Satz 3 two or more children 70.
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, S("Satz\u00a02 Nr.\u00a01")] },
    {
      name: "aktiv, one child: 50 (boundary), child 80",
      input: { children: 1 },
      selbst: [50, S("Satz\u00a02 Nr.\u00a01")],
      kind: [80, S("Satz\u00a02 Nr.\u00a03")],
    },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, S("Satz\u00a03")], kind: [80, S("Satz\u00a02 Nr.\u00a03")] },
    { name: "aktiv with partner: partner 70", input: { partner: true }, selbst: [50, S("Satz\u00a02 Nr.\u00a01")], partner: [70, S("Satz\u00a02 Nr.\u00a02")] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, S("Satz\u00a02 Nr.\u00a02")] },
    {
      name: "Versorgung, partner, two children",
      input: { status: "versorgung", partner: true, children: 2 },
      selbst: [70, S("Satz\u00a02 Nr.\u00a02")],
      partner: [70, S("Satz\u00a02 Nr.\u00a02")],
      kind: [80, S("Satz\u00a02 Nr.\u00a03")],
    },
  ]);

  it("answers 2022 and earlier auf Anfrage (the 2013 rule for new entrants was withdrawn from 2023)", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2022)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2023)).toMatchObject({ outcome: "satz" });
  });

  it("asks for nothing beyond status, children and partner; offers pauschale Beihilfe under § 78a LBG from 2023", () => {
    expect(fieldsNeeded(entry).size).toBe(0);
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2023-01-01", provision: { citation: "§\u00a078a LBG" } });
  });
});
