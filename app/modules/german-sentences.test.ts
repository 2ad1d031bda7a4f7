import { describe, expect, it } from "vitest";
import { comparableWords, splitSentences } from "./german-sentences";

describe("splitSentences", () => {
  it("splits at full stops, question and exclamation marks before a new sentence", () => {
    expect(splitSentences("Ja. Das geht. Wirklich? Ja! Gut.")).toEqual(["Ja.", "Das geht.", "Wirklich?", "Ja!", "Gut."]);
  });

  it("does not split after legal abbreviations and § citations", () => {
    const text = "Das regelt §\u00a06 Abs.\u00a04 SGB\u00a0V. Auch § 10 Abs. 1 Nr. 3 EStG gilt. Danach kommt mehr.";
    expect(splitSentences(text)).toEqual(["Das regelt §\u00a06 Abs.\u00a04 SGB\u00a0V.", "Auch § 10 Abs. 1 Nr. 3 EStG gilt.", "Danach kommt mehr."]);
  });

  it("does not split after z.\u00a0B., ggf., bzw. or ca.", () => {
    const text = "Sonderzahlungen, z.\u00a0B. Weihnachtsgeld, zählen mit. Ggf. Kosten fallen an, bzw. Gebühren. Es dauert ca. Zwei Wochen.";
    expect(splitSentences(text)).toEqual([
      "Sonderzahlungen, z.\u00a0B. Weihnachtsgeld, zählen mit.",
      "Ggf. Kosten fallen an, bzw. Gebühren.",
      "Es dauert ca. Zwei Wochen.",
    ]);
    expect(splitSentences("Das gilt z. B. Bei Ärzten. Sonst nicht.")).toEqual(["Das gilt z. B. Bei Ärzten.", "Sonst nicht."]);
    expect(splitSentences("Das zahlen ggf. Angehörige. Sonst nicht.")).toEqual(["Das zahlen ggf. Angehörige.", "Sonst nicht."]);
  });

  it("does not split after ordinals, with or without a no-break space", () => {
    const text = "Der Zuschlag gilt vom 21. bis zum 60. Lebensjahr. Ab dem 43.\u00a0Tag zahlt der Versicherer. Wählbar sind der 4., 8. oder 15. Tag.";
    expect(splitSentences(text)).toEqual([
      "Der Zuschlag gilt vom 21. bis zum 60. Lebensjahr.",
      "Ab dem 43.\u00a0Tag zahlt der Versicherer.",
      "Wählbar sind der 4., 8. oder 15. Tag.",
    ]);
  });

  it("splits after a year or an amount that ends a sentence", () => {
    expect(splitSentences("Die Grenze gilt seit 2026. Sie beträgt 77.400\u00a0€. Mehr nicht.")).toEqual([
      "Die Grenze gilt seit 2026.",
      "Sie beträgt 77.400\u00a0€.",
      "Mehr nicht.",
    ]);
  });

  it("splits after a closing bracket or quote", () => {
    expect(splitSentences("Das steht im Gesetz (§\u00a06 SGB\u00a0V). Tippen Sie auf „Senden.“ Fertig.")).toEqual([
      "Das steht im Gesetz (§\u00a06 SGB\u00a0V).",
      "Tippen Sie auf „Senden.“",
      "Fertig.",
    ]);
  });

  it("keeps a text without final punctuation as one sentence", () => {
    expect(splitSentences("Wechsel jederzeit möglich")).toEqual(["Wechsel jederzeit möglich"]);
    expect(splitSentences("   ")).toEqual([]);
  });
});

describe("comparableWords", () => {
  it("ignores case, punctuation and the kind of space", () => {
    expect(comparableWords("Ab dem 43.\u00a0Tag – zahlt: „der“ Versicherer!")).toEqual(["ab", "dem", "43", "tag", "zahlt", "der", "versicherer"]);
    expect(comparableWords("40\u00a0% nach §\u00a0149 VAG")).toEqual(["40", "%", "nach", "§", "149", "vag"]);
  });
});
