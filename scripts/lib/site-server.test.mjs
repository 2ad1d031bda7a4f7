import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_POST_PATH } from "../../app/modules/enquiry-post.ts";
import { createEnquiryEndpoint } from "./enquiry-endpoint.mjs";
import { createSiteServer } from "./site-server.mjs";

/** A small built site: a page with one inline script, an asset named by `build`, and the 404 page. */
function writeSite(dir, build) {
  mkdirSync(join(dir, "assets"), { recursive: true });
  mkdirSync(join(dir, "seite"), { recursive: true });
  writeFileSync(join(dir, "index.html"), `<!doctype html><title>${build}</title><script>window.build="${build}"</script>`);
  writeFileSync(join(dir, "seite", "index.html"), `<!doctype html><title>Seite ${build}</title>`);
  writeFileSync(join(dir, "assets", `app.${build}.js`), `console.log("${build}")`);
  writeFileSync(join(dir, "404.html"), `<!doctype html><title>Nicht gefunden ${build}</title>`);
  writeFileSync(join(dir, ".htaccess"), "Header set X-Test 1");
}

describe("the site server across a rebuild", () => {
  let buildDir;
  let siteDir;
  let server;
  let origin;
  const logged = [];

  beforeEach(async () => {
    buildDir = mkdtempSync(join(tmpdir(), "site-server-"));
    siteDir = join(buildDir, "site");
    writeSite(siteDir, "eins");
    logged.length = 0;
    server = createSiteServer({ siteDir, log: (line) => logged.push(line) });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(buildDir, { recursive: true, force: true });
  });

  const get = (path) => fetch(`${origin}${path}`);

  /** What the build does (scripts/build/build-folders.ts): the new folder renamed into place. */
  function swapIn(build) {
    const next = join(buildDir, "next");
    writeSite(next, build);
    renameSync(siteDir, join(buildDir, "previous"));
    renameSync(next, siteDir);
    rmSync(join(buildDir, "previous"), { recursive: true, force: true });
  }

  it("sends the document headers with pages, the 404 page and sw.js only; the headers of any file with all", async () => {
    writeFileSync(join(siteDir, "sw.js"), "self.addEventListener('fetch', () => {});");
    const responses = {
      page: await get("/seite"),
      unknown: await get("/gibt-es-nicht"),
      worker: await get("/sw.js"),
      asset: await get("/assets/app.eins.js"),
    };
    for (const [kind, response] of Object.entries(responses)) {
      expect(response.headers.get("x-content-type-options"), kind).toBe("nosniff");
      expect(response.headers.get("strict-transport-security"), kind).toContain("max-age=");
      const isDocument = kind !== "asset";
      expect(response.headers.get("content-security-policy") !== null, kind).toBe(isDocument);
      expect(response.headers.get("permissions-policy") !== null, kind).toBe(isDocument);
      expect(response.headers.get("x-frame-options") !== null, kind).toBe(isDocument);
    }
    expect(responses.page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  });

  it("serves the new build after a swap: its pages, its assets, its CSP hashes and its 404 page; the old asset is a 404", async () => {
    const before = await get("/");
    expect(await before.text()).toContain("eins");
    const cspBefore = before.headers.get("content-security-policy");
    expect((await get("/assets/app.eins.js")).status).toBe(200);

    swapIn("zwei");

    const after = await get("/");
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("zwei");
    expect(after.headers.get("content-security-policy")).not.toBe(cspBefore);
    expect((await get("/seite")).status).toBe(200);
    expect((await get("/assets/app.zwei.js")).status).toBe(200);
    const gone = await get("/assets/app.eins.js");
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Nicht gefunden zwei");
  });

  it("answers 503 while there is no build folder, logs it, and serves again once one is in place", async () => {
    renameSync(siteDir, join(buildDir, "aside"));
    const missing = await get("/");
    expect(missing.status).toBe(503);
    expect(missing.headers.get("retry-after")).toBe("2");
    expect(logged.join("\n")).toMatch(/no built site/);
    renameSync(join(buildDir, "aside"), siteDir);
    expect((await get("/")).status).toBe(200);
  });

  it("never serves dotfiles such as .htaccess", async () => {
    expect((await get("/.htaccess")).status).toBe(404);
    expect((await get("/%2ehtaccess")).status).toBe(404);
  });
});

describe("the site server with the enquiry's endpoint", () => {
  it("answers the enquiry's path before any file, with the headers of every response, even while no build is in place", async () => {
    const buildDir = mkdtempSync(join(tmpdir(), "site-server-"));
    const siteDir = join(buildDir, "site");
    writeSite(siteDir, "eins");
    // Ready, so its 200 cannot be mistaken for the 503 the server gives while there is no build. GET connects nowhere.
    const enquiry = createEnquiryEndpoint({ smtpUrl: "smtp://u:p@127.0.0.1:9", mailFrom: "a@b.example", recipient: "a@b.example", log: () => {} });
    const server = createSiteServer({ siteDir, enquiry, log: () => {} });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    const get = (path) => fetch(`http://127.0.0.1:${server.address().port}${path}`);
    const expectEnquiryAnswer = async (response) => {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ready: true });
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
      expect(response.headers.get("content-security-policy")).toBeNull();
    };
    try {
      await expectEnquiryAnswer(await get(ENQUIRY_POST_PATH));
      expect((await get("/seite")).status).toBe(200);
      renameSync(siteDir, join(buildDir, "aside"));
      await expectEnquiryAnswer(await get(ENQUIRY_POST_PATH));
      expect((await get("/seite")).status).toBe(503);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
