import { describe, expect, it } from "vitest";
import { FICTIONAL_2027, FIXTURE_2026 } from "../../tests/fixtures/figures";
import { incomeHint, type IncomeFacts, type IncomeHintCopy } from "./income-hint";
import { englishIncomeHint } from "./income-hint-en";

const facts = (name: string) => (f: IncomeFacts) => `${name} ${f.monthly} ${f.annual} ${f.threshold} ${f.year} ${f.nextYear} ${f.nextThreshold ?? "-"}`;
const COPY: IncomeHintCopy = {
  above: { nextUnpublished: facts("above-unpublished"), nextExceeded: facts("above-exceeded"), nextNotExceeded: facts("above-not-exceeded") },
  at: facts("at"),
  below: facts("below"),
  note: "note",
};

describe("englishIncomeHint", () => {
  it("chooses the template the German hint chooses, for the same income typed either way", () => {
    for (const [english, german] of [
      ["5,000", "5.000"],
      ["9,000.50", "9.000,50"],
      ["6450", "6450"],
    ]) {
      for (const next of [null, FICTIONAL_2027]) {
        const en = englishIncomeHint(english, FIXTURE_2026, next, COPY);
        const de = incomeHint(german, FIXTURE_2026, next, COPY);
        expect(en?.comparison, english).toBe(de?.comparison);
        expect(en?.text.split(" ")[0]).toBe(de?.text.split(" ")[0]);
      }
    }
  });

  it("writes the amounts in English formats", () => {
    const hint = englishIncomeHint("5,000", FIXTURE_2026, null, COPY)!;
    expect(hint.text).toContain("€5,000 €60,000");
    expect(hint.text).not.toMatch(/\d\.\d{3}/);
  });

  it("gives nothing while the income cannot be read", () => {
    expect(englishIncomeHint("abc", FIXTURE_2026, null, COPY)).toBeNull();
    expect(englishIncomeHint("", FIXTURE_2026, null, COPY)).toBeNull();
  });
});
