import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholdersIn } from "./copy-placeholders";

const values = { jahr: "2026", "wert:versicherungspflichtgrenze": "77.400\u00a0€", rolle: "Makler" };

describe("placeholders in copy", () => {
  it("fills every placeholder the vocabulary knows", () => {
    expect(fillPlaceholders("Grenze {jahr}: {wert:versicherungspflichtgrenze}, sagt Ihr {rolle}.", values)).toEqual({
      text: "Grenze 2026: 77.400\u00a0€, sagt Ihr Makler.",
      unknown: [],
    });
  });

  it("names the placeholders it does not know and leaves the text as it was", () => {
    expect(fillPlaceholders("{jahr} und {wert:grenze} und {Jahr}", values)).toEqual({
      text: "{jahr} und {wert:grenze} und {Jahr}",
      unknown: ["wert:grenze", "Jahr"],
    });
  });

  it("leaves braces that are no placeholder alone", () => {
    expect(placeholdersIn("Formel {a + b} oder { jahr } oder {1}")).toEqual([]);
    expect(fillPlaceholders("ohne Platzhalter", values)).toEqual({ text: "ohne Platzhalter", unknown: [] });
  });

  it("lists each placeholder once, in order", () => {
    expect(placeholdersIn("{rolle} {jahr} {rolle}")).toEqual(["rolle", "jahr"]);
  });
});
