import { markdownToHtml } from "satteri";
import { describe, expect, it } from "vitest";
import { typesetGermanMarkdown } from "./markdown-typesetting";

async function render(markdown: string): Promise<string> {
  return (await markdownToHtml(markdown, { mdastPlugins: [typesetGermanMarkdown], features: { smartPunctuation: false } })).html;
}

describe("German typography in the guide's Markdown", () => {
  it("sets it in the prose, in links and emphasis", async () => {
    expect(await render("Bis zu 40 % nach [§ 6 SGB V](https://example.org/a...b), *z. B. so*.")).toBe(
      '<p>Bis zu 40\u00a0% nach <a href="https://example.org/a...b">§\u00a06 SGB\u00a0V</a>, <em>z.\u202fB. so</em>.</p>\n',
    );
  });

  it("leaves code as written", async () => {
    expect(await render("Wert: `40 %` und\n\n```\na - b...\n```")).toBe("<p>Wert: <code>40 %</code> und</p>\n<pre><code>a - b...\n</code></pre>\n");
  });

  it("keeps a heading's id as typed, the no-break space set in its text", async () => {
    expect(await render("## Ab dem 43. Tag\n\n## Ab dem 43. Tag\n\n## Nach §\u00a06 SGB V")).toBe(
      '<h2 id="ab-dem-43-tag">Ab dem 43.\u00a0Tag</h2>\n<h2 id="ab-dem-43-tag-1">Ab dem 43.\u00a0Tag</h2>\n<h2 id="nach-6-sgb-v">Nach §\u00a06 SGB\u00a0V</h2>\n',
    );
  });
});

describe("English typography in the English guide's files (docs/decisions/0073)", () => {
  it("sets English quotes and leaves the German rules out, by the file's address", async () => {
    const english = (
      await markdownToHtml('He said "yes" - z. B. 40 %.', {
        mdastPlugins: [typesetGermanMarkdown],
        fileURL: new URL("file:///site/app/content/en/ratgeber/a.mdx"),
        features: { smartPunctuation: false },
      })
    ).html;
    expect(english).toBe("<p>He said \u201cyes\u201d \u2013 z. B. 40 %.</p>\n");
    const german = (
      await markdownToHtml('Er sagte "ja".', { mdastPlugins: [typesetGermanMarkdown], fileURL: new URL("file:///site/app/content/ratgeber/a.mdx") })
    ).html;
    expect(german).toContain("\u201eja\u201c");
  });
});
