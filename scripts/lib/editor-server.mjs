// Serves the content editor (Decap CMS, built by scripts/editor/build-editor.mjs into build/editor)
// at /admin/, with the editor's own headers, and passes its requests to the local backend
// (decap-server) through /admin/api/v1 on the same origin: the editor's CSP then needs no other
// host in connect-src, and the editor never learns decap-server's port. Mounted by `npm run edit`
// (the Astro dev server, scripts/build/site-build-integration.ts) and by the browser tests' server.
import { request as httpRequest } from "node:http";
import sirv from "sirv";
import { EDITOR_API_PATH, EDITOR_PATH, editorHeaders } from "./security-headers.mjs";

/** Where scripts/editor/build-editor.mjs writes the editor, relative to the project; never inside build/site. */
export const EDITOR_BUILD_DIR = "build/editor";

/** The environment variable through which `npm run edit` and the browser tests name decap-server's origin. */
export const EDITOR_BACKEND_ENV = "EDITOR_BACKEND_URL";

/**
 * A connect/express-style middleware: `(req, res, next)`. `backendUrl` is decap-server's origin,
 * e.g. http://127.0.0.1:8081; requests outside /admin/ go to `next`.
 */
export function editorMiddleware({ editorDir, backendUrl }) {
  const backend = new URL(backendUrl);
  const serveStatic = sirv(editorDir, { dev: true, etag: true });
  return (req, res, next) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === EDITOR_PATH.slice(0, -1)) {
      res.statusCode = 301;
      res.setHeader("Location", EDITOR_PATH);
      return res.end();
    }
    if (!path.startsWith(EDITOR_PATH)) return next();
    for (const [name, value] of Object.entries(editorHeaders())) res.setHeader(name, value);
    if (path === EDITOR_API_PATH) return forward(req, res, backend);
    req.url = req.url.slice(EDITOR_PATH.length - 1);
    serveStatic(req, res, () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("Nicht gefunden. Ist der Editor gebaut? npm run edit baut ihn.\n");
    });
  };
}

/** Pipes one request to decap-server's API and its answer back; a backend that is down answers 502 in German. */
function forward(req, res, backend) {
  const upstream = httpRequest(
    { hostname: backend.hostname, port: backend.port, path: "/api/v1", method: req.method, headers: { ...req.headers, host: backend.host } },
    (answer) => {
      res.statusCode = answer.statusCode ?? 502;
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !/^access-control-/i.test(name)) res.setHeader(name, value);
      answer.pipe(res);
    },
  );
  upstream.on("error", (error) => {
    if (res.headersSent) return res.destroy();
    res.statusCode = 502;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ error: `Der lokale Speicherdienst (decap-server) antwortet nicht: ${error.code ?? error.message}` }));
  });
  req.pipe(upstream);
}
