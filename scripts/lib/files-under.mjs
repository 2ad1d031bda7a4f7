// The one directory walker of the build scripts: every file below a folder, as full paths.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Files (not folders) anywhere below `dir`, optionally only those whose name passes `keep`.
 * @param {string} dir
 * @param {(name: string) => boolean} [keep]
 * @returns {string[]}
 */
export function filesUnder(dir, keep = () => true) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
