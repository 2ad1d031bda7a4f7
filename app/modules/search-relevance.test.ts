import { describe, expect, it } from "vitest";
import { MAX_GLOSSARY_HITS, isRelevantMatch, searchHits, type SearchHitData } from "./search-relevance";

/** Locations of the given words in a content string (Pagefind indexes `content` split on whitespace). */
function at(content: string, ...words: string[]): number[] {
  const tokens = content.split(/\s+/);
  return words.map((word) => tokens.indexOf(word));
}

describe("isRelevantMatch", () => {
  // The words Pagefind matched on the built site (decision 0044): its shortened fallbacks.
  it.each([
    ["xyzzy", "Anlage X zum Gesetz", "X"],
    ["English", "der Spielraum ist eng, sehr eng", "eng,"],
    ["English", "in engen Grenzen", "engen"],
    ["asdf", "a) der Beitrag", "a)"],
    ["Zahnarzt", "z. B. 40 %", "z."],
  ])("drops „%s“ matched as „%s“", (query, content, word) => {
    expect(isRelevantMatch(query, content, at(content, word))).toBe(false);
  });

  it.each([
    ["PKV", "die PKV-Beiträge sinken", "PKV-Beiträge"],
    ["PKV", "(siehe %PKV:)", "%PKV:)"],
    ["Beihilfe", "ein beihilfekonformer Tarif", "beihilfekonformer"],
    ["Jahresarbeitsentgeltgrenze", "die Grenze (Jahresarbeitsentgeltgrenze) liegt", "(Jahresarbeitsentgeltgrenze)"],
    ["Beiträge", "der Beitrag steigt", "Beitrag"],
    ["Möglichkeiten", "es ist möglich", "möglich"],
    ["Ärzte", "für Arzt und Ärztin", "Arzt"],
    ["§ 204", "nach § 204 VVG", "204"],
  ])("keeps „%s“ matched as „%s“", (query, content, word) => {
    expect(isRelevantMatch(query, content, at(content, word))).toBe(true);
  });

  it("wants every word of the query answered", () => {
    const content = "PKV für Beamte und X";
    expect(isRelevantMatch("PKV Beamte", content, at(content, "PKV", "Beamte"))).toBe(true);
    expect(isRelevantMatch("PKV xyzzy", content, at(content, "PKV", "X"))).toBe(false);
  });

  it("finds nothing for an empty query or no locations", () => {
    expect(isRelevantMatch("  ", "PKV", [0])).toBe(false);
    expect(isRelevantMatch("PKV", "PKV", [])).toBe(false);
  });
});

const glossaryContent = "Glossar Einleitung Beihilfe Die Beihilfe zahlt Pauschale Beihilfe Statt Beihilfe ein Zuschuss Selbstbehalt Was Beihilfe nicht zahlt";
const words = glossaryContent.split(" ");
const loc = (index: number) => index;

function glossaryData(overrides: Partial<SearchHitData> = {}): SearchHitData {
  return {
    url: "/glossar/",
    excerpt: "page excerpt",
    content: glossaryContent,
    locations: [2, 4, 7, 9, 14],
    meta: { title: "Glossar" },
    anchors: [
      { element: "h1", id: "glossar-titel", text: "Glossar", location: loc(0) },
      { element: "section", id: "beihilfe", text: "", location: loc(2) },
      { element: "h2", id: "beihilfe-titel", text: "Beihilfe", location: loc(2) },
      { element: "section", id: "pauschale-beihilfe", text: "", location: loc(6) },
      { element: "h2", id: "pauschale-beihilfe-titel", text: "Pauschale Beihilfe", location: loc(6) },
      { element: "section", id: "selbstbehalt", text: "", location: loc(12) },
      { element: "h2", id: "selbstbehalt-titel", text: "Selbstbehalt", location: loc(12) },
    ],
    sub_results: [
      { title: "Beihilfe", url: "/glossar/#beihilfe-titel", locations: [2, 4], excerpt: "b", anchor: { element: "h2", id: "beihilfe-titel", location: 2 } },
      {
        title: "Pauschale Beihilfe",
        url: "/glossar/#pauschale-beihilfe-titel",
        locations: [7, 9],
        excerpt: "p",
        anchor: { element: "h2", id: "pauschale-beihilfe-titel", location: 6 },
      },
      {
        title: "Selbstbehalt",
        url: "/glossar/#selbstbehalt-titel",
        locations: [11, 13, 14],
        excerpt: "s",
        anchor: { element: "h2", id: "selbstbehalt-titel", location: 12 },
      },
    ],
    ...overrides,
  };
}

describe("searchHits", () => {
  it("links a page's hit to the page", () => {
    const content = "Beihilfe für Beamte";
    const data = { ...glossaryData(), url: "/pkv-beamte/", content, locations: [0], meta: { title: "PKV für Beamte" }, excerpt: "e" };
    expect(searchHits("Beihilfe", data, "/glossar")).toEqual([{ href: "/pkv-beamte/", title: "PKV für Beamte", excerpt: "e" }]);
  });

  it("drops a page whose matches are not the query's words", () => {
    const content = "Anlage X";
    const data = { ...glossaryData(), url: "/ratgeber/steuer/", content, locations: [1] };
    expect(searchHits("xyzzy", data, "/glossar")).toEqual([]);
  });

  it("turns the glossary's hit into one hit per term, linked to the term's section, named terms first", () => {
    expect(words[2]).toBe("Beihilfe");
    const hits = searchHits("Beihilfe", glossaryData(), "/glossar");
    expect(hits.map((hit) => hit.href)).toEqual(["/glossar#beihilfe", "/glossar#pauschale-beihilfe", "/glossar#selbstbehalt"]);
    expect(hits[0]).toEqual({ href: "/glossar#beihilfe", title: "Beihilfe", excerpt: "b", term: "Beihilfe" });
  });

  it("lists at most MAX_GLOSSARY_HITS terms", () => {
    const many = Array.from({ length: MAX_GLOSSARY_HITS + 2 }, (_, index) => glossaryData().sub_results[index % 3]);
    expect(searchHits("Beihilfe", glossaryData({ sub_results: many }), "/glossar")).toHaveLength(MAX_GLOSSARY_HITS);
  });

  it("keeps the glossary page itself when only its introduction matches", () => {
    const data = glossaryData({
      locations: [1],
      sub_results: [
        { title: "Glossar", url: "/glossar/#glossar-titel", locations: [1], excerpt: "i", anchor: { element: "h1", id: "glossar-titel", location: 0 } },
      ],
    });
    expect(searchHits("Einleitung", data, "/glossar")).toEqual([{ href: "/glossar/", title: "Glossar", excerpt: "page excerpt" }]);
  });
});
