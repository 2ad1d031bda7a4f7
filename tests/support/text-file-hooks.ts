/**
 * Lets the browser tests import the site's copy modules, which import the owner's text files
 * (app/content/texte/*.yaml). In the build Vite's plugin finishes them (scripts/build/text-files-plugin.ts);
 * Playwright's loader has no Vite, so this Node hook gives each file a module that does the same
 * with the same code (app/content/text-file-data.ts): the tests expect the text as the site shows it.
 */
import { registerHooks } from "node:module";
import { basename } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ENGLISH_TEXT_FILE_FOLDER, TEXT_FILE_FOLDER } from "../../app/config/text-file-folder.ts";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
const textFolder = `${projectDir}${TEXT_FILE_FOLDER}/`;
const englishTextFolder = `${projectDir}${ENGLISH_TEXT_FILE_FOLDER}/`;
const checker = pathToFileURL(`${projectDir}app/content/text-file-data.ts`).href;
// The checker reads the figures table, which needs the build time: the one of the build under test.
const buildTimeGlobal = pathToFileURL(`${projectDir}tests/e2e/build-time-global.ts`).href;

let registered = false;

export function registerTextFileHooks(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    load(url, context, nextLoad) {
      const path = url.startsWith("file:") ? fileURLToPath(url.split("?")[0]!) : "";
      const lang = path.startsWith(textFolder) ? "de" : path.startsWith(englishTextFolder) ? "en" : undefined;
      if (!lang || !path.endsWith(".yaml")) return nextLoad(url, context);
      const source = [
        `import ${JSON.stringify(buildTimeGlobal)};`,
        `import { readFileSync } from "node:fs";`,
        `import { parse } from "yaml";`,
        `import { textFileData } from ${JSON.stringify(checker)};`,
        `export default textFileData(${JSON.stringify(basename(path, ".yaml"))}, parse(readFileSync(${JSON.stringify(path)}, "utf8")), ${JSON.stringify(lang)});`,
      ].join("\n");
      return { format: "module", source, shortCircuit: true };
    },
  });
}
