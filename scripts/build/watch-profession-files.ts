/**
 * For the development preview (`npm run dev`, `npm run edit`): app/config/profession-files.ts
 * reads the profession files with Node's fs, so Vite does not know the pages depend on them and
 * would go on showing a file as it was when the preview started. This plugin gives that module a
 * glob import of the folder, which makes Vite watch the files: a file saved in the editor, added
 * or deleted reloads the module and the pages that use it. Only in the preview; the build reads
 * the files once.
 */
import type { Plugin } from "vite";

export function watchProfessionFiles({ module, folder, extension }: { module: string; folder: string; extension: string }): Plugin {
  return {
    name: "watch-profession-files",
    apply: "serve",
    transform(code, id) {
      if (!id.endsWith(module)) return undefined;
      return `${code}\nimport.meta.glob(${JSON.stringify(`/${folder}/*.${extension}`)}, { query: "?raw", eager: true });\n`;
    },
  };
}
