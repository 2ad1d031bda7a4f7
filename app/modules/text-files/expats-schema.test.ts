import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ENGLISH_TEXT_FILE_FOLDER, TEXT_FILE_FOLDER } from "~/config/text-file-folder";
import { textFileIssues } from "~/content/text-file-data";
import { EXPATS_SECTIONS, EXPATS_TERMS, expatsTextSchema } from "./expats-schema";
import { TEXT_FILES, textFileFolderOf } from "./text-files";

const shipped = () => parse(readFileSync(`${ENGLISH_TEXT_FILE_FOLDER}/expats.yaml`, "utf8")) as Record<string, unknown>;

describe("the expats page's owner file (English only, docs/decisions/0073)", () => {
  it("lives only in the English folder", () => {
    expect(TEXT_FILES.expats.englishOnly).toBe(true);
    expect(textFileFolderOf("expats")).toBe(ENGLISH_TEXT_FILE_FOLDER);
    expect(textFileFolderOf("startseite")).toBe(TEXT_FILE_FOLDER);
    expect(existsSync(`${TEXT_FILE_FOLDER}/expats.yaml`)).toBe(false);
  });

  it("passes the build's English rules as shipped", () => {
    expect(textFileIssues("expats", shipped(), "en")).toEqual([]);
  });

  it("keeps every topic and term the page shows, and no other", () => {
    const data = shipped();
    const sections = data.sections as Record<string, unknown>;
    expect(Object.keys(sections).sort()).toEqual([...EXPATS_SECTIONS].sort());
    const { arrival: _arrival, ...withoutArrival } = sections;
    expect(expatsTextSchema.safeParse({ ...data, sections: withoutArrival }).success).toBe(false);
    expect(expatsTextSchema.safeParse({ ...data, sections: { ...sections, extra: { heading: "x", paragraphs: ["y"] } } }).success).toBe(false);
    const items = (data.terms as { items: Record<string, unknown> }).items;
    expect(Object.keys(items).sort()).toEqual([...EXPATS_TERMS].sort());
  });

  it("refuses a figure typed by hand, German typography and „we“, naming the field", () => {
    const data = shipped() as { intro: string; title: string; eyebrow: string };
    const issues = textFileIssues("expats", { ...data, intro: "The limit is €77,400.", title: "„Deutsch“", eyebrow: "We help" }, "en");
    expect(issues.map((issue) => issue.field).sort()).toEqual(expect.arrayContaining(["eyebrow", "title"]));
  });
});
