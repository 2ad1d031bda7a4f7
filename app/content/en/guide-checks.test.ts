import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENGLISH_ARTICLE_FILES, ENGLISH_GLOSSARY_FILES } from "~/modules/english-guide-schema";
import { formatEuro } from "~/modules/format-en";
import type { GuideFile } from "../guide-checks";
import { currentFigures } from "../statutory-figures";
import { englishGuideFileIssues, englishGuideReport } from "./guide-checks";

const FRONTMATTER = `---\ntitle: "Waiting periods"\ndescription: "Test"\ntopic: wechsel\npublished: 2026-11-29\nupdated: 2026-11-29\nrelated:\n  - /en/expats\nsources:\n  - citation: "§ 197 VVG"\n    url: "https://www.gesetze-im-internet.de/vvg_2008/__197.html"\n---\n`;
const article = (body: string): GuideFile => ({ kind: "article", file: "app/content/en/ratgeber/test.mdx", source: `${FRONTMATTER}${body}` });

const shipped: GuideFile[] = [
  ...readdirSync(ENGLISH_ARTICLE_FILES.folder)
    .filter((name) => name.endsWith(".mdx"))
    .map((name): GuideFile => ({
      kind: "article",
      file: `${ENGLISH_ARTICLE_FILES.folder}/${name}`,
      source: readFileSync(`${ENGLISH_ARTICLE_FILES.folder}/${name}`, "utf8"),
    })),
  ...readdirSync(ENGLISH_GLOSSARY_FILES.folder)
    .filter((name) => name.endsWith(".md"))
    .map((name): GuideFile => ({
      kind: "glossary",
      file: `${ENGLISH_GLOSSARY_FILES.folder}/${name}`,
      source: readFileSync(`${ENGLISH_GLOSSARY_FILES.folder}/${name}`, "utf8"),
    })),
];

describe("what the build refuses in an English guide file (docs/decisions/0073)", () => {
  it("a claim the English rules forbid, naming the line", () => {
    const issues = englishGuideFileIssues(article("Intro.\n\nWe offer the best tariffs.\n"));
    expect(issues.map((issue) => issue.field)).toEqual(["Zeile 15", "Zeile 15"]);
  });

  it("German typography and an amount of the table typed by hand in English format", () => {
    const typed = formatEuro(currentFigures.versicherungspflichtgrenze);
    const issues = englishGuideFileIssues(article(`The limit is ${typed}.\n\nSo „genannt“.\n`));
    expect(issues.map((issue) => issue.problem)).toEqual([
      expect.stringContaining(`„${typed}“ ist von Hand geschrieben`),
      expect.stringContaining("deutsche Anführungszeichen"),
    ]);
    expect(englishGuideFileIssues(article('The limit is <Figure name="versicherungspflichtgrenze" />.\n'))).toEqual([]);
  });

  it("a <Figure> or <Term> that names nothing in the English glossary", () => {
    const glossary: GuideFile = {
      kind: "glossary",
      file: "app/content/en/glossar/beihilfe.md",
      source: "---\nterm: Beihilfe\nenglish: x\n---\nTwo sentences. Exactly two.\n",
    };
    const [report] = englishGuideReport([article('<Figure name="limit" /> and <Term slug="wartezeit">waiting</Term>.\n'), glossary]).errors;
    expect(report).toContain('<Figure name="limit"> gibt es nicht');
    expect(report).toContain("app/content/en/glossar/wartezeit.md");
  });

  it("passes every shipped English file, and its articles keep the writers' contract", () => {
    const report = englishGuideReport(shipped);
    expect(report.errors).toEqual([]);
    expect(report.advice).toEqual([]);
    expect(shipped.filter((file) => file.kind === "glossary").length).toBeGreaterThanOrEqual(12);
    expect(shipped.filter((file) => file.kind === "article").length).toBeGreaterThanOrEqual(3);
  });
});
