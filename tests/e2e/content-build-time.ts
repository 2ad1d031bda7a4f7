/**
 * The content modules read the build time that the build injects as `__BUILD_TIME__` (the
 * statutory figures' year, for one): a spec that imports them imports this first, so they see the
 * time of the build the suite runs against (build/site). Leaves a value set elsewhere alone
 * (build-time-global.ts does the same for the static-page specs).
 */
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const builtPage = fileURLToPath(new URL("../../build/site/index.html", import.meta.url));
const globals = globalThis as Record<string, unknown>;
globals.__BUILD_TIME__ ??= statSync(builtPage).mtime.toISOString();
