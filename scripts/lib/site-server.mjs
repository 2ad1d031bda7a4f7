// The production static server: precompressed files, real 404s, long caching only for hashed assets.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

const HASHED_ASSET = /^\/assets\//;

function cacheControl(pathname) {
  if (HASHED_ASSET.test(pathname)) return "public, max-age=31536000, immutable";
  // HTML, sw.js, the manifest and every other unhashed file: always revalidate.
  return "no-cache";
}

function readVariant(file) {
  return existsSync(file) ? readFileSync(file) : null;
}

export function createSiteServer({ clientDir, extraHeaders = () => ({}) }) {
  const notFound = {
    identity: readFileSync(join(clientDir, "404.html")),
    br: readVariant(join(clientDir, "404.html.br")),
    gzip: readVariant(join(clientDir, "404.html.gz")),
  };
  const serveStatic = sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControl(pathname));
    },
  });

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(extraHeaders(req.url ?? "/"))) res.setHeader(name, value);
    serveStatic(req, res, () => {
      const accepts = String(req.headers["accept-encoding"] ?? "");
      const [body, encoding] =
        notFound.br && /\bbr\b/.test(accepts) ? [notFound.br, "br"] : notFound.gzip && /\bgzip\b/.test(accepts) ? [notFound.gzip, "gzip"] : [notFound.identity, null];
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
