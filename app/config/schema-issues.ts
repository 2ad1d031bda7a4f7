/**
 * How a file that fails its zod schema is reported: one German line per field, the field written
 * as the reader finds it in the file (`faqs[2].answer`), for an owner who edits without a
 * programmer. The site config and the profession files use it; the build prints it and stops.
 */
import { z } from "zod";

/** One problem of a file: the field as the reader finds it in the file, and what to put there. */
export interface SchemaIssue {
  field: string;
  problem: string;
}

/** `social.1.url` → `social[1].url`, the way a reader finds it in the file. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((joined, key) => {
    if (typeof key === "number") return `${joined}[${key}]`;
    return joined ? `${joined}.${String(key)}` : String(key);
  }, "");
}

/** The value at an issue's path, to tell a field left out from one filled in wrongly. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((inner, key) => (inner !== null && typeof inner === "object" ? (inner as Record<PropertyKey, unknown>)[key] : undefined), value);
}

/**
 * Every problem of `value` under `schema`, each once, in the order of the file; empty when it is
 * valid. `missingBecause` gives, by field, more than „fehlt“ where the law is the reason.
 */
export function schemaIssues(schema: z.ZodType, value: unknown, missingBecause: Readonly<Record<string, string>> = {}): SchemaIssue[] {
  // Messages the schema does not set come from zod's German locale.
  const result = schema.safeParse(value, { error: z.locales.de().localeError });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = fieldPath(issue.path);
    // A field left out: say so, whatever check it failed first.
    if (valueAt(value, issue.path) === undefined && issue.code !== "custom") return { field, problem: missingBecause[field] ?? "fehlt – bitte eintragen" };
    if (issue.code === "unrecognized_keys")
      return { field, problem: `unbekannte Angabe ${issue.keys.map((key) => `„${key}“`).join(", ")} – bitte prüfen oder entfernen` };
    return { field, problem: issue.message };
  });
}

/** What the build prints: the file, then one line per field, without a stack trace. */
export function formatSchemaIssues(file: string, issues: readonly SchemaIssue[]): string {
  return [`Fehler in ${file}:`, ...issues.map((issue) => `  ${issue.field || "(ganze Datei)"}: ${issue.problem}`)].join("\n");
}
