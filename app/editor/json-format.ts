/**
 * Writes the config file (app/config/site-config.json) the way Prettier formats it, so an edit in
 * the editor leaves `npm run format:check` green: objects one key per line, a list of plain
 * values on one line when it fits the print width, two spaces, a final newline, the keys in the
 * schema's order. Registered with Decap as a custom format (main.tsx); json-format.test.ts
 * compares it with Prettier itself.
 */
import { siteConfigSchema } from "~/config/site-config-schema";
import { inSchemaOrder } from "./zod-to-decap";

/** The project's Prettier print width (.prettierrc). */
export const PRINT_WIDTH = 160;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isPlain = (value: Json) => value === null || typeof value !== "object";

function print(value: Json, indent: string, prefixWidth: number, suffixWidth: number): string {
  if (isPlain(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(isPlain)) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
      if (prefixWidth + flat.length + suffixWidth <= PRINT_WIDTH) return flat;
    }
    const items = value.map((item, index) => `${inner}${print(item, inner, inner.length, index < value.length - 1 ? 1 : 0)}`);
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([key, item], index) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return `${head}${print(item, inner, head.length, index < entries.length - 1 ? 1 : 0)}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

export function toJsonFile(data: unknown): string {
  // Through JSON first: drops undefined values and turns dates into strings, as JSON.stringify would.
  return `${print(JSON.parse(JSON.stringify(data)) as Json, "", 0, 0)}\n`;
}

export const siteJsonFormat = {
  fromFile: (content: string): unknown => JSON.parse(content),
  toFile: (data: unknown): string => toJsonFile(inSchemaOrder(siteConfigSchema, data)),
};
