/**
 * Performance budget in bytes (deterministic, unlike timings): the JavaScript a page's HTML
 * makes the browser load at first, gzip-compressed. Lighthouse numbers live in `npm run perf`.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { allPaths } from "./site-pages";

/** Home page first-load JavaScript, gzip. See docs/performance.md for how it was reached. */
export const HOME_JS_BUDGET_BYTES = 150 * 1024;
/** Any page's first-load JavaScript, gzip. */
export const PAGE_JS_BUDGET_BYTES = 160 * 1024;
/** Any page's HTML, gzip (copy, FAQ answers and hydration data are all in it). */
export const PAGE_HTML_BUDGET_BYTES = 24 * 1024;

const clientDir = resolve(import.meta.dirname, "../../build/client");

function pageFile(path: string) {
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

/** Every /assets/*.js the HTML references: script src, modulepreload and import() in inline scripts. */
function firstLoadScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/["'(](\/assets\/[\w.-]+\.js)["')]/g)].map((match) => match[1]))];
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

test.describe("size budget", () => {
  test.skip(({ isMobile }) => isMobile, "bytes do not depend on the viewport");

  for (const path of allPaths) {
    test(`${path} stays within its JavaScript and HTML budget`, async () => {
      const html = readFileSync(pageFile(path), "utf8");
      const scripts = firstLoadScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      const jsBytes = scripts.reduce((sum, script) => sum + gzipBytes(join(clientDir, script)), 0);
      const budget = path === "/" ? HOME_JS_BUDGET_BYTES : PAGE_JS_BUDGET_BYTES;
      test.info().annotations.push({ type: "first-load JS (gzip)", description: `${(jsBytes / 1024).toFixed(1)} KB of ${budget / 1024} KB` });
      expect(jsBytes, `${path}: first-load JS gzip bytes (${scripts.length} files)`).toBeLessThanOrEqual(budget);
      expect(gzipBytes(pageFile(path)), `${path}: HTML gzip bytes`).toBeLessThanOrEqual(PAGE_HTML_BUDGET_BYTES);
    });
  }
});
