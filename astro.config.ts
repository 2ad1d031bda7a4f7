// Astro renders every page to static HTML at build time; React components become islands only
// where a page marks them with a client: directive (docs/decisions/0011-astro-islands.md).
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { siteConfig } from "./app/config/site-config";
import { reportSiteConfig } from "./app/config/site-config-schema";
import { importAppModule } from "./scripts/build/app-modules";
import { checkGuideFiles } from "./scripts/build/guide-files";
import { STAGING_SITE_DIR } from "./scripts/build/build-folders";
import { buildTime } from "./scripts/build/build-time";
import { GO_LIVE_HEADING, goLiveProblems, isProductionBuild, stopBuild } from "./scripts/build/go-live-gate";
import { enquirySettingsOfProject } from "./scripts/lib/enquiry-endpoint.mjs";
import { siteBuild } from "./scripts/build/site-build-integration";
import { textFilesPlugin } from "./scripts/build/text-files-plugin";
import { watchProfessionFiles } from "./scripts/build/watch-profession-files";
import { satteri } from "@astrojs/markdown-satteri";
import { typesetGermanMarkdown } from "./app/modules/markdown-typesetting";
import { PROFESSION_FILES } from "./app/config/profession-files";
import { reportRemovedPages } from "./scripts/build/removed-pages";

// A wrong value in the adviser's config stops the build here: one German line per field, no stack trace.
reportSiteConfig(siteConfig);
// So does a forbidden claim or a figure typed by hand in the guide's files; advice is printed (docs/decisions/0072).
await checkGuideFiles();

const BUILD_TIME = buildTime();
const PROJECT_DIR = fileURLToPath(new URL(".", import.meta.url));

// After a profession page was deleted: every owner file that still names it (docs/decisions/0071).
reportRemovedPages(PROJECT_DIR);

// `npm run build:production` (SITE_BUILD=production): no example value left, figures for the
// build's year; otherwise it stops here, before anything is built (docs/decisions/0042).
if (isProductionBuild()) {
  const { KNOWN_FIGURE_YEARS, BUILD_YEAR } = await importAppModule<typeof import("./app/content/statutory-figures")>("app/content/statutory-figures.ts");
  const problems = goLiveProblems({ config: siteConfig, knownFigureYears: KNOWN_FIGURE_YEARS, buildYear: BUILD_YEAR });
  if (problems.length > 0) stopBuild(GO_LIVE_HEADING, problems);
  // A page made with „Kopie anlegen“ would go live with its source's sentences (docs/decisions/0071).
  const { professionCopyWarnings } = await importAppModule<typeof import("./app/content/profession-copies")>("app/content/profession-copies.ts");
  const copies = professionCopyWarnings();
  if (copies.length > 0) console.warn(`\n${copies.join("\n")}\n`);
  // A warning, not a stop: WhatsApp and the mail program still work without it (docs/decisions/0063).
  const delivery = enquirySettingsOfProject(PROJECT_DIR);
  if (!delivery.options.smtpUrl) {
    console.warn(
      `\nHinweis: ${delivery.line}\nAnfragen kommen dann nur über WhatsApp und das E-Mail-Programm der Besucher. Wie Sie den Versand einrichten und vor dem Livegang testen: docs/handbuch.md, Abschnitt 4, „Anfragen direkt auf der Website empfangen“.\n`,
    );
  }
}

/**
 * Browser modules the page script imports only when needed, each into a file of its own: the search
 * when it is opened, the cookie banner and install prompt when they have something to do,
 * the toasts when one is due (docs/decisions/0050-no-framework-for-banner-and-toasts.md).
 */
const LOADED_ON_DEMAND = ["site-search-query.ts", "cookie-banner.ts", "install-prompt.ts", "toasts.ts"].map((file) => `/app/browser/${file}`);

/**
 * Browser modules only islands import (the calculators' hand-over to the wizard): they belong to
 * the islands' chunks, not to the script every page loads before anyone scrolls to a calculator.
 */
const ISLANDS_ONLY = ["enquiry-handover.ts"].map((file) => `/app/browser/${file}`);

/**
 * The layout's page script and every module it imports go into one chunk (see `manualChunks`).
 * "page-script" names the group, not the file: Rolldown puts the group into the chunk of the entry
 * it holds, the layout's script, and that chunk keeps the entry's name. It is emitted as
 * assets/site-layout.astro_astro_type_script_index_0_lang.[hash].js, the name
 * scripts/build/after-first-paint.ts looks for; no file is called page-script.
 */
function pageScriptChunk(id: string): string | undefined {
  const path = id.replaceAll("\\", "/");
  if (path.includes("/app/layouts/site-layout.astro?astro&type=script")) return "page-script";
  if (path.includes("/app/browser/") && ![...LOADED_ON_DEMAND, ...ISLANDS_ONLY].some((file) => path.endsWith(file))) return "page-script";
  if (/\/app\/(modules\/(consent-rules|install-rules|safe-storage)|config\/site-routes)\.ts$/.test(path)) return "page-script";
  return undefined;
}

export default defineConfig({
  site: siteConfig.siteUrl,
  srcDir: "./app",
  publicDir: "./public",
  // Written there, then moved to build/site when complete (scripts/build/build-folders.ts).
  outDir: STAGING_SITE_DIR,
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
  // German typography in the guide's Markdown and MDX, set as it is built; MDX inherits it.
  markdown: { processor: satteri({ mdastPlugins: [typesetGermanMarkdown] }) },
  integrations: [react(), mdx(), siteBuild()],
  vite: {
    plugins: [tailwindcss(), textFilesPlugin(), watchProfessionFiles({ module: "app/config/profession-files.ts", ...PROFESSION_FILES })],
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
