/**
 * Astro writes app/pages/offline.astro as offline/index.html, like any page. It is no page to
 * find, only the service worker's answer offline (scripts/build/service-worker.ts): moved to
 * offline.html beside 404.html, it stays out of the search index (which reads **\/index.html)
 * and answers no address of its own but /offline.html.
 */
import { rename, rmdir } from "node:fs/promises";
import { join } from "node:path";
import { offlinePageFile, offlinePath } from "../../app/config/site-routes";

export async function placeOfflinePage(siteDir: string): Promise<string> {
  const folder = join(siteDir, offlinePath.slice(1));
  await rename(join(folder, "index.html"), join(siteDir, offlinePageFile));
  await rmdir(folder);
  return `offline page moved to ${offlinePageFile}`;
}
