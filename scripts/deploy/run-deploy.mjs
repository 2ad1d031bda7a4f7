// Carries out a deploy plan (plan.mjs) over a transport (transports.mjs). Every file is written
// under a temporary dotfile name and then renamed, so a visitor never gets a half-written file.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { renderHtaccess } from "../lib/apache-htaccess.mjs";
import { collectInlineScriptHashes } from "../lib/security-headers.mjs";
import { localFiles } from "./local-files.mjs";
import { MANIFEST_FILE, nextManifest, planDeploy } from "./plan.mjs";
import { connect as defaultConnect } from "./transports.mjs";

const TEMP_SUFFIX = ".deploy-upload";

/** Every file below `dir` on the server, relative path → size; an absent folder is empty. */
async function remoteFiles(transport, dir, prefix = "", sizes = new Map()) {
  const entries = await transport.list(dir).catch(() => []);
  for (const entry of entries) {
    if (entry.name === "." || entry.name === "..") continue;
    const path = prefix + entry.name;
    if (entry.isDirectory) await remoteFiles(transport, posix.join(dir, entry.name), `${path}/`, sizes);
    else sizes.set(path, entry.size);
  }
  return sizes;
}

async function readManifest(transport) {
  const body = await transport.read(posix.join(transport.root, MANIFEST_FILE));
  try {
    return body ? JSON.parse(body.toString("utf8")) : null;
  } catch {
    // A damaged manifest only costs a full upload.
    return null;
  }
}

async function replace(transport, path, body) {
  const target = posix.join(transport.root, path);
  const temp = posix.join(posix.dirname(target), `.${posix.basename(target)}${TEMP_SUFFIX}`);
  await transport.write(temp, body);
  try {
    await transport.rename(temp, target);
  } catch {
    // SFTP servers (OpenSSH) refuse to rename onto an existing file.
    await transport.remove(target);
    await transport.rename(temp, target);
  }
}

/**
 * `extraFiles`: uploaded beside the build's files, relative path → content (the enquiry relay, scripts/deploy/enquiry-relay.mjs).
 * @param {{siteDir: string, config: object, extraFiles?: Map<string, Buffer>, dryRun?: boolean, log?: (line: string) => void, connect?: typeof defaultConnect}} options
 */
export async function runDeploy({ siteDir, config, extraFiles = new Map(), dryRun = false, log = console.log, connect = defaultConnect }) {
  const local = localFiles(siteDir, extraFiles);
  const scriptHashes = collectInlineScriptHashes(siteDir);
  log(`Verbinde mit ${config.protocol.toUpperCase()} ${config.user}@${config.host}:${config.port} …`);
  const transport = await connect(config);
  try {
    const remoteSizes = await remoteFiles(transport, transport.root);
    const plan = planDeploy({ local, manifest: await readManifest(transport), remoteSizes, scriptHashes });
    log(`Zielordner ${transport.root}: ${plan.uploads.length} Dateien hochzuladen, ${plan.deletions.length} zu löschen, ${plan.unchanged} unverändert.`);
    if (dryRun) {
      plan.uploads.forEach((path, index) => {
        if (index === plan.bridge?.before) log("  hochladen: .htaccess für den Übergang (erlaubt die Skripte der alten und der neuen Seiten)");
        log(`  hochladen: ${path}`);
      });
      for (const path of plan.deletions) log(`  löschen:   ${path}`);
      log("Probelauf (--dry-run): auf dem Server wurde nichts geändert.");
      return plan;
    }
    const madeDirs = new Set();
    for (const [index, path] of plan.uploads.entries()) {
      if (index === plan.bridge?.before) {
        await replace(transport, ".htaccess", renderHtaccess(plan.bridge.scriptHashes));
        log("  hochgeladen: .htaccess für den Übergang");
      }
      const dir = posix.dirname(posix.join(transport.root, path));
      if (!madeDirs.has(dir)) {
        await transport.mkdir(dir);
        madeDirs.add(dir);
      }
      await replace(transport, path, extraFiles.get(path) ?? readFileSync(join(siteDir, ...path.split("/"))));
      log(`  hochgeladen: ${path}`);
    }
    for (const path of plan.deletions) {
      await transport.remove(posix.join(transport.root, path));
      log(`  gelöscht:    ${path}`);
    }
    // Folders the deletions emptied, deepest first; rmdir leaves a folder that still holds anything.
    const emptied = new Set(
      plan.deletions.flatMap((path) =>
        path
          .split("/")
          .slice(0, -1)
          .map((_, index, parts) => parts.slice(0, index + 1).join("/")),
      ),
    );
    for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
      if (![...local.keys()].some((path) => path.startsWith(`${dir}/`))) await transport.rmdir(posix.join(transport.root, dir));
    }
    // Last, so an interrupted deploy is compared with the previous state and finished next time.
    await replace(transport, MANIFEST_FILE, JSON.stringify(nextManifest(local, scriptHashes), null, 1));
    log(`Fertig: ${plan.uploads.length} Dateien hochgeladen, ${plan.deletions.length} gelöscht.`);
    return plan;
  } finally {
    await transport.close();
  }
}
