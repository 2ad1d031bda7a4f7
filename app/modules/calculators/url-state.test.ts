import { describe, expect, it } from "vitest";
import { MAX_PARAM_LENGTH, calculatorLink, inputParams, readCalculatorParams, withCalculatorParams } from "./url-state";

describe("readCalculatorParams", () => {
  it("reads only the calculator's own parameters, decoded and trimmed", () => {
    expect(readCalculatorParams("?pkv-wechsel-gehalt=85.000&gkv-beitrag-gehalt=7000&pkv-wechsel-jahr=2026&x=1", "pkv-wechsel")).toEqual({
      "pkv-wechsel-gehalt": "85.000",
      "pkv-wechsel-jahr": "2026",
    });
    expect(readCalculatorParams("?gkv-beitrag-zusatzbeitrag=2%2C9+%25", "gkv-beitrag")).toEqual({ "gkv-beitrag-zusatzbeitrag": "2,9 %" });
  });

  it("ignores empty and overlong values and a prefix that is only part of a name", () => {
    expect(readCalculatorParams(`?pkv-wechsel-gehalt=&pkv-wechsel-x=${"9".repeat(MAX_PARAM_LENGTH + 1)}&pkv-wechselgehalt=1`, "pkv-wechsel")).toEqual({});
  });
});

describe("withCalculatorParams", () => {
  it("replaces the calculator's parameters and keeps the others", () => {
    expect(withCalculatorParams("?gkv-beitrag-alter=40&pkv-wechsel-gehalt=1", "pkv-wechsel", { "pkv-wechsel-gehalt": "85.000" })).toBe(
      "?gkv-beitrag-alter=40&pkv-wechsel-gehalt=85.000",
    );
  });

  it("leaves empty values out and gives an empty string when nothing is left", () => {
    expect(withCalculatorParams("?pkv-wechsel-gehalt=1", "pkv-wechsel", { "pkv-wechsel-gehalt": " " })).toBe("");
  });

  it("round-trips any text through the address", () => {
    const params = { "gkv-beitrag-gehalt": "7.083,50 €", "gkv-beitrag-zusatzbeitrag": "2,9 %", "gkv-beitrag-kinder": "1 & 2?" };
    expect(readCalculatorParams(withCalculatorParams("", "gkv-beitrag", params), "gkv-beitrag")).toEqual(params);
  });
});

describe("calculatorLink", () => {
  it("opens the page at the calculator with exactly its input", () => {
    expect(calculatorLink("https://example.org", "/pkv-rechner", "pkv-wechsel", { "pkv-wechsel-jahr": "2026", "pkv-wechsel-gehalt": "85.000" })).toBe(
      "https://example.org/pkv-rechner?pkv-wechsel-jahr=2026&pkv-wechsel-gehalt=85.000#pkv-wechsel",
    );
  });
});

describe("inputParams", () => {
  const year = ["pkv-wechsel-jahr", "2026"] as const;

  it("is empty while nothing was entered, whatever year is chosen", () => {
    expect(
      inputParams(year, [
        ["pkv-wechsel-gehalt", "", ""],
        ["pkv-wechsel-beschaeftigung", "angestellt", "angestellt"],
      ]),
    ).toEqual({});
  });

  it("holds what differs from the prerendered form, and then the year", () => {
    expect(
      inputParams(year, [
        ["pkv-wechsel-gehalt", "85.000", ""],
        ["pkv-wechsel-beschaeftigung", "angestellt", "angestellt"],
        ["pkv-wechsel-stelle", "neu", "bestehend"],
      ]),
    ).toEqual({ "pkv-wechsel-jahr": "2026", "pkv-wechsel-gehalt": "85.000", "pkv-wechsel-stelle": "neu" });
  });
});
