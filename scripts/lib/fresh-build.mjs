// Decides whether build/site is older than the sources, and rebuilds it if so.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "./files-under.mjs";

const SOURCES = [
  "app",
  "public",
  "scripts/build",
  "scripts/lib/security-headers.mjs",
  "scripts/lib/apache-htaccess.mjs",
  "scripts/lib/precompressed.mjs",
  "astro.config.ts",
  "package-lock.json",
];

/** The content editor's own sources: built separately (scripts/editor/build-editor.mjs), no part of build/site. */
const NOT_SITE_SOURCES = [join("app", "editor")];

function newestMtime(path, projectDir) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const excluded = NOT_SITE_SOURCES.map((source) => join(projectDir, source));
  const files = filesUnder(path).filter((file) => !excluded.some((folder) => file.startsWith(`${folder}/`)));
  return Math.max(info.mtimeMs, ...files.map((file) => statSync(file).mtimeMs));
}

export function buildIsStale(projectDir, siteDir) {
  const marker = join(siteDir, "index.html");
  if (!existsSync(marker)) return "no build found";
  const builtAt = statSync(marker).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(join(projectDir, source), projectDir) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

export function ensureFreshBuild(projectDir, siteDir) {
  const reason = buildIsStale(projectDir, siteDir);
  if (!reason) return;
  console.log(`Building the site (${reason}) …`);
  const result = spawnSync("npm", ["run", "build"], { cwd: projectDir, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}
