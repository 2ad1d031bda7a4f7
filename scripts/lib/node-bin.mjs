// How the scripts start other programs, the same on Windows, macOS and Linux: Node itself
// (process.execPath) with a package's JavaScript entry as its first argument. Never through
// node_modules/.bin or a bare npm/npx: on Windows those are .cmd shims, which Node refuses to
// spawn without a shell (EINVAL since Node 18.20.2/20.12.2), and a shell would differ per system
// (docs/decisions/0065-scripts-without-a-shell.md).
//
// A start is a plan first, `{ command, args, env }` (env: only the variables it adds), so the unit
// tests can check every script's plan for win32 on any machine (scripts/lib/spawn-plans.test.mjs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, posix, win32 } from "node:path";

const require = createRequire(import.meta.url);

/** @typedef {{ command: string, args: string[], env: Record<string, string> }} SpawnPlan */

/** A package's package.json, found as Node finds the package (also when its `exports` leave package.json out). */
function packageManifest(packageName) {
  try {
    return require.resolve(`${packageName}/package.json`);
  } catch (error) {
    if (error?.code !== "ERR_PACKAGE_PATH_NOT_EXPORTED") throw error;
    for (const folder of require.resolve.paths(packageName) ?? []) {
      const manifest = join(folder, packageName, "package.json");
      if (existsSync(manifest)) return manifest;
    }
    throw error;
  }
}

/**
 * The JavaScript file behind a package's command, as its package.json `bin` names it:
 * binEntry("astro") is …/node_modules/astro/bin/astro.mjs. `binName` is needed only when the
 * package has several commands.
 */
export function binEntry(packageName, binName) {
  const manifest = packageManifest(packageName);
  const { bin } = JSON.parse(readFileSync(manifest, "utf8"));
  const names = typeof bin === "object" && bin !== null ? Object.keys(bin) : [];
  const relative = typeof bin === "string" ? bin : bin?.[binName ?? (names.length === 1 ? names[0] : "")];
  if (!relative) {
    const which = binName ?? (names.length > 1 ? "without a name: it has several" : "in its bin field");
    throw new Error(`${packageName} has no command ${which} (${names.join(", ") || "none"}).`);
  }
  return join(dirname(manifest), relative);
}

/**
 * Runs a JavaScript file with the Node that runs this script (the project's Node 24 under npm).
 * @param {string} script
 * @param {string[]} [args]
 * @param {Record<string, string>} [env]
 * @returns {SpawnPlan}
 */
export function nodePlan(script, args = [], env = {}) {
  return { command: process.execPath, args: [script, ...args], env };
}

/**
 * Runs a package's command: `packagePlan("astro", "astro", ["build"])` is `node …/astro/bin/astro.mjs build`.
 * @param {string} packageName
 * @param {string} binName
 * @param {string[]} [args]
 * @param {Record<string, string>} [env]
 * @returns {SpawnPlan}
 */
export function packagePlan(packageName, binName, args = [], env = {}) {
  return nodePlan(binEntry(packageName, binName), args, env);
}

const ENV_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const PACKAGE_MANAGERS = ["npm", "npx", "pnpm", "pnpx", "yarn"];

/**
 * Why `plan` would not start on `platform` ("win32", "darwin", "linux"), as developer messages;
 * [] when nothing stands in its way. Only what can be told from the plan: the tests also check
 * that the entry file exists.
 * @param {SpawnPlan} plan
 * @param {string} [platform]
 * @returns {string[]}
 */
export function spawnProblems(plan, platform = process.platform) {
  const windows = platform === "win32";
  const name = (windows ? win32 : posix).basename(plan.command).toLowerCase();
  const program = name.replace(/\.(cmd|bat|ps1|exe)$/, "");
  const problems = [];
  if (ENV_ASSIGNMENT.test(plan.command) || ["export", "set"].includes(program) || (windows && program === "env"))
    problems.push(`${plan.command} sets environment variables in shell syntax, which no program understands: put them in the plan's env`);
  if (windows && /\.(cmd|bat|ps1)$/.test(name)) problems.push(`${plan.command} is a .cmd/.bat/.ps1 shim: Node starts it on Windows only through a shell`);
  else if (windows && /[\\/]node_modules[\\/]\.bin[\\/]/.test(plan.command))
    problems.push(
      `${plan.command} is in node_modules/.bin, which holds .cmd shims and sh scripts on Windows: run the package's JS entry with process.execPath`,
    );
  else if (windows && PACKAGE_MANAGERS.includes(program))
    problems.push(`${plan.command} is started as a program, but on Windows it is a .cmd shim: run the package's JS entry with process.execPath`);
  return problems;
}

function spawnOptions(plan, options) {
  return { ...options, env: { ...(options.env ?? process.env), ...plan.env } };
}

/**
 * Starts a plan; options as child_process.spawn's, with `env` (default process.env) under the plan's own variables.
 * @param {SpawnPlan} plan
 * @param {import("node:child_process").SpawnOptions} [options]
 * @returns {import("node:child_process").ChildProcess}
 */
export function spawnPlan(plan, options = {}) {
  return spawn(plan.command, plan.args, spawnOptions(plan, options));
}

/**
 * Runs a plan to its end (child_process.spawnSync).
 * @param {SpawnPlan} plan
 * @param {import("node:child_process").SpawnSyncOptions} [options]
 * @returns {import("node:child_process").SpawnSyncReturns<string | Buffer>}
 */
export function spawnPlanSync(plan, options = {}) {
  return spawnSync(plan.command, plan.args, spawnOptions(plan, options));
}
