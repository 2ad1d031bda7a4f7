import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { ENGLISH_TEXT_FILE_FOLDER, TEXT_FILE_FOLDER } from "~/config/text-file-folder";
import { TEXT_FILES, isTextFileName } from "~/modules/text-files/text-files";
import { textFileIssues } from "../text-file-data";

const files = readdirSync(ENGLISH_TEXT_FILE_FOLDER).filter((file) => file.endsWith(".yaml"));

describe("the English owner texts as shipped (docs/decisions/0073)", () => {
  it.each(files)("%s passes its schema and the English copy rules", (file) => {
    const name = file.replace(/\.yaml$/, "");
    expect(textFileIssues(name, parse(readFileSync(`${ENGLISH_TEXT_FILE_FOLDER}/${file}`, "utf8")), "en")).toEqual([]);
  });

  it.each(files)("%s is the twin of a German file, or registered as English-only", (file) => {
    const name = file.replace(/\.yaml$/, "");
    expect(isTextFileName(name)).toBe(true);
  });

  it("has the English section's own file registered English-only, with no German twin", () => {
    expect(TEXT_FILES["englischer-bereich"].englishOnly).toBe(true);
    expect(readdirSync(TEXT_FILE_FOLDER)).not.toContain("englischer-bereich.yaml");
  });
});
