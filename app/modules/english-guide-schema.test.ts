import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { englishRoutes } from "~/config/english-routes";
import { splitFrontmatter } from "./mdx-prose";
import {
  ENGLISH_ARTICLE_FILES,
  ENGLISH_GLOSSARY_FILES,
  englishArticlePairs,
  englishArticleSchema,
  englishGlossaryTermSchema,
  englishInternalLinkProblem,
  isEnglishArticlePath,
} from "./english-guide-schema";

const frontmatterOf = (path: string) => parse(splitFrontmatter(readFileSync(path, "utf8")).frontmatter) as Record<string, unknown>;
const filesIn = ({ folder, extension }: { folder: string; extension: string }) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(`.${extension}`))
    .map((name) => `${folder}/${name}`);

const ARTICLE = {
  title: "Going private",
  description: "A description long enough for the search engines, between seventy and one hundred and sixty characters.",
  topic: "einstieg",
  published: "2026-11-29",
  updated: "2026-11-29",
  related: ["/en/calculators"],
  sources: [{ citation: "§ 6 SGB V", url: "https://www.gesetze-im-internet.de/sgb_5/__6.html" }],
};

describe("the English guide's frontmatter (docs/decisions/0073)", () => {
  it("accepts every shipped article and term", () => {
    for (const path of filesIn(ENGLISH_ARTICLE_FILES)) expect(englishArticleSchema.safeParse(frontmatterOf(path)).error, path).toBeUndefined();
    for (const path of filesIn(ENGLISH_GLOSSARY_FILES)) expect(englishGlossaryTermSchema.safeParse(frontmatterOf(path)).error, path).toBeUndefined();
  });

  it("links only pages of the English section, and names the German twin by its file name", () => {
    expect(englishArticleSchema.safeParse(ARTICLE).success).toBe(true);
    expect(englishArticleSchema.safeParse({ ...ARTICLE, germanArticle: "zurueck-in-die-gkv" }).success).toBe(true);
    expect(englishArticleSchema.safeParse({ ...ARTICLE, germanArticle: "/ratgeber/zurueck-in-die-gkv" }).success).toBe(false);
    expect(englishArticleSchema.safeParse({ ...ARTICLE, related: ["/pkv-rechner"] }).success).toBe(false);
    expect(englishArticleSchema.safeParse({ ...ARTICLE, unknown: 1 }).success).toBe(false);
    expect(englishArticleSchema.safeParse({ ...ARTICLE, updated: "2026-11-28" }).success).toBe(false);
  });

  it("reads links against the English route table", () => {
    for (const route of englishRoutes) expect(englishInternalLinkProblem(route.path), route.path).toBeNull();
    expect(englishInternalLinkProblem("/en/guide/some-article")).toBeNull();
    expect(isEnglishArticlePath("/en/guide/Some Article")).toBe(false);
    expect(englishInternalLinkProblem("/en/nowhere")).toContain("keine englische Seite");
    expect(englishInternalLinkProblem("/en/expats#x")).toContain("Anker");
    expect(englishInternalLinkProblem("/en/calculators#nothing")).toContain("kein Rechner");
  });

  it("wants a term's English name", () => {
    expect(englishGlossaryTermSchema.safeParse({ term: "Beihilfe" }).success).toBe(false);
    expect(englishGlossaryTermSchema.safeParse({ term: "Beihilfe", english: "state's share", other: "x" }).success).toBe(false);
  });
});

describe("the pairs of German and English articles", () => {
  const article = (id: string, germanArticle?: string) => ({
    id,
    data: { ...englishArticleSchema.parse(ARTICLE), ...(germanArticle ? { germanArticle } : {}) },
  });

  it("pairs each article with its twin and leaves out one without", () => {
    expect(englishArticlePairs([article("way-back", "zurueck-in-die-gkv"), article("new-job")], ["zurueck-in-die-gkv"])).toEqual([
      { de: "/ratgeber/zurueck-in-die-gkv", en: "/en/guide/way-back" },
    ]);
  });

  it("stops the build for a twin that does not exist, naming the file", () => {
    expect(() => englishArticlePairs([article("way-back", "gone")], ["zurueck-in-die-gkv"])).toThrow("app/content/en/ratgeber/way-back.mdx");
  });
});
