/**
 * Runs after React Router has prerendered every page (react-router.config.ts buildEnd):
 * writes the top-level 404.html that static hosts expect, the web app manifest, icons and
 * offline service worker, the security headers for static hosts (`_headers`) and nginx
 * (build/deploy/), and precompressed .br/.gz twins of every text file so the server never
 * compresses on the fly.
 */
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { collectInlineScriptHashes, renderHeadersFile, renderNginxSnippet, scriptHashesFile } from "../lib/security-headers.mjs";
import { buildInstallableApp } from "./installable-app";
import { writeOgImages } from "./og-images.ts";
import { paintFirstEverywhere } from "./paint-first.ts";

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|xml|txt|svg|data)$/;
const MIN_BYTES = 512;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export async function precompress(clientDir: string): Promise<number> {
  let count = 0;
  for await (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/**
 * Must run after every change to the HTML: the CSP lists the hashes of its inline scripts, plus
 * `earlierHashes` of scripts that a rewrite moved out of the HTML but that still run.
 */
async function writeSecurityHeaders(buildDir: string, clientDir: string, earlierHashes: readonly string[]) {
  const hashes = [...new Set([...earlierHashes, ...collectInlineScriptHashes(clientDir)])].sort();
  await writeFile(join(clientDir, "_headers"), renderHeadersFile(hashes));
  await mkdir(join(buildDir, "deploy"), { recursive: true });
  await writeFile(scriptHashesFile(buildDir), `${JSON.stringify(hashes, null, 2)}\n`);
  await writeFile(join(buildDir, "deploy", "security-headers.conf"), renderNginxSnippet(hashes));
}

export async function finishStaticBuild({ reactRouterConfig }: { reactRouterConfig: { buildDirectory: string } }) {
  const clientDir = join(reactRouterConfig.buildDirectory, "client");
  // Order matters: the HTML is final after paint-first; the service worker precaches it and the
  // CSP hashes its inline scripts, so both come after; precompression comes last of all.
  // React Router's boot scripts, hashed before paint-first turns them into run-time script elements.
  const prerenderedHashes = collectInlineScriptHashes(clientDir);
  console.log(`finish-static-build: ${await paintFirstEverywhere(clientDir)} pages start their JavaScript after the first paint`);
  await copyFile(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));
  console.log(`finish-static-build: ${await writeOgImages(clientDir)} share images written to og/`);
  await buildInstallableApp(clientDir); // before precompressing, so sw.js and the manifest get their .br/.gz twins
  await writeSecurityHeaders(reactRouterConfig.buildDirectory, clientDir, prerenderedHashes);
  const count = await precompress(clientDir);
  console.log(`finish-static-build: 404.html and headers written, ${count} files precompressed (br, gz)`);
}
