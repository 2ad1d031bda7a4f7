// Which files a deploy uploads and deletes, in which order: a pure function of the build's files,
// the manifest the last deploy left on the server and the sizes the server reports.
// The order keeps every page whole while it runs: new assets (content-hashed names, so nothing
// online uses them yet) first, then the other files, then the pages, then the files that switch
// the site over (.htaccess with the new CSP, the service worker that precaches the new pages),
// and stale files only at the end, when no uploaded page refers to them any more.

export const MANIFEST_FILE = ".deploy-manifest.json";

const SWITCH_OVER = [".htaccess", "sw.js"];

/** 0 assets, 1 other files, 2 pages, 3 .htaccess and sw.js – with their .br/.gz twins. */
export function uploadPhase(path) {
  const original = path.replace(/\.(br|gz)$/, "");
  if (SWITCH_OVER.includes(original)) return 3;
  if (original.endsWith(".html")) return 2;
  if (original.startsWith("assets/")) return 0;
  return 1;
}

/** Within a phase a file's twins go first, so the page and its compressed forms switch together. */
function uploadOrder(a, b) {
  const byPhase = uploadPhase(a) - uploadPhase(b);
  if (byPhase !== 0) return byPhase;
  if (a === ".htaccess" || b === ".htaccess") return a === ".htaccess" ? -1 : 1;
  const originalA = a.replace(/\.(br|gz)$/, "");
  const originalB = b.replace(/\.(br|gz)$/, "");
  if (originalA !== originalB) return originalA < originalB ? -1 : 1;
  return (a === originalA ? 1 : 0) - (b === originalB ? 1 : 0) || (a < b ? -1 : 1);
}

/**
 * While the pages are uploaded, some are new and some old, and the CSP in `.htaccess` can fit only
 * one build: before the first page a bridging `.htaccess` allows the inline scripts of both.
 * @param {object} input
 * @param {Map<string, {size: number, hash: string}>} input.local the build's files (relative paths)
 * @param {{files: Record<string, {size: number, hash: string}>} | null} input.manifest what the last deploy uploaded
 * @param {Map<string, number>} input.remoteSizes the files the server has, with their sizes
 * @param {string[]} [input.scriptHashes] the CSP hashes of this build's inline scripts
 */
export function planDeploy({ local, manifest, remoteSizes, scriptHashes = [] }) {
  const deployed = manifest?.files ?? {};
  const uploads = [];
  let unchanged = 0;
  for (const [path, { size, hash }] of local) {
    // Uploaded unless the last deploy put exactly this content there and the server still has a file of its size.
    const same = deployed[path]?.hash === hash && remoteSizes.get(path) === size;
    if (same) unchanged++;
    else uploads.push(path);
  }
  uploads.sort(uploadOrder);
  // Only what an earlier deploy uploaded is removed: other files on the webspace are the owner's.
  const deletions = Object.keys(deployed)
    .filter((path) => !local.has(path) && remoteSizes.has(path))
    .sort()
    .toReversed();
  const firstPage = uploads.findIndex((path) => uploadPhase(path) === 2);
  const oldHashes = manifest?.scriptHashes ?? [];
  const bridge = uploads.includes(".htaccess") && firstPage >= 0 && oldHashes.some((hash) => !scriptHashes.includes(hash));
  return {
    uploads,
    deletions,
    unchanged,
    bridge: bridge ? { before: firstPage, scriptHashes: [...new Set([...oldHashes, ...scriptHashes])].sort() } : null,
  };
}

/** The manifest this deploy leaves on the server. */
export function nextManifest(local, scriptHashes = []) {
  return { scriptHashes, files: Object.fromEntries([...local].sort(([a], [b]) => (a < b ? -1 : 1))) };
}
