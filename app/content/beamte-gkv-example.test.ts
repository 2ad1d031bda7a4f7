import { describe, expect, it } from "vitest";
import { typographyProblems } from "../../tests/support/german-typography";
import { FICTIONAL_2027, FIXTURE_2026 } from "../../tests/fixtures/figures";
import { beamteGkvExampleContent, beamteGkvExampleFigures } from "./beamte-gkv-example";
import { groupContents } from "./professions";

const NBSP = "\u00a0";
const text = (figures: typeof FIXTURE_2026) => {
  const content = beamteGkvExampleContent(figures);
  return [content.heading, ...content.paragraphs, content.conditionsIntro, ...content.conditions, content.disclaimer].join(" ");
};

describe("the civil servants' GKV example", () => {
  it("2026 by hand: 5.812,50 € × 16,9 % = 982,31 €, × 2,4 % = 139,50 €, alone 1.121,81 €; pauschale Beihilfe 491,16 €, leaving 630,65 €", () => {
    const all = text(FIXTURE_2026);
    for (const figure of [
      `14${NBSP}%`,
      `16,9${NBSP}%`,
      `1,8${NBSP}%`,
      `2,4${NBSP}%`,
      `5.812,50${NBSP}€`,
      `982,31${NBSP}€`,
      `139,50${NBSP}€`,
      `1.121,81${NBSP}€`,
      `491,16${NBSP}€`,
      `630,65${NBSP}€`,
    ]) {
      expect(all).toContain(figure);
    }
    expect(all).toContain("Ohne pauschale Beihilfe");
    expect(all).toContain("Mit pauschaler Beihilfe");
    expect(all).toContain(`§${NBSP}243 SGB${NBSP}V`);
  });

  it("follows the figures: the fictional 2027 row (BBG 6.037,50 €, 14 % + 3,1 %, Pflege 3,8 %)", () => {
    // 6.037,50 × 17,1 % = 1.032,4125 → 1.032,41; × 2,5 % = 150,9375 → 150,94; half the KV 516,205 → 516,21.
    expect(beamteGkvExampleFigures(FICTIONAL_2027)).toEqual([
      `14${NBSP}%`,
      `17,1${NBSP}%`,
      `1,9${NBSP}%`,
      `2,5${NBSP}%`,
      `6.037,50${NBSP}€`,
      `1.032,41${NBSP}€`,
      `150,94${NBSP}€`,
      `1.183,35${NBSP}€`,
      `516,21${NBSP}€`,
      `667,14${NBSP}€`,
    ]);
    expect(text(FICTIONAL_2027)).toContain("Rechenbeispiel 2027");
  });

  it("is written in German typography and set on every page whose file asks for it (gkvExample: beamte)", () => {
    expect(typographyProblems(text(FIXTURE_2026))).toEqual([]);
    for (const content of Object.values(groupContents).filter((page) => page.gkvExample)) {
      expect(content.gkvExample?.heading, content.slug).toMatch(/^Rechenbeispiel \d{4}: was Sie als Beamt:in in der gesetzlichen Krankenversicherung zahlen$/);
    }
  });
});
