import { describe, expect, it } from "vitest";
import { ENQUIRY_POST_PATH } from "../../app/modules/enquiry-post.ts";
import { RELAY_PATH } from "../deploy/enquiry-relay.mjs";
import { RELAY_CACHE_CONTROL, renderHtaccess } from "./apache-htaccess.mjs";
import { COMPRESSIBLE_TYPES } from "./precompressed.mjs";
import { cacheControlFor, documentHeaders, EDITOR_PATH, editorHeaders, isDocumentResponse, responseHeaders, SERVICE_WORKER_PATH } from "./security-headers.mjs";

const hashes = ["'sha256-abc='", "'sha256-def='"];
const htaccess = renderHtaccess(hashes);
const lines = htaccess.split("\n").map((line) => line.trim());

/** The directives between `<IfModule name>` and its closing tag, nested blocks included. */
function block(name) {
  const start = lines.indexOf(`<IfModule ${name}>`);
  expect(start, name).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let index = start; index < lines.length; index++) {
    if (lines[index].startsWith("<IfModule")) depth++;
    if (lines[index] === "</IfModule>" && --depth === 0) return lines.slice(start + 1, index);
  }
  throw new Error(`${name} is not closed`);
}

describe("renderHtaccess", () => {
  it("gives the editor (/admin/, only in a build for online editing) its own CSP and noindex, after the site's headers", () => {
    const headers = block("mod_headers.c");
    const admin = headers.indexOf(`<If "%{REQUEST_URI} =~ m#^${EDITOR_PATH}#">`);
    expect(admin).toBeGreaterThan(headers.findIndex((line) => line.startsWith("Header always set Content-Security-Policy")));
    const online = renderHtaccess(hashes, ["https://api.github.com"])
      .split("\n")
      .map((line) => line.trim());
    const start = online.indexOf(`<If "%{REQUEST_URI} =~ m#^${EDITOR_PATH}#">`);
    const section = online.slice(start + 1, online.indexOf("</If>", start));
    for (const [name, value] of Object.entries(editorHeaders(["https://api.github.com"]))) expect(section).toContain(`Header always set ${name} "${value}"`);
  });

  it("sends every security header of the one definition, the document headers only on pages and the service worker", () => {
    const headers = block("mod_headers.c");
    for (const [name, value] of Object.entries(responseHeaders())) expect(headers).toContain(`Header always set ${name} "${value}"`);
    const conditions = new Set();
    for (const [name, value] of Object.entries(documentHeaders(hashes))) {
      const line = headers.find((candidate) => candidate.startsWith(`Header always set ${name} "${value}" "expr=`));
      expect(line, name).toBeDefined();
      conditions.add(line.slice(line.lastIndexOf('"expr=') + 6, -1));
    }
    expect(htaccess).toContain("'sha256-abc=' 'sha256-def='");
    // One condition for all four; its two Perl regexes agree with isDocumentResponse (the path may be a .br/.gz twin).
    expect(conditions.size).toBe(1);
    const [typeRegex, pathRegex] = [...[...conditions][0].matchAll(/m#(.+?)#(i?)/g)].map(([, source, flags]) => new RegExp(source, flags));
    for (const [pathname, type] of [
      ["/index.html", "text/html; charset=utf-8"],
      ["/404.html", "text/html"],
      [SERVICE_WORKER_PATH, "text/javascript"],
      [`${SERVICE_WORKER_PATH}.br`, "text/javascript"],
      ["/assets/a.js.br", "text/javascript"],
      ["/icons/icon-192.png", "image/png"],
      ["/manifest.webmanifest", "application/manifest+json"],
    ])
      expect(typeRegex.test(type) || pathRegex.test(pathname), pathname).toBe(isDocumentResponse(pathname.replace(/\.(br|gz)$/, ""), type));
  });

  it("caches long only under /assets/ and revalidates everything else", () => {
    const headers = block("mod_headers.c");
    expect(headers).toContain(`Header always set Cache-Control "${cacheControlFor("/")}"`);
    const assets = headers.indexOf('<If "%{REQUEST_URI} =~ m#^/assets/#">');
    expect(assets).toBeGreaterThan(headers.indexOf(`Header always set Cache-Control "${cacheControlFor("/")}"`));
    expect(headers[assets + 1]).toBe(`Header always set Cache-Control "${cacheControlFor("/assets/x.js")}"`);
  });

  it("answers unknown paths with the site's 404 page and routes without a trailing-slash redirect", () => {
    expect(lines).toContain("ErrorDocument 404 /404.html");
    const rewrite = block("mod_rewrite.c");
    expect(rewrite).toContain("DirectorySlash Off");
    expect(rewrite).toContain("RewriteRule ^(.+?)/?$ $1/index.html [L]");
  });

  it("denies dotfiles and _headers, but not /.well-known/", () => {
    const rule = block("mod_rewrite.c").find((line) => line.startsWith("RewriteRule (^|/)\\."));
    const pattern = new RegExp(rule.split(" ")[1]);
    expect(pattern.test(".htaccess")).toBe(true);
    expect(pattern.test("assets/.deploy-manifest.json")).toBe(true);
    expect(pattern.test(".well-known/security.txt")).toBe(false);
    expect(pattern.test("pkv-aerzte/index.html")).toBe(false);
    expect(block("mod_rewrite.c")).toContain("RewriteRule ^_headers$ - [R=404,L]");
  });

  it("routes the enquiry's post to the PHP relay after the dotfile denial and before unknown folders become 404s", () => {
    const rewrite = block("mod_rewrite.c");
    const route = rewrite.indexOf(`RewriteRule ^${ENQUIRY_POST_PATH.slice(1)}$ ${RELAY_PATH} [L]`);
    expect(route).toBeGreaterThan(rewrite.findIndex((line) => line.startsWith("RewriteRule (^|/)\\.")));
    expect(route).toBeLessThan(rewrite.indexOf("RewriteRule ^ - [R=404,L]"));
    expect(route).toBeLessThan(rewrite.indexOf("RewriteRule ^$ index.html [L]"));
  });

  it("lets the relay's answers be stored nowhere, replacing the site's no-cache rather than joining it", () => {
    const headers = block("mod_headers.c");
    const start = headers.findIndex((line) => line.startsWith("<If") && line.includes("/api/anfrage"));
    expect(start).toBeGreaterThan(headers.indexOf(`Header always set Cache-Control "${cacheControlFor("/")}"`));
    expect(headers.slice(start + 1, start + 4)).toEqual(["Header always unset Cache-Control", `Header set Cache-Control "${RELAY_CACHE_CONTROL}"`, "</If>"]);
    const [, source] = headers[start].match(/m#(.+?)#/);
    const pattern = new RegExp(source);
    expect(pattern.test(ENQUIRY_POST_PATH)).toBe(true);
    expect(pattern.test(`/${RELAY_PATH}`)).toBe(true);
    expect(pattern.test("/api/anfrageX")).toBe(false);
    expect(pattern.test("/api/anfrage_php")).toBe(false);
  });

  it("serves the brotli twin before the gzip one, with the original type and its encoding", () => {
    const rewrite = block("mod_rewrite.c");
    const br = rewrite.findIndex((line) => line.endsWith("$1.br [L]"));
    const gz = rewrite.findIndex((line) => line.endsWith("$1.gz [L]"));
    expect(br).toBeGreaterThan(0);
    expect(gz).toBeGreaterThan(br);
    const mime = block("mod_mime.c");
    expect(mime).toEqual(expect.arrayContaining(["RemoveType .br .gz", "AddEncoding br .br", "AddEncoding gzip .gz"]));
    for (const [extension, type] of Object.entries(COMPRESSIBLE_TYPES)) expect(mime).toContain(`AddType ${type} .${extension}`);
  });

  it("puts every module's directive inside an <IfModule> guard", () => {
    const unguarded = [];
    let depth = 0;
    for (const line of lines) {
      if (line.startsWith("<IfModule")) depth++;
      else if (line === "</IfModule>") depth--;
      else if (depth === 0 && line && !line.startsWith("#")) unguarded.push(line.split(" ")[0]);
    }
    // Core directives only: they exist on every Apache.
    expect(unguarded.sort()).toEqual(["AddDefaultCharset", "ErrorDocument"]);
  });

  it("escapes quotes in header values", () => {
    expect(renderHtaccess(['"x"'])).toContain(`script-src 'self' 'wasm-unsafe-eval' \\"x\\"`);
  });
});
