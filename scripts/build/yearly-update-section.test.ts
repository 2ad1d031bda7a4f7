import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { YEARLY_UPDATE_SECTION } from "./go-live-gate";

describe("the messages' pointer to the yearly update", () => {
  it("names a heading of the German handbook that exists", () => {
    const [, file, heading] = /^(.+), Abschnitt „(.+)“$/.exec(YEARLY_UPDATE_SECTION) ?? [];
    expect(file).toBe("docs/handbuch.md");
    expect(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8").split("\n")).toContain(`## ${heading}`);
  });
});
