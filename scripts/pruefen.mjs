// `npm run pruefen`: the owner's check (docs/handbuch.md, Abschnitt 5; docs/decisions/0072).
// The unit tests, the build and the checks of the built files, one after the other, with no
// browser, Java, nginx or Apache; their output goes to build/pruefen.log, and at the end a German
// summary says what is wrong in which of her files and field, and what is a programmer's matter
// (scripts/lib/owner-check-report.mjs). Arguments go to the unit tests only (`npm run pruefen --
// app/content` runs those of one folder), for programmers.
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnPlan } from "./lib/node-bin.mjs";
import { ownerCheckReport } from "./lib/owner-check-report.mjs";
import { astroPlan, vitestPlan } from "./lib/spawn-plans.mjs";

const projectDir = fileURLToPath(new URL("..", import.meta.url));
mkdirSync(join(projectDir, "build"), { recursive: true });
const logFile = join(projectDir, "build", "pruefen.log");
const log = createWriteStream(logFile);
const reports = mkdtempSync(join(tmpdir(), "pruefen-"));

/** Runs a plan with its output into the log (and kept, for the build's lines); resolves to its exit code. */
function run(plan, title) {
  log.write(`\n===== ${title} =====\n`);
  return new Promise((resolve) => {
    let output = "";
    const child = spawnPlan(plan, { cwd: projectDir, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk) => {
        output += chunk;
        log.write(chunk);
      });
    child.on("error", (error) => {
      log.write(`${error.message}\n`);
      resolve({ code: 1, output: `${output}\n${error.message}` });
    });
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** The seed's own writing rules stay out of the owner's check (tests/support/shipped-example.ts). */
const OWNER_CHECK = { OWNER_CHECK: "1" };

console.log("npm run pruefen – Prüfungen, Bau und Prüfung der gebauten Seiten (dauert einige Minuten).");
console.log("1/3 Prüfungen der Bausteine …");
const unitJson = join(reports, "bausteine.json");
await run(vitestPlan(["run", ...process.argv.slice(2), "--reporter=json", `--outputFile.json=${unitJson}`], OWNER_CHECK), "npx vitest run");
const unit = { ran: true, report: readReport(unitJson) };

console.log("2/3 Bau der Website …");
const built = await run(astroPlan("build"), "npm run build");
const build = { ran: true, ok: built.code === 0, output: built.output };

let builtChecks = { ran: false };
if (build.ok) {
  console.log("3/3 Prüfungen der gebauten Seiten …");
  const builtJson = join(reports, "gebaut.json");
  await run(vitestPlan(["run", "--config", "vitest.built.config.ts", "--reporter=json", `--outputFile.json=${builtJson}`], OWNER_CHECK), "npm run test:built");
  builtChecks = { ran: true, report: readReport(builtJson) };
} else {
  console.log("3/3 Prüfungen der gebauten Seiten: entfallen, der Bau ist abgebrochen.");
}

const { ok, lines } = ownerCheckReport({ unit, build, built: builtChecks, projectDir, log: relative(projectDir, logFile).replaceAll("\\", "/") });
log.end();
rmSync(reports, { recursive: true, force: true });
console.log(lines.join("\n"));
process.exitCode = ok ? 0 : 1;
