/**
 * The two moments of a page's arrival that later work waits for, one definition each. Client
 * directives import this module: no imports of its own.
 */

/** Runs `callback` at the load event, or at once if the page has already loaded. */
export function afterLoadEvent(callback: () => void): void {
  if (document.readyState === "complete") callback();
  else window.addEventListener("load", () => callback(), { once: true });
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
