/**
 * Every page loads the layout's page script (app/browser/site-shell.ts) and links the web app
 * manifest. Astro writes a `<script type="module" src>`, which the preload scanner requests while
 * the page is still arriving, and Chrome fetches a linked manifest as soon as the document is
 * parsed. This step puts the first-paint loader (app/browser/first-paint-loader.ts) in the script's
 * place as an inline module and wraps the manifest link in `<noscript>`: with JavaScript the loader
 * links the manifest after the first paint and then imports the page script; without it the
 * browser reads the link as written (docs/decisions/0036-page-script-and-manifest-after-first-paint.md).
 * The loader is TypeScript like the rest of app/browser: Vite compiles and minifies it here into
 * one self-contained module with the page's inputs written in (docs/decisions/0055-first-paint-loader-compiled.md).
 * Runs before the security headers are written, which hash the module like every inline script.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { FirstPaintLoaderInputs } from "../../app/browser/first-paint-loader";
import { SCRIPT_CLICK_TARGETS } from "../../app/browser/script-click-targets";
import { rewriteEveryPage } from "./page-rewrite";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
/** The module that runs the loader; it declares INPUTS_NAME, which the compilation replaces. */
const LOADER_ENTRY = join(projectDir, "app", "browser", "first-paint-loader-entry.ts");
const INPUTS_NAME = "FIRST_PAINT_LOADER_INPUTS";

/** Astro names the layout's first `<script>` after the layout file (app/layouts/site-layout.astro). */
const PAGE_SCRIPT_TAG = /<script type="module" src="(\/assets\/site-layout\.astro_astro_type_script_index_0_lang\.[\w-]+\.js)"><\/script>/g;
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)">/g;
/** What the loader may be given as a URL: a path on this site, nothing that could end the inline script. */
const PLAIN_SITE_PATH = /^\/[\w./-]+$/;

/**
 * The loader for `inputs` as the text of an inline module: compiled, minified, with no import
 * statement (an inline script has nothing to resolve one against) and nothing that ends a `<script>`.
 */
export async function compileFirstPaintLoader(inputs: FirstPaintLoaderInputs): Promise<string> {
  for (const path of [inputs.pageScriptSrc, inputs.manifestHref]) {
    if (!PLAIN_SITE_PATH.test(path)) throw new Error(`Not a plain site path: ${path}`);
  }
  const result = await build({
    root: projectDir,
    configFile: false,
    envDir: false,
    publicDir: false,
    mode: "production",
    logLevel: "warn",
    define: { [INPUTS_NAME]: JSON.stringify(inputs) },
    // Not library mode: that keeps the whitespace of an ES module. An app build minifies it all.
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: LOADER_ENTRY } },
  });
  if (!Array.isArray(result) && "output" in result) {
    const [chunk, ...more] = result.output;
    if (chunk.type === "chunk" && more.length === 0 && chunk.imports.length === 0) {
      const code = chunk.code.trim();
      if (code.includes(INPUTS_NAME)) throw new Error(`The first-paint loader was compiled without its inputs (${INPUTS_NAME} left in it).`);
      if (/<\/script|<!--/i.test(code)) throw new Error("The first-paint loader contains text that would end its inline script.");
      return code;
    }
  }
  throw new Error("The first-paint loader did not compile to one module without imports.");
}

function theOne(html: string, pattern: RegExp, what: string, page: string): string {
  const found = [...html.matchAll(pattern)];
  if (found.length !== 1) throw new Error(`${page}: expected one ${what}, found ${found.length}`);
  return found[0][1];
}

/**
 * The page with the loader in place of the page script's tag and the manifest link for browsers
 * without JavaScript only. `loaderFor` gives the loader's text for the page's inputs.
 */
export async function deferUntilFirstPaint(html: string, page: string, loaderFor: (inputs: FirstPaintLoaderInputs) => Promise<string>): Promise<string> {
  const pageScriptSrc = theOne(html, PAGE_SCRIPT_TAG, "page-script tag", page);
  const manifestHref = theOne(html, MANIFEST_LINK, "manifest link", page);
  const loader = await loaderFor({ pageScriptSrc, manifestHref, heldClicks: SCRIPT_CLICK_TARGETS });
  return html.replace(PAGE_SCRIPT_TAG, () => `<script type="module">${loader}</script>`).replace(MANIFEST_LINK, (link) => `<noscript>${link}</noscript>`);
}

/** Rewrites every page, compiling the loader once for each set of inputs (every page has the same); returns how many. */
export function deferUntilFirstPaintEverywhere(siteDir: string): Promise<number> {
  const compiled = new Map<string, Promise<string>>();
  const loaderFor = (inputs: FirstPaintLoaderInputs) => {
    const key = JSON.stringify(inputs);
    let loader = compiled.get(key);
    if (!loader) {
      loader = compileFirstPaintLoader(inputs);
      compiled.set(key, loader);
    }
    return loader;
  };
  return rewriteEveryPage(siteDir, (html, page) => deferUntilFirstPaint(html, page, loaderFor));
}
