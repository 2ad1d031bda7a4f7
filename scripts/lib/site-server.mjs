// The production static server: precompressed files, real 404s, long caching only for hashed
// assets, and the security headers of scripts/lib/security-headers.mjs: those for any file on
// every response, the document headers (CSP …) on pages and the service worker only.
//
// It survives a rebuild while it runs (`npm start` in one terminal, `npm run build` in another):
// the build swaps build/site for a new folder (scripts/build/build-folders.ts), so files are
// looked up per request, and the CSP hashes and the 404 page are re-read whenever the folder is a
// new one. While the folder is absent (between the swap's two renames, or before a first build)
// it answers 503; a file that vanishes mid-request is logged, never a crash.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { editorMiddleware } from "./editor-server.mjs";
import { cacheControlFor, collectInlineScriptHashes, documentHeaders, isDocumentResponse, responseHeaders } from "./security-headers.mjs";

function readVariant(file) {
  return existsSync(file) ? readFileSync(file) : null;
}

/**
 * Adds the document headers once the response's type is known: sirv sets it only as it writes
 * the head, and the type, not the path, tells a page (/pkv-aerzte is pkv-aerzte/index.html).
 */
function withDocumentHeaders(res, pathname, headers) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const given = args.find((arg) => typeof arg === "object" && arg !== null);
    const contentType = given?.["Content-Type"] ?? res.getHeader("content-type");
    if (isDocumentResponse(pathname, String(contentType ?? ""))) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return writeHead.apply(this, args);
  };
}

function decodedPath(url = "/") {
  const path = url.split("?")[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Everything the server derives from one build's folder. */
function loadBuild(siteDir) {
  return {
    // Hashes of the inline scripts of this very build, so the CSP allows exactly them.
    headers: responseHeaders(),
    documentHeaders: documentHeaders(collectInlineScriptHashes(siteDir)),
    notFound: {
      identity: readFileSync(join(siteDir, "404.html")),
      br: readVariant(join(siteDir, "404.html.br")),
      gzip: readVariant(join(siteDir, "404.html.gz")),
    },
  };
}

/** Identifies the folder now at siteDir: a swapped-in build is another directory (inode) or was made at another time. */
function folderIdentity(siteDir) {
  const info = statSync(siteDir, { throwIfNoEntry: false });
  return info?.isDirectory() ? `${info.ino}:${info.birthtimeMs}` : null;
}

/**
 * `editor`: { editorDir, backendUrl } to serve the content editor at /admin/ as well (the browser
 * tests do; `npm start` does not), with its own headers (scripts/lib/editor-server.mjs).
 * `enquiry`: a handler `(req, res) => boolean` answering the enquiry's path before any file
 * (scripts/lib/enquiry-endpoint.mjs, docs/decisions/0063).
 */
export function createSiteServer({ siteDir, editor, enquiry, log = console.error }) {
  const serveEditor = editor ? editorMiddleware(editor) : null;
  const enquiryHeaders = responseHeaders();
  let current = { identity: null, build: null };
  /** The build now in place, loaded once per folder; null while there is none. */
  const currentBuild = () => {
    const identity = folderIdentity(siteDir);
    if (identity === null) return null;
    if (identity !== current.identity) current = { identity, build: loadBuild(siteDir) };
    return current.build;
  };

  // Read the build in place now, so the first request does not wait for the CSP hashes.
  try {
    currentBuild();
  } catch (error) {
    log(`site server: ${siteDir} not readable yet (${error.code ?? error.message})`);
  }

  // dev: look each file up on disk per request instead of listing the folder once at start, so
  // a rebuilt folder's new files are found and the old ones are not promised.
  const serveStatic = sirv(siteDir, {
    dev: true,
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
  });

  const unavailable = (res, reason) => {
    log(`site server: ${reason}; answered 503`);
    res.statusCode = 503;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Retry-After", "2");
    res.end("Die Website wird gerade neu gebaut. Bitte in ein paar Sekunden neu laden.\n");
  };

  const sendNotFound = (req, res, notFound) => {
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] =
      notFound.br && /\bbr\b/.test(accepts)
        ? [notFound.br, "br"]
        : notFound.gzip && /\bgzip\b/.test(accepts)
          ? [notFound.gzip, "gzip"]
          : [notFound.identity, null];
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  return createServer((req, res) => {
    // Before the build is looked up: an enquiry needs no built file, so a rebuild never fails one.
    if (enquiry) {
      for (const [name, value] of Object.entries(enquiryHeaders)) res.setHeader(name, value);
      if (enquiry(req, res)) return;
    }
    let build;
    try {
      build = currentBuild();
    } catch (error) {
      return unavailable(res, `build/site is being replaced (${error.code ?? error.message})`);
    }
    if (!build) return unavailable(res, `no built site in ${siteDir}`);
    if (serveEditor) {
      let passed = false;
      serveEditor(req, res, () => (passed = true));
      if (!passed) return;
    }
    const path = decodedPath(req.url);
    for (const [name, value] of Object.entries(build.headers)) res.setHeader(name, value);
    withDocumentHeaders(res, path, build.documentHeaders);
    // Dotfiles (.htaccess and the like) are configuration, never content.
    if (/(^|\/)\./.test(path)) return sendNotFound(req, res, build.notFound);
    // sirv pipes the file into the response; a file removed between lookup and open must not crash the server.
    res.once("pipe", (source) =>
      source.once("error", (error) => {
        log(`site server: ${req.url}: ${error.code ?? error.message} while sending; connection closed`);
        res.destroy();
      }),
    );
    try {
      serveStatic(req, res, () => sendNotFound(req, res, build.notFound));
    } catch (error) {
      if (res.headersSent) {
        log(`site server: ${req.url}: ${error.code ?? error.message}`);
        res.destroy();
      } else {
        unavailable(res, `${req.url}: ${error.code ?? error.message}`);
      }
    }
  });
}
