/**
 * Turns `import text from "~/content/texte/<name>.yaml"` into the finished text: the YAML read,
 * checked against its schema, placeholders filled, typography set and claims refused by
 * app/content/text-file-data.ts, at build time (issue 26, decision 0058). The module a browser gets
 * is plain data, without YAML parser or schema. A file the build cannot use stops it with the
 * German lines of TextFileError. Used by Astro, Vitest, the editor's build and importAppModule.
 */
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport, type Plugin } from "vite";
import { parse } from "yaml";
import { buildTime } from "./build-time.ts";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
const TEXT_FOLDER = join(projectDir, "app", "content", "texte");

type TextFileData = typeof import("../../app/content/text-file-data.ts");

/** True for a module id that is one of the owner's text files. */
export function isTextFileId(id: string): boolean {
  const path = id.split("?")[0]!;
  return path.startsWith(`${TEXT_FOLDER}/`) && path.endsWith(".yaml");
}

export function textFilesPlugin(): Plugin {
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
    async load(id) {
      if (!isTextFileId(id)) return undefined;
      const path = id.split("?")[0]!;
      const name = basename(path, ".yaml");
      const file = `app/content/texte/${name}.yaml`;
      let raw: unknown;
      try {
        raw = parse(await readFile(path, "utf8"));
      } catch (error) {
        throw new Error(`Fehler in ${file}: Die Datei ist kein gültiges YAML – ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      const { textFileData } = await loadChecker();
      return { code: `export default ${JSON.stringify(textFileData(name, raw))};`, map: null };
    },
  };
}
