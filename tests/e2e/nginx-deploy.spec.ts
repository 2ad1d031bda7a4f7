/**
 * deploy/nginx.conf tested for real: Debian's nginx serves build/site with the generated
 * header snippet, and every route, the 404 page, compression and headers are checked over HTTP.
 * .ci/run installs nginx; on a machine without it this file is skipped (and fails under CI).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join, resolve } from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { UNKNOWN_PATH, allPaths, expectedTitles, anyGroup } from "./site-pages";

const NGINX = "/usr/sbin/nginx";
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const port = Number(process.env.E2E_PORT ?? 4180) + 1000;
const origin = `http://127.0.0.1:${port}`;

let nginx: ChildProcess | undefined;
let api: APIRequestContext;

// One nginx per worker, so the file's tests share one worker, in order (a failure does not skip
// the rest); untagged, so they run once (desktop project).
test.describe.configure({ mode: "default" });
test.skip(!existsSync(NGINX) && !process.env.CI, "nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static)");

test.beforeAll(async () => {
  expect(existsSync(NGINX), "CI must test the nginx config: install nginx in .ci/run").toBe(true);
  const projectDir = resolve(import.meta.dirname, "../..");
  const prefix = mkdtempSync(join(tmpdir(), "pkv-nginx-"));
  mkdirSync(join(prefix, "snippets"));
  mkdirSync(join(prefix, "logs"));
  writeFileSync(join(prefix, "snippets", "pkv-security-headers.conf"), readFileSync(join(projectDir, "build", "deploy", "security-headers.conf")));
  writeFileSync(join(prefix, "snippets", "pkv-document-headers.conf"), readFileSync(join(projectDir, "build", "deploy", "document-headers.conf")));
  writeFileSync(join(prefix, "snippets", "pkv-editor-headers.conf"), readFileSync(join(projectDir, "build", "deploy", "editor-headers.conf")));
  const server = readFileSync(join(projectDir, "deploy", "nginx.conf"), "utf8")
    .replace(/^\s*listen \[::\]:80;\n/m, "")
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root [^;]+;/, `root ${join(projectDir, "build", "site")};`)
    .replace(/^\s*brotli_static on;\n/m, existsSync(BROTLI_MODULE) ? "    brotli_static on;\n" : "");
  writeFileSync(
    join(prefix, "nginx.conf"),
    [
      existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : "",
      // Started as root, nginx would run its workers as "nobody", who cannot read a checkout in a
      // private folder (mktemp -d is mode 700): let them read as the test's own user.
      process.getuid?.() === 0 ? `user ${userInfo().username};` : "",
      `pid ${join(prefix, "nginx.pid")};`,
      `error_log ${join(prefix, "logs", "error.log")};`,
      "events {}",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
      server,
      "}",
    ].join("\n"),
  );
  nginx = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
  api = await playwrightRequest.newContext({ baseURL: origin });
  await expect.poll(async () => (await api.get("/").catch(() => null))?.status(), { timeout: 10_000 }).toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  nginx?.kill("SIGTERM");
});

test("nginx serves every page with its title, with and without a trailing slash", async () => {
  for (const path of allPaths) {
    for (const variant of path === "/" ? ["/"] : [path, `${path}/`]) {
      const response = await api.get(variant, { maxRedirects: 0 });
      // Soft: one missing page does not hide the state of the others.
      expect.soft(response.status(), variant).toBe(200);
      const title = (await response.text()).match(/<title>(.*?)<\/title>/s)?.[1];
      expect.soft(title, variant).toBe(expectedTitles[path].replace(/&/g, "&amp;"));
      expect.soft(response.headers()["cache-control"], variant).toBe("no-cache");
    }
  }
});

test("nginx answers unknown paths with the German 404 page and status 404", async () => {
  const response = await api.get(`${UNKNOWN_PATH}/auch/nicht`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Diese Seite gibt es leider nicht");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
});

test("nginx sends precompressed brotli and gzip, and caches hashed assets for a year", async () => {
  const br = await api.get(anyGroup(0).path, { headers: { "Accept-Encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe(existsSync(BROTLI_MODULE) ? "br" : "gzip");
  const gzip = await api.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const script = (await gzip.text()).match(/\/assets\/[\w.-]+\.js/)![0];
  const asset = await api.get(script, { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");
  expect(asset.headers()["content-type"]).toContain("javascript");
});

test("nginx serves the Erstinformation as a PDF, the manifest and the service worker revalidated", async () => {
  const pdf = await api.get("/erstinformation.pdf");
  expect.soft(pdf.status()).toBe(200);
  expect.soft(pdf.headers()["content-type"]).toBe("application/pdf");
  expect.soft((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const manifest = await api.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  expect(manifest.headers()["cache-control"]).toBe("no-cache");
  const worker = await api.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toContain("javascript");
});

test("nginx sends the same security headers as npm start's server, the document headers only with pages and sw.js", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const script = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script, "the home page names a script in /assets/").toBeDefined();
  for (const path of ["/", anyGroup(1).path, UNKNOWN_PATH, "/sw.js", "/robots.txt", "/manifest.webmanifest", "/icons/icon-192.png", script as string]) {
    const fromNode = (await request.get(path)).headers();
    const fromNginx = (await api.get(path, { headers: { "Accept-Encoding": "br, gzip" } })).headers();
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
      expect.soft(fromNginx[name], `${path} ${name}`).toBe(fromNode[name]);
    }
  }
  expect((await api.get("/sw.js")).headers()["content-security-policy"]).toContain("default-src 'self'");
  expect((await api.get("/robots.txt")).headers()["content-security-policy"]).toBeUndefined();
});
