import { describe, expect, it } from "vitest";
import { ARTICLE_TOPICS, type ArticleTopic } from "./ratgeber-schema";
import { articlesByTopic, definitionText, glossaryIndex } from "./guide-index";

const term = (id: string, word: string, body = "") => ({ id, body, data: { term: word } });
const article = (id: string, title: string, topic: ArticleTopic, body = "") => ({ id, body, data: { title, topic } });

describe("glossaryIndex", () => {
  const terms = [
    term("zusatzbeitrag", "Zusatzbeitrag"),
    term("oeffnungsaktion", "Öffnungsaktion"),
    term("beihilfe", "Beihilfe"),
    term("arbeitgeber", "arbeitgeberzuschuss"),
  ];
  const articles = [
    article("b", "Zweiter Artikel", ARTICLE_TOPICS[0], "Text <Term slug=\"beihilfe\">Beihilfe</Term> und <Term slug='zusatzbeitrag'>x</Term>"),
    article("a", "Erster Artikel", ARTICLE_TOPICS[0], '<Term slug="beihilfe">B</Term>'),
  ];
  const index = glossaryIndex(terms, articles, (id) => `/artikel/${id}`);

  it("sorts the terms in German alphabetical order without touching the input", () => {
    expect(index.sorted.map((entry) => entry.id)).toEqual(["arbeitgeber", "beihilfe", "oeffnungsaktion", "zusatzbeitrag"]);
    expect(terms[0]!.id).toBe("zusatzbeitrag");
  });

  it("gives one jump link per initial letter, upper case, to its first term", () => {
    expect(index.letters).toEqual([
      { letter: "A", href: "#arbeitgeber" },
      { letter: "B", href: "#beihilfe" },
      { letter: "Ö", href: "#oeffnungsaktion" },
      { letter: "Z", href: "#zusatzbeitrag" },
    ]);
  });

  it("lists the articles that link a term, in the articles' order, at the page's addresses", () => {
    expect(index.usedIn("beihilfe")).toEqual([
      { href: "/artikel/b", title: "Zweiter Artikel" },
      { href: "/artikel/a", title: "Erster Artikel" },
    ]);
    expect(index.usedIn("zusatzbeitrag")).toEqual([{ href: "/artikel/b", title: "Zweiter Artikel" }]);
    expect(index.usedIn("oeffnungsaktion")).toEqual([]);
  });
});

describe("definitionText", () => {
  it("keeps a link's words, collapses whitespace and trims", () => {
    expect(definitionText("  Siehe [§ 6 SGB V](https://example.org/)\n und  mehr. ")).toBe("Siehe § 6 SGB V und mehr.");
    expect(definitionText(undefined)).toBe("");
  });
});

describe("articlesByTopic", () => {
  const labels = Object.fromEntries(ARTICLE_TOPICS.map((topic) => [topic, { title: `T ${topic}`, intro: `I ${topic}` }])) as Record<
    ArticleTopic,
    { title: string; intro: string }
  >;
  const [first, second] = ARTICLE_TOPICS;

  it("groups by topic in the topics' order, titles sorted, empty topics left out", () => {
    const groups = articlesByTopic([article("x", "Zeta", second!), article("y", "Alpha", second!), article("z", "Mitte", first!)], labels, "de");
    expect(groups.map((group) => [group.topic, group.title, group.intro, group.articles.map((entry) => entry.id)])).toEqual([
      [first, `T ${first}`, `I ${first}`, ["z"]],
      [second, `T ${second}`, `I ${second}`, ["y", "x"]],
    ]);
  });
});
