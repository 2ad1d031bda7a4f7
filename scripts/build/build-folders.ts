/**
 * Where the build writes, and how a finished build takes the place of the last one. Astro and
 * the finishing steps write into build/.next/ (site/ and deploy/); only when everything has been
 * written are the two folders moved to build/site and build/deploy. A build that fails half-way
 * leaves the last good site where it was, and a server reading build/site never sees a
 * half-written folder (scripts/lib/site-server.mjs follows the swap).
 */
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";

/** Astro's outDir (relative to the project root): the site while it is being built. */
export const STAGING_SITE_DIR = "./build/.next/site";

/** The parts of build/ that one build writes and that are swapped together. */
export const SWAPPED_FOLDERS = ["site", "deploy"] as const;

/** A built site without these is not complete, whatever the steps reported. */
const REQUIRED_FILES = ["index.html", "404.html"];

/** Removes what a failed earlier build left in the staging folder. */
export async function clearStaging(buildDir: string): Promise<void> {
  await rm(join(buildDir, ".next"), { recursive: true, force: true });
}

/**
 * Moves build/.next/<folder> to build/<folder> for each folder, the old one aside first and
 * deleted last. Each move is a rename within build/, so a folder is either the old or the new
 * one, never a mix; between the two renames it is briefly absent (the server answers 503).
 */
export async function swapIntoPlace(buildDir: string): Promise<void> {
  const staging = join(buildDir, ".next");
  const missing = REQUIRED_FILES.filter((file) => !existsSync(join(staging, "site", file)));
  if (missing.length > 0) throw new Error(`The new build lacks ${missing.join(", ")}; the last good build in ${join(buildDir, "site")} is kept.`);
  const previous = join(buildDir, ".previous");
  await rm(previous, { recursive: true, force: true });
  await mkdir(previous, { recursive: true });
  for (const folder of SWAPPED_FOLDERS) {
    const next = join(staging, folder);
    if (!existsSync(next)) continue;
    const current = join(buildDir, folder);
    if (existsSync(current)) await rename(current, join(previous, folder));
    await rename(next, current);
  }
  await rm(previous, { recursive: true, force: true });
  await rm(staging, { recursive: true, force: true });
}
