import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  contentSecurityPolicy,
  documentHeaders,
  EDITOR_PATH,
  editorContentSecurityPolicy,
  editorHeaders,
  inlineScriptHashes,
  isDocumentResponse,
  renderHeadersFile,
  renderNginxDocumentMaps,
  renderNginxEditorSnippet,
  renderNginxSnippet,
  responseHeaders,
  securityHeaders,
  SERVICE_WORKER_PATH,
} from "./security-headers.mjs";

const sha = (body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only, not external or JSON-LD ones", () => {
    const html = [
      '<script>window.__ctx = {"a":1};</script>',
      '<script type="module">import("/assets/entry.js");</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="module" src="/assets/x.js"></script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha('window.__ctx = {"a":1};'), sha('import("/assets/entry.js");')]);
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy(["'sha256-abc='"]);
  it("allows scripts only from the site and by hash, never unsafe-inline or unsafe-eval; WebAssembly for the search", () => {
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
  });
  it.each(["default-src 'self'", "img-src 'self' data:", "frame-ancestors 'none'", "form-action 'self'", "base-uri 'self'", "object-src 'none'"])(
    "contains %s",
    (directive) => expect(csp.split("; ")).toContain(directive),
  );
});

describe("securityHeaders", () => {
  it("sets the hardening headers", () => {
    const headers = securityHeaders([]);
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });

  it("are the headers of any file plus those only a document reads, none in both", () => {
    const every = Object.keys(responseHeaders());
    const documentOnly = Object.keys(documentHeaders([]));
    expect(every).toEqual(expect.arrayContaining(["Strict-Transport-Security", "X-Content-Type-Options", "Cross-Origin-Resource-Policy"]));
    expect(documentOnly).toEqual(expect.arrayContaining(["Content-Security-Policy", "X-Frame-Options", "Permissions-Policy", "Cross-Origin-Opener-Policy"]));
    expect(every.filter((name) => documentOnly.includes(name))).toEqual([]);
    expect(Object.keys(securityHeaders([])).sort()).toEqual([...every, ...documentOnly].sort());
  });
});

describe("isDocumentResponse", () => {
  it.each([
    ["/pkv-aerzte", "text/html;charset=utf-8", true],
    ["/", "text/html; charset=utf-8", true],
    ["/unbekannt", "TEXT/HTML", true],
    [SERVICE_WORKER_PATH, "text/javascript", true],
    ["/assets/page.abc.js", "text/javascript", false],
    ["/assets/late.abc.css", "text/css", false],
    ["/icons/icon-192.png", "image/png", false],
    ["/manifest.webmanifest", "application/manifest+json", false],
    ["/sitemap.xml", "application/xml", false],
    ["/sw.json", "application/json", false],
  ])("%s sent as %s: %s", (pathname, type, expected) => expect(isDocumentResponse(pathname, type)).toBe(expected));
});

describe("outputs", () => {
  it("caches only hashed assets for long", () => {
    expect(cacheControlFor("/assets/root-abc.js")).toContain("immutable");
    expect(cacheControlFor("/")).toBe("no-cache");
    expect(cacheControlFor("/sw.js")).toBe("no-cache");
    expect(cacheControlFor("/manifest.webmanifest")).toBe("no-cache");
  });
  it("writes a _headers file and nginx's maps carrying the same CSP", () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"]);
    expect(renderHeadersFile(["'sha256-abc='"])).toContain(`  Content-Security-Policy: ${csp}\n`);
    expect(renderHeadersFile([])).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(renderNginxDocumentMaps(["'sha256-abc='"])).toContain(`map $pkv_document $pkv_content_security_policy {\n    1 "${csp}";\n    default "";\n}`);
  });

  it("gives nginx the headers of any file as they are and the document headers as map variables, empty (unsent) for other files", () => {
    const snippet = renderNginxSnippet(["'sha256-abc='"]);
    for (const [name, value] of Object.entries(responseHeaders())) expect(snippet).toContain(`add_header ${name} "${value}" always;`);
    const maps = renderNginxDocumentMaps(["'sha256-abc='"]);
    for (const name of Object.keys(documentHeaders([]))) {
      const variable = snippet.match(new RegExp(`^add_header ${name} (\\$pkv_[a-z_]+) always;$`, "m"))?.[1];
      expect(variable, name).toBeDefined();
      expect(maps).toContain(`map $pkv_document ${variable} {`);
    }
    // The one test of which response is a document, as nginx's regexes: the type sent, then the path.
    const [html, worker] = [...maps.matchAll(/^ {4}"~\*?([^"]+)" 1;$/gm)].map((match) => match[1]);
    const asNginx = (pathname, type) => new RegExp(html, "i").test(`${type}|${pathname}`) || new RegExp(worker).test(`${type}|${pathname}`);
    for (const [pathname, type] of [
      ["/", "text/html; charset=utf-8"],
      [SERVICE_WORKER_PATH, "application/javascript"],
      ["/assets/a.js", "application/javascript"],
      ["/sw.json", "application/json"],
      ["/icons/icon-192.png", "image/png"],
    ])
      expect(asNginx(pathname, type), pathname).toBe(isDocumentResponse(pathname, type));
  });
});

describe("collectInlineScriptHashes", () => {
  it("hashes every page's inline scripts once, in nested folders too", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { collectInlineScriptHashes } = await import("./security-headers.mjs");
    const siteDir = mkdtempSync(join(tmpdir(), "pkv-hashes-"));
    mkdirSync(join(siteDir, "pkv-aerzte"));
    writeFileSync(join(siteDir, "index.html"), '<script>a()</script><script type="application/ld+json">{}</script>');
    writeFileSync(join(siteDir, "pkv-aerzte", "index.html"), "<script>a()</script><script>b()</script>");
    expect(collectInlineScriptHashes(siteDir)).toEqual([sha("a()"), sha("b()")].sort());
  });
});

describe("the editor's headers (/admin/)", () => {
  const directives = (csp) => csp.split("; ");
  it("allow what Decap CMS needs and nothing from other hosts unless online editing names one", () => {
    const csp = directives(editorContentSecurityPolicy());
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).toContain("connect-src 'self' blob:");
    // The pictures of app/images reach the media library and the image fields as blob: URLs.
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp.join(" ")).not.toMatch(/https?:|'unsafe-inline'[^;]*script|\*/);
    expect(directives(editorContentSecurityPolicy(["https://api.github.com"]))).toContain("connect-src 'self' blob: https://api.github.com");
  });

  it("keep the site's hardening, stay out of search engines and are never cached", () => {
    const headers = editorHeaders();
    for (const name of ["Strict-Transport-Security", "X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy", "Permissions-Policy"])
      expect(headers[name]).toBe(securityHeaders([])[name]);
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headers["Cache-Control"]).toBe("no-cache");
    expect(headers["Content-Security-Policy"]).toBe(editorContentSecurityPolicy());
  });

  it("reach static hosts and nginx: noindex in _headers, the editor's own snippet for nginx", () => {
    expect(renderHeadersFile([])).toContain(`${EDITOR_PATH}*\n  X-Robots-Tag: noindex, nofollow\n`);
    const snippet = renderNginxEditorSnippet(["https://gitlab.com"]);
    expect(snippet).toContain(`add_header Content-Security-Policy "${editorContentSecurityPolicy(["https://gitlab.com"])}" always;`);
    expect(snippet).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
  });
});
