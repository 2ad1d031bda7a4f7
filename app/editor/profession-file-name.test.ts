/**
 * A profession page made in the editor gets the address a German reader expects: Decap computes
 * the file name with its own template code from the collection's `slug` and the data the check
 * before saving returns (main.tsx), and lists the entry with its real address (docs/decisions/0071).
 * Decap's template and slug functions are imported on their own: its formatters module pulls in
 * the whole editor, which does not load outside a browser. They are put together here as its
 * slugFormatter and summaryFormatter do.
 */
import { fromJS, Map as ImmutableMap } from "immutable";
import { describe, expect, it } from "vitest";
import { addFileTemplateFields, compileStringTemplate } from "decap-cms-lib-widgets/dist/esm/stringTemplate.js";
import { sanitizeSlug } from "decap-cms-core/dist/esm/lib/urlHelper.js";
import { ARTICLE_FILES, GLOSSARY_FILES } from "~/modules/ratgeber-schema";
import { contentIndex } from "../../scripts/editor/content-index.mjs";
import { COLLECTIONS, editorConfig, PROFESSION_FILE_NAME_KEY, professionFileName } from "./editor-config";
import { professionYamlFormat } from "./yaml-format";

const config = editorConfig({ origin: "http://localhost:4321", index: contentIndex(process.cwd(), { articles: ARTICLE_FILES, glossary: GLOSSARY_FILES }) });
const professionCollection = config.collections.find((collection) => collection.name === COLLECTIONS.professions) as unknown as {
  slug: string;
  summary: string;
  folder: string;
};
const slugConfig = config.slug;

/** Decap's slugFormatter for a collection without `path`: the template, each value made a slug as getProcessSegment does. */
function decapSlug(data: ImmutableMap<string, unknown>, template: string = professionCollection.slug): string {
  const processSegment = (value: unknown) => sanitizeSlug(String(value).trim().toLocaleLowerCase().replace(/[']/g, "").replace(/[.]/g, "-"), slugConfig);
  return compileStringTemplate(template, new Date(), data.get("groupName"), data, processSegment);
}

/** Decap's summaryFormatter: the template over the data with the file's name, extension and folder added. */
function decapSummary(entry: ImmutableMap<string, unknown>): string {
  const data = addFileTemplateFields(String(entry.get("path")), entry.get("data") as ImmutableMap<string, unknown>, professionCollection.folder);
  return compileStringTemplate(professionCollection.summary, null, data.get("groupName"), data);
}

describe("a new profession page's file name", () => {
  it.each([
    ["Zahnärzte", "zahnaerzte"],
    ["Tierärztinnen und Tierärzte", "tieraerztinnen-und-tieraerzte"],
    ["Steuerberater & Wirtschaftsprüfer", "steuerberater-wirtschaftspruefer"],
    ["Fußpfleger", "fusspfleger"],
  ])("„%s“ is saved as %s.yaml, by Decap's own slug code", (groupName, fileName) => {
    const saved: ImmutableMap<string, unknown> = fromJS({ groupName, order: 7, [PROFESSION_FILE_NAME_KEY]: professionFileName(groupName) });
    expect(decapSlug(saved)).toBe(fileName);
  });

  it("is needed: Decap's own rules would drop the e of ä", () => {
    expect(decapSlug(fromJS({ groupName: "Zahnärzte" }), "{{groupName}}")).toBe("zahnarzte");
  });

  it("never reaches the file", () => {
    expect(professionYamlFormat.toFile({ order: 7, groupName: "Zahnärzte", [PROFESSION_FILE_NAME_KEY]: "zahnaerzte" })).toBe(
      "order: 7\ngroupName: Zahnärzte\n",
    );
  });

  it("is listed with the address the page has, not its name with umlauts", () => {
    const entry: ImmutableMap<string, unknown> = fromJS({ path: "app/content/berufe/zahnaerzte.yaml", slug: "zahnaerzte", data: { groupName: "Zahnärzte" } });
    expect(decapSummary(entry)).toBe("Zahnärzte (/pkv-zahnaerzte)");
  });
});
