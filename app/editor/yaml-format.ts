/**
 * Writes a profession page's file (app/content/berufe/<name>.yaml) the way Prettier formats it,
 * so an edit in the editor leaves `npm run format:check` green: keys in the schema's order, two
 * spaces, long texts on one line (no folding), a final newline. Registered with Decap as a custom
 * format (main.tsx); yaml-format.test.ts compares it with Prettier itself on every shipped file.
 */
import { parse, stringify } from "yaml";
import { professionSchema } from "~/modules/profession-schema";
import { PROFESSION_FILE_NAME_KEY } from "./editor-config";
import { inSchemaOrder } from "./zod-to-decap";

/** The data without the new file's name, which only names the file (editor-config.ts). */
function fileContent(data: unknown): unknown {
  const { [PROFESSION_FILE_NAME_KEY]: _name, ...content } = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  return content;
}

export const professionYamlFormat = {
  fromFile: (content: string): unknown => parse(content),
  // Through JSON first: drops the undefined values Decap leaves for emptied optional fields.
  toFile: (data: unknown): string => stringify(inSchemaOrder(professionSchema, fileContent(data)), { lineWidth: 0 }),
};
