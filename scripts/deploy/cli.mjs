// `npm run deploy`: the go-live build (`npm run build:production`), then the upload of build/site
// to the webspace by SFTP or FTPS, with the enquiry's PHP relay when SMTP_URL is set. Options: --dry-run (show the plan, change nothing),
// --skip-build (upload the existing build/site), --einrichten (ask for the access and write .env: setup.mjs).
import { existsSync } from "node:fs";
import { join } from "node:path";
import dotenv from "dotenv";
import { DeployConfigError, readDeployConfig } from "./config.mjs";
import { EnquiryRelayConfigError, NOT_SET_UP_WARNING, enquiryRelayFiles, readEnquiryRelayConfig } from "./enquiry-relay.mjs";
import { runSiteBuild } from "../lib/fresh-build.mjs";
import { runDeploy } from "./run-deploy.mjs";
import { runSetup } from "./setup.mjs";

/** Asks for the access and writes .env instead of deploying (docs/decisions/0071). */
export const SETUP_OPTION = "--einrichten";

const OPTIONS = ["--dry-run", "--skip-build", SETUP_OPTION];

/** @returns {Promise<number>} the exit code */
export async function main({ argv, env, projectDir, log = console.log, error = console.error, build = runProductionBuild, input, output }) {
  const unknown = argv.filter((arg) => !OPTIONS.includes(arg));
  if (unknown.length > 0) {
    error(`Unbekannte Option ${unknown.join(", ")}. Möglich sind: ${OPTIONS.join(", ")}.`);
    return 2;
  }
  if (argv.includes(SETUP_OPTION)) return runSetup({ projectDir, input, output });
  // The environment wins over .env, so a CI secret is never overridden by a local file.
  const settings = { ...env };
  dotenv.config({ path: join(projectDir, ".env"), processEnv: settings, quiet: true });
  let config;
  let relay;
  const problems = [];
  try {
    config = readDeployConfig(settings);
  } catch (problem) {
    if (!(problem instanceof DeployConfigError)) throw problem;
    problems.push(problem.message);
  }
  try {
    // The enquiry's relay goes up with the site when mail is set up (docs/decisions/0063-enquiry-own-channel.md).
    relay = readEnquiryRelayConfig(settings, projectDir);
  } catch (problem) {
    if (!(problem instanceof EnquiryRelayConfigError)) throw problem;
    problems.push(problem.message);
  }
  if (problems.length > 0) {
    error(`Hochladen nicht möglich:\n${problems.join("\n")}`);
    if (!existsSync(join(projectDir, ".env"))) error(`Noch keine Datei .env? „npm run deploy -- ${SETUP_OPTION}“ fragt die Zugangsdaten ab und legt sie an.`);
    return 1;
  }
  if (!relay) error(NOT_SET_UP_WARNING);
  if (!argv.includes("--skip-build") && !build(projectDir)) {
    error("Der Build ist fehlgeschlagen (Meldungen oben); es wurde nichts hochgeladen.");
    return 1;
  }
  const siteDir = join(projectDir, "build", "site");
  if (!existsSync(join(siteDir, "index.html"))) {
    error("build/site fehlt. Lassen Sie --skip-build weg, dann baue ich die Website zuerst.");
    return 1;
  }
  try {
    await runDeploy({ siteDir, config, extraFiles: relay ? enquiryRelayFiles(relay) : new Map(), dryRun: argv.includes("--dry-run"), log });
    return 0;
  } catch (problem) {
    error(`Hochladen abgebrochen: ${problem instanceof Error ? problem.message : String(problem)}`);
    error("Prüfen Sie Server, Port, Benutzername und Passwort in .env. Ein erneuter Aufruf lädt hoch, was noch fehlt.");
    return 1;
  }
}

function runProductionBuild(projectDir) {
  return runSiteBuild(projectDir, "build:production");
}
