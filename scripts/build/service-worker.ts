/**
 * The offline service worker (docs/decisions/0006-offline-service-worker.md), generated with
 * workbox-build after prerendering so every page's HTML exists to be precached.
 *
 * - Precache: every page, script, style, image, icon and the manifest, so all pages open offline
 *   after the first visit. Hashed files under assets/ are cached by URL; the rest by revision.
 * - Navigations always go to the network first (NetworkOnly with navigation preload); only when
 *   that fails is the precached copy of the page served. A new deployment is therefore seen on
 *   the next visit, never hidden behind stale cached HTML.
 * - Page HTML is precached under its file name (x/index.html), deliberately not under /x: the
 *   precache route would then answer navigations cache-first and win over the network route.
 * - Offline, an address with no precached page gets the site's offline page (offline.html), not
 *   the browser's error page (docs/decisions/0049).
 */
import { join } from "node:path";
import { generateSW } from "workbox-build";

/**
 * Answers a navigation the network could not: the precached copy of the page, else the offline
 * page. Serialised into sw.js by its source text, so it may use only service-worker globals: the
 * offline page's file is written out here rather than read from `offlinePageFile`
 * (app/config/site-routes.ts); service-worker.test.ts fails when the two differ.
 */
export const offlineFallback = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const file = pathname.endsWith("/") ? `${pathname}index.html` : `${pathname}/index.html`;
    // Precache keys carry a __WB_REVISION__ parameter; ignoreSearch finds them regardless.
    return (await caches.match(file, { ignoreSearch: true })) ?? (await caches.match("/offline.html", { ignoreSearch: true })) ?? Response.error();
  },
};

export async function writeServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: ["**/*.{html,js,css,svg,png,webp,avif,jpg,woff2,webmanifest}"],
    // The search index (pagefind/) loads only when someone searches; precaching it would cost every
    // visitor who consents its whole size (docs/decisions/0031-site-search-pagefind.md).
    globIgnores: ["sw.js", "404.html", "_headers", "**/*.{br,gz}", "og/**", "**/og-*", "pagefind/**"],
    swDest: join(clientDir, "sw.js"),
    dontCacheBustURLsMatching: /^assets\//,
    // "/" must not find index.html in the precache: navigations belong to the network route below.
    directoryIndex: null,
    cacheId: "pkv-experte",
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigationPreload: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkOnly",
        options: {
          plugins: [offlineFallback],
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service-worker: ${warning}`);
  return { count, size };
}
