/**
 * The site search's static index (Pagefind), built from the finished HTML of every page after
 * Astro has written it (finish-static-build.ts). The browser loads /pagefind/pagefind.js and the
 * index only when the search dialog opens (app/browser/site-search-query.ts). Pagefind writes one
 * index per <html lang> and its browser API loads the one of the page it runs on: German pages
 * search German pages with German stemming, English pages (/en/, lang="en") English ones only
 * (docs/decisions/0073; tests/built checks the split). Parts that repeat on every page or are no content are left out: the
 * elements marked data-pagefind-ignore (header, footer, enquiry form, banner strip) and every
 * <dialog> (menu, legal texts, the search itself).
 */
import { join } from "node:path";
import { close, createIndex } from "pagefind";

/** Folder of the index under the site root; the service worker leaves it out of its precache. */
export const SEARCH_INDEX_DIR = "pagefind";

function fail(step: string, errors: readonly string[]): never {
  throw new Error(`search index: ${step} failed: ${errors.join("; ")}`);
}

export async function writeSearchIndex(siteDir: string): Promise<string> {
  try {
    const { index, errors } = await createIndex({ excludeSelectors: ["dialog", "[data-busy-overlay]", "#toast-bereich"] });
    if (!index) fail("createIndex", errors);
    // Pages are <route>/index.html; 404.html is not a page anyone searches for.
    const added = await index.addDirectory({ path: siteDir, glob: "**/index.html" });
    if (added.errors.length > 0) fail("indexing", added.errors);
    const written = await index.writeFiles({ outputPath: join(siteDir, SEARCH_INDEX_DIR) });
    if (written.errors.length > 0) fail("writing", written.errors);
    return `search index of ${added.page_count} pages written to ${SEARCH_INDEX_DIR}/`;
  } finally {
    await close();
  }
}
