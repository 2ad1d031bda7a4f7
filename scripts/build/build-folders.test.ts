import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clearStaging, swapIntoPlace } from "./build-folders";

function write(path: string, body: string) {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, body);
}

/** A build/ folder with a good site from build "old" and a staged build "new". */
function buildFolder({ stagedComplete }: { stagedComplete: boolean }): string {
  const build = mkdtempSync(join(tmpdir(), "build-folders-"));
  write(join(build, "site", "index.html"), "old");
  write(join(build, "site", "404.html"), "old 404");
  write(join(build, "site", "assets", "old.js"), "old");
  write(join(build, "deploy", "security-headers.conf"), "old");
  write(join(build, ".next", "site", "index.html"), "new");
  if (stagedComplete) write(join(build, ".next", "site", "404.html"), "new 404");
  write(join(build, ".next", "deploy", "security-headers.conf"), "new");
  return build;
}

describe("the build's folder swap", () => {
  it("puts a complete build in place of the last one, site and deploy together, and leaves nothing behind", async () => {
    const build = buildFolder({ stagedComplete: true });
    await swapIntoPlace(build);
    expect(readFileSync(join(build, "site", "index.html"), "utf8")).toBe("new");
    expect(readFileSync(join(build, "deploy", "security-headers.conf"), "utf8")).toBe("new");
    expect(existsSync(join(build, "site", "assets", "old.js"))).toBe(false);
    expect(existsSync(join(build, ".next"))).toBe(false);
    expect(existsSync(join(build, ".previous"))).toBe(false);
  });

  it("keeps the last good site when the new one is incomplete", async () => {
    const build = buildFolder({ stagedComplete: false });
    await expect(swapIntoPlace(build)).rejects.toThrow(/lacks 404\.html/);
    expect(readFileSync(join(build, "site", "index.html"), "utf8")).toBe("old");
    expect(readFileSync(join(build, "deploy", "security-headers.conf"), "utf8")).toBe("old");
  });

  it("works for the very first build, and clears what a failed build left in staging", async () => {
    const build = mkdtempSync(join(tmpdir(), "build-folders-"));
    write(join(build, ".next", "site", "half-written.html"), "x");
    await clearStaging(build);
    expect(existsSync(join(build, ".next"))).toBe(false);
    write(join(build, ".next", "site", "index.html"), "first");
    write(join(build, ".next", "site", "404.html"), "first 404");
    await swapIntoPlace(build);
    expect(readFileSync(join(build, "site", "index.html"), "utf8")).toBe("first");
    expect(existsSync(join(build, "deploy"))).toBe(false);
  });
});
