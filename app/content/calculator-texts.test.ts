import { describe, expect, it } from "vitest";
import { cited, fieldErrors, filled } from "./calculator-texts";

const SOURCE_A = { citation: "§\u00a06 Abs.\u00a06 SGB\u00a0V", url: "https://www.gesetze-im-internet.de/sgb_5/__6.html" };
const SOURCE_B = { citation: "§\u00a08 SGB\u00a0V", url: "https://www.gesetze-im-internet.de/sgb_5/__8.html" };

describe("a calculator text with the values the calculator fills", () => {
  it("fills each value, numbers as they are written", () => {
    expect(filled("Grenze {jahr}: {grenze}", { jahr: 2026, grenze: "77.400\u00a0€" })).toBe("Grenze 2026: 77.400\u00a0€");
  });

  it("links each „{vorschrift}“ to the next source, in order, with the text around it filled", () => {
    expect(cited("Über der Grenze {jahr} ({vorschrift}), befreit ({vorschrift}).", [SOURCE_A, SOURCE_B], { jahr: 2026 })).toEqual([
      "Über der Grenze 2026 (",
      SOURCE_A,
      "), befreit (",
      SOURCE_B,
      ").",
    ]);
  });

  it("leaves no empty text between two links or at either end", () => {
    expect(cited("{vorschrift}, {vorschrift}", [SOURCE_A, SOURCE_B])).toEqual([SOURCE_A, ", ", SOURCE_B]);
    expect(cited("Ohne Link.", [])).toEqual(["Ohne Link."]);
  });

  it("gives a number field's messages the bounds the calculator checks against", () => {
    const errors = fieldErrors(
      { format: "Zahl", negative: "nicht negativ", decimals: "Cent", tooSmall: "ab {mindestalter}", tooLarge: "bis {hoechstalter} Jahre" },
      { mindestalter: 0, hoechstalter: 120 },
    );
    expect(errors).toEqual({ format: "Zahl", negative: "nicht negativ", decimals: "Cent", tooSmall: "ab 0", tooLarge: "bis 120 Jahre" });
  });
});
