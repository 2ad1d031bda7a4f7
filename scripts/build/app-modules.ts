/**
 * Imports a module of app/ from build code. The build steps run inside Astro's integration hook,
 * outside the Vite setup that serves the pages, so the "~" alias and the __BUILD_TIME__ define
 * that app modules rely on are given here, with the plugin that reads the owner's text files; Vite's module runner then transpiles the TypeScript.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { buildTime } from "./build-time.ts";
import { textFilesPlugin } from "./text-files-plugin.ts";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));

/** `path` is relative to the project root, e.g. "app/content/home.ts". */
export async function importAppModule<T>(path: string): Promise<T> {
  const { module } = await runnerImport<T>(`/${path}`, {
    root: projectDir,
    configFile: false,
    logLevel: "warn",
    // App modules import the owner's text files (app/content/texte/*.yaml) as finished data.
    plugins: [textFilesPlugin()],
    resolve: { alias: { "~": join(projectDir, "app") } },
    define: { __BUILD_TIME__: JSON.stringify(buildTime()) },
  });
  return module;
}
