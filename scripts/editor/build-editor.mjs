// Builds the content editor (app/editor/, Decap CMS) into its own folder, build/editor by default,
// with its own Vite run: nothing of it reaches the public pages' bundles, stylesheet or
// service worker. `npm run edit` and the browser tests build it when app/ changed since
// (editorIsStale); `npm run build:editor` builds it on demand.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { build, runnerImport } from "vite";
import { EDITOR_BUILD_DIR } from "../lib/editor-server.mjs";
import { contentIndex } from "./content-index.mjs";
import { textFilesPlugin } from "../build/text-files-plugin.ts";

export const projectDir = fileURLToPath(new URL("../../", import.meta.url));
export const EDITOR_DIR = join(projectDir, EDITOR_BUILD_DIR);

const CONTENT_INDEX_ID = "virtual:content-index";

/**
 * Whether `source` (a file, or a folder with everything below it) changed after `time`. A folder's
 * own time counts too: it changes when a file in it is deleted or renamed, which leaves no newer
 * file behind (a deleted profession page must leave the editor's lists, docs/decisions/0071).
 */
function changedAfter(source, time) {
  const stats = statSync(source);
  if (stats.mtimeMs > time) return true;
  if (!stats.isDirectory()) return false;
  return readdirSync(source, { recursive: true, withFileTypes: true }).some((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs > time);
}

/** Whether the built editor is missing or older than anything it is made of; the reason, or null. */
export function editorIsStale(outDir = EDITOR_DIR, root = projectDir) {
  const marker = join(outDir, "index.html");
  if (!existsSync(marker)) return "no editor build found";
  const builtAt = statSync(marker).mtimeMs;
  const sources = [join(root, "app"), join(root, "scripts", "editor"), join(root, "scripts", "lib", "security-headers.mjs"), join(root, "package-lock.json")];
  const newer = sources.find((source) => existsSync(source) && changedAfter(source, builtAt));
  return newer ? `${newer.slice(root.length)} changed since the editor was built` : null;
}

/**
 * The profession files as read now, for the editor's copy of the route table: the editor runs in
 * the browser, where app/config/profession-files.ts cannot read the folder. The module is replaced
 * by one that returns what this build read (an entry added in the editor shows in its lists of
 * pages once `npm run edit` rebuilds the editor, which it does when app/ has changed).
 */
async function professionFilesModule() {
  const { module } = await runnerImport("/app/config/profession-files.ts", { root: projectDir, configFile: false, logLevel: "warn" });
  return [
    `export const PROFESSION_FILES = ${JSON.stringify(module.PROFESSION_FILES)};`,
    `export class ProfessionFileError extends Error { constructor(message) { super(message); this.name = "ProfessionFileError"; } }`,
    `const files = ${JSON.stringify(module.readProfessionFiles(projectDir))};`,
    `export function readProfessionFiles() { return files; }`,
  ].join("\n");
}

const PROFESSION_FILES_MODULE = join(projectDir, "app", "config", "profession-files.ts");

/** The app modules the build reads: the collections' folders. Through Vite, which resolves the "~" alias. */
async function collectionFiles() {
  const { module } = await runnerImport("/app/modules/ratgeber-schema.ts", {
    root: projectDir,
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "~": join(projectDir, "app") } },
    define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  });
  return { articles: module.ARTICLE_FILES, glossary: module.GLOSSARY_FILES };
}

/**
 * `git`: Decap's backend for online editing, or null for local editing only (scripts/editor/git-backend.mjs).
 * @param {{ outDir?: string, git?: Record<string, string> | null, logLevel?: "info" | "warn" | "error" | "silent" }} [options]
 */
export async function buildEditor({ outDir = EDITOR_DIR, git = null, logLevel = "warn" } = {}) {
  const index = contentIndex(projectDir, await collectionFiles());
  const professionFiles = await professionFilesModule();
  await build({
    root: join(projectDir, "app", "editor"),
    base: "/admin/",
    configFile: false,
    mode: "production",
    logLevel,
    // React's production JSX runtime, whatever NODE_ENV the calling process has.
    oxc: { jsx: { runtime: "automatic", development: false } },
    plugins: [
      tailwindcss(),
      // The site's components the previews render import the owner's text files, finished when the
      // editor starts, with the config and texts of that moment (app/editor/fresh-content.ts).
      textFilesPlugin({ finishAtStart: join(projectDir, "app", "editor", "text-file-at-start.ts") }),
      {
        name: "editor-content-index",
        resolveId: (id) => (id === CONTENT_INDEX_ID ? `\0${CONTENT_INDEX_ID}` : undefined),
        load: (id) => (id === `\0${CONTENT_INDEX_ID}` ? `export default ${JSON.stringify(index)};` : undefined),
      },
      {
        name: "editor-profession-files",
        load: (id) => (id === PROFESSION_FILES_MODULE ? professionFiles : undefined),
      },
    ],
    resolve: { alias: { "~": join(projectDir, "app") } },
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
      __EDITOR_GIT_BACKEND__: JSON.stringify(git),
    },
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        // Decap's dependencies use eval for Node-only paths and carry "use client" directives; their
        // warnings say nothing about this project's code.
        onwarn(warning, warn) {
          if (warning.code === "EVAL" || warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          warn(warning);
        },
      },
      // One large app that only the owner loads, on this computer: no size warnings.
      chunkSizeWarningLimit: 10_000,
      sourcemap: false,
    },
  });
  return { articles: index.articles.length, terms: index.glossary.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { gitBackendOfProject } = await import("./git-backend.mjs");
  let git;
  try {
    git = gitBackendOfProject(projectDir)?.backend ?? null;
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const { articles, terms } = await buildEditor({ git, logLevel: "info" });
  console.log(`Editor gebaut: build/editor (${articles} Artikel, ${terms} Begriffe${git ? `, online über ${git.name} ${git.repo}` : ", nur lokal"})`);
}
