/**
 * The build's .htaccess tested on real Apache, as a webspace host runs it (IONOS, Strato,
 * All-Inkl): Debian's apache2 with AllowOverride All on a copy of build/site, the host-typical
 * denial of .ht* files, directory listings and on-the-fly compression switched on. Every route,
 * the 404 page, compression, caching and headers are checked over HTTP, as nginx-deploy.spec.ts
 * does for deploy/nginx.conf. .ci/run installs apache2; on a machine without it this file is
 * skipped (and fails under CI).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { inlineScriptHashes } from "../../scripts/lib/security-headers.mjs";
import { expect, test } from "./fixtures";
import { UNKNOWN_PATH, allPaths, expectedTitles } from "./site-pages";

const APACHE = "/usr/sbin/apache2";
const MODULES = "/usr/lib/apache2/modules";
// Beside nginx-deploy's E2E_PORT + 1000, so both files can run in one suite.
const port = Number(process.env.APACHE_PORT ?? Number(process.env.E2E_PORT ?? 4180) + 2000);
const origin = `http://127.0.0.1:${port}`;

let prefix = "";
let api: APIRequestContext;

test.describe.configure({ mode: "default" });
test.skip(!existsSync(APACHE) && !process.env.CI, "apache2 is not installed (apt-get install apache2)");

function apache(action: "start" | "stop") {
  const result = spawnSync(APACHE, ["-f", join(prefix, "httpd.conf"), "-k", action], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`apache2 -k ${action} failed: ${result.stderr}${readLog()}`);
}

function readLog(): string {
  const log = join(prefix, "error.log");
  return existsSync(log) ? `\n${readFileSync(log, "utf8")}` : "";
}

test.beforeAll(async () => {
  expect(existsSync(APACHE), "CI must test the .htaccess: install apache2 in .ci/run").toBe(true);
  const projectDir = resolve(import.meta.dirname, "../..");
  prefix = mkdtempSync(join(tmpdir(), "pkv-apache-"));
  // Apache's children run as www-data, who cannot read a private checkout or a mode-700 temp folder.
  chmodSync(prefix, 0o755);
  const siteDir = join(prefix, "site");
  cpSync(join(projectDir, "build", "site"), siteDir, { recursive: true });
  const modules = [
    "mpm_event",
    "authz_core",
    "authz_host",
    "dir",
    "mime",
    "headers",
    "rewrite",
    "expires",
    "deflate",
    "filter",
    "alias",
    "setenvif",
    "env",
    "autoindex",
  ];
  writeFileSync(
    join(prefix, "httpd.conf"),
    [
      'ServerRoot "/etc/apache2"',
      "ServerName 127.0.0.1",
      `Listen 127.0.0.1:${port}`,
      `PidFile ${join(prefix, "apache.pid")}`,
      `DefaultRuntimeDir ${prefix}`,
      `ErrorLog ${join(prefix, "error.log")}`,
      "LogLevel warn",
      ...modules.map((name) => `LoadModule ${name}_module ${MODULES}/mod_${name}.so`),
      "TypesConfig /etc/mime.types",
      ...(process.getuid?.() === 0 ? ["User www-data", "Group www-data"] : []),
      `DocumentRoot "${siteDir}"`,
      "<Directory />",
      "  AllowOverride None",
      "  Require all denied",
      "</Directory>",
      `<Directory "${siteDir}">`,
      "  Options Indexes FollowSymLinks",
      "  AllowOverride All",
      "  Require all granted",
      "</Directory>",
      '<FilesMatch "^\\.ht">',
      "  Require all denied",
      "</FilesMatch>",
      // Hosts compress on the fly; the precompressed twins must not be compressed twice.
      "AddOutputFilterByType DEFLATE text/html text/plain text/css text/javascript application/json",
      "",
    ].join("\n"),
  );
  apache("start");
  api = await playwrightRequest.newContext({ baseURL: origin });
  await expect.poll(async () => (await api.get("/").catch(() => null))?.status(), { timeout: 10_000 }).toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  if (prefix && existsSync(join(prefix, "apache.pid"))) apache("stop");
  await expect.poll(() => existsSync(join(prefix, "apache.pid")), { timeout: 10_000 }).toBe(false);
  rmSync(prefix, { recursive: true, force: true });
});

test("Apache serves every page with its title, with and without a trailing slash, without a redirect", async () => {
  for (const path of allPaths) {
    for (const variant of path === "/" ? ["/"] : [path, `${path}/`]) {
      const response = await api.get(variant, { maxRedirects: 0 });
      expect.soft(response.status(), variant).toBe(200);
      expect.soft(response.headers()["content-type"], variant).toBe("text/html; charset=utf-8");
      const title = (await response.text()).match(/<title>(.*?)<\/title>/s)?.[1];
      expect.soft(title, variant).toBe(expectedTitles[path].replace(/&/g, "&amp;"));
      expect.soft(response.headers()["cache-control"], variant).toBe("no-cache");
    }
  }
});

test("Apache answers unknown paths and folders without a page with the German 404 page and status 404", async () => {
  for (const path of [UNKNOWN_PATH, `${UNKNOWN_PATH}/auch/nicht`, "/assets/", "/assets", "/404.html"]) {
    const response = await api.get(path, { maxRedirects: 0, headers: { "Accept-Encoding": "br, gzip" } });
    expect.soft(response.status(), path).toBe(404);
    expect.soft(await response.text(), path).toContain("Diese Seite gibt es leider nicht");
    expect.soft(response.headers()["content-security-policy"], path).toContain("default-src 'self'");
  }
});

test("Apache does not hand out the header files, dotfiles or the deploy manifest", async () => {
  writeFileSync(join(prefix, "site", ".deploy-manifest.json"), "{}");
  for (const path of ["/_headers", "/.htaccess", "/.deploy-manifest.json", "/assets/.htaccess"]) {
    const response = await api.get(path, { maxRedirects: 0 });
    expect.soft([403, 404], path).toContain(response.status());
    expect.soft(await response.text(), path).not.toContain("Content-Security-Policy");
  }
});

test("Apache sends the precompressed brotli and gzip twins with the original type, once compressed", async () => {
  const br = await api.get("/pkv-aerzte", { headers: { "Accept-Encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(br.headers()["vary"]).toContain("Accept-Encoding");
  // Playwright decodes the body; a twin compressed twice would not decode to the page.
  expect(await br.text()).toContain(`<title>${expectedTitles["/pkv-aerzte"].replace(/&/g, "&amp;")}</title>`);
  const gzip = await api.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const script = (await gzip.text()).match(/\/assets\/[\w.-]+\.js/)![0];
  const asset = await api.get(script, { headers: { "Accept-Encoding": "gzip, br" } });
  expect(asset.headers()["content-encoding"]).toBe("br");
  expect(asset.headers()["content-type"]).toContain("text/javascript");
  expect(asset.headers()["vary"]).toContain("Accept-Encoding");
  const identity = await api.get(script, { headers: { "Accept-Encoding": "identity" } });
  expect(identity.headers()["content-encoding"]).toBeUndefined();
  expect(await identity.text()).toBe(await asset.text());
});

test("Apache caches only hashed assets for long; manifest, service worker and PDF are revalidated", async () => {
  const home = await (await api.get("/")).text();
  for (const path of new Set(home.match(/\/assets\/[\w./-]+\.(js|css|woff2|webp|avif|png|jpg)/g))) {
    expect.soft((await api.get(path)).headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
  }
  const pdf = await api.get("/erstinformation.pdf");
  expect.soft(pdf.status()).toBe(200);
  expect.soft(pdf.headers()["content-type"]).toBe("application/pdf");
  expect.soft(pdf.headers()["cache-control"]).toBe("no-cache");
  const manifest = await api.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  expect(manifest.headers()["cache-control"]).toBe("no-cache");
  const worker = await api.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toContain("javascript");
});

test("Apache's CSP allows every inline script of the pages it serves by its hash, none without", async () => {
  for (const path of [...allPaths, UNKNOWN_PATH]) {
    const response = await api.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"));
    expect.soft(scriptSrc, path).toBeDefined();
    expect.soft(scriptSrc, path).not.toContain("unsafe-inline");
    for (const hash of inlineScriptHashes(await response.text())) expect.soft(scriptSrc, `${path} ${hash}`).toContain(hash);
  }
});

test("Apache sends the same security headers as npm start's server, the document headers only with pages and sw.js", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const script = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script, "the home page names a script in /assets/").toBeDefined();
  for (const path of ["/", "/pkv-beamte", "/robots.txt", UNKNOWN_PATH, "/sw.js", "/manifest.webmanifest", "/icons/icon-192.png", script as string]) {
    const fromNode = (await request.get(path)).headers();
    // With brotli, as a browser asks: a .br twin is still its original's type and path.
    const fromApache = (await api.get(path, { headers: { "Accept-Encoding": "br, gzip" } })).headers();
    for (const name of [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
    ]) {
      expect.soft(fromApache[name], `${path} ${name}`).toBe(fromNode[name]);
    }
  }
  expect((await api.get("/sw.js", { headers: { "Accept-Encoding": "br" } })).headers()["content-security-policy"]).toContain("default-src 'self'");
  expect((await api.get("/robots.txt")).headers()["content-security-policy"]).toBeUndefined();
});
