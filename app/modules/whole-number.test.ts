import { describe, expect, it } from "vitest";
import { isDigitsWithin, parseWholeNumber } from "./whole-number";

describe("parseWholeNumber", () => {
  it("reads plain digits, trimmed, leading zeros allowed", () => {
    expect(parseWholeNumber("30", 3)).toBe(30);
    expect(parseWholeNumber(" 042 ", 3)).toBe(42);
    expect(parseWholeNumber("0", 7)).toBe(0);
    expect(parseWholeNumber("9000", 7)).toBe(9000);
  });

  it("rejects anything that is not plain digits within the cap", () => {
    for (const raw of ["", "   ", "-5", "+5", "1e5", "4.5", "4,5", "5.000", "0x10", "Infinity", "NaN", "٣٠", "30 Jahre"]) {
      expect(parseWholeNumber(raw, 7), raw).toBeNull();
    }
    expect(parseWholeNumber("1234", 3)).toBeNull();
    expect(parseWholeNumber("9".repeat(10_000), 7)).toBeNull();
  });
});

describe("isDigitsWithin", () => {
  it("accepts the empty field and digits up to the cap", () => {
    expect(isDigitsWithin("", 3)).toBe(true);
    expect(isDigitsWithin("123", 3)).toBe(true);
    expect(isDigitsWithin("1234", 3)).toBe(false);
    expect(isDigitsWithin("-5", 3)).toBe(false);
    expect(isDigitsWithin("1e5", 7)).toBe(false);
  });
});
