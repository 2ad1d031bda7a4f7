import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { httpsUrl, jsonHttpsUrl, jsonIsoDate, jsonText, text, yamlDate } from "./schema-fields";

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("the shared schema fields", () => {
  it("tell a JSON file's reader that a text needs quotes, and a YAML file's reader not", () => {
    expect(messages(jsonText, 42)).toEqual(["muss ein Text in Anführungszeichen sein"]);
    expect(messages(text, 42)).toEqual(["muss ein Text sein"]);
  });

  it("refuse a blank text in either format", () => {
    for (const schema of [text, jsonText]) {
      expect(messages(schema, "  ")).toEqual(["ist leer – bitte ausfüllen"]);
      expect(messages(schema, "Muster")).toEqual([]);
    }
  });

  it("accept only https:// addresses", () => {
    for (const schema of [httpsUrl, jsonHttpsUrl]) {
      expect(messages(schema, "https://www.beispiel.de")).toEqual([]);
      expect(messages(schema, "http://www.beispiel.de")).toEqual(["muss eine Adresse sein, die mit https:// beginnt"]);
      expect(messages(schema, "www.beispiel.de")).toEqual(["muss eine Adresse sein, die mit https:// beginnt"]);
    }
    expect(messages(jsonHttpsUrl, 1)).toEqual(["muss ein Text in Anführungszeichen sein"]);
  });

  it("read a YAML day as a date, written bare or quoted", () => {
    expect(yamlDate.parse(new Date("2026-11-23"))).toEqual(new Date("2026-11-23"));
    expect(yamlDate.parse("2026-11-23")).toEqual(new Date("2026-11-23"));
    expect(messages(yamlDate, "23.11.2026")).toEqual(["muss ein Datum wie 2026-11-23 sein (Jahr-Monat-Tag)"]);
  });

  it("keep a JSON day as the text YYYY-MM-DD", () => {
    expect(jsonIsoDate.parse("2026-11-23")).toBe("2026-11-23");
    expect(messages(jsonIsoDate, "2026-13-01")).toEqual(["muss ein Datum wie 2026-11-23 sein (Jahr-Monat-Tag)"]);
    expect(messages(jsonIsoDate, "23.11.2026")).toEqual(["muss ein Datum wie 2026-11-23 sein (Jahr-Monat-Tag)"]);
  });
});
