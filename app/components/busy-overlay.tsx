import { LoaderCircle } from "lucide-react";
import { useSectionScroll } from "./section-scroll";

/** Covers the page while a section link navigates home, so nothing is clicked twice meanwhile. */
export function BusyOverlay() {
  const { busy } = useSectionScroll();
  if (!busy) return null;
  return (
    <div className="fixed inset-0 z-[60] grid place-items-center bg-white/70 backdrop-blur-[2px]" data-testid="busy-overlay">
      <p role="status" className="flex items-center gap-3 rounded-card bg-white px-5 py-3 text-ink shadow-card">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700 motion-reduce:animate-none" />
        Seite wird geladen …
      </p>
    </div>
  );
}
