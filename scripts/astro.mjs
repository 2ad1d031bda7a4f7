// `npm run dev|build|build:production|typecheck`: `node scripts/astro.mjs <mode> [astro options]`.
// Sets Astro's environment (scripts/lib/spawn-plans.mjs, ASTRO_MODES) here instead of as
// `VAR=value astro …` in package.json, which only sh understands: the same npm scripts then run in
// cmd.exe and PowerShell (docs/decisions/0065-scripts-without-a-shell.md).
import { fileURLToPath } from "node:url";
import { spawnPlan } from "./lib/node-bin.mjs";
import { siteConfigJsonProblem } from "./lib/site-config-file.mjs";
import { astroPlan } from "./lib/spawn-plans.mjs";

const [mode, ...args] = process.argv.slice(2);
let plan;
try {
  plan = astroPlan(mode, args);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
// A typo in the adviser's JSON, said in German with line and column before Astro fails on it in English.
const configProblem = siteConfigJsonProblem(fileURLToPath(new URL("..", import.meta.url)));
if (configProblem) {
  console.error(`\n${configProblem}\n`);
  process.exit(1);
}
const astro = spawnPlan(plan, { stdio: "inherit" });
// npm passes Ctrl+C and a stop request on to this process; Astro must get them too.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => astro.kill(signal));
astro.on("error", (error) => {
  console.error(`Astro could not be started: ${error.message}`);
  process.exit(1);
});
astro.on("exit", (code) => process.exit(code ?? 1));
