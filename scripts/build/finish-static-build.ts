/**
 * Runs after Astro has written every page (site-build-integration.ts): the offline page moved beside 404.html, the responsive images and
 * share images, the stylesheet inlined into every page (each keeping only the rules it can use), the page script and the manifest link held back until the first paint, the favicon inlined, the Erstinformation PDF, the site search's index (Pagefind), the web app manifest, icons and offline service worker, the security headers
 * for static hosts (`_headers`), Apache webspace (`.htaccess`) and nginx (build/deploy/), and precompressed .br/.gz twins of
 * every text file so the server never compresses on the fly.
 */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesUnder } from "../lib/files-under.mjs";
import { renderHtaccess } from "../lib/apache-htaccess.mjs";
import { COMPRESSIBLE, MIN_COMPRESSIBLE_BYTES } from "../lib/precompressed.mjs";
import { buildEditor } from "../editor/build-editor.mjs";
import { gitBackendOfProject } from "../editor/git-backend.mjs";
import { collectInlineScriptHashes, EDITOR_PATH, renderHeadersFile, renderNginxDocumentMaps, renderNginxEditorSnippet, renderNginxSnippet } from "../lib/security-headers.mjs";
import { writeFirstInformationPdf } from "./first-information-file";
import { deferUntilFirstPaintEverywhere } from "./after-first-paint";
import { inlineFaviconEverywhere } from "./inline-favicon";
import { inlineStylesheets } from "./inline-stylesheet";
import { buildInstallableApp } from "./installable-app";
import { writeOgImages } from "./og-images";
import { placeOfflinePage } from "./offline-page";
import { writeSearchIndex } from "./search-index";
import { warnAboutCrops, writeSiteImages } from "./site-images";
import { dropUnusedRules } from "./unused-css";

export async function precompress(siteDir: string): Promise<number> {
  let count = 0;
  for (const file of filesUnder(siteDir, (name) => COMPRESSIBLE.test(name))) {
    if ((await stat(file)).size < MIN_COMPRESSIBLE_BYTES) continue;
    const body = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/** The CSP lists the hashes of the inline scripts actually in the pages, so it must follow every change to the HTML. */
async function writeSecurityHeaders(buildDir: string, siteDir: string, editorConnectSources: readonly string[]): Promise<number> {
  const hashes = collectInlineScriptHashes(siteDir);
  await writeFile(join(siteDir, "_headers"), renderHeadersFile(hashes));
  await writeFile(join(siteDir, ".htaccess"), renderHtaccess(hashes, editorConnectSources));
  await mkdir(join(buildDir, "deploy"), { recursive: true });
  await writeFile(join(buildDir, "deploy", "security-headers.conf"), renderNginxSnippet(hashes));
  await writeFile(join(buildDir, "deploy", "document-headers.conf"), renderNginxDocumentMaps(hashes));
  await writeFile(join(buildDir, "deploy", "editor-headers.conf"), renderNginxEditorSnippet(editorConnectSources));
  return hashes.length;
}

/**
 * The editor goes onto the webspace only when online editing is switched on (EDITOR_GIT_BACKEND,
 * docs/decisions/0051-decap-cms-editor.md): without a git host it could save nowhere. Written
 * after the search index and the service worker, so neither knows it.
 */
async function writeOnlineEditor(siteDir: string): Promise<{ connectSources: readonly string[]; message: string }> {
  const online = gitBackendOfProject(fileURLToPath(new URL("../../", import.meta.url)));
  if (!online) return { connectSources: [], message: "no editor in the site (online editing is off)" };
  await buildEditor({ outDir: join(siteDir, EDITOR_PATH.replaceAll("/", "")), git: online.backend });
  return { connectSources: online.connectSources, message: `editor for online editing written to ${EDITOR_PATH} (${online.backend.name} ${online.backend.repo})` };
}

export async function finishStaticBuild({ siteDir, buildDir, log }: { siteDir: string; buildDir: string; log: (message: string) => void }) {
  // A photo far from its slot's ratio is cut: said in the build's output, never silently.
  await warnAboutCrops((message) => console.warn(message));
  // First: every later step (stylesheet, favicon, headers, precache) sees the page where it is served from.
  log(await placeOfflinePage(siteDir));
  log(`${await writeSiteImages(siteDir)} responsive images written`);
  log(`${await writeOgImages(siteDir)} share images written to og/`);
  log(await writeFirstInformationPdf(siteDir));
  log(`stylesheet inlined into ${await inlineStylesheets(siteDir)} pages`);
  const unused = await dropUnusedRules(siteDir);
  log(`rules a page cannot use dropped from its inline stylesheet on ${unused.pages} pages (${Math.round(unused.savedBytes / Math.max(unused.pages, 1) / 1024)} KB each on average)`);
  log(`page script and manifest link wait for the first paint on ${await deferUntilFirstPaintEverywhere(siteDir)} pages`);
  log(`favicon inlined into ${await inlineFaviconEverywhere(siteDir)} pages`);
  // From the finished pages; before the precompression, so the index files get their .br/.gz twins.
  log(await writeSearchIndex(siteDir));
  // Before precompressing, so sw.js and the manifest get their .br/.gz twins; after the images, which it precaches.
  log(await buildInstallableApp(siteDir));
  const editor = await writeOnlineEditor(siteDir);
  log(editor.message);
  log(`security headers written (${await writeSecurityHeaders(buildDir, siteDir, editor.connectSources)} inline script hashes)`);
  log(`${await precompress(siteDir)} files precompressed (br, gz)`);
}
