import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "./files-under.mjs";

describe("filesUnder", () => {
  it("lists files in nested folders, not the folders, filtered by name", () => {
    const root = mkdtempSync(join(tmpdir(), "files-under-"));
    mkdirSync(join(root, "a", "b"), { recursive: true });
    writeFileSync(join(root, "index.html"), "");
    writeFileSync(join(root, "a", "b", "index.html"), "");
    writeFileSync(join(root, "a", "style.css"), "");
    expect(filesUnder(root)).toEqual([join(root, "a", "b", "index.html"), join(root, "a", "style.css"), join(root, "index.html")]);
    expect(filesUnder(root, (name) => name.endsWith(".html"))).toEqual([join(root, "a", "b", "index.html"), join(root, "index.html")]);
  });
});
