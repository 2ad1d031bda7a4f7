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

function checkedCopy(name: string, data: unknown): { data: unknown; issues: SchemaIssue[] } {
  const { schema, filledOnThePage, memberCopy } = definition(name);
  const issues = schemaIssues(schema, data);
  if (issues.length) return { data, issues };
  return setOwnerCopy(schema.parse(data), { filledOnThePage, memberCopy });
}

/** Everything the build objects to in a text file's data, one German line per field; the editor runs it before saving. */
export function textFileIssues(name: string, data: unknown): SchemaIssue[] {
  return checkedCopy(name, data).issues;
}

/** The finished data of app/content/texte/<name>.yaml; throws a TextFileError naming the file and every field at fault. */
export function textFileData(name: string, data: unknown): unknown {
  const checked = checkedCopy(name, data);
  if (checked.issues.length) throw new TextFileError(formatSchemaIssues(`${TEXT_FILE_FOLDER}/${name}.yaml`, checked.issues));
  return checked.data;
}
