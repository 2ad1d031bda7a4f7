/**
 * Runs after React Router has prerendered every page (react-router.config.ts buildEnd):
 * writes the top-level 404.html that static hosts expect, and precompressed .br/.gz
 * twins of every text file so the server never compresses on the fly.
 */
import { readdir, readFile, writeFile, copyFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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

export async function finishStaticBuild({ reactRouterConfig }: { reactRouterConfig: { buildDirectory: string } }) {
  const clientDir = join(reactRouterConfig.buildDirectory, "client");
  await copyFile(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));
  console.log(`finish-static-build: ${await writeOgImages(clientDir)} share images written to og/`);
  console.log(`finish-static-build: ${await paintFirstEverywhere(clientDir)} pages start their JavaScript after the first paint`);
  const count = await precompress(clientDir);
  console.log(`finish-static-build: 404.html written, ${count} files precompressed (br, gz)`);
}
