// Runs the Playwright suite against the production build, with a Chromium found on this machine.
import { buildEditor, editorIsStale } from "./editor/build-editor.mjs";
import { findChromium } from "./lib/find-chromium.mjs";
import { spawnPlanSync } from "./lib/node-bin.mjs";
import { playwrightTestPlan } from "./lib/spawn-plans.mjs";

let chromePath;
try {
  chromePath = await findChromium({ install: true, headlessShell: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// The editor's tests (tests/e2e/editor.spec.ts) drive build/editor: built here when app/ changed since.
const stale = editorIsStale();
if (stale) {
  console.log(`Building the editor (${stale}) …`);
  await buildEditor();
}
// Playwright's own entry through this Node, not `npx playwright` (docs/decisions/0065-scripts-without-a-shell.md).
const result = spawnPlanSync(playwrightTestPlan(process.argv.slice(2), chromePath), { stdio: "inherit" });
process.exit(result.status ?? 1);
