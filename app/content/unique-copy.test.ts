import { describe, expect, it } from "vitest";
import { collectStrings } from "../../tests/support/collect-strings";
import { findSharedCopy } from "~/modules/copy-overlap";
import { articleFiles, glossaryFiles, proseOf, type GuideFile } from "../../tests/support/guide-copy";
import { home } from "./home";
import { isShippedProfession } from "~/config/shipped-professions";
import { SHIPPED_EXAMPLE } from "../../tests/support/shipped-example";
import { groupContents } from "./professions";

/**
 * No paragraph is copied between the profession pages the project ships (issue: "specific, correct,
 * unique"), checked while the site is the shipped example (tests/support/shipped-example.ts,
 * docs/decisions/0072). The owner's pages are hers: while one still shares sentences with another,
 * the editor and `npm run build:production` warn instead (profession-copies.ts, docs/decisions/0071).
 * The template's fixed headings and labels (group-page-labels.ts) are shared by design and are
 * not part of the compared copy; everything in a group's content module is, except the two
 * generated notices every page carries on purpose in the same words: the next-year notice and
 * the list of legal sources (figure-notes.ts builds both).
 */
const SHARED_BLOCKS = ["nextYearNote", "figureSources"];

const allPages = Object.values(groupContents).map((content) => ({
  page: content.slug,
  texts: collectStrings(content, { skipKeys: ["slug", "icon", ...SHARED_BLOCKS] }).map((found) => found.text),
}));
const pages = allPages.filter((page) => isShippedProfession(page.page));

describe.runIf(SHIPPED_EXAMPLE)("copy of the shipped profession pages", () => {
  it("shares no sentence and no run of more than 12 words between two pages", () => {
    // Sentences of one or two words ("Nein.", "Nur eingeschränkt.") are answers, not copied paragraphs.
    const shared = findSharedCopy(pages, { maxRunWords: 12, minSentenceWords: 3 });
    const report = shared.map((item) => `${item.pages.join(" + ")} (${item.kind}): ${item.text}`);
    expect(report).toEqual([]);
  });

  it.runIf(pages.length >= 2)("would notice a copied sentence (the check is not vacuous)", () => {
    const [from, to] = pages;
    const copied = groupContents[from!.page]!.overview.sections[0]!.paragraphs[0]!;
    const withCopy = pages.map((page) => (page.page === to!.page ? { ...page, texts: [...page.texts, copied] } : page));
    expect(findSharedCopy(withCopy, { maxRunWords: 12, minSentenceWords: 3 }).length).toBeGreaterThan(0);
  });
});

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
  const sitePages = [...allPages, { page: "home", texts: collectStrings(home, { skipKeys: ["slug", "icon"] }).map((found) => found.text) }];

  it("shares no sentence and no run of more than 12 words with any other page", () => {
    const shared = findSharedCopy([...guidePages, ...sitePages], { maxRunWords: 12, minSentenceWords: 3 }).filter((item) =>
      item.pages.some((page) => guidePages.some((guide) => guide.page === page)),
    );
    expect(shared.map((item) => `${item.pages.join(" + ")} (${item.kind}): ${item.text}`)).toEqual([]);
  });
});
