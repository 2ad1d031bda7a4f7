/**
 * Paint first, then hydrate (docs/decisions/0010-paint-first-then-hydrate.md).
 *
 * React Router's prerendered pages announce ~140 KB of JavaScript in <head> as modulepreloads
 * and start it from an inline module script. On a fast connection (or from the cache) that
 * code arrives with the stylesheet and runs before the browser has painted once, so the
 * finished HTML stays invisible while React boots. This rewrite removes the preloads from the
 * HTML and starts both — preloads and boot script, unchanged — right after the first frame.
 * Everything the page shows is in the HTML already; only interactivity waits one frame.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Runs `start` once the first frame is painted: the browser's own first-paint entry says so;
 * where paint timing is missing, requestAnimationFrame fires just before that paint and the
 * timeout right after it. Whichever comes first wins (the paint entry does not depend on
 * timers, which a paused clock in tests, or a throttled page, can hold back). A page opened in
 * a background tab paints nothing, so it starts at once. Plain ES5: it is written into the HTML.
 */
const AFTER_FIRST_PAINT = `function(preloads, boot) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.textContent = boot;
    document.body.appendChild(script);
  }
  if (document.visibilityState === "hidden") return start();
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntries().length) { observer.disconnect(); start(); }
    }).observe({ type: "paint", buffered: true });
  } catch (error) {}
  requestAnimationFrame(function () { setTimeout(start, 0); });
}`;

/** A JSON value that is safe inside an inline <script> (no "</script>", no "<!--"). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The page with its modulepreloads and boot script replaced by the after-first-paint loader;
 * an HTML file that React Router did not write (neither of the two) comes back unchanged.
 */
export function paintFirst(html: string, file = "page"): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot = html.match(BOOT_SCRIPT);
  if (!boot && preloads.length === 0) return html;
  if (!boot || preloads.length === 0) {
    throw new Error(
      `paint-first: ${file} lacks React Router's ${boot ? "modulepreload links" : "inline module boot script"}; ` +
        "its output format changed, so scripts/build/paint-first.ts needs updating.",
    );
  }
  const loader = `<script>(${AFTER_FIRST_PAINT})(${scriptSafeJson(preloads)}, ${scriptSafeJson(boot[1])});</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(boot[0], () => loader);
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

/** Rewrites every prerendered page in `clientDir`; returns how many. */
export async function paintFirstEverywhere(clientDir: string): Promise<number> {
  let count = 0;
  for await (const file of htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const rewritten = paintFirst(html, file);
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    count++;
  }
  if (count === 0) throw new Error("paint-first: no prerendered page found to rewrite in " + clientDir);
  return count;
}
