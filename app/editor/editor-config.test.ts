/**
 * The editor's forms and the build's schemas agree (docs/decisions/0051-decap-cms-editor.md):
 * every schema field has its form field and no form field lacks a schema field; a field is
 * required in the form exactly when the schema refuses the entry without it; and every entry the
 * schema accepts — the shipped config, a second adviser, every article and term on disk — the
 * form accepts too, by the same rules Decap applies (required, pattern, range, list length,
 * choices).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { siteConfig } from "~/config/site-config";
import { siteConfigSchema } from "~/config/site-config-schema";
import { ARTICLE_FILES, ARTICLE_TOPICS, articleSchema, GLOSSARY_FILES, glossaryTermSchema, internalLinkProblem } from "~/modules/ratgeber-schema";
import { contentIndex } from "../../scripts/editor/content-index.mjs";
import { secondAdviser } from "../../tests/fixtures/second-adviser";
import { COLLECTIONS, editorConfig, PROFESSION_YAML_FORMAT, relatedLinkOptions, SITE_CONFIG_ENTRY } from "./editor-config";
import { checkedEntry, EntryInvalidError } from "./editor-validation";
import { articleFields, glossaryFields, professionFields, siteConfigFields } from "./field-labels";
import { PROFESSION_FILES, readProfessionFiles } from "~/config/profession-files";
import { professionSchema } from "~/modules/profession-schema";
import { decapFields, MissingFieldSpecError, schemaLabels, schemaPaths, type DecapField, type FieldSpecs } from "./zod-to-decap";
import { TEXT_FILES, textFileFolderOf, type TextFileName } from "~/modules/text-files/text-files";

const index = contentIndex(process.cwd(), { articles: ARTICLE_FILES, glossary: GLOSSARY_FILES });
const config = editorConfig({ origin: "http://localhost:4321", index });
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!;
const siteFields = collection(COLLECTIONS.settings).files!.find((file) => file.name === SITE_CONFIG_ENTRY)!.fields;
const articleForm = collection(COLLECTIONS.articles).fields!;
const glossaryForm = collection(COLLECTIONS.glossary).fields!;
const professionForm = collection(COLLECTIONS.professions).fields!;
const textFileNames = Object.keys(TEXT_FILES) as TextFileName[];
const textForm = (name: TextFileName) => collection(COLLECTIONS.texts).files!.find((file) => file.name === name)!.fields;
const textFileData = (name: TextFileName) => parse(readFileSync(`${textFileFolderOf(name)}/${name}.yaml`, "utf8")) as Record<string, unknown>;

function onDisk(folder: string, extension: string): { file: string; data: Record<string, unknown>; body: string }[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(`.${extension}`))
    .map((name) => {
      const [, yaml, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(join(folder, name), "utf8"))!;
      return { file: name, data: parse(yaml) as Record<string, unknown>, body };
    });
}
const articles = onDisk(ARTICLE_FILES.folder, ARTICLE_FILES.extension);
const terms = onDisk(GLOSSARY_FILES.folder, GLOSSARY_FILES.extension);

const empty = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
const optionValues = (field: DecapField) => (field.options ?? []).map((option) => (typeof option === "string" ? option : option.value));

/** What Decap's form would object to in `value`, one line per problem (Decap's own checks, restated). */
function formProblems(fields: readonly DecapField[], value: Record<string, unknown>, at = ""): string[] {
  return fields.flatMap((field) => {
    const path = `${at}${field.name}`;
    const item = value[field.name] instanceof Date ? (value[field.name] as Date).toISOString().slice(0, 10) : value[field.name];
    if (empty(item)) return field.required ? [`${path}: required`] : [];
    if (field.widget === "string" && typeof item !== "string") return [`${path}: not text`];
    const problems: string[] = [];
    if (field.pattern && !new RegExp(field.pattern[0]).test(String(item))) problems.push(`${path}: pattern`);
    if (field.widget === "number" && ((field.min !== undefined && Number(item) < field.min) || (field.max !== undefined && Number(item) > field.max)))
      problems.push(`${path}: range`);
    if (field.widget === "select") {
      const values = field.multiple ? (item as unknown[]) : [item];
      if (values.some((one) => !optionValues(field).includes(String(one)))) problems.push(`${path}: not an option`);
    }
    if ((field.widget === "list" || (field.widget === "select" && field.multiple)) && Array.isArray(item)) {
      if ((field.min !== undefined && item.length < field.min) || (field.max !== undefined && item.length > field.max)) problems.push(`${path}: count`);
      if (field.widget === "list") {
        item.forEach((entry, position) => {
          if (field.fields) problems.push(...formProblems(field.fields, entry as Record<string, unknown>, `${path}[${position}].`));
          else if (field.field) problems.push(...formProblems([field.field], { [field.field.name]: entry }, `${path}[${position}].`));
        });
      }
    }
    if (field.widget === "object" && field.fields) problems.push(...formProblems(field.fields, item as Record<string, unknown>, `${path}.`));
    return problems;
  });
}

/** Form fields by path (list items without index), the same paths the schemas and labels use. */
function formPaths(fields: readonly DecapField[], at = ""): Map<string, DecapField> {
  const paths = new Map<string, DecapField>();
  for (const field of fields) {
    const path = `${at}${field.name}`;
    paths.set(path, field);
    for (const [inner, innerField] of formPaths(field.fields ?? [], `${path}.`)) paths.set(inner, innerField);
  }
  return paths;
}

/** A copy with the field at `path` (in a list: in its first item) changed by `change`. */
function changedAt(value: unknown, path: string, change: (parent: Record<string, unknown>, key: string) => void): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split(".");
  const parent = keys.slice(0, -1).reduce<Record<string, unknown> | undefined>((node, key) => {
    const next = node?.[key];
    return (Array.isArray(next) ? next[0] : next) as Record<string, unknown> | undefined;
  }, copy);
  if (parent) change(parent, keys.at(-1)!);
  return copy;
}
const withoutPath = (value: unknown, path: string) => changedAt(value, path, (parent, key) => delete parent[key]);
const withValue = (value: unknown, path: string, replacement: unknown) => changedAt(value, path, (parent, key) => (parent[key] = structuredClone(replacement)));

const forms: [string, z.ZodType, FieldSpecs, DecapField[], Record<string, unknown>[]][] = [
  ["site config", siteConfigSchema, siteConfigFields, siteFields, [structuredClone(siteConfig), structuredClone(secondAdviser)] as Record<string, unknown>[]],
  ["article", articleSchema, articleFields, articleForm, articles.map((article) => article.data)],
  ["glossary term", glossaryTermSchema, glossaryFields, glossaryForm, terms.map((term) => term.data)],
  ["profession page", professionSchema, professionFields, professionForm, readProfessionFiles().map((file) => file.data as Record<string, unknown>)],
  ...textFileNames.map((name): (typeof forms)[number] => [
    `text file ${name}`,
    TEXT_FILES[name].schema,
    schemaLabels(TEXT_FILES[name].schema),
    textForm(name),
    [textFileData(name)],
  ]),
];

const collectionOf: Record<string, string> = {
  "site config": COLLECTIONS.settings,
  article: COLLECTIONS.articles,
  "glossary term": COLLECTIONS.glossary,
  "profession page": COLLECTIONS.professions,
  ...Object.fromEntries(textFileNames.map((name) => [`text file ${name}`, COLLECTIONS.texts])),
};

/** The entry's name within its collection: a text file's, which picks its rules. */
const entryFile = (name: string) => (name.startsWith("text file ") ? name.slice("text file ".length) : undefined);

/** The Markdown body is the file's text, no frontmatter field: the forms require it, the schemas do not know it. */
const withBody: Record<string, { body: string }[]> = {
  article: articles.map((article) => ({ body: article.body })),
  "glossary term": terms.map((term) => ({ body: term.body })),
};

describe("the text files' forms, generated from their schemas alone", () => {
  it.each(textFileNames)("%s: every field of the schema has its German label there (.meta({ title }))", (name) => {
    const schema = TEXT_FILES[name].schema;
    expect(() => decapFields(schema)).not.toThrow();
    const labels = schemaLabels(schema);
    expect(Object.keys(labels).sort()).toEqual([...schemaPaths(schema)].sort());
    // A label is words for the owner, not the field's name in the file (camelCase never is German).
    const named = Object.entries(labels).filter(([path, { label }]) => /[A-Z]/.test(path.split(".").at(-1)!) && label === path.split(".").at(-1));
    expect(named).toEqual([]);
  });

  it("refuse a field a text file's schema gains without a label", () => {
    const grown = (TEXT_FILES.startseite.schema as z.ZodObject).extend({ neuesFeld: z.string() });
    expect(() => decapFields(grown)).toThrow(MissingFieldSpecError);
  });
});

describe.each(forms)("the editor's %s form and its schema", (name, schema, labels, form, valid) => {
  const paths = schemaPaths(schema);
  const fields = formPaths(form);

  it("have the same fields, each labelled", () => {
    expect([...fields.keys()].filter((path) => path !== "body")).toEqual(paths);
    expect(Object.keys(labels).sort()).toEqual([...paths].sort());
    for (const path of paths) expect(fields.get(path)!.label, path).toBe(labels[path].label);
  });

  it("require a field, or write it by default, exactly where the schema refuses an entry without it", () => {
    const position = Math.max(
      0,
      valid.findIndex((entry) => paths.every((path) => path.split(".").length > 1 || entry[path] !== undefined)),
    );
    const fixture = valid[position];
    const refusedBeforeSaving = (entry: unknown) => {
      try {
        checkedEntry(collectionOf[name]!, { ...(entry as Record<string, unknown>), ...withBody[name]?.[position] }, entryFile(name));
        return false;
      } catch (error) {
        return error instanceof EntryInvalidError;
      }
    };
    const present = (path: string) =>
      path
        .split(".")
        .slice(0, -1)
        .every((_key, depth, keys) => {
          const node = keys.slice(0, depth + 1).reduce<unknown>((at, key) => {
            const next = (at as Record<string, unknown> | undefined)?.[key];
            return Array.isArray(next) ? next[0] : next;
          }, fixture);
          return node !== undefined;
        });
    const disagreements = paths.filter(present).flatMap((path) => {
      const without = withoutPath(fixture, path);
      const refused = !schema.safeParse(without).success;
      const field = fields.get(path)!;
      const found: string[] = [];
      // What the schema needs the form requires, or writes by default (a toggle, a text or list
      // that may be empty), or — inside an optional object, where Decap cannot require — the check
      // before saving refuses; what the schema may lack the form does not require.
      if (refused && !field.required && field.default === undefined && !refusedBeforeSaving(without))
        found.push(`${path}: saved without it, the build refuses that`);
      if (!refused && field.required) found.push(`${path}: required in the form, optional in the schema`);
      // A default the form writes is one the schema accepts; a required text's empty value the schema refuses.
      if (!field.required && field.default !== undefined && refused && !schema.safeParse(withValue(fixture, path, field.default)).success)
        found.push(`${path}: default refused`);
      if (field.required && (field.widget === "string" || field.widget === "text") && schema.safeParse(withValue(fixture, path, "")).success)
        found.push(`${path}: empty accepted`);
      return found;
    });
    expect(disagreements).toEqual([]);
  });

  it("accept every entry the schema accepts", () => {
    expect(valid.length).toBeGreaterThan(0);
    valid.forEach((entry, position) => {
      expect(schema.safeParse(entry).success).toBe(true);
      expect(formProblems(form, { ...entry, ...withBody[name]?.[position] })).toEqual([]);
    });
  });
});

describe("the editor's choices", () => {
  it("offer the topics and links the schema allows, every link an article uses among them", () => {
    expect(articleForm.find((field) => field.name === "topic")!.options!.map((option) => (typeof option === "string" ? option : option.value))).toEqual([
      ...ARTICLE_TOPICS,
    ]);
    const links = relatedLinkOptions(index).map((option) => option.value);
    for (const link of links) expect(internalLinkProblem(link), link).toBeNull();
    for (const article of articles) for (const link of article.data.related as string[]) expect(links, `${article.file}: ${link}`).toContain(link);
  });

  it("write the config file, articles and terms where the build reads them", () => {
    expect(collection(COLLECTIONS.articles)).toMatchObject({ folder: ARTICLE_FILES.folder, extension: ARTICLE_FILES.extension });
    expect(collection(COLLECTIONS.glossary)).toMatchObject({ folder: GLOSSARY_FILES.folder, extension: GLOSSARY_FILES.extension });
    expect(collection(COLLECTIONS.professions)).toMatchObject({
      folder: PROFESSION_FILES.folder,
      extension: PROFESSION_FILES.extension,
      format: PROFESSION_YAML_FORMAT,
    });
    expect(index.articles.map((article) => `${article.slug}.${ARTICLE_FILES.extension}`)).toEqual(articles.map((article) => article.file));
  });

  it("use the local backend by default and a git host only when one is given", () => {
    expect(config.backend).toEqual({ name: "proxy", proxy_url: "http://localhost:4321/admin/api/v1" });
    expect(config.local_backend).toEqual({ url: "http://localhost:4321/admin/api/v1" });
    const online = editorConfig({
      origin: "https://www.beispiel.de",
      index,
      git: { name: "github", repo: "konto/website", branch: "main", base_url: "https://auth.beispiel.de" },
    });
    expect(online.backend).toEqual({ name: "github", repo: "konto/website", branch: "main", base_url: "https://auth.beispiel.de" });
  });
});
