/**
 * Every page loads the layout's page script (app/browser/site-shell.ts) and links the web app
 * manifest. Astro writes a `<script type="module" src>`, which the preload scanner requests while
 * the page is still arriving, and Chrome fetches a linked manifest as soon as the document is
 * parsed. This step puts the inline module of app/browser/first-paint-loader.ts in the script's
 * place and wraps the manifest link in `<noscript>`: with JavaScript the module links the manifest
 * after the first paint and then imports the page script; without it the browser reads the link
 * as written (issue 19, docs/decisions/0036-page-script-and-manifest-after-first-paint.md).
 * Runs before the security headers are written, which hash the module like every inline script.
 */
import { firstPaintLoader } from "../../app/browser/first-paint-loader";
import { SCRIPT_CLICK_TARGETS } from "../../app/browser/script-click-targets";
import { rewriteEveryPage } from "./page-rewrite";

/** Astro names the layout's first `<script>` after the layout file (app/layouts/site-layout.astro). */
const PAGE_SCRIPT_TAG = /<script type="module" src="(\/assets\/site-layout\.astro_astro_type_script_index_0_lang\.[\w-]+\.js)"><\/script>/g;
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)">/g;

function theOne(html: string, pattern: RegExp, what: string, page: string): string {
  const found = [...html.matchAll(pattern)];
  if (found.length !== 1) throw new Error(`${page}: expected one ${what}, found ${found.length}`);
  return found[0][1];
}

/** The page with the loader in place of the page script's tag and the manifest link for browsers without JavaScript only. */
export function deferUntilFirstPaint(html: string, page: string): string {
  const pageScriptSrc = theOne(html, PAGE_SCRIPT_TAG, "page-script tag", page);
  const manifestHref = theOne(html, MANIFEST_LINK, "manifest link", page);
  return html
    .replace(PAGE_SCRIPT_TAG, () => `<script type="module">${firstPaintLoader({ pageScriptSrc, manifestHref, heldClicks: SCRIPT_CLICK_TARGETS })}</script>`)
    .replace(MANIFEST_LINK, (link) => `<noscript>${link}</noscript>`);
}

/** Rewrites every page; returns how many. */
export function deferUntilFirstPaintEverywhere(siteDir: string): Promise<number> {
  return rewriteEveryPage(siteDir, deferUntilFirstPaint);
}
