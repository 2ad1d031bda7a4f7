/**
 * Every page loads the layout's page script (app/browser/site-shell.ts). Astro writes it as a
 * `<script type="module" src>`, which the preload scanner requests while the page is still
 * arriving; this step puts the inline loader of app/browser/page-script-loader.ts in its place,
 * which requests the same file after the first paint (issue 19, docs/decisions/0036-page-script-after-first-paint.md).
 * Runs before the security headers are written, which hash the loader like every inline script.
 */
import { readFile, writeFile } from "node:fs/promises";
import { pageScriptLoader } from "../../app/browser/page-script-loader";
import { filesUnder } from "../lib/files-under.mjs";

/** Astro names the layout's first `<script>` after the layout file (app/layouts/site-layout.astro). */
const PAGE_SCRIPT_TAG = /<script type="module" src="(\/assets\/site-layout\.astro_astro_type_script_index_0_lang\.[\w-]+\.js)"><\/script>/g;

/** The page with its page-script tag replaced by the loader; an error if it has none or several. */
export function deferPageScript(html: string, page: string): string {
  const tags = [...html.matchAll(PAGE_SCRIPT_TAG)];
  if (tags.length !== 1) throw new Error(`${page}: expected one page-script tag, found ${tags.length}`);
  return html.replace(PAGE_SCRIPT_TAG, (_, src: string) => `<script type="module">${pageScriptLoader(src)}</script>`);
}

/** Rewrites every page that has a body (all are built from the one layout); returns how many. */
export async function deferPageScripts(siteDir: string): Promise<number> {
  let pages = 0;
  for (const file of filesUnder(siteDir, (name) => name.endsWith(".html"))) {
    const html = await readFile(file, "utf8");
    if (!html.includes("<body")) continue;
    await writeFile(file, deferPageScript(html, file.slice(siteDir.length)));
    pages++;
  }
  return pages;
}
