import { describe, expect, it } from "vitest";
import { insurerChoiceWords } from "./insurer-choice";

const three = ["Elbland Krankenversicherung AG", "Lausitzer Private Kranken a. G.", "Vogtland Gesundheit Versicherung AG"];
const many = Array.from({ length: 25 }, (_, index) => `Versicherer ${index + 1}`);

describe("the words for the insurers compared follow the basis and the list (§ 60 VVG)", () => {
  it.each([
    ["a sufficient number, no list", { adviceBasis: "hinreichende-zahl" }, "vieler Versicherer"],
    ["a sufficient number with its list", { adviceBasis: "hinreichende-zahl", insurersCompared: many }, "von 25 Versicherern"],
    [
      "a restricted selection of three",
      { adviceBasis: "eingeschraenkte-auswahl", insurersCompared: three },
      "einer eingeschränkten Auswahl von drei Versicherern",
    ],
    ["a restricted selection of one", { adviceBasis: "eingeschraenkte-auswahl", insurersCompared: three.slice(0, 1) }, "eines einzigen Versicherers"],
    ["no basis (the demo)", {}, "mehrerer Versicherer"],
    ["no basis, with a list", { insurersCompared: three }, "von drei Versicherern"],
  ] as const)("%s", (_case, config, words) => {
    expect(insurerChoiceWords(config)).toBe(words);
  });

  it("never claims many beside a list, whatever the basis", () => {
    for (const adviceBasis of [undefined, "hinreichende-zahl", "eingeschraenkte-auswahl"] as const) {
      expect(insurerChoiceWords({ adviceBasis, insurersCompared: three })).not.toMatch(/viel|zahlreich/);
    }
  });
});
