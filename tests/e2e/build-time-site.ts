/**
 * The build time of the Astro build under test (build/site), set as `__BUILD_TIME__` before any
 * module under app/content is imported: statutory-figures.ts reads it for the build's date and
 * year. Import this first. (Same as e2e-a's build-time-global.ts once that reads build/site;
 * kept separate so these specs run before that branch is merged.)
 */
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const builtPage = fileURLToPath(new URL("../../build/site/index.html", import.meta.url));

/** When the build under test was made (its home page's modification time). */
export const builtAt: Date = statSync(builtPage).mtime;

(globalThis as Record<string, unknown>).__BUILD_TIME__ = builtAt.toISOString();
