import { describe, expect, it } from "vitest";
import { bodyProse, frontmatterStrings, plainText, proseOfFile, splitFrontmatter, wordCount } from "./mdx-prose";

const render = (name: string, attributes: Readonly<Record<string, string>>) => `[${name}:${attributes.name ?? attributes.offset ?? ""}]`;

describe("prose of an MDX article", () => {
  it("splits the frontmatter and counts the body's first line", () => {
    const split = splitFrontmatter('---\ntitle: "A"\n---\n\nText');
    expect(split.frontmatter).toBe('title: "A"');
    expect(split.body).toBe("\nText");
    expect(split.bodyStartLine).toBe(4);
  });

  it("reads frontmatter copy, not identifiers, dates, paths or URLs", () => {
    const strings = frontmatterStrings(
      [
        'title: "Titel „A“"',
        "topic: beitrag",
        "published: 2026-11-23",
        "related:",
        "  - /pkv-rechner#gkv-beitrag",
        "sources:",
        '  - citation: "§\u00a0204 VVG"',
        '    url: "https://x.example"',
        "aka:",
        '  - "KVdR"',
      ].join("\n"),
    );
    expect(strings.map((found) => found.text)).toEqual(["Titel „A“", "§\u00a0204 VVG", "KVdR"]);
  });

  it("keeps link and term text, renders figures, drops tags, emphasis and attribute quotes", () => {
    const text = plainText(
      'Die <Term slug="basistarif">Basistarif</Term>-Grenze ist **<Figure name="x" />** nach [§\u00a0152 VAG](https://www.gesetze-im-internet.de/vag_2016/__152.html).',
      render,
    );
    expect(text).toBe("Die Basistarif-Grenze ist [Figure:x] nach §\u00a0152 VAG.");
    expect(text).not.toContain('"');
  });

  it("gives paragraphs, list items, headings and table cells separately, with their lines, and skips code and imports", () => {
    const body = [
      "import X from 'y';",
      "",
      "## Titel",
      "",
      "Erster Satz",
      "geht weiter.",
      "",
      "- Punkt eins",
      "- Punkt zwei",
      "",
      "| A | B |",
      "|---|---|",
      "| c | d |",
      "",
      "```",
      "code",
      "```",
    ].join("\n");
    const found = bodyProse(body, render, 10);
    expect(found.map((item) => item.text)).toEqual(["Titel", "Erster Satz geht weiter.", "Punkt eins", "Punkt zwei", "A", "B", "c", "d"]);
    expect(found[0]).toEqual({ path: "line 12", text: "Titel", heading: true });
    expect(found[1].path).toBe("line 14");
  });

  it("reads a whole file and counts words", () => {
    const found = proseOfFile('---\ntitle: "T"\n---\n<ShortAnswer>\n\nEs sind <FigureYear offset={1} /> drei Wörter.\n\n</ShortAnswer>\n', render);
    expect(found.map((item) => item.text)).toEqual(["T", "Es sind [FigureYear:1] drei Wörter."]);
    expect(wordCount(["Es sind 77.400\u00a0€ – drei Wörter."])).toBe(5);
  });
});
