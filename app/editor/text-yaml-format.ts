/**
 * Writes an owner's text file (app/content/texte/<name>.yaml) as Prettier formats it, keys in its
 * schema's order, like the profession files (yaml-format.ts). Decap hands a custom format only the
 * entry's data, so the schema is the one whose fields are exactly the data's.
 */
import { parse, stringify } from "yaml";
import type { z } from "zod";
import { TEXT_FILES } from "~/modules/text-files/text-files";
import { inSchemaOrder } from "./zod-to-decap";

function schemaFor(data: Record<string, unknown>): z.ZodType | undefined {
  const keys = Object.keys(data).sort().join();
  return Object.values(TEXT_FILES).find(
    ({ schema }) =>
      Object.keys((schema as z.ZodObject).shape)
        .sort()
        .join() === keys,
  )?.schema;
}

export const textYamlFormat = {
  fromFile: (content: string): unknown => parse(content),
  toFile: (data: unknown): string => {
    // Through JSON first: drops the undefined values Decap leaves for emptied optional fields.
    const plain = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    const schema = schemaFor(plain);
    return stringify(schema ? inSchemaOrder(schema, plain) : plain, { lineWidth: 0 });
  },
};
