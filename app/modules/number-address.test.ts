import { describe, expect, it } from "vitest";
import { AGE_RULES, ANNUAL_PAY_RULES, CHILDREN_RULES, MONTHLY_PAY_RULES, ZUSATZBEITRAG_RULES } from "./calculators/field-rules";
import { parseEnglishNumber } from "./english-number";
import { parseGermanNumber } from "./german-number";
import { englishFieldFromAddress, englishFieldToAddress } from "./number-address";

describe("the English calculators' numbers in the address", () => {
  it.each([
    ["95,000", ANNUAL_PAY_RULES, "95.000"],
    ["95000", ANNUAL_PAY_RULES, "95.000"],
    ["95,000.50", ANNUAL_PAY_RULES, "95.000,50"],
    ["7,083.33", MONTHLY_PAY_RULES, "7.083,33"],
    ["2.9", ZUSATZBEITRAG_RULES, "2,9"],
    ["2.45%", ZUSATZBEITRAG_RULES, "2,45"],
    ["45", AGE_RULES, "45"],
    ["2", CHILDREN_RULES, "2"],
  ])("writes %j as the German page would: %j", (typed, rules, address) => {
    expect(englishFieldToAddress(typed, rules)).toBe(address);
    // The German page reads the same figure from it as the English page read from what was typed.
    expect(parseGermanNumber(address, rules)).toEqual(parseEnglishNumber(typed, rules));
  });

  it.each([
    ["95.000", ANNUAL_PAY_RULES, "95,000"],
    ["7.250", MONTHLY_PAY_RULES, "7,250"],
    ["7.083,33", MONTHLY_PAY_RULES, "7,083.33"],
    ["2,9", ZUSATZBEITRAG_RULES, "2.9"],
    ["45", AGE_RULES, "45"],
  ])("reads the address's %j into the English field as %j, the same figure", (address, rules, shown) => {
    expect(englishFieldFromAddress(address, rules)).toBe(shown);
    expect(parseEnglishNumber(shown, rules)).toEqual(parseGermanNumber(address, rules));
  });

  it("leaves out a German-looking figure the English field refuses, and keeps other unreadable text as typed", () => {
    expect(englishFieldToAddress("95.000", ANNUAL_PAY_RULES)).toBe("");
    expect(englishFieldToAddress("abc", ANNUAL_PAY_RULES)).toBe("abc");
    expect(englishFieldToAddress("", ANNUAL_PAY_RULES)).toBe("");
    expect(englishFieldFromAddress("abc", ANNUAL_PAY_RULES)).toBe("abc");
  });

  it("converts figures outside a field's bounds too: the field's message says what is wrong", () => {
    expect(englishFieldToAddress("0", ANNUAL_PAY_RULES)).toBe("0");
    expect(englishFieldToAddress("99,000,000", ANNUAL_PAY_RULES)).toBe("99.000.000");
  });
});
