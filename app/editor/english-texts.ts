/**
 * The English text files (app/content/en/texte/<name>.yaml, docs/decisions/0073) in the editor:
 * a collection „Texte (Englisch)“ beside „Texte“, generated from the same schemas with the same
 * German labels, each field showing the German file's wording as its hint — what to translate.
 * Its own collection rather than Decap's side-by-side i18n, which would need the German files
 * moved or renamed. Only the files that exist when the editor starts are offered.
 */
import { ENGLISH_TEXT_FILE_FOLDER } from "~/config/text-file-folder";
import { TEXT_FILES, isTextFileName, type TextFile } from "~/modules/text-files/text-files";
import { decapFields, type DecapField } from "./zod-to-decap";

/** What the editor read when it started (fresh-content.ts): the English files there, and the German files' data. */
export interface EnglishTexts {
  names: readonly string[];
  german: ReadonlyMap<string, unknown>;
}

/** A German text as a hint: quoted, a list's entries one after another. */
function germanWording(value: unknown): string | undefined {
  if (typeof value === "string") return `Deutsch: „${value}“`;
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string"))
    return `Deutsch: ${value.map((item) => `„${item}“`).join(" ")}`;
  return undefined;
}

/** `fields` with the German wording in each hint, before what the schema's hint says (a list of objects differs per entry: none there). */
export function withGermanHints(fields: readonly DecapField[], german: unknown): DecapField[] {
  const data = german !== null && typeof german === "object" && !Array.isArray(german) ? (german as Record<string, unknown>) : {};
  return fields.map((field) => {
    const value = data[field.name];
    if (field.widget === "object" && field.fields) return { ...field, fields: withGermanHints(field.fields, value) };
    const wording = germanWording(value);
    if (!wording) return field;
    return { ...field, hint: field.hint ? `${wording} – ${field.hint}` : wording };
  });
}

/** The English files as Decap's file entries, in the order of the German „Texte“. */
export function englishTextFiles({ names, german }: EnglishTexts) {
  return (Object.keys(TEXT_FILES) as (keyof typeof TEXT_FILES)[])
    .filter((name) => names.includes(name) && isTextFileName(name) && !(TEXT_FILES[name] as TextFile).englishOnly)
    .map((name) => ({
      name,
      label: `${TEXT_FILES[name].label} (Englisch)`,
      file: `${ENGLISH_TEXT_FILE_FOLDER}/${name}.yaml`,
      fields: withGermanHints(decapFields(TEXT_FILES[name].schema), german.get(name)),
    }));
}
