import { describe, expect, it } from "vitest";
import { wizardFields } from "~/content/wizard";
import { MONTHLY_PAY_RULES } from "./calculators/field-rules";
import { ENQUIRY_AGE_MAX, ENQUIRY_AGE_MIN, ENQUIRY_INCOME_RULES, readAge, readIncomeCents, unreadableMessage } from "./enquiry-numbers";

describe("readIncomeCents", () => {
  it("reads what visitors paste, as the calculators do", () => {
    expect(ENQUIRY_INCOME_RULES).toBe(MONTHLY_PAY_RULES);
    const cases: [string, number][] = [
      ["80.000,50 €", 8_000_050],
      ["7.083", 708_300],
      ["7083", 708_300],
      ["85 000", 8_500_000],
      ["85\u00a0000", 8_500_000],
      ["€ 5.000", 500_000],
      ["5.000 EUR", 500_000],
      ["5000 Euro", 500_000],
      ["  7.083,5  ", 708_350],
      ["7000.5", 700_050],
    ];
    for (const [raw, cents] of cases) expect(readIncomeCents(raw), raw).toEqual({ ok: true, units: cents });
  });

  it("says why it cannot read the rest", () => {
    const cases: [string, string][] = [
      ["", "empty"],
      ["abc", "format"],
      ["85,000,00", "format"],
      ["-7.000", "negative"],
      ["7.083,505", "decimals"],
      ["0", "tooSmall"],
      ["1.000.000,01", "tooLarge"],
    ];
    for (const [raw, problem] of cases) expect(readIncomeCents(raw), raw).toEqual({ ok: false, problem });
  });
});

describe("readAge", () => {
  it("reads whole years from 18 to 80, with or without „Jahre“", () => {
    for (const [raw, years] of [
      ["18", 18],
      ["38", 38],
      [" 38 ", 38],
      ["38 Jahre", 38],
      ["38,0", 38],
      ["80", 80],
    ] as const) {
      expect(readAge(raw), raw).toEqual({ ok: true, units: years });
    }
  });

  it("never reads „38,5“ as 385, and refuses 0, 999 and everything outside the spec's range", () => {
    expect(readAge("38,5")).toEqual({ ok: false, problem: "decimals" });
    expect(readAge("38.5")).toEqual({ ok: false, problem: "decimals" });
    expect(readAge("0")).toEqual({ ok: false, problem: "tooSmall" });
    expect(readAge(String(ENQUIRY_AGE_MIN - 1))).toEqual({ ok: false, problem: "tooSmall" });
    expect(readAge(String(ENQUIRY_AGE_MAX + 1))).toEqual({ ok: false, problem: "tooLarge" });
    expect(readAge("999")).toEqual({ ok: false, problem: "tooLarge" });
    expect(readAge("385")).toEqual({ ok: false, problem: "tooLarge" });
    expect(readAge("-5")).toEqual({ ok: false, problem: "negative" });
    expect(readAge("dreißig")).toEqual({ ok: false, problem: "format" });
  });
});

describe("unreadableMessage", () => {
  it("says in German what the field cannot read, and nothing for an empty or readable field", () => {
    const { age, einkommen } = wizardFields;
    expect(unreadableMessage(readAge("38,5"), age.errors)).toBe(age.errors.decimals);
    expect(age.errors.decimals).toMatch(/ganzen Jahren/);
    expect(unreadableMessage(readAge("999"), age.errors)).toContain(`${ENQUIRY_AGE_MIN} bis ${ENQUIRY_AGE_MAX}`);
    expect(unreadableMessage(readIncomeCents("fünftausend"), einkommen.errors)).toBe("Bitte geben Sie Ihr Einkommen als Zahl in Euro an, z.\u202fB. 5.000.");
    expect(unreadableMessage(readIncomeCents("1.000.000,01"), einkommen.errors)).toBe(
      "Bitte prüfen Sie den Betrag: Das Formular nimmt höchstens 1.000.000\u00a0€ im Monat an.",
    );
    expect(unreadableMessage(readAge(""), age.errors)).toBeNull();
    expect(unreadableMessage(readAge("38"), age.errors)).toBeNull();
    expect(unreadableMessage(readIncomeCents("7.083"), einkommen.errors)).toBeNull();
  });
});
