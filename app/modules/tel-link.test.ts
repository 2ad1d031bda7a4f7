import { describe, expect, it } from "vitest";
import { exampleAdviser } from "../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../tests/fixtures/second-adviser";
import { telHref } from "./tel-link";

describe("telHref", () => {
  it("puts a plus before the international digits, as RFC 3966 writes a global number", () => {
    expect(telHref("493023125678")).toBe("tel:+493023125678");
  });

  it.each([exampleAdviser, secondAdviser])("links any adviser's configured number", (config) => {
    expect(telHref(config.phone.digits)).toBe(`tel:+${config.phone.digits}`);
  });

  it("refuses a number that would dial wrong or not at all", () => {
    for (const phone of ["", "+493023125678", "03023125678", "49 30 23125678", "4930-231256", "49302312567812345", "abc"]) {
      expect(() => telHref(phone), phone).toThrow(RangeError);
    }
  });
});
