// Astro renders every page to static HTML at build time; React components become islands only
// where a page marks them with a client: directive (docs/decisions/0011-astro-islands.md).
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { siteConfig } from "./app/config/site-config";
import { validateSiteConfig } from "./app/config/site-config-schema";
import { siteBuild } from "./scripts/build/site-build-integration";

// A wrong value in the adviser's config stops the build here, naming the field.
validateSiteConfig(siteConfig);

const BUILD_TIME = new Date().toISOString();

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
    // One cached stylesheet, never inlined: the W3C checker validates inline CSS and rejects what
    // Tailwind 4 writes (@property, @starting-style), and pages must validate with 0 errors.
    inlineStylesheets: "never",
  },
  compressHTML: true,
  // Links are plain page loads; nothing is fetched ahead of a tap.
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [react(), mdx(), siteBuild()],
  vite: {
    plugins: [tailwindcss()],
    define: { __BUILD_TIME__: JSON.stringify(BUILD_TIME) },
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  },
});
