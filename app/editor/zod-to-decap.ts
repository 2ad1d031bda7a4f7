/**
 * Turns a zod object schema into Decap CMS field definitions, so the editor's form is derived
 * from the one schema the build validates with (docs/decisions/0051-decap-cms-editor.md):
 * nesting, lists and their lengths, choices, optional fields, number ranges and the patterns
 * with their German messages come from the schema. What the schema cannot say in Decap's terms
 * (refinements across fields, the „not blank“ rule) the editor checks before saving by running
 * the schema itself (editor-validation.ts). The label is the field's `.meta({ title })` in its
 * schema (app/modules/field-meta.ts, docs/decisions/0074), or the caller's spec for the field's
 * path where one is given; a field with neither is an error here, so a new schema field cannot go
 * unlabelled.
 */
import { globalRegistry, type z } from "zod";
import type { FieldMeta } from "~/modules/field-meta";

/** The subset of Decap's field options this project generates (decap-cms-core's CmsField). */
export interface DecapField {
  name: string;
  label: string;
  label_singular?: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "list" | "object" | "datetime" | "markdown" | "image" | "hidden";
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  fields?: DecapField[];
  field?: DecapField;
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  collapsed?: boolean;
  summary?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  format?: string;
  picker_utc?: boolean;
  modes?: ("raw" | "rich_text")[];
  choose_url?: boolean;
  allow_add?: boolean;
  add_to_top?: boolean;
}

/** Per field path (`adviser.photo.src`, `openingHours.firstDay` — list items have no index): the label and anything the schema cannot tell. */
export interface FieldSpec {
  label: string;
  /** Replaces or adds options, e.g. a widget the schema type cannot choose (`image`, `text`) or labelled choices. */
  override?: Partial<DecapField>;
}

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

type AnySchema = z.core.$ZodType;
interface Check {
  _zod: {
    def: {
      check: string;
      pattern?: RegExp;
      error?: unknown;
      minimum?: number;
      maximum?: number;
      length?: number;
      value?: number;
      inclusive?: boolean;
      format?: string;
    };
  };
}

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Record<string, unknown> & { type: string; checks?: Check[] };

/** A check's own message, when the schema gave one as a string (zod keeps it as a function returning it). */
function messageOf(check: Check): string | undefined {
  const error = check._zod.def.error;
  if (typeof error === "string") return error;
  if (typeof error === "function") {
    const message = (error as (issue: unknown) => unknown)({});
    return typeof message === "string" ? message : undefined;
  }
  return undefined;
}

function descriptionOf(schema: AnySchema): string | undefined {
  return (schema as unknown as { description?: string }).description;
}

/** The schema's own metadata (`.meta()`, `.describe()`), merged over what its optional/default layers wrap (the outer one wins). */
function metaOf(schema: AnySchema): FieldMeta {
  return globalRegistry.get(schema) ?? {};
}

/** Strips optional/default layers; what is left is the field's own type. */
function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean; defaultValue?: unknown; description?: string; meta: FieldMeta } {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  let description = descriptionOf(schema);
  let meta = metaOf(schema);
  for (;;) {
    const def = defOf(current);
    if (def.type === "optional") {
      optional = true;
    } else if (def.type === "default") {
      optional = true;
      const value = def.defaultValue;
      defaultValue = typeof value === "function" ? (value as () => unknown)() : value;
    } else {
      break;
    }
    current = def.innerType as AnySchema;
    description ??= descriptionOf(current);
    meta = { ...metaOf(current), ...meta };
  }
  return { inner: current, optional, defaultValue, description, meta };
}

/** Pattern source for Decap: the regex a value must match, or its length limits, with the schema's message. */
function stringPattern(checks: readonly Check[]): [string, string] | undefined {
  const regex = checks.find((check) => check._zod.def.check === "string_format" && check._zod.def.pattern instanceof RegExp);
  if (regex) return [regex._zod.def.pattern!.source, messageOf(regex) ?? "hat nicht die erwartete Form"];
  const minCheck = checks.find((check) => check._zod.def.check === "min_length");
  const maxCheck = checks.find((check) => check._zod.def.check === "max_length");
  if (!minCheck && !maxCheck) return undefined;
  const min = minCheck?._zod.def.minimum;
  const max = maxCheck?._zod.def.maximum;
  const own = (maxCheck && messageOf(maxCheck)) ?? (minCheck && messageOf(minCheck));
  const said =
    min !== undefined && max !== undefined
      ? `muss ${min} bis ${max} Zeichen lang sein`
      : max !== undefined
        ? `darf höchstens ${max} Zeichen lang sein`
        : `muss mindestens ${min} Zeichen lang sein`;
  return [`^[\\s\\S]{${min ?? 0},${max ?? ""}}$`, own ?? said];
}

function numberRange(checks: readonly Check[]): { min?: number; max?: number; int: boolean } {
  const range: { min?: number; max?: number; int: boolean } = { int: false };
  for (const check of checks) {
    const { check: kind, value, format } = check._zod.def;
    if (kind === "number_format" && (format === "safeint" || format === "int32")) range.int = true;
    if (kind === "greater_than") range.min = value;
    if (kind === "less_than") range.max = value;
  }
  return range;
}

function listLength(checks: readonly Check[]): { min?: number; max?: number } {
  const length: { min?: number; max?: number } = {};
  for (const check of checks) {
    if (check._zod.def.check === "min_length") length.min = check._zod.def.minimum;
    if (check._zod.def.check === "max_length") length.max = check._zod.def.maximum;
    if (check._zod.def.check === "length_equals") length.min = length.max = check._zod.def.length;
  }
  return length;
}

export class MissingFieldSpecError extends Error {
  constructor(readonly paths: readonly string[]) {
    super(`Editor: no label for ${paths.join(", ")} (.meta({ title }) at the field in its schema, app/modules/field-meta.ts)`);
    this.name = "MissingFieldSpecError";
  }
}

/** The fields of a zod object schema, labelled by their titles or by `specs`; throws if a field has neither. */
export function decapFields(schema: AnySchema, specs: FieldSpecs = {}, prefix = ""): DecapField[] {
  const missing: string[] = [];
  const fields = objectFields(schema, specs, prefix, missing, false);
  if (missing.length > 0) throw new MissingFieldSpecError(missing);
  return fields;
}

/**
 * `inOptional`: the object is itself optional (e.g. an e-mail provider the owner may leave out).
 * Decap checks a nested field's „required“ even while the whole object is left empty, so inside
 * such an object nothing is required in the form; the check before saving (editor-validation.ts)
 * runs the schema, which requires the fields once the object is filled in.
 */
function objectFields(schema: AnySchema, specs: FieldSpecs, prefix: string, missing: string[], inOptional: boolean): DecapField[] {
  const def = defOf(unwrap(schema).inner);
  if (def.type !== "object") throw new Error(`Editor: ${prefix || "the schema"} is no object (${def.type})`);
  const shape = def.shape as Record<string, AnySchema>;
  return Object.entries(shape).map(([name, field]) => fieldFor(name, field, specs, prefix ? `${prefix}.${name}` : name, missing, inOptional));
}

/** A list of texts typed as sentences: one text box per entry, called by the list's `item`. */
function textBoxItem(item: string): DecapField {
  return { name: item.toLowerCase(), label: item, widget: "text" };
}

function fieldFor(name: string, schema: AnySchema, specs: FieldSpecs, path: string, missing: string[], inOptional: boolean): DecapField {
  const spec = specs[path];
  const { inner, optional, defaultValue, description, meta } = unwrap(schema);
  const label = spec?.label ?? meta.title;
  if (!label?.trim()) missing.push(path);
  const def = defOf(inner);
  const checks = def.checks ?? [];
  const field: DecapField = { name, label: label ?? name, widget: "string", required: !optional && !inOptional };
  if (description) field.hint = description;
  if (defaultValue !== undefined) field.default = defaultValue;

  switch (def.type) {
    case "string": {
      const pattern = stringPattern(checks);
      if (pattern) field.pattern = pattern;
      if (meta.multiline) field.widget = "text";
      // A text the schema needs but allows empty (e.g. „nothing else received“): Decap's „required“
      // would refuse "", so the form writes "" itself.
      if (checks.length === 0 && !optional && !inOptional) Object.assign(field, { required: false, default: "" });
      break;
    }
    case "number": {
      const range = numberRange(checks);
      Object.assign(field, { widget: "number", value_type: range.int ? "int" : "float" });
      if (range.min !== undefined) field.min = range.min;
      if (range.max !== undefined) field.max = range.max;
      break;
    }
    case "boolean":
      // A toggle is never „missing“; a default makes Decap write it even when left untouched.
      Object.assign(field, { widget: "boolean", required: false });
      if (!optional && !inOptional) field.default = false;
      break;
    case "literal": {
      const values = def.values as unknown[];
      if (values.length !== 1 || typeof values[0] !== "boolean") throw new Error(`Editor: ${path}: only boolean literals are supported`);
      // A box the owner must tick (e.g. „Krankentagegeld eingerechnet“): the check before saving enforces it.
      Object.assign(field, { widget: "boolean", required: false });
      if (!optional && !inOptional) field.default = values[0];
      break;
    }
    case "enum":
      Object.assign(field, { widget: "select", options: Object.values(def.entries as Record<string, string>) });
      break;
    case "date":
      // Calendar days as YAML writes them (2026-11-23); shown the German way.
      Object.assign(field, { widget: "datetime", date_format: "DD.MM.YYYY", time_format: false, format: "YYYY-MM-DD", picker_utc: true });
      break;
    case "array": {
      const { inner: element, meta: elementMeta } = unwrap(def.element as AnySchema);
      // Items open, not folded to a summary line: the lists are short and the owner sees every field.
      Object.assign(field, { widget: "list", collapsed: false, ...listLength(checks) });
      // A list the schema needs but allows empty: written as [] rather than refused as missing.
      if (field.min === undefined && !optional && !inOptional) Object.assign(field, { required: false, default: [] });
      const item = meta.item ?? elementMeta.item;
      const summary = meta.summary ?? elementMeta.summary;
      if (summary) field.summary = `{{fields.${summary}}}`;
      if (item) field.label_singular = item;
      if (defOf(element).type === "object") {
        field.fields = objectFields(element, specs, path, missing, false);
      } else if (meta.multiline && item) {
        field.field = textBoxItem(item);
      } else {
        // One value per item: Decap's `field` takes the item's own schema (its pattern, its choices).
        field.field = fieldFor(name, element, { ...specs, [path]: { label: label ?? name } }, path, missing, false);
      }
      break;
    }
    case "object":
      Object.assign(field, { widget: "object", fields: objectFields(inner, specs, path, missing, optional || inOptional) });
      break;
    default:
      throw new Error(`Editor: ${path}: zod type „${def.type}“ has no editor widget yet`);
  }
  return { ...field, ...spec?.override };
}

/** Every field path of a schema (list items without index), for tests that compare it with the labels. */
export function schemaPaths(schema: AnySchema, prefix = ""): string[] {
  const def = defOf(unwrap(schema).inner);
  if (def.type === "object") {
    return Object.entries(def.shape as Record<string, AnySchema>).flatMap(([name, field]) => {
      const path = prefix ? `${prefix}.${name}` : name;
      return [path, ...schemaPaths(field, path)];
    });
  }
  if (def.type === "array") return schemaPaths(def.element as AnySchema, prefix);
  return [];
}

/**
 * The labels a schema gives its fields (`.meta({ title })`), by field path as `schemaPaths` names
 * them; a field without a title is left out. The check before saving names fields by them.
 */
export function schemaLabels(schema: AnySchema, prefix = ""): FieldSpecs {
  const def = defOf(unwrap(schema).inner);
  if (def.type === "array") return schemaLabels(def.element as AnySchema, prefix);
  if (def.type !== "object") return {};
  return Object.fromEntries(
    Object.entries(def.shape as Record<string, AnySchema>).flatMap(([name, field]) => {
      const path = prefix ? `${prefix}.${name}` : name;
      const title = unwrap(field).meta.title;
      return [...(title ? [[path, { label: title }]] : []), ...Object.entries(schemaLabels(field, path))];
    }),
  );
}

/**
 * `value` with its object keys in the schema's order, nested objects and list items too (keys
 * the schema lacks keep their place at the end). Decap hands its data over in no fixed order; the
 * file is written in the order the schema, and the shipped file, have.
 */
export function inSchemaOrder(schema: AnySchema, value: unknown): unknown {
  const def = defOf(unwrap(schema).inner);
  if (Array.isArray(value)) return def.type === "array" ? value.map((item) => inSchemaOrder(def.element as AnySchema, item)) : value;
  if (def.type !== "object" || value === null || typeof value !== "object") return value;
  const shape = def.shape as Record<string, AnySchema>;
  const record = value as Record<string, unknown>;
  const known = Object.keys(shape).filter((key) => key in record);
  const extra = Object.keys(record).filter((key) => !(key in shape));
  return Object.fromEntries([...known.map((key) => [key, inSchemaOrder(shape[key], record[key])]), ...extra.map((key) => [key, record[key]])]);
}
