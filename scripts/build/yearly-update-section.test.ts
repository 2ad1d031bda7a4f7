import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { YEARLY_UPDATE_SECTION } from "./go-live-gate";

describe("the messages' pointer to the yearly update", () => {
  it("names a heading of the handbook that exists", () => {
    const heading = /Abschnitt „(.+)“$/.exec(YEARLY_UPDATE_SECTION)?.[1];
    expect(heading).toBeDefined();
    expect(readFileSync(new URL("../../docs/handbuch.md", import.meta.url), "utf8").split("\n")).toContain(`## ${heading}`);
  });
});
