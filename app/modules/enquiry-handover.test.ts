import { describe, expect, it } from "vitest";
import { handoverCopy } from "~/content/calculators";
import { FICTIONAL_2027, FIXTURE_2025, FIXTURE_2026 } from "../../tests/fixtures/figures";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe } from "./calculators/beihilfe";
import { BUND } from "~/content/beihilfe/bund";
import type { DienstherrEntry } from "~/modules/calculators/beihilfe-rule-types";
import { calculateGkv } from "./calculators/gkv-contribution";
import { checkSwitch, type SwitchCheckInput } from "./calculators/switch-check-rules";
import { EMPTY_ENQUIRY } from "./whatsapp-message";
import {
  beihilfeHandover,
  gkvHandover,
  HANDOVER_NOTE_MAX_LENGTH,
  mergeHandover,
  monthlyIncomeFromAnnual,
  monthlyIncomeFromMonthly,
  switchCheckHandover,
} from "./enquiry-handover";
import { assessMonthlyIncome } from "./income-hint";
import { monthlyFromAnnualCents } from "./calculators/pay-period";

const NBSP = "\u00a0";

/** 2025 with 2026 published, 2026 with 2027 unpublished, „2026+“ with the fictional 2027 row: all fixtures. */
function switchResult(world: "2025" | "2026" | "2026+", input: Partial<SwitchCheckInput> & { euros: number }) {
  const [figures, next] = world === "2025" ? [FIXTURE_2025, FIXTURE_2026] : world === "2026" ? [FIXTURE_2026, null] : [FIXTURE_2026, FICTIONAL_2027];
  return checkSwitch(
    { employment: "angestellt", job: "bestehend", privateOn31Dec2002: false, ...input, annualPayCents: Math.round(input.euros * 100) },
    figures,
    next,
  );
}

const gkvBase = { status: "angestellt", zusatzbeitragHundredths: 290, age: 30, childrenTotal: 0, childrenUnder25: 0, sachsen: false } as const;

describe("monthly income for the wizard", () => {
  it.each([
    [8_500_000, "7083"],
    [8_000_000, "6667"],
    [7_740_000, "6450"],
  ])("annual %i ct → %s € a month: the figure the switch check shows beside the pay (whole euros, half up)", (cents, digits) => {
    expect(monthlyIncomeFromAnnual(cents)).toBe(digits);
  });

  it("gives nothing for a pay that rounds to 0 € a month (the wizard's field takes no 0 €)", () => {
    expect(monthlyIncomeFromAnnual(100)).toBeNull();
  });

  it("agrees with the figure shown beside the pay: 85.000 € a year are 7.083 € a month, not 7.084 €", () => {
    expect(monthlyIncomeFromAnnual(8_500_000, FIXTURE_2026.versicherungspflichtgrenze * 100)).toBe(String(monthlyFromAnnualCents(8_500_000) / 100));
  });

  it("keeps the wizard's own verdict on the general limit: above stays above, at stays at, below stays below", () => {
    const limit2026 = FIXTURE_2026;
    const limitCents = limit2026.versicherungspflichtgrenze * 100;
    for (const [annualCents, expected] of [
      [7_740_001, "above"],
      [7_740_100, "above"],
      [7_740_000, "at"],
      [7_739_999, "below"],
      [7_000_000, "below"],
    ] as const) {
      const income = monthlyIncomeFromAnnual(annualCents, limitCents) ?? "";
      expect(assessMonthlyIncome(income, limit2026, null)?.comparison, `${annualCents} → ${income}`).toBe(expected);
    }
  });

  it("hands a monthly pay over exactly as computed, cents with a decimal comma; nothing the wizard's income field would not read", () => {
    expect(monthlyIncomeFromMonthly(100_000_000)).toBe("1000000");
    expect(monthlyIncomeFromMonthly(100_000_001)).toBeNull();
    expect(monthlyIncomeFromMonthly(600_050)).toBe("6000,50");
    expect(monthlyIncomeFromMonthly(725_005)).toBe("7250,05");
  });
});

describe("notes handed to the wizard", () => {
  it.each([
    [
      switchResult("2026", { euros: 80_000 }),
      `PKV-Rechner: offen 2026 (bestehende Stelle, Jahresentgelt 80.000${NBSP}€ > JAEG 77.400${NBSP}€, JAEG 2027 noch nicht veröffentlicht)`,
    ],
    [
      switchResult("2026", { euros: 80_000, job: "neu" }),
      `PKV-Rechner: versicherungsfrei 2026 (neue Stelle, Jahresentgelt 80.000${NBSP}€ > JAEG 77.400${NBSP}€)`,
    ],
    [
      switchResult("2026+", { euros: 90_000 }),
      `PKV-Rechner: versicherungsfrei 2026 (bestehende Stelle, Jahresentgelt 90.000${NBSP}€ > JAEG 77.400${NBSP}€, auch > JAEG 2027 80.100${NBSP}€)`,
    ],
    [
      switchResult("2026", { euros: 77_400 }),
      `PKV-Rechner: versicherungspflichtig 2026 (bestehende Stelle, Jahresentgelt 77.400${NBSP}€ = JAEG 77.400${NBSP}€)`,
    ],
    [
      switchResult("2026", { euros: 60_000 }),
      `PKV-Rechner: versicherungspflichtig 2026 (bestehende Stelle, Jahresentgelt 60.000${NBSP}€ < JAEG 77.400${NBSP}€)`,
    ],
    [
      switchResult("2025", { euros: 75_000 }),
      `PKV-Rechner: versicherungspflichtig 2025 (bestehende Stelle, Jahresentgelt 75.000${NBSP}€ > JAEG 73.800${NBSP}€, aber nicht > JAEG 2026 77.400${NBSP}€)`,
    ],
    [
      switchResult("2025", { euros: 70_000, privateOn31Dec2002: true }),
      `PKV-Rechner: versicherungsfrei 2025 (bestehende Stelle, Jahresentgelt 70.000${NBSP}€ > besondere JAEG 66.150${NBSP}€, auch > besondere JAEG 2026 69.750${NBSP}€)`,
    ],
    [switchResult("2026", { euros: 1, employment: "selbststaendig" }), "PKV-Rechner: versicherungsfrei 2026 (selbstständig, keine JAEG)"],
    [switchResult("2026", { euros: 1, employment: "beamt" }), "PKV-Rechner: versicherungsfrei 2026 (Beamt:in, keine JAEG)"],
  ])("switch check → %#", (result, expected) => {
    expect(switchCheckHandover(result, handoverCopy).note).toBe(expected);
  });

  it("passes occupation and monthly income from the switch check; none for the self-employed", () => {
    expect(switchCheckHandover(switchResult("2026", { euros: 80_000.5 }), handoverCopy)).toMatchObject({ beruf: "Angestellte:r", einkommen: "6667" });
    // The engineer of a prospects' walk-through (docs/decisions/0047): 85.000 € a year are handed over as the 7.083 € shown beside the field.
    expect(switchCheckHandover(switchResult("2026", { euros: 85_000 }), handoverCopy)).toMatchObject({ einkommen: "7083" });
    const selbst = switchCheckHandover(switchResult("2026", { euros: 80_000, employment: "selbststaendig" }), handoverCopy);
    expect(selbst.beruf).toBe("Selbstständig");
    expect(selbst).not.toHaveProperty("einkommen");
  });

  it("GKV: the monthly pay and both shares", () => {
    const result = calculateGkv({ ...gkvBase, monthlyPayCents: 600_000 }, FIXTURE_2026);
    expect(gkvHandover(result, handoverCopy)).toEqual({
      from: "gkv",
      einkommen: "6000",
      note: `GKV-Rechner 2026: 6.000${NBSP}€ brutto im Monat – Arbeitnehmeranteil KV + PV 648,09${NBSP}€, Arbeitgeberanteil 613,22${NBSP}€`,
    });
  });

  it("GKV for a civil servant: status, Land and result; where the Land pays the pauschale Beihilfe, not „allein“ but who carries what (docs/decisions/0038)", () => {
    const result = calculateGkv({ ...gkvBase, status: "beamte", monthlyPayCents: 600_000 }, FIXTURE_2026);
    // 982,31 € + 139,50 € = 1.121,81 €; half the KV 491,155 → 491,16 €; 1.121,81 € − 491,16 € = 630,65 €
    expect(gkvHandover(result, handoverCopy, { landName: "Hamburg", pauschaleCents: 49_116 })).toEqual({
      from: "gkv",
      beruf: "Beamt:in (Hamburg)",
      einkommen: "6000",
      note: `GKV-Rechner 2026 (Beamt:in, Hamburg): 6.000${NBSP}€ Besoldung im Monat – KV + PV 1.121,81${NBSP}€, davon bis zu 491,16${NBSP}€ pauschale Beihilfe von Hamburg (auf Antrag, unter Voraussetzungen)`,
    });
    // Where it starts during the year, the note says from when (docs/decisions/0066).
    const fromFebruary = gkvHandover(result, handoverCopy, { landName: "Niedersachsen", pauschaleCents: 49_116, pauschaleFrom: "1. Februar 2024" }).note;
    expect(fromFebruary).toContain("1. Februar 2024");
    expect(fromFebruary).toContain(`491,16${NBSP}€`);
    expect(gkvHandover(result, handoverCopy, { landName: "Bayern", pauschaleOpen: true }).note).toBe(
      `GKV-Rechner 2026 (Beamt:in, Bayern): 6.000${NBSP}€ Besoldung im Monat – KV + PV allein 1.121,81${NBSP}€ (ohne pauschale Beihilfe; ob das Land sie zahlt, ist nicht geklärt)`,
    );
    expect(gkvHandover(result, handoverCopy, { landName: "Bund" }).note).toBe(
      `GKV-Rechner 2026 (Beamt:in, Bund): 6.000${NBSP}€ Besoldung im Monat – KV + PV allein 1.121,81${NBSP}€`,
    );
  });

  it("GKV for a civil servant below the minimum base names the base the contributions are taken from (§ 240 Abs. 4 SGB V)", () => {
    const result = calculateGkv({ ...gkvBase, status: "beamte", monthlyPayCents: 120_000 }, FIXTURE_2026);
    // 3.955 € / 3 = 1.318,33 €: KV 222,80 € + PV 31,64 € = 254,44 €
    expect(gkvHandover(result, handoverCopy, { landName: "Bund" }).note).toBe(
      `GKV-Rechner 2026 (Beamt:in, Bund): 1.200${NBSP}€ Besoldung im Monat (Beiträge auf die Mindestbemessungsgrundlage von 1.318,33${NBSP}€) – KV + PV allein 254,44${NBSP}€`,
    );
  });

  it("GKV for the self-employed: the profit, Krankengeld or not, both contributions and the occupation (docs/decisions/0069)", () => {
    const result = calculateGkv({ ...gkvBase, status: "selbststaendig", monthlyPayCents: 400_000, age: 41, krankengeld: true }, FIXTURE_2026);
    // 4.000 € × 17,5 % = 700,00 €; × 4,2 % = 168,00 €
    expect(gkvHandover(result, handoverCopy)).toEqual({
      from: "gkv",
      beruf: "Selbstständig",
      einkommen: "4000",
      note: `GKV-Rechner 2026 (Selbstständig, mit Krankengeld): 4.000${NBSP}€ Gewinn im Monat – KV 700,00${NBSP}€ + PV 168,00${NBSP}€ = 868,00${NBSP}€, allein getragen`,
    });
    const low = calculateGkv({ ...gkvBase, status: "selbststaendig", monthlyPayCents: 100_000, age: 41 }, FIXTURE_2026);
    // 1.318,33 € × 16,9 % = 222,797… → 222,80 €; × 4,2 % = 55,369… → 55,37 €
    expect(gkvHandover(low, handoverCopy).note).toBe(
      `GKV-Rechner 2026 (Selbstständig, ohne Krankengeld): 1.000${NBSP}€ Gewinn im Monat (Beiträge auf die Mindestbemessungsgrundlage von 1.318,33${NBSP}€) – KV 222,80${NBSP}€ + PV 55,37${NBSP}€ = 278,17${NBSP}€, allein getragen`,
    );
  });

  it("GKV in the Übergangsbereich hands over no computed figure", () => {
    const result = calculateGkv({ ...gkvBase, monthlyPayCents: 150_000 }, FIXTURE_2026);
    expect(gkvHandover(result, handoverCopy).note).toBe(`GKV-Rechner 2026: 1.500${NBSP}€ brutto im Monat – Übergangsbereich, bitte persönlich rechnen`);
  });

  it("Beihilfe: the rate of each person counted, or a request for the rate", () => {
    const input = { ...DEFAULT_BEIHILFE_INPUT, children: 2, partner: true };
    const bund = calculateBeihilfe(BUND, input, 2026);
    expect(beihilfeHandover(bund, input, "Bund", handoverCopy)).toEqual({
      from: "beihilfe",
      beruf: "Beamt:in (Bund)",
      note: `Beihilfe-Rechner 2026: Bund, aktiv, 2 Kinder, mit Partner:in – Beihilfe selbst 70${NBSP}%, Partner:in 70${NBSP}%, Kinder 80${NBSP}%; PKV selbst 30${NBSP}%`,
    });
    const single = { ...DEFAULT_BEIHILFE_INPUT };
    expect(beihilfeHandover(calculateBeihilfe(BUND, single, 2026), single, "Bund", handoverCopy).note).toBe(
      `Beihilfe-Rechner 2026: Bund, aktiv, 0 Kinder – Beihilfe selbst 50${NBSP}%; PKV selbst 50${NBSP}%`,
    );
    const unsettled: DienstherrEntry = {
      id: "hessen",
      status: "aufAnfrage",
      reason: "Fixture: nicht geprüft.",
      pauschale: { offered: false, note: "Keine.", checkedOn: "2026-11-23" },
    };
    const pensioner = { ...DEFAULT_BEIHILFE_INPUT, status: "versorgung" as const, children: 1 };
    expect(beihilfeHandover(calculateBeihilfe(unsettled, pensioner, 2026), pensioner, "Hessen", handoverCopy)).toEqual({
      from: "beihilfe",
      beruf: "Versorgungsempfänger:in (Hessen)",
      note: "Beihilfe-Rechner 2026: Hessen, Versorgungsempfänger:in, 1 Kind – Bemessungssatz bitte nennen",
    });
  });

  it("keeps every note on one line within the cap", () => {
    const longest = switchResult("2025", { euros: 9_999_999.99, privateOn31Dec2002: true });
    const note = switchCheckHandover(longest, handoverCopy).note;
    expect(note.length).toBeLessThanOrEqual(HANDOVER_NOTE_MAX_LENGTH);
    expect(note).not.toMatch(/[\n\r]/);
  });
});

describe("mergeHandover", () => {
  const handover = { from: "switchCheck" as const, beruf: "Angestellte:r", einkommen: "6667", note: "PKV-Rechner: versicherungsfrei 2026" };

  it("starts a draft at step 1 when there is none", () => {
    expect(mergeHandover(null, handover)).toEqual({
      step: 1,
      enquiry: { ...EMPTY_ENQUIRY, beruf: "Angestellte:r", einkommen: "6667", hinweisWechsel: "PKV-Rechner: versicherungsfrei 2026" },
    });
  });

  it("keeps what the visitor typed and the step, fills the occupation only when empty, replaces income and that calculator's note, keeps the others'", () => {
    const draft = {
      step: 3 as const,
      enquiry: {
        ...EMPTY_ENQUIRY,
        name: "Erika Musterfrau",
        age: "41",
        beruf: "Ärztin",
        einkommen: "5000",
        versicherungsart: "komfort",
        hinweisWechsel: "PKV-Rechner 2025: alt",
        hinweisGkv: "GKV-Rechner 2026: bleibt",
      },
    };
    expect(mergeHandover(draft, handover)).toEqual({
      step: 3,
      enquiry: {
        ...EMPTY_ENQUIRY,
        name: "Erika Musterfrau",
        age: "41",
        beruf: "Ärztin",
        einkommen: "6667",
        versicherungsart: "komfort",
        hinweisWechsel: "PKV-Rechner: versicherungsfrei 2026",
        hinweisGkv: "GKV-Rechner 2026: bleibt",
      },
    });
    expect(mergeHandover({ ...draft, enquiry: { ...draft.enquiry, beruf: "  " } }, handover).enquiry.beruf).toBe("Angestellte:r");
    expect(mergeHandover(draft, { from: "beihilfe", note: "x" }).enquiry.einkommen).toBe("5000");
    expect(mergeHandover(draft, { from: "beihilfe", note: "x" }).enquiry).toMatchObject({
      hinweisWechsel: "PKV-Rechner 2025: alt",
      hinweisGkv: "GKV-Rechner 2026: bleibt",
      hinweisBeihilfe: "x",
    });
  });

  it("cleans the note into one line", () => {
    expect(mergeHandover(null, { from: "gkv", note: "Zeile 1\nZeile 2" }).enquiry.hinweisGkv).toBe("Zeile 1 Zeile 2");
  });
});
