import { readFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { readProfessionFiles } from "~/config/profession-files";
import { SHIPPED_EXAMPLE } from "../../tests/support/shipped-example";
import { professionYamlFormat } from "./yaml-format";

describe("the profession files as the editor writes them", () => {
  it.each(readProfessionFiles().map((file) => [file.file, file] as const))(
    "%s comes out as Prettier formats it and reads back the same",
    async (path, file) => {
      const written = professionYamlFormat.toFile(file.data);
      expect(written).toBe(await format(written, { ...(await resolveConfig(path)), filepath: path }));
      expect(professionYamlFormat.fromFile(written)).toEqual(file.data);
    },
  );

  // The shipped files are in the editor's form already: opening and saving one changes nothing.
  // An owner's file may be typed by hand in any valid form (docs/decisions/0072).
  it.runIf(SHIPPED_EXAMPLE).each(readProfessionFiles().map((file) => [file.file, file] as const))("%s is in the editor's form as shipped", (path, file) => {
    expect(professionYamlFormat.toFile(file.data)).toBe(readFileSync(path, "utf8"));
  });

  it("puts the keys in the schema's order and leaves out what was emptied", () => {
    const written = professionYamlFormat.toFile({ groupName: "Zahnärzte", order: 7, homeCard: undefined });
    expect(written).toBe("order: 7\ngroupName: Zahnärzte\n");
  });
});
