// The production static server: precompressed files, real 404s, long caching only for hashed
// assets, and the security headers of scripts/lib/security-headers.mjs on every response.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { cacheControlFor, collectInlineScriptHashes, securityHeaders } from "./security-headers.mjs";

function readVariant(file) {
  return existsSync(file) ? readFileSync(file) : null;
}

export function createSiteServer({ siteDir }) {
  // Hashes of the inline scripts of this very build, so the CSP allows exactly them.
  const headers = securityHeaders(collectInlineScriptHashes(siteDir));
  const notFound = {
    identity: readFileSync(join(siteDir, "404.html")),
    br: readVariant(join(siteDir, "404.html.br")),
    gzip: readVariant(join(siteDir, "404.html.gz")),
  };
  const serveStatic = sirv(siteDir, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
  });

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    serveStatic(req, res, () => {
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
    });
  });
}
