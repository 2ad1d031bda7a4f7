/**
 * Lets browser tests import the site's content modules, which read the build time that Vite
 * injects as `__BUILD_TIME__`: the tests take it from the build they run against. Import this
 * first, before any module under app/content.
 */
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const builtPage = fileURLToPath(new URL("../../build/site/index.html", import.meta.url));

/** When the build under test was made (its home page's modification time). */
export const builtAt = statSync(builtPage).mtime;

(globalThis as Record<string, unknown>).__BUILD_TIME__ = builtAt.toISOString();
