import { describe, expect, it } from "vitest";
import { PROFESSION_FILES, readProfessionFiles, type ProfessionFile } from "~/config/profession-files";
import { copyTexts } from "~/modules/copied-sentences";
import { splitSentences } from "~/modules/german-sentences";
import { copiedFromOtherPages, professionCopyWarnings } from "./profession-copies";

/** Whichever pages the adviser has: the first one is copied, as „Kopie anlegen“ does. */
const files = readProfessionFiles();
const source = files[0]!;
const copyOf = (file: ProfessionFile, slug: string, groupName: string): ProfessionFile => ({
  slug,
  file: `${PROFESSION_FILES.folder}/${slug}.${PROFESSION_FILES.extension}`,
  data: { ...(structuredClone(file.data) as object), groupName, shortLabel: groupName, order: 99 },
});

describe("a profession page that still has another page's sentences", () => {
  it("is named with the page it was copied from and how many sentences it shares", () => {
    const copy = copyOf(source, "kopie-im-test", "Kopie im Test");
    const [first] = copiedFromOtherPages(copy.slug, copy.data, [...files, copy]);
    expect(first).toMatchObject({ path: `/pkv-${source.slug}`, file: source });
    expect(first!.sentences).toBeGreaterThan(20);
  });

  it("gets a German warning at the production build, naming the copy's file, the source and what to do", () => {
    const copy = copyOf(source, "kopie-im-test", "Kopie im Test");
    // Only the copy is new here: whatever the adviser's own pages share is warned about already
    // (a page she copied before shares the copy's sentences too).
    const warnings = professionCopyWarnings([...files, copy]).filter((line) => !professionCopyWarnings(files).includes(line));
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    for (const warning of warnings)
      expect(warning).toMatch(
        new RegExp(
          `^Hinweis zu ${copy.file}: \\d+ Sätze stehen wörtlich auch auf der Seite „.+“ \\(.+\\)\\. .*schreiben Sie jeden Text für „Kopie im Test“ neu`,
        ),
      );
    expect(warnings.some((warning) => warning.includes(`(${source.file})`))).toBe(true);
  });

  it("is not named for a sentence or two that fit two groups alike", () => {
    const copy = copyOf(source, "kopie-im-test", "Kopie im Test");
    let count = 0;
    const rewritten = JSON.parse(JSON.stringify(copy.data), (_key, value: unknown) =>
      typeof value === "string" ? `Neu geschriebener Text Nummer ${++count}.` : value,
    );
    const [first, second] = copyTexts(source.data, () => false)
      .flatMap((text) => splitSentences(text))
      .filter((sentence) => sentence.split(" ").length >= 4);
    rewritten.readyCta = `${first} ${second}`;
    expect(copiedFromOtherPages(copy.slug, rewritten, files)).toEqual([]);
  });

  it("is no longer named once its sentences are its own", () => {
    const copy = copyOf(source, "kopie-im-test", "Kopie im Test");
    let count = 0;
    const rewritten = JSON.parse(JSON.stringify(copy.data), (_key, value: unknown) =>
      typeof value === "string" ? `Neu geschriebener Text Nummer ${++count}.` : value,
    );
    expect(copiedFromOtherPages(copy.slug, rewritten, files)).toEqual([]);
  });
});
