// `npm run deploy` against an SFTP server started here, with a small site folder made here:
// a first deploy mirrors the site, a second uploads only what changed and removes what went,
// a dry run changes nothing.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderHtaccess } from "../lib/apache-htaccess.mjs";
import { filesUnder } from "../lib/files-under.mjs";
import { collectInlineScriptHashes, inlineScriptHashes } from "../lib/security-headers.mjs";
import { main } from "./cli.mjs";
import { MANIFEST_FILE } from "./plan.mjs";
import { startSftpServer } from "./sftp-test-server.mjs";

const user = "deploy";
const password = "test-passwort";
let projectDir, siteDir, remoteRoot, webspace, server;

function write(dir, path, body) {
  mkdirSync(join(dir, path, ".."), { recursive: true });
  writeFileSync(join(dir, path), body);
}

/** Relative path → content of every file below `dir`. */
function tree(dir) {
  return Object.fromEntries(filesUnder(dir).map((file) => [file.slice(dir.length + 1), readFileSync(file, "utf8")]));
}

async function deploy(...argv) {
  const lines = [];
  const code = await main({ argv, env: {}, projectDir, log: (line) => lines.push(line), error: (line) => lines.push(line), build: () => false });
  return { code, output: lines.join("\n") };
}

/** As the build does: the .htaccess carries the hashes of the pages' inline scripts. */
function writeHtaccess() {
  writeFileSync(join(siteDir, ".htaccess"), renderHtaccess(collectInlineScriptHashes(siteDir)));
}

const renamedPaths = () => server.renamed.map(({ path }) => path);

beforeAll(async () => {
  projectDir = mkdtempSync(join(tmpdir(), "pkv-deploy-project-"));
  siteDir = join(projectDir, "build", "site");
  for (const [path, body] of Object.entries({
    "index.html": "<h1>Start</h1>",
    "index.html.br": "br-start",
    "pkv-aerzte/index.html": "<h1>Ärzte</h1><script>alt()</script>",
    "assets/app-abc.js": "console.log(1)",
    "ratgeber/alt/index.html": "<h1>Alt</h1>",
    "sw.js": "self.skipWaiting()",
  })) {
    write(siteDir, path, body);
  }
  writeHtaccess();
  remoteRoot = mkdtempSync(join(tmpdir(), "pkv-deploy-remote-"));
  webspace = join(remoteRoot, "htdocs");
  // The owner's own file on the webspace, which no deploy uploaded.
  write(webspace, "eigene-datei.txt", "bleibt");
  server = await startSftpServer({ root: remoteRoot, user, password });
  // Credentials from the project's .env, as the owner keeps them.
  writeFileSync(
    join(projectDir, ".env"),
    [
      "DEPLOY_PROTOCOL=sftp",
      "DEPLOY_HOST=127.0.0.1",
      `DEPLOY_PORT=${server.port}`,
      `DEPLOY_USER=${user}`,
      `DEPLOY_PASSWORD=${password}`,
      "DEPLOY_PATH=/htdocs",
    ].join("\n"),
  );
});

afterAll(async () => {
  await server?.close();
  for (const dir of [projectDir, remoteRoot]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("npm run deploy over SFTP", { timeout: 30_000 }, () => {
  it("names the missing credentials in German and where to put them", async () => {
    const lines = [];
    const code = await main({ argv: ["--skip-build"], env: {}, projectDir: join(projectDir, "build"), log: () => {}, error: (line) => lines.push(line) });
    expect(code).toBe(1);
    expect(lines.join("\n")).toMatch(
      /DEPLOY_HOST fehlt[\s\S]*DEPLOY_PASSWORD fehlt[\s\S]*„npm run deploy -- --einrichten“[\s\S]*docs\/handbuch\.md, Abschnitt „4\. Online stellen“/,
    );
  });

  it("stops when the build fails, before connecting", async () => {
    const { code, output } = await deploy();
    expect(code).toBe(1);
    expect(output).toContain("Der Build ist fehlgeschlagen");
    expect(output).not.toContain("Verbinde");
  });

  it("changes nothing with --dry-run and lists what it would upload", async () => {
    const before = tree(remoteRoot);
    const { code, output } = await deploy("--skip-build", "--dry-run");
    expect(code).toBe(0);
    expect(output).toContain("hochladen: pkv-aerzte/index.html");
    expect(tree(remoteRoot)).toEqual(before);
    expect(server.renamed).toEqual([]);
  });

  it("uploads the whole site first, assets before pages, pages before .htaccess and sw.js", async () => {
    const { code, output } = await deploy("--skip-build");
    expect(code, output).toBe(0);
    const { [MANIFEST_FILE]: manifest, "eigene-datei.txt": own, ...uploaded } = tree(webspace);
    expect(uploaded).toEqual(tree(siteDir));
    expect(own).toBe("bleibt");
    expect(Object.keys(JSON.parse(manifest).files).sort()).toEqual(Object.keys(tree(siteDir)).sort());
    const order = renamedPaths().map((path) => path.replace("/htdocs/", ""));
    expect(order.indexOf("assets/app-abc.js")).toBeLessThan(order.indexOf("index.html"));
    expect(order.indexOf("index.html.br")).toBeLessThan(order.indexOf("index.html"));
    expect(order.indexOf("pkv-aerzte/index.html")).toBeLessThan(order.indexOf(".htaccess"));
    expect(order.indexOf(".htaccess")).toBeLessThan(order.indexOf("sw.js"));
    expect(order.at(-1)).toBe(MANIFEST_FILE);
  });

  it("then uploads only the changed file, removes the stale one and leaves the owner's files", async () => {
    write(siteDir, "pkv-aerzte/index.html", "<h1>Ärztinnen und Ärzte</h1><script>alt()</script>");
    rmSync(join(siteDir, "ratgeber"), { recursive: true });
    const before = tree(remoteRoot);
    const dry = await deploy("--skip-build", "--dry-run");
    expect(dry.output).toMatch(/1 Dateien hochzuladen, 1 zu löschen/);
    expect(tree(remoteRoot)).toEqual(before);

    server.renamed.length = 0;
    const { code, output } = await deploy("--skip-build");
    expect(code, output).toBe(0);
    expect(renamedPaths()).toEqual(["/htdocs/pkv-aerzte/index.html", `/htdocs/${MANIFEST_FILE}`]);
    const { [MANIFEST_FILE]: _manifest, "eigene-datei.txt": own, ...uploaded } = tree(webspace);
    expect(uploaded).toEqual(tree(siteDir));
    expect(own).toBe("bleibt");
    expect(filesUnder(webspace).some((file) => file.includes("ratgeber"))).toBe(false);
  });

  it("uploads nothing when nothing changed", async () => {
    server.renamed.length = 0;
    const { code, output } = await deploy("--skip-build");
    expect(code, output).toBe(0);
    expect(renamedPaths()).toEqual([`/htdocs/${MANIFEST_FILE}`]);
  });

  it("bridges a changed inline script: a .htaccess allowing old and new scripts goes up before the page, the new one after", async () => {
    const [oldHash] = inlineScriptHashes(readFileSync(join(siteDir, "pkv-aerzte/index.html"), "utf8"));
    write(siteDir, "pkv-aerzte/index.html", "<h1>Ärztinnen und Ärzte</h1><script>neu()</script>");
    const [newHash] = inlineScriptHashes(readFileSync(join(siteDir, "pkv-aerzte/index.html"), "utf8"));
    writeHtaccess();
    server.renamed.length = 0;
    const { code, output } = await deploy("--skip-build");
    expect(code, output).toBe(0);
    expect(renamedPaths()).toEqual(["/htdocs/.htaccess", "/htdocs/pkv-aerzte/index.html", "/htdocs/.htaccess", `/htdocs/${MANIFEST_FILE}`]);
    const [bridge, , final] = server.renamed;
    expect(bridge.body).toContain(oldHash);
    expect(bridge.body).toContain(newHash);
    expect(final.body).not.toContain(oldHash);
    expect(final.body).toBe(readFileSync(join(siteDir, ".htaccess"), "utf8"));
  });
});
