/**
 * Two things every page links that the first paint does not need, and that Lighthouse's simulation
 * put on the way to the largest paint whenever they finished before it (decision 0036):
 *
 * - The page script (site-shell.ts) enhances what the platform already renders: menus, section
 *   links, the cookie-settings buttons, the search button. As a `<script src>` the preload scanner
 *   requested it while the HTML was still arriving.
 * - The web app manifest: Chrome fetches it, and then the icon it would install, as soon as the
 *   document is parsed, which is often before the first frame is on screen.
 *
 * The build (scripts/build/after-first-paint.ts) replaces the script's tag with this module,
 * compiled and inlined (first-paint-loader-entry.ts), and wraps the manifest link in `<noscript>`,
 * so that a browser without JavaScript still reads it.
 * The module links the manifest as soon as the first contentful paint has been reported
 * (PerformanceObserver, `paint`), and imports the page script once the load event has passed as
 * well. Browsers without paint timing do both at the load event; a page that never reports a paint
 * (a tab opened in the background) gets both at the latest two seconds after the load event.
 * A click on what only the page script can handle (script-click-targets.ts) that comes before the
 * script is held: it starts the import at once and is replayed when the script is there, so
 * „Cookie-Einstellungen“ or a legal link clicked in that moment still does what it says. A held
 * click on a button that controls an element (aria-controls) is dropped if focus has meanwhile
 * moved into that element: the desktop menu's list shows on focus until the script arrives, and a
 * keyboard user who has tabbed into it must not see it toggled shut.
 * No timer stands between the paint and what follows it: tests (and the spec's timings) may pause
 * the page's clock, and the page script must arrive all the same.
 * At the load event it also notes the moment on `<html>` (page-milestones.ts, LOAD_MOMENT_KEY): the
 * cookie banner counts its 1,5 s from there, and its code arrives only afterwards. (Run after the
 * load event, it notes nothing: the navigation timing then stands in.)
 * It runs while the page is still parsing, before anything else of the site's: it may import only
 * what the build can inline with it, and every byte of it is in every page. The compiled text is
 * fixed per build, so the Content-Security-Policy allows it by its hash.
 */

import { LOAD_MOMENT_KEY } from "./page-milestones";

/** Milliseconds after the load event at which the page script is requested in any case. */
export const LATEST_AFTER_LOAD_MS = 2000;

/** What the build reads from the page it puts the loader in. */
export interface FirstPaintLoaderInputs {
  /** The page script's URL, a path on this site. */
  pageScriptSrc: string;
  /** The web app manifest's URL, a path on this site. */
  manifestHref: string;
  /** The elements a click on which is held until the page script is there (SCRIPT_CLICK_TARGETS). */
  heldClicks: string;
}

/**
 * Links `manifestHref` after the first contentful paint and imports `pageScriptSrc` once the page
 * has loaded too. A click on `heldClicks` before the script has arrived is held, starts the import
 * at once and is replayed after it. `importPageScript` is the page's own `import()`; tests hold the
 * script's arrival with theirs.
 */
export function startFirstPaintLoader(
  { pageScriptSrc, manifestHref, heldClicks }: FirstPaintLoaderInputs,
  importPageScript: (src: string) => Promise<unknown> = (src) => import(/* @vite-ignore */ src),
): void {
  let painted = false;
  let loaded = document.readyState === "complete";
  let linked = false;
  let started = false;
  let paintTiming = false;
  const held: HTMLElement[] = [];

  const linkManifest = () => {
    if (linked) return;
    linked = true;
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = manifestHref;
    document.head.append(link);
  };

  const replay = () => {
    removeEventListener("click", hold, true);
    for (const target of held.splice(0)) {
      const controlled = document.getElementById(target.getAttribute("aria-controls") || "");
      if (!controlled || !controlled.contains(document.activeElement)) target.click();
    }
  };

  const start = () => {
    linkManifest();
    if (started) return;
    started = true;
    importPageScript(pageScriptSrc).then(replay, replay);
  };

  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(heldClicks) : null;
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
    start();
  };
  // Capturing on the window: ahead of every listener of the page.
  addEventListener("click", hold, true);

  const afterPaint = () => {
    painted = true;
    linkManifest();
    if (loaded) start();
  };

  try {
    if (PerformanceObserver.supportedEntryTypes.includes("paint")) {
      paintTiming = true;
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) {
          observer.disconnect();
          afterPaint();
        }
      });
      observer.observe({ type: "paint", buffered: true });
    }
  } catch {
    paintTiming = false;
  }

  const afterLoad = () => {
    loaded = true;
    if (painted || !paintTiming) afterPaint();
    setTimeout(start, LATEST_AFTER_LOAD_MS);
  };

  if (loaded) afterLoad();
  else
    addEventListener(
      "load",
      () => {
        document.documentElement.dataset[LOAD_MOMENT_KEY] = String(performance.now());
        afterLoad();
      },
      { once: true },
    );
}
