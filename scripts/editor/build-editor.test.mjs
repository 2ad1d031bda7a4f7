import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { editorIsStale } from "./build-editor.mjs";

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project with one profession file and an editor built after it (all times an hour ago, the build half an hour ago). */
function builtProject() {
  const root = mkdtempSync(join(tmpdir(), "editor-stale-"));
  roots.push(root);
  const hourAgo = new Date(Date.now() - 3_600_000);
  const berufe = join(root, "app", "content", "berufe");
  mkdirSync(berufe, { recursive: true });
  writeFileSync(join(berufe, "aerzte.yaml"), "order: 1\n");
  writeFileSync(join(berufe, "anwaelte.yaml"), "order: 2\n");
  for (const path of [join(berufe, "aerzte.yaml"), join(berufe, "anwaelte.yaml"), berufe, join(root, "app", "content"), join(root, "app")])
    utimesSync(path, hourAgo, hourAgo);
  const outDir = join(root, "build", "editor");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "index.html"), "");
  const halfAnHourAgo = new Date(Date.now() - 1_800_000);
  utimesSync(join(outDir, "index.html"), halfAnHourAgo, halfAnHourAgo);
  return { root, outDir, berufe };
}

describe("whether the editor must be built again", () => {
  it("is not while nothing changed since", () => {
    const { root, outDir } = builtProject();
    expect(editorIsStale(outDir, root)).toBeNull();
  });

  it("is after a file changed", () => {
    const { root, outDir, berufe } = builtProject();
    writeFileSync(join(berufe, "aerzte.yaml"), "order: 3\n");
    expect(editorIsStale(outDir, root)).toMatch(/app changed since the editor was built/);
  });

  it("is after a profession page was deleted, which leaves no newer file", () => {
    const { root, outDir, berufe } = builtProject();
    rmSync(join(berufe, "anwaelte.yaml"));
    expect(editorIsStale(outDir, root)).toMatch(/app changed since the editor was built/);
  });
});
