import { createRoot } from "react-dom/client";
import SiteToaster from "./site-toaster";

/** The page's toast area (app/layouts/site-layout.astro), created if a page lacks it. */
const TOAST_AREA_ID = "toast-bereich";

let mounted: Promise<void> | null = null;

/**
 * Renders the site's one Toaster, once per page. Resolves after sonner's Toaster has subscribed
 * to its toast store (its effect runs before its parent's), so the first toast is not missed.
 */
export function mountToaster(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    let area = document.getElementById(TOAST_AREA_ID);
    if (!area) {
      area = document.createElement("div");
      area.id = TOAST_AREA_ID;
      document.body.append(area);
    }
    createRoot(area).render(<SiteToaster onReady={resolve} />);
  });
  return mounted;
}
