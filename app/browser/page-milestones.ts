/**
 * The two moments of a page's arrival that later work waits for, one definition each. Client
 * directives import this module: no imports of its own.
 */

/** Runs `callback` at the load event, or at once if the page has already loaded. */
export function afterLoadEvent(callback: () => void): void {
  if (document.readyState === "complete") callback();
  else window.addEventListener("load", () => callback(), { once: true });
}

/** Where the page keeps the moment of its load event (`performance.now()`), read by islands that mount later. */
const LOAD_MOMENT_KEY = "loadedAt";

/**
 * Remembers when the load event came, for timings the spec counts from load (the cookie banner's
 * 1,5 s, pkv-site-spec.md §4). Called while the page is still parsing (by a client directive), so
 * the moment is read on the page's own clock — the one a test's paused clock also drives.
 */
export function rememberLoadMoment(): void {
  if (document.readyState === "complete") return;
  window.addEventListener(
    "load",
    () => {
      document.documentElement.dataset[LOAD_MOMENT_KEY] ??= String(performance.now());
    },
    { once: true },
  );
}

/**
 * Milliseconds since the load event, or null before it. Falls back to the navigation timing where
 * the moment was not remembered (the page had loaded before anything listened).
 */
export function msSinceLoadEvent(): number | null {
  const remembered = document.documentElement.dataset[LOAD_MOMENT_KEY];
  if (remembered !== undefined && Number.isFinite(Number(remembered))) return performance.now() - Number(remembered);
  try {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (navigation && navigation.loadEventEnd > 0) return performance.now() - navigation.loadEventEnd;
  } catch {
    // No navigation timing: the caller treats the load as just now.
  }
  return document.readyState === "complete" ? 0 : null;
}

/**
 * Runs `callback` once the browser has reported the first contentful paint (at once, through the
 * observer's buffer, if it already has), or right away in a browser without paint timing. For
 * work that must never land between the page's arrival and its largest paint, where Lighthouse's
 * simulation would count every request it makes (issue 19, decision 0036). The build's inline
 * loader (first-paint-loader.ts) follows the same rule, written out as a string.
 */
export function afterFirstContentfulPaint(callback: () => void): void {
  try {
    if (PerformanceObserver.supportedEntryTypes.includes("paint")) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        callback();
      });
      observer.observe({ type: "paint", buffered: true });
      return;
    }
  } catch {
    // No PerformanceObserver at all: as without paint timing.
  }
  callback();
}
