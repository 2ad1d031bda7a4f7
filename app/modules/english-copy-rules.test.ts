import { describe, expect, it } from "vitest";
import { englishCopyProblems, typesetEnglish } from "./english-copy-rules";

const context = { brokerName: "Fonds Finanz" };

describe("English copy rules (docs/decisions/0073)", () => {
  it("sets English quotes, apostrophes and dashes", () => {
    expect(typesetEnglish(`The "Beihilfe" - your employer's share`)).toBe("The \u201cBeihilfe\u201d \u2013 your employer\u2019s share");
  });

  it("lets a plain, true sentence stand", () => {
    expect(englishCopyProblems("Above €77,400 a year you may choose private cover; the rate is 14.6%.", context)).toEqual([]);
    expect(englishCopyProblems("Your contribution is calculated independently of your income.", context)).toEqual([]);
  });

  it("refuses German typography in English text", () => {
    expect(englishCopyProblems("„Anwartschaft“ keeps the way back", context)).toHaveLength(1);
    expect(englishCopyProblems("The limit is 77.400 €.", context).length).toBeGreaterThan(0);
    expect(englishCopyProblems("The rate is 14,6%.", context)).toHaveLength(1);
  });

  it("refuses superlatives, promised savings and a voice that is not the adviser's", () => {
    expect(englishCopyProblems("The best tariff for you.", context)).toHaveLength(1);
    expect(englishCopyProblems("Save up to €3,000 a year.", context)).toHaveLength(1);
    expect(englishCopyProblems("Switching makes you 30% cheaper.", context)).toHaveLength(1);
    expect(englishCopyProblems("We compare tariffs for you.", context)).toHaveLength(1);
    expect(englishCopyProblems("I am an independent broker.", context)).toHaveLength(1);
    expect(englishCopyProblems("I am independent: not tied to any insurer, working with Fonds Finanz.", context)).toEqual([]);
  });
});
