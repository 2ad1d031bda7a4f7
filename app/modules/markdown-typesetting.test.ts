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
