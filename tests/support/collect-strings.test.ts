import { describe, expect, it } from "vitest";
import { collectStrings } from "./collect-strings";

describe("collectStrings", () => {
  it("finds strings in nested objects and arrays with their paths", () => {
    const content = { title: "Titel", cards: [{ icon: "star", points: ["a", "b"] }], count: 3 };
    expect(collectStrings(content)).toEqual([
      { path: "title", text: "Titel" },
      { path: "cards[0].icon", text: "star" },
      { path: "cards[0].points[0]", text: "a" },
      { path: "cards[0].points[1]", text: "b" },
    ]);
  });

  it("skips keys that hold identifiers, not copy", () => {
    expect(collectStrings({ slug: "aerzte", icon: "star", text: "Ja" }, { skipKeys: ["slug", "icon"] })).toEqual([{ path: "text", text: "Ja" }]);
  });

  it("checks copy templates with a sample argument", () => {
    const toast = { description: (name: string) => `Ihre Anfrage wird an ${name} gesendet.` };
    expect(collectStrings(toast, { sampleArgument: "Max" })).toEqual([{ path: "description()", text: "Ihre Anfrage wird an Max gesendet." }]);
    expect(collectStrings(toast)).toEqual([]);
  });
});

describe("collectStrings with functions that are no templates", () => {
  it("skips a one-argument function that throws on the sample", () => {
    const lookup = (address: { city: string }) => {
      if (!address.city) throw new Error("no city");
      return address.city;
    };
    expect(collectStrings({ lookup, text: "Ja" }, { sampleArgument: "Beispiel" })).toEqual([{ path: "text", text: "Ja" }]);
  });
});
