// Which built files get precompressed .br/.gz twins (scripts/build/finish-static-build.ts), and
// the Content-Type each of them is served with; servers that pick a twin by Accept-Encoding
// (deploy/nginx.conf, the Apache .htaccess) read the same list.

/** Extension → Content-Type of every text file that gets twins. */
export const COMPRESSIBLE_TYPES = {
  html: "text/html",
  js: "text/javascript",
  mjs: "text/javascript",
  css: "text/css",
  json: "application/json",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
  txt: "text/plain",
  svg: "image/svg+xml",
};

export const COMPRESSIBLE_EXTENSIONS = Object.keys(COMPRESSIBLE_TYPES);

export const COMPRESSIBLE = new RegExp(`\\.(${COMPRESSIBLE_EXTENSIONS.join("|")})$`);

/** Smaller files gain nothing from compression and get no twins. */
export const MIN_COMPRESSIBLE_BYTES = 512;
