import { describe, expect, it } from "vitest";
import { articlesByTerm, termSlugsIn } from "./article-terms";

describe("glossary terms used by an article", () => {
  it("finds each <Term slug> once, in order of first use, with either quote", () => {
    const source = `Die <Term slug="basistarif">Basistarif</Term>-Regeln, der <Term slug='kvdr'>KVdR</Term> und wieder <Term slug="basistarif">Basistarif</Term>.`;
    expect(termSlugsIn(source)).toEqual(["basistarif", "kvdr"]);
  });

  it("ignores the word Term without the element and a component of another name", () => {
    expect(termSlugsIn(`Der Term „slug“ und <Figure name="versicherungspflichtgrenze" /> und <Terminal slug="x" />`)).toEqual([]);
  });

  it("lists the articles per term", () => {
    const map = articlesByTerm([
      { id: "a", body: `<Term slug="wartezeit">Wartezeit</Term>` },
      { id: "b", body: `<Term slug="wartezeit">Wartezeiten</Term> <Term slug="selbstbehalt">Selbstbehalt</Term>` },
    ]);
    expect(Object.fromEntries(map)).toEqual({ wartezeit: ["a", "b"], selbstbehalt: ["b"] });
  });
});
