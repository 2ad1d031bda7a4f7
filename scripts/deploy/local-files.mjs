// The build's files as a deploy compares them: relative POSIX path → size and sha256.
import { createHash, scryptSync } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { relative, sep } from "node:path";
import { filesUnder } from "../lib/files-under.mjs";

/**
 * `extra`: files the deploy adds beside the build (the enquiry relay, scripts/deploy/enquiry-relay.mjs),
 * relative path → content. One of them holds the mailbox password, and the manifest on the server
 * records every file's digest: theirs is scrypt, so a leaked manifest is no quick test of a guessed
 * password (docs/decisions/0063-enquiry-own-channel.md).
 * @param {string} siteDir
 * @param {Map<string, Buffer>} [extra]
 */
export function localFiles(siteDir, extra = new Map()) {
  const files = new Map();
  for (const file of filesUnder(siteDir).sort()) {
    const path = relative(siteDir, file).split(sep).join("/");
    files.set(path, { size: statSync(file).size, hash: createHash("sha256").update(readFileSync(file)).digest("hex") });
  }
  for (const [path, body] of [...extra].sort(([a], [b]) => (a < b ? -1 : 1))) {
    files.set(path, { size: body.length, hash: `scrypt:${scryptSync(body, path, 32, { N: 2 ** 14 }).toString("hex")}` });
  }
  return files;
}
