/**
 * The load event, which later work waits for or counts from: one definition. No imports of its
 * own, so the first-paint loader can name its key.
 */

/** Runs `callback` at the load event, or at once if the page has already loaded. */
export function afterLoadEvent(callback: () => void): void {
  if (document.readyState === "complete") callback();
  else window.addEventListener("load", () => callback(), { once: true });
}

/**
 * Where the page keeps the moment of its load event (`performance.now()`), for timings the spec
 * counts from load (the cookie banner's 1,5 s, pkv-site-spec.md §4). The first-paint loader
 * (first-paint-loader.ts) writes it: it runs while the page is still parsing, so the moment is read
 * on the page's own clock — the one a test's paused clock also drives. Code that arrives later reads it.
 */
export const LOAD_MOMENT_KEY = "loadedAt";

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
