/**
 * A text file's data as the site shows it (app/modules/text-files/text-files.ts): checked against
 * its schema, placeholders filled, typography set and claims refused (owner-copy.ts). Runs at build
 * time only — in the Vite plugin that turns `import … from "./texte/<name>.yaml"` into finished
 * data (scripts/build/text-files-plugin.ts) and in the editor before saving — so no browser loads
 * a schema. Imports no text file itself, which keeps the plugin free of cycles.
 */
import { formatSchemaIssues, schemaIssues, type SchemaIssue } from "~/config/schema-issues";
import { TEXT_FILES, TEXT_FILE_FOLDER, isTextFileName, type TextFile } from "~/modules/text-files/text-files";
import { setOwnerCopy } from "./owner-copy";
import { ENGLISH_TEXT_FILE_FOLDER } from "~/config/text-file-folder";
import type { Lang } from "~/config/languages";

/** Thrown for a text file the build cannot use; the message is German and names the file and every field at fault. */
export class TextFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TextFileError";
  }
}

function definition(name: string): TextFile {
  if (!isTextFileName(name)) {
    throw new TextFileError(`${TEXT_FILE_FOLDER}/${name}.yaml ist keine bekannte Textdatei; bekannt sind ${Object.keys(TEXT_FILES).join(", ")}.`);
  }
  return TEXT_FILES[name];
}

function checkedCopy(name: string, data: unknown, lang: Lang): { data: unknown; issues: SchemaIssue[] } {
  const { schema, filledOnThePage, memberCopy } = definition(name);
  const issues = schemaIssues(schema, data);
  if (issues.length) return { data, issues };
  return setOwnerCopy(schema.parse(data), { filledOnThePage, memberCopy }, lang);
}

/** Where the file of `name` in `lang` lives, as messages name it. */
export function textFilePath(name: string, lang: Lang = "de"): string {
  return `${lang === "en" ? ENGLISH_TEXT_FILE_FOLDER : TEXT_FILE_FOLDER}/${name}.yaml`;
}

/** Everything the build objects to in a text file's data, one German line per field; the editor runs it before saving. */
export function textFileIssues(name: string, data: unknown, lang: Lang = "de"): SchemaIssue[] {
  return checkedCopy(name, data, lang).issues;
}

/**
 * The finished data of app/content/texte/<name>.yaml, or of its English twin in
 * app/content/en/texte/ (same schema, English rules); throws a TextFileError naming the file and every field at fault.
 */
export function textFileData(name: string, data: unknown, lang: Lang = "de"): unknown {
  const checked = checkedCopy(name, data, lang);
  if (checked.issues.length) throw new TextFileError(formatSchemaIssues(textFilePath(name, lang), checked.issues));
  return checked.data;
}
