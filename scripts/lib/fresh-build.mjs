// Decides whether build/site is older than the sources, and rebuilds it if so.
import { existsSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { filesUnder } from "./files-under.mjs";
import { spawnPlanSync } from "./node-bin.mjs";
import { siteConfigJsonProblem } from "./site-config-file.mjs";
import { siteBuildPlan } from "./spawn-plans.mjs";

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
  const files = filesUnder(path).filter((file) => !excluded.some((folder) => file.startsWith(`${folder}${sep}`)));
  return Math.max(info.mtimeMs, ...files.map((file) => statSync(file).mtimeMs));
}

export function buildIsStale(projectDir, siteDir) {
  const marker = join(siteDir, "index.html");
  if (!existsSync(marker)) return "no build found";
  const builtAt = statSync(marker).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(join(projectDir, source), projectDir) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * Runs what `npm run <script>` (build or build:production) runs, without npm and without a shell
 * (siteBuildPlan, docs/decisions/0065-scripts-without-a-shell.md), as a production build whatever the caller's
 * environment: Vite sets NODE_ENV=development in a process that has loaded app modules through it
 * (`npm run perf` does), and a build that inherits it drops every production branch without a
 * word, the service worker's registration among them (seen in a perf run; tests/built/production-scripts.test.ts).
 * @returns {boolean} whether the build succeeded
 */
export function runSiteBuild(projectDir, script = "build") {
  // A typo in the adviser's JSON, said in German with line and column (site-config-file.mjs).
  const configProblem = siteConfigJsonProblem(projectDir);
  if (configProblem) {
    console.error(`\n${configProblem}\n`);
    return false;
  }
  return spawnPlanSync(siteBuildPlan(script), { cwd: projectDir, stdio: "inherit" }).status === 0;
}

export function ensureFreshBuild(projectDir, siteDir) {
  const reason = buildIsStale(projectDir, siteDir);
  if (!reason) return;
  console.log(`Building the site (${reason}) …`);
  if (!runSiteBuild(projectDir)) {
    console.error("The build failed; see the messages above.");
    process.exit(1);
  }
}
