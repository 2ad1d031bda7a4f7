import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_API_PATH, EDITOR_PATH, editorHeaders } from "./security-headers.mjs";
import { createSiteServer } from "./site-server.mjs";

const listen = (server) => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}`)));
const close = (server) => new Promise((resolve) => server.close(resolve));

describe("the editor at /admin/ on the site's server", () => {
  let dir;
  let backend;
  let site;
  let origin;
  const received = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "editor-server-"));
    mkdirSync(join(dir, "site"));
    writeFileSync(join(dir, "site", "index.html"), "<!doctype html><title>Start</title>");
    writeFileSync(join(dir, "site", "404.html"), "<!doctype html><title>Nicht gefunden</title>");
    mkdirSync(join(dir, "editor"));
    writeFileSync(join(dir, "editor", "index.html"), "<!doctype html><title>Inhalte bearbeiten</title>");
    // Stands in for decap-server: echoes what it was sent.
    backend = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({ url: req.url, body });
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Access-Control-Allow-Origin", "*");
        res.end(JSON.stringify({ repo: "kopie", publish_modes: ["simple"], type: "local_fs" }));
      });
    });
    site = createSiteServer({ siteDir: join(dir, "site"), editor: { editorDir: join(dir, "editor"), backendUrl: await listen(backend) }, log: () => {} });
    origin = await listen(site);
  });

  afterAll(async () => {
    await close(site);
    await close(backend);
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the editor's page with the editor's headers, not the site's", async () => {
    const response = await fetch(`${origin}${EDITOR_PATH}`);
    expect(await response.text()).toContain("Inhalte bearbeiten");
    for (const [name, value] of Object.entries(editorHeaders())) expect(response.headers.get(name), name).toBe(value);
    expect((await fetch(`${origin}${EDITOR_PATH.slice(0, -1)}`, { redirect: "manual" })).headers.get("location")).toBe(EDITOR_PATH);
  });

  it("passes the editor's requests to decap-server on the same origin, without its CORS headers", async () => {
    const response = await fetch(`${origin}${EDITOR_API_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    expect(await response.json()).toEqual({ repo: "kopie", publish_modes: ["simple"], type: "local_fs" });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(received.at(-1)).toEqual({ url: "/api/v1", body: JSON.stringify({ action: "info" }) });
  });

  it("leaves every other path to the site, with the site's headers", async () => {
    const response = await fetch(`${origin}/`);
    expect(await response.text()).toContain("Start");
    expect(response.headers.get("x-robots-tag")).toBeNull();
    expect(response.headers.get("content-security-policy")).not.toContain("'unsafe-eval'");
  });

  it("says in German when decap-server does not answer", async () => {
    await close(backend);
    const response = await fetch(`${origin}${EDITOR_API_PATH}`, { method: "POST", body: "{}" });
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(/^Der lokale Speicherdienst \(decap-server\) antwortet nicht/);
    backend.listen(0);
  });
});
