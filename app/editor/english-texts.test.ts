import { existsSync, readFileSync, readdirSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { ENGLISH_TEXT_FILE_FOLDER, TEXT_FILE_FOLDER } from "~/config/text-file-folder";
import { TEXT_FILES, type TextFile, type TextFileName } from "~/modules/text-files/text-files";
import { COLLECTIONS, editorConfig, restartsTheEditor } from "./editor-config";
import { checkedEntry } from "./editor-validation";
import { withGermanHints } from "./english-texts";
import { decapFields, schemaLabels, type DecapField } from "./zod-to-decap";

const englishNames = existsSync(ENGLISH_TEXT_FILE_FOLDER)
  ? readdirSync(ENGLISH_TEXT_FILE_FOLDER)
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => name.slice(0, -".yaml".length))
  : [];
const twins = englishNames.filter((name): name is TextFileName => name in TEXT_FILES && !(TEXT_FILES[name as TextFileName] as TextFile).englishOnly);
const german = new Map(twins.map((name) => [name, parse(readFileSync(`${TEXT_FILE_FOLDER}/${name}.yaml`, "utf8")) as unknown]));
const index = { articles: [], glossary: [] };
const config = editorConfig({ origin: "http://localhost:4321", index, english: { names: englishNames, german } });
const collection = config.collections.find((one) => one.name === COLLECTIONS.englishTexts);

/** Every field's label by path, list items without index. */
function labelsOf(fields: readonly DecapField[], at = ""): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => [[`${at}${field.name}`, field.label], ...Object.entries(labelsOf(field.fields ?? [], `${at}${field.name}.`))]),
  );
}

/** The first single text of the form, outside lists, with its German value. */
function firstText(fields: readonly DecapField[], data: unknown): [DecapField, string] | undefined {
  const values = (data ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    const value = values[field.name];
    if (typeof value === "string") return [field, value];
    const inner = field.widget === "object" ? firstText(field.fields ?? [], value) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

describe("„Texte (Englisch)“: the English text files beside the German ones", () => {
  it("offers exactly the English twins on disk, each at its English path, and nothing without them", () => {
    expect(collection?.files?.map((file) => file.file) ?? []).toEqual(
      (Object.keys(TEXT_FILES) as TextFileName[]).filter((name) => twins.includes(name)).map((name) => `${ENGLISH_TEXT_FILE_FOLDER}/${name}.yaml`),
    );
    const without = editorConfig({ origin: "http://localhost:4321", index, english: { names: [], german } });
    expect(without.collections.map((one) => one.name)).not.toContain(COLLECTIONS.englishTexts);
    expect(restartsTheEditor(COLLECTIONS.englishTexts)).toBe(true);
  });

  it.each(twins)("%s: the German file's schema and labels, its German wording as each field's hint", (name) => {
    const file = collection!.files!.find((one) => one.name === name)!;
    const schema = TEXT_FILES[name].schema;
    expect(Object.values(labelsOf(file.fields)).sort()).toEqual(Object.values(labelsOf(decapFields(schema))).sort());
    expect(Object.keys(schemaLabels(schema)).length).toBeGreaterThan(0);
    const [field, wording] = firstText(file.fields, german.get(name))!;
    expect(field.hint!.startsWith(`Deutsch: „${wording}“`)).toBe(true);
  });

  it.each(twins)("%s: the English file on disk passes the check before saving, by the English rules", (name) => {
    const data = parse(readFileSync(`${ENGLISH_TEXT_FILE_FOLDER}/${name}.yaml`, "utf8")) as Record<string, unknown>;
    expect(() => checkedEntry(COLLECTIONS.englishTexts, data, name)).not.toThrow();
  });

  it("puts the German wording before the schema's hint, nested objects too, and leaves lists of objects alone", () => {
    const fields: DecapField[] = [
      { name: "title", label: "Titel", widget: "string", hint: "Die Seite setzt ein: {jahr}." },
      { name: "box", label: "Kasten", widget: "object", fields: [{ name: "text", label: "Text", widget: "text" }] },
      { name: "points", label: "Punkte", widget: "list", field: { name: "punkt", label: "Punkt", widget: "text" } },
      { name: "items", label: "Fragen", widget: "list", fields: [{ name: "question", label: "Frage", widget: "string" }] },
    ];
    const hinted = withGermanHints(fields, { title: "Im Jahr {jahr}", box: { text: "Achtung" }, points: ["eins", "zwei"], items: [{ question: "Was?" }] });
    expect(hinted[0]!.hint).toBe("Deutsch: „Im Jahr {jahr}“ – Die Seite setzt ein: {jahr}.");
    expect(hinted[1]!.fields![0]!.hint).toBe("Deutsch: „Achtung“");
    expect(hinted[2]!.hint).toBe("Deutsch: „eins“ „zwei“");
    expect(hinted[3]!.hint).toBeUndefined();
  });
});
