import { LoaderCircle } from "lucide-react";
import { siteFrameFor } from "~/content/site-frame";
import type { Lang } from "~/config/languages";

/**
 * Covers the page while a section link loads the home page, so nothing is clicked twice
 * meanwhile (pkv-site-spec.md §2 "Navigation bar"). Hidden until app/browser/section-links.ts shows it.
 */
export function BusyOverlay({ lang }: { lang: Lang }) {
  return (
    <div
      hidden
      data-busy-overlay=""
      data-testid="busy-overlay"
      className="fixed inset-0 z-[60] place-items-center bg-white/70 backdrop-blur-[2px] [&:not([hidden])]:grid"
    >
      <p role="status" className="flex items-center gap-3 rounded-card bg-white px-5 py-3 text-ink shadow-card">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700 motion-reduce:animate-none" />
        {siteFrameFor(lang).shell.loading}
      </p>
    </div>
  );
}
