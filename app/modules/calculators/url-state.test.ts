import { describe, expect, it } from "vitest";
import {
  MAX_PARAM_LENGTH,
  calculatorLink,
  calculatorState,
  inputParams,
  joinFragment,
  moveToFragment,
  readCalculatorParams,
  readFragmentParams,
  splitFragment,
  withFragmentParams,
} from "./url-state";

describe("readCalculatorParams", () => {
  it("reads only the calculator's own parameters, decoded and trimmed", () => {
    expect(readCalculatorParams("?pkv-wechsel-gehalt=85.000&gkv-beitrag-gehalt=7000&pkv-wechsel-jahr=2026&x=1", "pkv-wechsel")).toEqual({
      "pkv-wechsel-gehalt": "85.000",
      "pkv-wechsel-jahr": "2026",
    });
    expect(readCalculatorParams("gkv-beitrag-zusatzbeitrag=2%2C9+%25", "gkv-beitrag")).toEqual({ "gkv-beitrag-zusatzbeitrag": "2,9 %" });
  });

  it("ignores empty and overlong values and a prefix that is only part of a name", () => {
    expect(readCalculatorParams(`pkv-wechsel-gehalt=&pkv-wechsel-x=${"9".repeat(MAX_PARAM_LENGTH + 1)}&pkv-wechselgehalt=1`, "pkv-wechsel")).toEqual({});
  });
});

describe("the fragment: anchor, „?“, input", () => {
  it("splits at the first „?“, with or without the „#“; a fragment without one is only an anchor", () => {
    expect(splitFragment("#gkv-beitrag?gkv-beitrag-gehalt=7.250&gkv-beitrag-alter=40")).toEqual({
      anchor: "gkv-beitrag",
      state: "gkv-beitrag-gehalt=7.250&gkv-beitrag-alter=40",
    });
    expect(splitFragment("#?pkv-wechsel-gehalt=85.000")).toEqual({ anchor: "", state: "pkv-wechsel-gehalt=85.000" });
    expect(splitFragment("pkv-wechsel")).toEqual({ anchor: "pkv-wechsel", state: "" });
    expect(splitFragment("")).toEqual({ anchor: "", state: "" });
    expect(splitFragment("#a?b=1?2")).toEqual({ anchor: "a", state: "b=1?2" });
  });

  it("joins back, and is empty when neither anchor nor input is left", () => {
    expect(joinFragment("gkv-beitrag", "gkv-beitrag-alter=40")).toBe("#gkv-beitrag?gkv-beitrag-alter=40");
    expect(joinFragment("", "gkv-beitrag-alter=40")).toBe("#?gkv-beitrag-alter=40");
    expect(joinFragment("gkv-beitrag", "")).toBe("#gkv-beitrag");
    expect(joinFragment("", "")).toBe("");
  });

  it("reads a calculator's parameters from the input, never from the anchor", () => {
    expect(readFragmentParams("#pkv-wechsel?pkv-wechsel-gehalt=85.000&gkv-beitrag-alter=40", "pkv-wechsel")).toEqual({ "pkv-wechsel-gehalt": "85.000" });
    expect(readFragmentParams("#pkv-wechsel", "pkv-wechsel")).toEqual({});
    expect(readFragmentParams("#pkv-wechsel-gehalt=85.000", "pkv-wechsel")).toEqual({});
  });
});

describe("withFragmentParams", () => {
  it("replaces the calculator's parameters and keeps the anchor and the other calculator's", () => {
    expect(withFragmentParams("#gkv-beitrag?gkv-beitrag-alter=40&pkv-wechsel-gehalt=1", "pkv-wechsel", { "pkv-wechsel-gehalt": "85.000" })).toBe(
      "#gkv-beitrag?gkv-beitrag-alter=40&pkv-wechsel-gehalt=85.000",
    );
  });

  it("adds the input after a plain anchor, or after an empty one", () => {
    expect(withFragmentParams("#pkv-wechsel", "pkv-wechsel", { "pkv-wechsel-gehalt": "85.000" })).toBe("#pkv-wechsel?pkv-wechsel-gehalt=85.000");
    expect(withFragmentParams("", "pkv-wechsel", { "pkv-wechsel-gehalt": "85.000" })).toBe("#?pkv-wechsel-gehalt=85.000");
  });

  it("leaves empty values out; with no input left the anchor stays alone, or nothing does", () => {
    expect(withFragmentParams("#pkv-wechsel?pkv-wechsel-gehalt=1", "pkv-wechsel", { "pkv-wechsel-gehalt": " " })).toBe("#pkv-wechsel");
    expect(withFragmentParams("#?pkv-wechsel-gehalt=1", "pkv-wechsel", {})).toBe("");
  });

  it("round-trips any text through the fragment", () => {
    const params = { "gkv-beitrag-gehalt": "7.083,50 €", "gkv-beitrag-zusatzbeitrag": "2,9 %", "gkv-beitrag-kinder": "1 & 2?#" };
    const hash = withFragmentParams("#gkv-beitrag", "gkv-beitrag", params);
    expect(splitFragment(hash).anchor).toBe("gkv-beitrag");
    // What a browser keeps of it: the URL parser leaves these characters in a fragment as they are.
    expect(new URL(`https://example.org/${hash}`).hash).toBe(hash);
    expect(readFragmentParams(hash, "gkv-beitrag")).toEqual(params);
  });
});

describe("calculatorState and calculatorLink", () => {
  it("give exactly this calculator's input", () => {
    expect(calculatorState("pkv-wechsel", { "pkv-wechsel-jahr": "2026", "pkv-wechsel-gehalt": "85.000" })).toBe(
      "pkv-wechsel-jahr=2026&pkv-wechsel-gehalt=85.000",
    );
    expect(calculatorState("pkv-wechsel", {})).toBe("");
  });

  it("opens the page at the calculator with exactly its input, all of it in the fragment", () => {
    const link = calculatorLink("https://example.org", "/pkv-rechner", "pkv-wechsel", { "pkv-wechsel-jahr": "2026", "pkv-wechsel-gehalt": "85.000" });
    expect(link).toBe("https://example.org/pkv-rechner#pkv-wechsel?pkv-wechsel-jahr=2026&pkv-wechsel-gehalt=85.000");
    expect(new URL(link).search).toBe("");
  });
});

describe("moveToFragment", () => {
  const prefixes = ["pkv-wechsel", "gkv-beitrag"];

  it("moves an old link's input from the query behind its anchor and keeps other parameters in the query", () => {
    expect(moveToFragment("?quelle=newsletter&gkv-beitrag-jahr=2026&gkv-beitrag-gehalt=7.250", "#gkv-beitrag", prefixes)).toEqual({
      search: "?quelle=newsletter",
      hash: "#gkv-beitrag?gkv-beitrag-jahr=2026&gkv-beitrag-gehalt=7.250",
    });
  });

  it("moves every calculator's input at once; without an anchor the fragment starts with „?“", () => {
    expect(moveToFragment("?pkv-wechsel-gehalt=85.000&gkv-beitrag-alter=40", "", prefixes)).toEqual({
      search: "",
      hash: "#?pkv-wechsel-gehalt=85.000&gkv-beitrag-alter=40",
    });
  });

  it("keeps the fragment's input of a calculator over the query's, and adds the other's", () => {
    expect(moveToFragment("?pkv-wechsel-gehalt=1&gkv-beitrag-alter=40", "#pkv-wechsel?pkv-wechsel-gehalt=85.000", prefixes)).toEqual({
      search: "",
      hash: "#pkv-wechsel?pkv-wechsel-gehalt=85.000&gkv-beitrag-alter=40",
    });
  });

  it("is null when the query holds no calculator's input", () => {
    expect(moveToFragment("?quelle=newsletter&pkv-wechselgehalt=1", "#pkv-wechsel", prefixes)).toBeNull();
    expect(moveToFragment("", "#?pkv-wechsel-gehalt=1", prefixes)).toBeNull();
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
