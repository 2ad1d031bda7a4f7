/**
 * Turns `import text from "~/content/texte/<name>.yaml"` into the finished text: the YAML read,
 * checked against its schema, placeholders filled, typography set and claims refused by
 * app/content/text-file-data.ts (decision 0058). The module a browser gets is plain
 * data, finished here at build time, without YAML parser or schema. A file the build cannot use stops it with the
 * German lines of TextFileError. Used by Astro, Vitest, the editor's build and importAppModule.
 */
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { normalizePath, runnerImport, type Plugin } from "vite";
import { parse } from "yaml";
import { ENGLISH_TEXT_FILE_FOLDER, TEXT_FILE_FOLDER } from "../../app/config/text-file-folder.ts";
import { buildTime } from "./build-time.ts";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
// Vite's module ids use "/" on every system (C:/…/app/content/texte/x.yaml on Windows), where
// node:path joins with backslashes: the folder is compared in Vite's form (docs/decisions/0065-scripts-without-a-shell.md).
const TEXT_FOLDER = normalizePath(join(projectDir, TEXT_FILE_FOLDER));
const ENGLISH_TEXT_FOLDER = normalizePath(join(projectDir, ENGLISH_TEXT_FILE_FOLDER));

/** The language of a text file's module id: its English twin lives in its own folder (docs/decisions/0073). */
function textFileLang(path: string): "de" | "en" | undefined {
  if (!path.endsWith(".yaml")) return undefined;
  if (path.startsWith(`${TEXT_FOLDER}/`)) return "de";
  if (path.startsWith(`${ENGLISH_TEXT_FOLDER}/`)) return "en";
  return undefined;
}

type TextFileData = typeof import("../../app/content/text-file-data.ts");

/** True for a module id that is one of the owner's text files. */
export function isTextFileId(id: string): boolean {
  return textFileLang(id.split("?")[0]!) !== undefined;
}

/** Vitest's hook for plugins (vitest/node's `configureVitest`), typed here to keep vitest out of the build's types. */
interface VitestHooks {
  configureVitest?: (context: { defineCacheKeyGenerator: (key: (module: { id: string }) => string | false | undefined) => void }) => void;
}

/**
 * `finishAtStart`: a module exporting `textFileAtStart(name, raw, built, lang)`, for the editor's build
 * (build-editor.mjs): its previews finish each text when the editor starts, with the config and
 * texts of that moment (app/editor/text-file-at-start.ts); `built` is the text finished now.
 */
export function textFilesPlugin({ finishAtStart }: { finishAtStart?: string } = {}): Plugin & VitestHooks {
  // The checker is app code: loaded once, through its own module runner, with the "~" alias.
  let checker: Promise<TextFileData> | undefined;
  const loadChecker = () =>
    (checker ??= runnerImport<TextFileData>("/app/content/text-file-data.ts", {
      root: projectDir,
      configFile: false,
      logLevel: "warn",
      resolve: { alias: { "~": join(projectDir, "app") } },
      define: { __BUILD_TIME__: JSON.stringify(buildTime()) },
    }).then(({ module }) => module));

  return {
    name: "text-files",
    enforce: "pre",
    // A finished text depends on the config and the figures table, not only on its file: Vitest's
    // module cache on disk, keyed by the file, would keep another adviser's name. Never cached.
    configureVitest({ defineCacheKeyGenerator }) {
      defineCacheKeyGenerator(({ id }) => (isTextFileId(id) ? false : undefined));
    },
    async load(id) {
      if (!isTextFileId(id)) return undefined;
      const path = id.split("?")[0]!;
      const name = basename(path, ".yaml");
      const lang = textFileLang(path)!;
      const file = `${lang === "en" ? ENGLISH_TEXT_FILE_FOLDER : TEXT_FILE_FOLDER}/${name}.yaml`;
      let raw: unknown;
      try {
        raw = parse(await readFile(path, "utf8"));
      } catch (error) {
        throw new Error(`Fehler in ${file}: Die Datei ist kein gültiges YAML – ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      // On the server (Astro's prerendering, Vitest, importAppModule) the file is finished in the
      // importer's own module graph: a test that replaces the figures table (vi.mock) or runs with
      // another adviser's config sees its texts follow. A browser bundle gets the finished data only.
      if (this.environment?.config.consumer !== "client") {
        return { code: `import { textFileData } from "/app/content/text-file-data.ts";\nexport default textFileData(${JSON.stringify(name)}, ${JSON.stringify(raw)}, ${JSON.stringify(lang)});`, map: null };
      }
      const { textFileData } = await loadChecker();
      const built = JSON.stringify(textFileData(name, raw, lang));
      if (finishAtStart) {
        return {
          code: `import { textFileAtStart } from ${JSON.stringify(finishAtStart)};\nexport default textFileAtStart(${JSON.stringify(name)}, ${JSON.stringify(raw)}, ${built}, ${JSON.stringify(lang)});`,
          map: null,
        };
      }
      return { code: `export default ${built};`, map: null };
    },
  };
}
