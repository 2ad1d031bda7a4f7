/**
 * Lets browser tests import the site's content modules, which read the build time that Vite
 * injects as `__BUILD_TIME__`: the tests take it from the build they run against. Import this
 * first, before any module under app/content.
 */
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const builtPage = fileURLToPath(new URL("../../build/client/index.html", import.meta.url));
(globalThis as Record<string, unknown>).__BUILD_TIME__ = statSync(builtPage).mtime.toISOString();
