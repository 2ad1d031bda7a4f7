// The one definition of the site's HTTP headers. `npm start`'s server sends them; the build
// writes them as a Netlify/Cloudflare Pages `_headers` file and an nginx snippet (build/deploy/).
// The CSP allows exactly the inline scripts that are in the built pages, by their sha256 hashes.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { filesUnder } from "./files-under.mjs";

/** Hashed, immutable build assets. Everything else (HTML, sw.js, manifest) is revalidated. */
export const HASHED_ASSET_PREFIX = "/assets/";

export function cacheControlFor(pathname) {
  return pathname.startsWith(HASHED_ASSET_PREFIX) ? "public, max-age=31536000, immutable" : "no-cache";
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * sha256 sources of the executable inline scripts in an HTML page (Astro's island loader and
 * client directives, and the install-event capture of app/layouts/site-layout.astro). JSON-LD
 * data blocks are not executed and need none.
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/(ld\+)?json"/.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** Every inline-script hash of every prerendered page, sorted and without repeats. */
export function collectInlineScriptHashes(siteDir) {
  const all = new Set(filesUnder(siteDir, (name) => name.endsWith(".html")).flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8"))));
  return [...all].sort();
}

export function contentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the site search compile its WebAssembly (Pagefind); it allows no
    // eval() of JavaScript (docs/decisions/0031-site-search-pagefind.md).
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(" ")}`.trim(),
    // Astro inlines small styles, and components set style attributes (image focus, progress bar); scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** The service worker's script: a worker takes its CSP from its own response, as a page does. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** SERVICE_WORKER_PATH as a regular expression's source, dots as [.]: Apache keeps a backslash in a quoted argument as it is. */
export const SERVICE_WORKER_PATTERN = SERVICE_WORKER_PATH.replaceAll(".", "[.]");

/**
 * What a request from our pages names as where it came from: the origin only, never a path or a
 * query, also to our own server, and nothing from HTTPS to HTTP (docs/decisions/0064). An address
 * from before the calculators kept their input in the fragment still carries it in its query; it
 * does not go on in the Referer. Not no-referrer: that would make the Origin of a plain form post
 * „null“.
 */
export const REFERRER_POLICY = "strict-origin";

/**
 * Headers that matter for any file: how it is fetched, sniffed and who may embed it (the
 * Referrer-Policy also for what a stylesheet loads). Sent with every response.
 */
export function responseHeaders() {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": REFERRER_POLICY,
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/**
 * Headers a browser reads only on a document (the CSP also on a worker's script): sent with the
 * pages and sw.js, not with scripts, stylesheets, images or the manifest, where they would be
 * about 0,9 KB of bytes per response that nothing reads (docs/decisions/0062).
 */
export function documentHeaders(scriptHashes) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    "X-Frame-Options": "DENY",
    "Permissions-Policy":
      "accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Whether a response gets the document headers: an HTML page (by its content type) or the service worker. */
export function isDocumentResponse(pathname, contentType) {
  return /^text\/html\b/i.test(contentType ?? "") || pathname === SERVICE_WORKER_PATH;
}

/** Every header of a page: what `_headers` sends on all paths (its hosts cannot tell a page by type) and the editor's base. */
export function securityHeaders(scriptHashes) {
  return { ...responseHeaders(), ...documentHeaders(scriptHashes) };
}

/**
 * Netlify / Cloudflare Pages `_headers` file. Both merge every matching rule, so "/*" sets no
 * Cache-Control (their default already revalidates) and only "/assets/*" sets the long one.
 * Rules match paths, not content types, so every response gets the document headers too; both
 * hosts speak HTTP/2 or 3, whose header compression sends a repeated header as a few bytes.
 */
export function renderHeadersFile(scriptHashes) {
  const lines = ["/*"];
  for (const [name, value] of Object.entries(securityHeaders(scriptHashes))) lines.push(`  ${name}: ${value}`);
  lines.push("", `${HASHED_ASSET_PREFIX}*`, `  Cache-Control: ${cacheControlFor(HASHED_ASSET_PREFIX)}`, "");
  // The editor, if a build for online editing carries it: kept out of search engines. Its own CSP
  // cannot be given here (both hosts add a rule's headers to those of "/*"), so online editing
  // needs Apache or nginx (docs/handbuch.md).
  lines.push(`${EDITOR_PATH}*`, `  X-Robots-Tag: ${editorHeaders()["X-Robots-Tag"]}`, "");
  return lines.join("\n");
}

function nginxLines(headers) {
  return Object.entries(headers).map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
}

/** The nginx variable that holds a document header's value for this response, empty for any other. */
const nginxVariable = (name) => `$pkv_${name.toLowerCase().replace(/-/g, "_")}`;

/**
 * nginx snippet: `include` it in every location, since a location's add_header replaces inherited
 * ones. The document headers are variables, set by the maps of renderNginxDocumentMaps; nginx
 * sends no header whose value is empty.
 */
export function renderNginxSnippet(scriptHashes) {
  const documentLines = Object.keys(documentHeaders(scriptHashes)).map((name) => `add_header ${name} ${nginxVariable(name)} always;`);
  return `${["# Generated by `npm run build` from scripts/lib/security-headers.mjs – do not edit.", ...nginxLines(responseHeaders()), ...documentLines].join("\n")}\n`;
}

/**
 * nginx maps (http level: deploy/nginx.conf includes them above its server block): the document
 * headers' values for a page or the service worker, empty for every other response. Read when the
 * headers go out, so the content type is the one sent; with or without .br/.gz twin.
 */
export function renderNginxDocumentMaps(scriptHashes) {
  const lines = [
    "# Generated by `npm run build` from scripts/lib/security-headers.mjs – do not edit.",
    `map "$sent_http_content_type|$uri" $pkv_document {`,
    `    "~*^text/html" 1;`,
    `    "~\\|${SERVICE_WORKER_PATTERN}$" 1;`,
    `    default "";`,
    "}",
  ];
  for (const [name, value] of Object.entries(documentHeaders(scriptHashes))) {
    lines.push(`map $pkv_document ${nginxVariable(name)} {`, `    1 "${value.replace(/"/g, '\\"')}";`, `    default "";`, "}");
  }
  return `${lines.join("\n")}\n`;
}

/**
 * nginx snippet for `location /admin/` (deploy/nginx.conf): the editor's headers instead of the site's.
 * @param {readonly string[]} [connectSources]
 */
export function renderNginxEditorSnippet(connectSources = []) {
  return `${["# Generated by `npm run build` from scripts/lib/security-headers.mjs – do not edit.", ...nginxLines(editorHeaders(connectSources))].join("\n")}\n`;
}

/** The content editor (Decap CMS, docs/decisions/0051-decap-cms-editor.md): its page and its local backend's API. */
export const EDITOR_PATH = "/admin/";
export const EDITOR_API_PATH = `${EDITOR_PATH}api/v1`;

/**
 * The editor's own policy, instead of the site's: Decap CMS is a single-page app that needs more
 * than the public pages. Each allowance is what it needs, found by tests/e2e/editor.spec.ts,
 * which fails on any violation (docs/decisions/0051-decap-cms-editor.md):
 * - 'unsafe-eval': Decap validates its configuration with ajv, which compiles the validator with
 *   `new Function` when the editor starts; without it the editor shows only a config error.
 * - style 'unsafe-inline': its interface is styled with emotion, which writes <style> elements.
 * - connect blob: while the owner types, Decap keeps a backup of the unsaved entry in the
 *   browser and reads it back from blob: URLs it made itself.
 * - img blob: the local backend hands each picture of app/images over as data, which Decap shows
 *   through a blob: URL (thumbnails in the media library and the image fields).
 * - frame-src 'self': the preview pane is an iframe of the editor's own page.
 * `connectSources`: a git host's API and login service when online editing is switched on
 * (scripts/editor/git-backend.mjs); locally the editor talks only to its own origin.
 * Scripts still come only from the site itself.
 * @param {readonly string[]} [connectSources]
 */
export function editorContentSecurityPolicy(connectSources = []) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self' blob:", ...connectSources].join(" "),
    "frame-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
  ].join("; ");
}

/**
 * Headers of every /admin/ response: the site's hardening headers with the editor's CSP, kept out of search engines, never cached.
 * @param {readonly string[]} [connectSources]
 */
export function editorHeaders(connectSources = []) {
  return {
    ...securityHeaders([]),
    "Content-Security-Policy": editorContentSecurityPolicy(connectSources),
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "no-cache",
  };
}
