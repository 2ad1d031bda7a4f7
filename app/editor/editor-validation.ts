/**
 * The check the editor runs before it saves (Decap's preSave event, main.tsx): the very schema
 * the build validates with, so what the editor saves the build accepts, with the same German
 * messages. Decap's form checks what it can express (required, patterns, ranges, list lengths,
 * from zod-to-decap.ts); the rest — „not blank“, rules across fields such as the opening hours'
 * order or the host's transfer basis — is caught here. Also drops optional fields the form left
 * empty (Decap writes "" and {} for them), so the file holds only what the owner filled in.
 */
import { z } from "zod";
import { siteConfigIssues, siteConfigSchema } from "~/config/site-config-schema";
import { articleSchema, glossaryTermSchema } from "~/modules/ratgeber-schema";
import { professionSchema } from "~/modules/profession-schema";
import { professionIssues } from "~/content/professions";
import { textFileIssues } from "~/content/text-file-data";
import { guideBodyIssues, guideFieldIssues } from "~/content/guide-checks";
import { TEXT_FILES, isTextFileName, type TextFile } from "~/modules/text-files/text-files";
import type { SchemaIssue } from "~/config/schema-issues";
import { COLLECTIONS } from "./editor-config";
import { articleFields, bodyLabels, glossaryFields, professionFields, siteConfigFields } from "./field-labels";
import { schemaLabels, type FieldSpecs } from "./zod-to-decap";

type AnySchema = z.ZodType;
type Path = (string | number)[];

const defOf = (schema: AnySchema) =>
  schema._zod.def as unknown as { type: string; innerType?: AnySchema; shape?: Record<string, AnySchema>; element?: AnySchema };

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  // An optional list left empty is written as none at all ([] would show as an empty „auch:“ line).
  if (Array.isArray(value)) return value.length === 0;
  // An optional object with nothing typed in (toggles alone do not count) was left out.
  if (typeof value === "object") return Object.values(value).every((item) => typeof item === "boolean" || isEmpty(item));
  return false;
}

/** Paths of optional fields whose value is empty: to be removed before the check and from the saved file. */
function emptyOptionalPaths(schema: AnySchema, value: unknown, path: Path = []): Path[] {
  let inner = schema;
  let optional = false;
  for (let def = defOf(inner); def.type === "optional" || def.type === "default"; def = defOf(inner)) {
    optional = true;
    inner = def.innerType!;
  }
  if (optional && path.length > 0 && isEmpty(value)) return value === undefined ? [] : [path];
  const def = defOf(inner);
  if (def.type === "object" && value !== null && typeof value === "object") {
    return Object.entries(def.shape!).flatMap(([key, field]) => emptyOptionalPaths(field, (value as Record<string, unknown>)[key], [...path, key]));
  }
  if (def.type === "array" && Array.isArray(value)) return value.flatMap((item, index) => emptyOptionalPaths(def.element!, item, [...path, index]));
  return [];
}

/** Deepest first, and within a list the last item first, so removing one path never shifts another's index. */
function removalOrder(paths: readonly Path[]): Path[] {
  return [...paths].sort(
    (a, b) => b.length - a.length || (typeof a.at(-1) === "number" && typeof b.at(-1) === "number" ? Number(b.at(-1)) - Number(a.at(-1)) : 0),
  );
}

function withoutPaths(value: unknown, paths: readonly Path[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  for (const path of paths) {
    const parent = path
      .slice(0, -1)
      .reduce<Record<string | number, unknown> | undefined>((node, key) => node?.[key] as Record<string | number, unknown> | undefined, copy);
    const key = path.at(-1)!;
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else if (parent) delete parent[key];
  }
  return copy;
}

/** „Quellen 2 › Adresse“: the field as the form labels it, list positions counted from 1. */
export function fieldLabel(path: readonly PropertyKey[], specs: FieldSpecs): string {
  const parts: string[] = [];
  const named: string[] = [];
  for (const key of path) {
    if (typeof key === "number") {
      parts[parts.length - 1] = `${parts.at(-1)} ${key + 1}`;
      continue;
    }
    named.push(String(key));
    parts.push(specs[named.join(".")]?.label ?? (key === "body" ? bodyLabels.article : String(key)));
  }
  return parts.join(" › ") || "ganzer Eintrag";
}

interface Collection {
  schema: AnySchema;
  specs: FieldSpecs;
  /** Problems as „field: message“, in German. */
  problems: (data: unknown) => string[];
}

function schemaProblems(schema: AnySchema, specs: FieldSpecs) {
  return (data: unknown) => {
    const result = schema.safeParse(data, { error: z.locales.de().localeError });
    return result.success ? [] : result.error.issues.map((issue) => `${fieldLabel(issue.path, specs)}: ${issue.message}`);
  };
}

/** Issues as the build words them („faqs[0].answer[1]: …“), the field named by the form's labels. */
function labelledIssues(issues: readonly SchemaIssue[], specs: FieldSpecs): string[] {
  return issues.map((issue) => {
    const path = issue.field
      .split(/[.[\]]+/)
      .filter(Boolean)
      .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    return `${fieldLabel(path, specs)}: ${issue.problem}`;
  });
}

const collections: Readonly<Record<string, Collection>> = {
  [COLLECTIONS.articles]: { schema: articleSchema, specs: articleFields, problems: schemaProblems(articleSchema, articleFields) },
  [COLLECTIONS.glossary]: { schema: glossaryTermSchema, specs: glossaryFields, problems: schemaProblems(glossaryTermSchema, glossaryFields) },
  // The build's own German lines (schema, placeholders, forbidden claims), with the form's labels.
  [COLLECTIONS.professions]: {
    schema: professionSchema,
    specs: professionFields,
    problems: (data) => labelledIssues(professionIssues(data), professionFields),
  },
  // The config's own German lines (the ones `npm run build` prints), with the form's labels.
  [COLLECTIONS.settings]: { schema: siteConfigSchema, specs: siteConfigFields, problems: (data) => labelledIssues(siteConfigIssues(data), siteConfigFields) },
};

/** A text file's rules: its schema, and the build's own German lines with the form's labels. */
function textFileRules(file: string | undefined, english = false): Collection | undefined {
  if (file === undefined || !isTextFileName(file)) return undefined;
  const specs = schemaLabels(TEXT_FILES[file].schema);
  // An English file (under „Texte (Englisch)“, or the English-only expats page, docs/decisions/0073) is checked by the English rules.
  const lang = english || (TEXT_FILES[file] as TextFile).englishOnly ? "en" : "de";
  return { schema: TEXT_FILES[file].schema, specs, problems: (data) => labelledIssues(textFileIssues(file, data, lang), specs) };
}

export class EntryInvalidError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Nicht gespeichert – bitte korrigieren:\n${problems.map((problem) => `• ${problem}`).join("\n")}`);
    // Decap shows String(error); without a name that is the message alone.
    this.name = "";
  }
}

/**
 * The entry's data as it will be saved: optional fields left empty removed. Throws an
 * EntryInvalidError listing every problem when the build would reject it. The Markdown body is
 * not part of the frontmatter schemas; it only must not be empty. `removed` is in an order that
 * can be deleted one after another (Decap's Immutable data: deleteIn).
 */
export function checkedEntry(collection: string, data: Record<string, unknown>, file?: string): { data: Record<string, unknown>; removed: Path[] } {
  const rules =
    collection === COLLECTIONS.texts || collection === COLLECTIONS.englishTexts
      ? textFileRules(file, collection === COLLECTIONS.englishTexts)
      : collections[collection];
  if (!rules) return { data, removed: [] };
  const { body, ...fields } = data;
  const removed = removalOrder(emptyOptionalPaths(rules.schema, fields));
  const cleaned = withoutPaths(fields, removed) as Record<string, unknown>;
  const problems = rules.problems(cleaned);
  if (collection === COLLECTIONS.articles || collection === COLLECTIONS.glossary) {
    const bodyLabel = collection === COLLECTIONS.articles ? bodyLabels.article : bodyLabels.glossary;
    if (isEmpty(body)) problems.push(`${bodyLabel}: ist leer – bitte ausfüllen`);
    // What the build refuses in the guide's files: forbidden claims, typed figures, unknown figures (guide-checks.ts).
    else if (problems.length === 0) {
      problems.push(
        ...guideFieldIssues(cleaned).map((issue) => `${fieldLabel([issue.field], rules.specs)}: ${issue.problem}`),
        ...guideBodyIssues(String(body)).map((issue) => `${bodyLabel}, ${issue.field}: ${issue.problem}`),
      );
    }
  }
  if (problems.length > 0) throw new EntryInvalidError(problems);
  return { data: body === undefined ? cleaned : { ...cleaned, body }, removed };
}
