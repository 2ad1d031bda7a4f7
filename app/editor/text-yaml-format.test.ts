import { readFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { TEXT_FILES, TEXT_FILE_FOLDER, textFileFolderOf, type TextFileName } from "~/modules/text-files/text-files";
import { SHIPPED_EXAMPLE } from "../../tests/support/shipped-example";
import { textYamlFormat } from "./text-yaml-format";

describe("the text files as the editor writes them", () => {
  it.each((Object.keys(TEXT_FILES) as TextFileName[]).map((name) => `${textFileFolderOf(name)}/${name}.yaml`))(
    "%s comes out as Prettier formats it and reads back the same",
    async (path) => {
      const content = readFileSync(path, "utf8");
      const data = textYamlFormat.fromFile(content);
      const written = textYamlFormat.toFile(data);
      expect(written).toBe(await format(written, { ...(await resolveConfig(path)), filepath: path }));
      expect(textYamlFormat.fromFile(written)).toEqual(data);
    },
  );

  // The shipped files are in the editor's form already: opening and saving one changes nothing.
  // An owner's file may be typed by hand in any valid form (docs/decisions/0072).
  it.runIf(SHIPPED_EXAMPLE).each((Object.keys(TEXT_FILES) as TextFileName[]).map((name) => `${textFileFolderOf(name)}/${name}.yaml`))(
    "%s is in the editor's form as shipped",
    (path) => {
      const content = readFileSync(path, "utf8");
      expect(textYamlFormat.toFile(textYamlFormat.fromFile(content))).toBe(content);
    },
  );

  it("puts the keys in the file's schema order", () => {
    const banner = textYamlFormat.fromFile(readFileSync(`${TEXT_FILE_FOLDER}/cookie-hinweis.yaml`, "utf8")) as Record<string, unknown>;
    const reversed = Object.fromEntries(Object.entries(banner).toReversed());
    expect(textYamlFormat.toFile(reversed)).toBe(textYamlFormat.toFile(banner));
    expect(textYamlFormat.toFile(reversed).startsWith("heading:")).toBe(true);
  });
});
