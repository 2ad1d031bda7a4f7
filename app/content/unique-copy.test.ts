import { describe, expect, it } from "vitest";
import { collectStrings } from "../../tests/support/collect-strings";
import { findSharedCopy } from "~/modules/copy-overlap";
import { articleFiles, glossaryFiles, proseOf, type GuideFile } from "../../tests/support/guide-copy";
import { SHIPPED_EXAMPLE } from "../../tests/support/shipped-example";
import { home } from "./home";
import { groupContents } from "./professions";

/**
 * The profession pages' copy, every text of a page's file but names (professions.ts, pageTexts):
 * a sentence or a run of more than 12 words another page has too is advice the build prints
 * (app/modules/profession-advice.ts), which professions.test.ts holds the shipped pages to. The
 * guide is compared here, while the site is the shipped example: its articles were written to
 * stand apart from each other and from every page (docs/decisions/0072-owners-yearly-check.md).
 */
const pages = Object.values(groupContents).map((content) => ({
  page: content.slug,
  texts: collectStrings(content, { skipKeys: ["slug", "icon", "nextYearNote", "figureSources"] }).map((found) => found.text),
}));

/**
 * The guide's pages are pages too: no article shares a sentence or a run of more than 12 words
 * with another article, the glossary, a profession page or the home page. Frontmatter and
 * headings are left out (citations such as „§ 204 VVG“ and labels such as „Was Sie jetzt tun
 * können“ may repeat); the body's paragraphs, list items and table cells are compared.
 */
describe.runIf(SHIPPED_EXAMPLE)("copy of the shipped guide's articles and glossary", () => {
  const bodyTexts = (file: GuideFile) =>
    proseOf(file)
      .filter((found) => !found.path.includes(" frontmatter ") && !found.heading)
      .map((found) => found.text);
  const guidePages = [
    ...articleFiles.map((file) => ({ page: file.file, texts: bodyTexts(file) })),
    { page: "glossar", texts: glossaryFiles.flatMap(bodyTexts) },
  ];
  const sitePages = [...pages, { page: "home", texts: collectStrings(home, { skipKeys: ["slug", "icon"] }).map((found) => found.text) }];

  it("shares no sentence and no run of more than 12 words with any other page", () => {
    const shared = findSharedCopy([...guidePages, ...sitePages], { maxRunWords: 12, minSentenceWords: 3 }).filter((item) =>
      item.pages.some((page) => guidePages.some((guide) => guide.page === page)),
    );
    expect(shared.map((item) => `${item.pages.join(" + ")} (${item.kind}): ${item.text}`)).toEqual([]);
  });
});
