import { expect, test } from "./fixtures";
import { UNKNOWN_PATH, allPaths } from "./site-pages";

// Untagged: headers do not depend on the viewport, so this runs once (desktop project).
test.describe("security headers of npm start's server", () => {
  for (const path of [...allPaths, UNKNOWN_PATH, "/sw.js"]) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      // The origin only, never a page's path or query (docs/decisions/0064).
      expect(headers["referrer-policy"]).toBe("strict-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["permissions-policy"]).toContain("geolocation=()");
    });
  }

  test("files that are no document carry the headers of any file, without the document headers", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const script = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
    const stylesheet = home.match(/\/assets\/[\w.-]+\.css/)?.[0];
    expect(script, "the home page names a script in /assets/").toBeDefined();
    for (const path of ["/manifest.webmanifest", "/sitemap.xml", "/robots.txt", "/icons/icon-192.png", script, stylesheet].filter(Boolean) as string[]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["strict-transport-security"], path).toContain("max-age=");
      expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
      for (const name of ["content-security-policy", "permissions-policy", "x-frame-options", "cross-origin-opener-policy"])
        expect(headers[name], `${path} ${name}`).toBeUndefined();
    }
  });

  test("every inline script of every page is allowed by the CSP's hashes", async ({ request }) => {
    const { createHash } = await import("node:crypto");
    let inlineScripts = 0;
    for (const path of [...allPaths, UNKNOWN_PATH]) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"];
      const html = await response.text();
      for (const [, attributes, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (attributes.includes("application/ld+json")) continue;
        const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
        expect(csp, `${path}: inline script ${body.slice(0, 40)}…`).toContain(hash);
        inlineScripts++;
      }
    }
    // The pages do have inline scripts (install-event capture, first-paint loader): the loop checked something.
    expect(inlineScripts).toBeGreaterThan(allPaths.length);
  });
});
