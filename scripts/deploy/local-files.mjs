// The build's files as a deploy compares them: relative POSIX path → size and sha256.
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { relative, sep } from "node:path";
import { filesUnder } from "../lib/files-under.mjs";

export function localFiles(siteDir) {
  const files = new Map();
  for (const file of filesUnder(siteDir).sort()) {
    const path = relative(siteDir, file).split(sep).join("/");
    files.set(path, { size: statSync(file).size, hash: createHash("sha256").update(readFileSync(file)).digest("hex") });
  }
  return files;
}
