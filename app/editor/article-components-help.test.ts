/**
 * The owner learns the article components in German, where she writes (the editor's hint on the
 * article body) and in the handbook, for every component the article page knows and every
 * figure name <Figure> accepts: a component or name added later without its German explanation
 * fails here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ARTICLE_FIGURE_NAMES } from "~/modules/article-figures";
import { articleBodyHint } from "./field-labels";
import { COLLECTIONS, editorConfig } from "./editor-config";

/** The components' names as the article page maps them (read from the source: the module imports .astro files). */
const components = /export const mdxComponents = \{([^}]*)\}/
  .exec(readFileSync("app/components/ratgeber/mdx-components.ts", "utf8"))![1]!
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);

const handbook = readFileSync("docs/handbuch.md", "utf8");
const section = handbook.slice(
  handbook.indexOf("#### Bausteine im Artikeltext"),
  handbook.indexOf("####", handbook.indexOf("#### Bausteine im Artikeltext") + 5),
);

describe("the article components, explained to the owner in German", () => {
  it("finds the page's components", () => {
    expect(components).toContain("ShortAnswer");
    expect(components.length).toBeGreaterThanOrEqual(5);
  });

  it.each(components)("<%s> is shown as it is typed in the handbook's section and in the editor's hint on the article body", (name) => {
    expect(section).toContain(`\`<${name}`);
    expect(articleBodyHint).toContain(`<${name}`);
  });

  it.each([...ARTICLE_FIGURE_NAMES])("the figure name %s is listed with its German meaning", (name) => {
    expect(section).toMatch(new RegExp(`^\\| \`${name}\` \\| \\S`, "m"));
  });

  it("the editor shows that hint under the article body, in German, pointing to the handbook", () => {
    const config = editorConfig({ origin: "http://localhost:4321", index: { articles: [], glossary: [] } });
    const body = config.collections.find((collection) => collection.name === COLLECTIONS.articles)!.fields!.find((field) => field.name === "body")!;
    expect(body.hint).toBe(articleBodyHint);
    expect(articleBodyHint).toContain("Handbuch, „Bausteine im Artikeltext“");
    expect(articleBodyHint).not.toContain("README");
  });
});
