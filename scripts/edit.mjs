// `npm run edit`: edit the site's content in the browser, on this computer. Builds the editor if
// app/ changed since it was last built, starts decap-server (Decap CMS's local backend, which
// writes the files of this working copy) and the site's development preview with the editor at
// /admin/. Ctrl+C stops both. The owner then publishes with `npm run deploy` (docs/handbuch.md).
//
// PORT (4321) is the preview's port, DECAP_SERVER_PORT (8081) decap-server's; EDIT_CONTENT_DIR
// lets the browser tests point decap-server at a copy instead of this working copy.
import { buildEditor, editorIsStale, projectDir } from "./editor/build-editor.mjs";
import { gitBackendOfProject } from "./editor/git-backend.mjs";
import { EDITOR_BACKEND_ENV } from "./lib/editor-server.mjs";
import { siteConfigJsonProblem } from "./lib/site-config-file.mjs";
import { spawnPlan } from "./lib/node-bin.mjs";
import { EDITOR_PATH } from "./lib/security-headers.mjs";
import { astroPlan, decapServerPlan } from "./lib/spawn-plans.mjs";

const sitePort = Number(process.env.PORT ?? 4321);
const decapPort = Number(process.env.DECAP_SERVER_PORT ?? 8081);
const contentDir = process.env.EDIT_CONTENT_DIR ?? projectDir;

// The editor and the preview both load the adviser's JSON: a typo is said first, in German (site-config-file.mjs).
const configProblem = siteConfigJsonProblem(projectDir);
if (configProblem) {
  console.error(`\n${configProblem}\n`);
  process.exit(1);
}

const stale = editorIsStale();
if (stale) {
  console.log(`Der Editor wird gebaut (${stale}) …`);
  let git = null;
  try {
    git = gitBackendOfProject(projectDir)?.backend ?? null;
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  await buildEditor({ git });
}

const children = [];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

// Both as Node with the package's JS entry, not node_modules/.bin's shims (docs/decisions/0065-scripts-without-a-shell.md).
function start(name, plan) {
  const child = spawnPlan(plan, { cwd: projectDir, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`${name} wurde beendet (${signal ?? `Status ${code}`}); der Editor wird geschlossen.`);
    stop(code ?? 1);
  });
  children.push(child);
}

// Only this computer can reach it: decap-server writes any file below contentDir on request.
start("decap-server", decapServerPlan({ port: decapPort, contentDir }));
start(
  "Die Vorschau der Website (astro dev)",
  astroPlan("dev", ["--port", String(sitePort), "--host", "127.0.0.1"], { [EDITOR_BACKEND_ENV]: `http://127.0.0.1:${decapPort}` }),
);
console.log(
  `\nEditor:   http://127.0.0.1:${sitePort}${EDITOR_PATH}\nVorschau: http://127.0.0.1:${sitePort}/\n` +
    "Änderungen werden in die Dateien dieses Ordners gespeichert. Online stellen: npm run deploy. Beenden: Strg+C\n",
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
