/**
 * The build's finishing steps that change every page built from the layout (every HTML file with
 * a body; Pagefind's and other fragments have none) share this one loop.
 */
import { readFile, writeFile } from "node:fs/promises";
import { filesUnder } from "../lib/files-under.mjs";

/** Passes every page through `transform` (with its path below the site, for error messages); returns how many. */
export async function rewriteEveryPage(siteDir: string, transform: (html: string, page: string) => string | Promise<string>): Promise<number> {
  let pages = 0;
  for (const file of filesUnder(siteDir, (name) => name.endsWith(".html"))) {
    const html = await readFile(file, "utf8");
    if (!html.includes("<body")) continue;
    await writeFile(file, await transform(html, file.slice(siteDir.length)));
    pages++;
  }
  return pages;
}
