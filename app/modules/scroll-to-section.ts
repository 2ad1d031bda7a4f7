/**
 * Browser-side scrolling for section links. The 80 px offset for the fixed header is CSS
 * (`scroll-padding-top` on <html>, app.css), so plain #anchors, focus moves and these calls agree.
 */

export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  } catch {
    // matchMedia can be missing or throw in embedded browsers; motion is then the safe default off.
    return true;
  }
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}

/** Scrolls so the element sits just under the fixed header; `top` scrolls to the page's top. */
export function scrollToElement(element: Element | "top"): void {
  if (element === "top") {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    return;
  }
  element.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
}

/**
 * Resolves with the element once it is in the document (checked every frame), or null after
 * `timeoutMs`. Used after a client navigation, instead of guessing how long rendering takes.
 * `stale` is the previous page's element with the same id: the router's promise resolves
 * before the new page is rendered, so until then the old element would be found.
 */
export function waitForElement(id: string, timeoutMs = 4000, stale: Element | null = null): Promise<HTMLElement | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const found = document.getElementById(id);
      if (found && found !== stale) resolve(found);
      else if (performance.now() - started > timeoutMs) resolve(null);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}
