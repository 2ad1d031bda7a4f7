/**
 * The header's „PKV Beratung“ menu as a disclosure: the button says whether the list is shown
 * (aria-expanded, set here so it is never stale without JavaScript), opens on hover and click,
 * and closes on Escape (focus back to the button), on a click elsewhere and when focus leaves.
 * The list's visibility follows aria-expanded in CSS (app/styles/site.css).
 */
import { NAV_MENU } from "./script-click-targets";

const HOVER_CLOSE_DELAY_MS = 150;

export function enhanceNavMenus(): void {
  for (const item of document.querySelectorAll<HTMLElement>(NAV_MENU)) {
    const button = item.querySelector<HTMLButtonElement>("button[aria-controls]");
    if (!button) continue;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const setOpen = (open: boolean) => {
      clearTimeout(closeTimer);
      button.setAttribute("aria-expanded", String(open));
    };
    const isOpen = () => button.getAttribute("aria-expanded") === "true";
    // Before this script arrives the list shows while focus is inside (app/styles/site.css): a
    // keyboard user who has already tabbed into it keeps it open, everyone else starts closed.
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    setOpen(Boolean(list?.contains(document.activeElement)));
    item.dataset.enhanced = "";

    button.addEventListener("click", () => setOpen(!isOpen()));
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "mouse") setOpen(true);
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse" || item.contains(document.activeElement)) return;
      closeTimer = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
    });
    // This script arrives after the first paint (decision 0036): a mouse already resting on the
    // menu sent its pointerenter before anyone listened, so the hover is read from the element.
    try {
      if (item.matches(":hover") && window.matchMedia("(hover: hover)").matches) setOpen(true);
    } catch {
      // No matchMedia: the next pointerenter opens it.
    }
    item.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !isOpen()) return;
      setOpen(false);
      button.focus();
    });
    item.addEventListener("focusout", (event) => {
      if (!(event.relatedTarget instanceof Node) || !item.contains(event.relatedTarget)) setOpen(false);
    });
    document.addEventListener("click", (event) => {
      if (isOpen() && event.target instanceof Node && !item.contains(event.target)) setOpen(false);
    });
  }
}
