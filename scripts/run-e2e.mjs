// Runs the Playwright suite against the production build, with a Chromium found on this machine.
import { spawnSync } from "node:child_process";
import { buildEditor, editorIsStale } from "./editor/build-editor.mjs";
import { findChromium } from "./lib/find-chromium.mjs";

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
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: chromePath },
});
process.exit(result.status ?? 1);
