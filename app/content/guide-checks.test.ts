import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import { readGuideFiles } from "../../scripts/build/guide-files";
import { ARTICLE_FILES, GLOSSARY_FILES } from "~/modules/ratgeber-schema";
import { articleFiles, glossaryFiles } from "../../tests/support/guide-copy";
import { expectNoOwnerProblems } from "../../tests/support/owner-problems";
import { SHIPPED_EXAMPLE } from "../../tests/support/shipped-example";
import { guideBodyIssues, guideFieldIssues, guideFileAdvice, guideFileIssues, guideReport, type GuideFile } from "./guide-checks";

/** An article as an owner might write it; `body` replaces the shipped first article's body. */
const FRONTMATTER = `---\ntitle: "Wartezeit"\ndescription: "Test"\ntopic: wechsel\npublished: 2026-11-23\nupdated: 2026-11-23\nrelated:\n  - /pkv-angestellte\nsources:\n  - citation: "§ 197 VVG"\n    url: "https://www.gesetze-im-internet.de/vvg_2008/__197.html"\n---\n`;
const article = (body: string): GuideFile => ({ kind: "article", file: "app/content/ratgeber/test.mdx", source: `${FRONTMATTER}${body}` });
const words = (count: number) => Array.from({ length: count }, (_, index) => (index % 12 === 11 ? "Wort." : "Wort")).join(" ");
const GOOD_BODY = `<ShortAnswer>Kurz gesagt: es kommt darauf an.</ShortAnswer>\n\n## Abschnitt\n\nDie <Term slug="wartezeit">Wartezeit</Term> beträgt ${words(1_100)}\n`;

describe("what the build refuses in a guide file, naming the line", () => {
  it("a claim the law forbids", () => {
    const issues = guideFileIssues(article(`${GOOD_BODY}\nIch biete Sofort-Erstattung für alle Rechnungen.\n`));
    expect(issues).toEqual([{ field: expect.stringMatching(/^Zeile \d+$/), problem: expect.stringContaining("„Ich biete Sofort-Erstattung") }]);
  });

  it("an amount or rate typed by hand, and not one written by a component", () => {
    const typed = guideFileIssues(article(`${GOOD_BODY}\nDie Grenze liegt bei 77.400 € im Jahr und der Zusatzbeitrag bei 2,9 Prozent.\n`));
    expect(typed.map((issue) => issue.problem.split(" – ")[0]!.replace(/\u00a0/g, " "))).toEqual([
      "„2,9 Prozent“ ist von Hand geschrieben",
      "„77.400 €“ ist von Hand geschrieben",
    ]);
    expect(typed[0]!.problem).toContain('<Figure name="…" />');
    expect(guideFileIssues(article(`${GOOD_BODY}\nDie Grenze liegt bei <Figure name="versicherungspflichtgrenze" />.\n`))).toEqual([]);
    // A number that is no yearly figure stands where it belongs.
    expect(guideFileIssues(article(`${GOOD_BODY}\nDer gesetzliche Zuschlag von 10 % nach § 149 VAG dämpft Erhöhungen.\n`))).toEqual([]);
  });

  it("a <Figure> or <Term> that names nothing", () => {
    const file = article(`${GOOD_BODY}\nDie <Figure name="grenze" /> und der <Term slug="unbekannt">Begriff</Term>.\n`);
    const glossary: GuideFile = { kind: "glossary", file: "app/content/glossar/wartezeit.md", source: "---\nterm: Wartezeit\n---\nZwei Sätze. Genau zwei.\n" };
    const [report] = guideReport([file, glossary]).errors;
    expect(report).toMatch(/^Fehler in app\/content\/ratgeber\/test\.mdx:\n {2}Zeile \d+: <Figure name="grenze"> gibt es nicht – möglich sind /);
    expect(report).toContain('<Term slug="unbekannt">: diesen Begriff hat das Glossar nicht (keine Datei app/content/glossar/unbekannt.md)');
  });

  it("the editor's body alone, with lines counted in the body", () => {
    expect(guideBodyIssues("Erste Zeile.\n\nSofort-Erstattung für alle.\n")).toEqual([
      { field: "Zeile 3", problem: expect.stringContaining("Sofort-Erstattung") },
    ]);
    expect(guideFieldIssues({ title: "Sofort-Erstattung für alle", published: "2026-01-01" })).toEqual([
      { field: "title", problem: expect.stringContaining("Sofort-Erstattung") },
    ]);
  });
});

describe("the writers' contract as the build's advice", () => {
  it("has nothing to say about an article that keeps it", () => {
    expect(guideFileAdvice(article(GOOD_BODY))).toEqual([]);
  });

  it("names length, short answer, callouts, a first-level heading, glossary links and links over http", () => {
    const body = `# Titel\n\n${words(300)}\n\n<Callout title="a">x</Callout>\n<Callout title="b">y</Callout>\n<Callout title="c">z</Callout>\n\nSiehe http://example.org/\n`;
    expect(guideFileAdvice(article(body))).toEqual([
      "Text: 306 Wörter – ein Artikel liest sich mit 1.000 bis 2.000 Wörtern am besten",
      "Text: beginnt nicht mit <ShortAnswer>…</ShortAnswer>, der kurzen Antwort vorweg",
      "Text: 3 Kästen (<Callout>) – höchstens 2 bleiben auffällig",
      "Text: eine Überschrift mit einem # – die Seite setzt den Titel selbst darüber; Abschnitte beginnen mit ##",
      'Text: verlinkt keinen Begriff des Glossars – <Term slug="…">…</Term> beim ersten Vorkommen hilft Lesern',
      "Link http://example.org/: bitte über https:// verlinken",
    ]);
    expect(guideFileAdvice(article(`${GOOD_BODY}\nNoch einmal die <Term slug="wartezeit">Wartezeit</Term>.\n`))).toEqual([
      'Text: <Term slug="wartezeit"> steht mehrmals – nur beim ersten Vorkommen verlinken',
    ]);
  });

  it("asks two to six sentences of a glossary term", () => {
    const term = (text: string): GuideFile => ({ kind: "glossary", file: "app/content/glossar/x.md", source: `---\nterm: X\n---\n${text}\n` });
    expect(guideFileAdvice(term("Ein Satz."))).toEqual(["Text: 1 Sätze – eine Begriffserklärung liest sich mit 2 bis 6 Sätzen am besten"]);
    expect(guideFileAdvice(term("Ein Satz. Noch einer."))).toEqual([]);
  });

  it("prints advice as „Hinweis zu <file>: …“", () => {
    expect(guideReport([article("Nur wenig.")]).advice[0]).toBe(
      "Hinweis zu app/content/ratgeber/test.mdx: Text: 2 Wörter – ein Artikel liest sich mit 1.000 bis 2.000 Wörtern am besten",
    );
  });
});

describe("the guide's files as the build reads them", () => {
  const files = readGuideFiles({ articles: ARTICLE_FILES, glossary: GLOSSARY_FILES });

  it("are every article and glossary term", () => {
    expect(files.filter((file) => file.kind === "article").map((file) => file.file)).toEqual(articleFiles.map((file) => file.file));
    expect(files.filter((file) => file.kind === "glossary").map((file) => file.file)).toEqual(glossaryFiles.map((file) => file.file));
  });

  it("hold nothing the build refuses", () => {
    expectNoOwnerProblems(guideReport(files).errors);
    expect(guideReport(files).errors).toEqual([]);
  });

  it.runIf(SHIPPED_EXAMPLE)("draw no advice while they are the shipped example's", () => {
    expect(guideReport(files).advice).toEqual([]);
  });

  it("know the adviser: a claim is judged with her name", () => {
    expect(siteConfig.adviser.name.length).toBeGreaterThan(0);
  });
});
