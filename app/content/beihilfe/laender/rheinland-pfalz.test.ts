import { describe, expect, it } from "vitest";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, fieldsNeeded } from "~/modules/calculators/beihilfe";
import { checkEntryShape, checkRates } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./rheinland-pfalz";

const S1 = (n: number) => `§\u00a057 Abs.\u00a01 Satz\u00a01 Nr.\u00a0${n} BVO`;
const S2 = "§\u00a057 Abs.\u00a01 Satz\u00a02 BVO";
const MINUS = "§\u00a058 Abs.\u00a03 Satz\u00a01 BVO";

describe("Rheinland-Pfalz (§ 57 BVO)", () => {
  checkEntryShape(entry);

  // From the wording: Satz 1 Nr. 1 50, Nr. 2 Versorgung 70, Nr. 3 Kinder 80, Nr. 4 Ehegatte 70;
  // Satz 2 two or more children 70; § 58 Abs. 3 minus 20 with a § 257 SGB V subsidy.
  checkRates(entry, [
    { name: "aktiv, no children: 50", input: {}, selbst: [50, S1(1)] },
    { name: "aktiv, one child: 50, child 80", input: { children: 1 }, selbst: [50, S1(1)], kind: [80, S1(3)] },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, S2], kind: [80, S1(3)] },
    { name: "Elternzeit with one child: no Elternzeit rate, 50", input: { elternzeit: true, children: 1 }, selbst: [50, S1(1)], kind: [80, S1(3)] },
    { name: "Elternzeit with two children: 70 from Satz 2", input: { elternzeit: true, children: 2 }, selbst: [70, S2], kind: [80, S1(3)] },
    { name: "partner: 70", input: { partner: true }, selbst: [50, S1(1)], partner: [70, S1(4)] },
    { name: "Versorgung: 70", input: { status: "versorgung" }, selbst: [70, S1(2)] },
    {
      name: "Versorgung with partner and two children",
      input: { status: "versorgung", partner: true, children: 2 },
      selbst: [70, S1(2)],
      partner: [70, S1(4)],
      kind: [80, S1(3)],
    },
    {
      name: "subsidy under § 257 SGB V, aktiv: 50 − 20 = 30",
      input: { arbeitgeberzuschuss: { selbst: true, partner: false } },
      selbst: [30, `${S1(1)} + ${MINUS}`],
    },
    {
      name: "subsidy for the partner only: partner 70 − 20 = 50, self unchanged",
      input: { partner: true, arbeitgeberzuschuss: { selbst: false, partner: true } },
      selbst: [50, S1(1)],
      partner: [50, `${S1(4)} + ${MINUS}`],
    },
    {
      name: "subsidy with two children: 70 − 20 = 50, children unaffected",
      input: { children: 2, arbeitgeberzuschuss: { selbst: true, partner: false } },
      selbst: [50, `${S2} + ${MINUS}`],
      kind: [80, S1(3)],
    },
  ]);

  it("answers no percentage before the checked version (2019)", () => {
    expect(calculateBeihilfe(entry, DEFAULT_BEIHILFE_INPUT, 2018)).toMatchObject({ outcome: "aufAnfrage", reason: "jahrVorFassung" });
  });

  it("asks for the employer subsidy but not for Elternzeit", () => {
    expect([...fieldsNeeded(entry)]).toEqual(["arbeitgeberzuschuss"]);
  });
});
