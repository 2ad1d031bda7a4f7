// Astro renders every page to static HTML at build time; React components become islands only
// where a page marks them with a client: directive (docs/decisions/0011-astro-islands.md).
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { siteConfig } from "./app/config/site-config";
import { reportSiteConfig } from "./app/config/site-config-schema";
import { buildTime } from "./scripts/build/build-time";
import { siteBuild } from "./scripts/build/site-build-integration";

// A wrong value in the adviser's config stops the build here: one German line per field, no stack trace.
reportSiteConfig(siteConfig);

const BUILD_TIME = buildTime();

/** The layout's page script and every module it imports go into one chunk (see `manualChunks`). */
function pageScriptChunk(id: string): string | undefined {
  const path = id.replaceAll("\\", "/");
  if (path.includes("/app/layouts/site-layout.astro?astro&type=script")) return "page-script";
  // Not the search dialog's code: the page script imports it only when the search is opened (issue 18).
  if (path.includes("/app/browser/") && !path.includes("/app/browser/directives/") && !path.endsWith("/app/browser/site-search.ts")) return "page-script";
  if (/\/app\/(modules\/(consent-rules|install-rules|safe-storage)|config\/site-routes)\.ts$/.test(path)) return "page-script";
  return undefined;
}

export default defineConfig({
  site: siteConfig.siteUrl,
  srcDir: "./app",
  publicDir: "./public",
  outDir: "./build/site",
  // /pkv-aerzte is written as pkv-aerzte/index.html and served with or without a trailing slash.
  trailingSlash: "ignore",
  build: {
    format: "directory",
    // Hashed files live under /assets/, the one folder the servers cache for a year.
    assets: "assets",
    // Astro writes one stylesheet file; the build's finishing step inlines it into every page and
    // links the few rules the W3C checker cannot read at the end of the body
    // (scripts/build/inline-stylesheet.ts, docs/decisions/0035-inline-css-and-the-html-checker.md).
    inlineStylesheets: "never",
  },
  compressHTML: true,
  // Links are plain page loads; nothing is fetched ahead of a tap.
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [react(), mdx(), siteBuild()],
  vite: {
    plugins: [tailwindcss()],
    build: {
      rollupOptions: {
        // The page script and the small modules it shares with the islands (consent store,
        // install rules, storage, routes) are one file: no import waterfall before first paint.
        output: { manualChunks: pageScriptChunk },
      },
    },
    define: { __BUILD_TIME__: JSON.stringify(BUILD_TIME) },
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  },
});
