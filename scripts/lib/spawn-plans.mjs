// Every program the scripts start, as a plan (scripts/lib/node-bin.mjs): Node with a package's
// JS entry, the environment as data. scripts/lib/spawn-plans.test.mjs checks each of them for
// Windows (docs/decisions/0065-scripts-without-a-shell.md).
import { packagePlan } from "./node-bin.mjs";

/**
 * What `node scripts/astro.mjs <mode>` runs: the npm scripts dev, build, build:production and
 * typecheck. Astro's telemetry is off in every mode; build:production is the go-live build
 * (SITE_BUILD=production, scripts/build/go-live-gate.ts).
 */
export const ASTRO_MODES = {
  dev: { command: "dev", env: {} },
  build: { command: "build", env: {} },
  "build:production": { command: "build", env: { SITE_BUILD: "production" } },
  check: { command: "check", env: {} },
};

/** Astro in one of ASTRO_MODES, `args` passed on to it (`npm run dev -- --port 3000`), `env` added. */
export function astroPlan(mode, args = [], env = {}) {
  const known = Object.hasOwn(ASTRO_MODES, mode) ? ASTRO_MODES[mode] : undefined;
  if (!known) throw new Error(`Unknown Astro mode ${mode === undefined ? "(none given)" : `"${mode}"`}; one of ${Object.keys(ASTRO_MODES).join(", ")}.`);
  return packagePlan("astro", "astro", [known.command, ...args], { ASTRO_TELEMETRY_DISABLED: "1", ...known.env, ...env });
}

/**
 * The site build that `npm start`, `npm run perf`, the screenshots and `npm run deploy` start
 * (scripts/lib/fresh-build.mjs): `npm run build` or `build:production` without npm, always with
 * NODE_ENV=production (see runSiteBuild).
 */
export function siteBuildPlan(script = "build") {
  if (script !== "build" && script !== "build:production") throw new Error(`The site is built by "build" or "build:production", not "${script}".`);
  return astroPlan(script, [], { NODE_ENV: "production" });
}

/**
 * Vitest, for `npm run pruefen` (scripts/pruefen.mjs): the unit tests or, with
 * `--config vitest.built.config.ts`, the checks of the built files; `env` added (OWNER_CHECK).
 */
export function vitestPlan(args, env = {}) {
  return packagePlan("vitest", "vitest", args, env);
}

/** `npm run test:e2e`'s Playwright run (scripts/run-e2e.mjs), in the Chromium found for it. */
export function playwrightTestPlan(args, chromePath) {
  return packagePlan("@playwright/test", "playwright", ["test", ...args], { CHROME_PATH: chromePath });
}

/** Playwright's own Chromium, fetched when the machine has none (scripts/lib/find-chromium.mjs). */
export function playwrightInstallPlan() {
  return packagePlan("@playwright/test", "playwright", ["install", "chromium"]);
}

/**
 * Decap CMS's local backend for `npm run edit` and the editor's browser tests, on `port`, writing
 * the files below `contentDir`. Only this computer can reach it: it writes any file there on request.
 */
export function decapServerPlan({ port, contentDir }) {
  return packagePlan("decap-server", "decap-server", [], {
    PORT: String(port),
    BIND_HOST: "127.0.0.1",
    GIT_REPO_DIRECTORY: contentDir,
    MODE: "fs",
    LOG_LEVEL: "warn",
  });
}
