// Runs the Playwright suite against the production build, with a Chromium found on this machine.
import { spawnSync } from "node:child_process";
import { findChromium } from "./lib/find-chromium.mjs";

let chromePath;
try {
  chromePath = await findChromium({ install: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: chromePath },
});
process.exit(result.status ?? 1);
