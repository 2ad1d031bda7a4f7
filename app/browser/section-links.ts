/**
 * Section links are plain links (app/components/section-link.tsx): the browser scrolls to
 * "#x" on the same page by itself. This adds what the spec asks beyond that: while a link loads
 * the home page from another page, a busy overlay covers the page and the section links are
 * disabled; and "Home" on the home page glides to the top instead of reloading it.
 */
import { SECTION_LINK } from "./script-click-targets";

function setBusy(busy: boolean): void {
  const overlay = document.querySelector<HTMLElement>("[data-busy-overlay]");
  if (overlay) overlay.hidden = !busy;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(SECTION_LINK)) {
    if (busy) link.setAttribute("aria-disabled", "true");
    else link.removeAttribute("aria-disabled");
  }
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function enhanceSectionLinks(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SECTION_LINK) : null;
    if (!link || event.defaultPrevented || !isPlainClick(event)) return;
    if (link.getAttribute("aria-disabled") === "true") {
      event.preventDefault();
      return;
    }
    const target = new URL(link.href);
    if (target.pathname !== window.location.pathname) {
      setBusy(true);
      return;
    }
    if (!target.hash) {
      event.preventDefault();
      // Smooth unless reduced motion is asked for: html's scroll-behavior (app/styles/site.css) decides.
      window.scrollTo({ top: 0 });
    }
  });
  // Back to this page from the browser's cache: the page it left for is no longer loading.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) setBusy(false);
  });
}
