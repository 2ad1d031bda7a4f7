import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./saarland";

const S1 = (n: number) => `§\u00a015 Abs.\u00a01 Satz\u00a01 Nr.\u00a0${n} BhVO`;
const S2 = "§\u00a015 Abs.\u00a01 Satz\u00a02 BhVO";

describe("Saarland (§ 15 BhVO)", () => {
  checkEntryShape(entry);

  // From the wording: Satz 1 Nr. 1 50, Nr. 2 Versorgung 70, Nr. 3 Ehegatte 70, Nr. 4 Kind 80;
  // Satz 2 two or more children 70 (Beihilfeberechtigte nach Nummer 1 only).
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, S1(1)] },
    { name: "aktiv, one child: 50, child 80", input: { children: 1 }, selbst: [50, S1(1)], kind: [80, S1(4)] },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, S2], kind: [80, S1(4)] },
    { name: "aktiv, three children: 70", input: { children: 3 }, selbst: [70, S2], kind: [80, S1(4)] },
    { name: "Elternzeit, one child: no Elternzeit rate, 50", input: { elternzeit: true, children: 1 }, selbst: [50, S1(1)], kind: [80, S1(4)] },
    { name: "partner: 70", input: { partner: true }, selbst: [50, S1(1)], partner: [70, S1(3)] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, S1(2)] },
    {
      name: "partner with a premium subsidy: open, self unchanged",
      input: { partner: true, arbeitgeberzuschuss: { selbst: false, partner: true } },
      selbst: [50, S1(1)],
      partner: ["offen", "§\u00a015 BhVO"],
    },
    {
      name: "Versorgung with two children stays at Nr. 2",
      input: { status: "versorgung", children: 2, partner: true },
      selbst: [70, S1(2)],
      partner: [70, S1(3)],
      kind: [80, S1(4)],
    },
  ]);

  it("answers no percentage before the checked version (2024)", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2023)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
  });

  it("names no percentage for a Beihilfeberechtigte with a premium subsidy (reduction not read)", () => {
    const result = calculateBeihilfe(entry, { ...DEFAULT_BEIHILFE_INPUT, arbeitgeberzuschuss: { selbst: true, partner: false } }, 2026);
    expect(result).toMatchObject({ outcome: "aufAnfrage", reason: "offen", open: { case: { source: { citation: "§\u00a015 BhVO" } } } });
  });

  it("asks whether a premium subsidy is paid", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["arbeitgeberzuschuss"]);
  });
});
