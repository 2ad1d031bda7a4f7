import { X } from "lucide-react";
import { cookieBannerFor } from "~/content/consent";
import type { Lang } from "~/config/languages";
import { buttonClasses } from "../ui/button";
import { cn } from "../ui/class-names";

const HEADING_ID = "cookie-hinweis-titel";

/**
 * Both answers look the same (equally prominent): two equal columns wherever two 8rem columns fit
 * (a 320 px phone included), one below the other on anything narrower, and never with a label
 * broken over two lines (docs/decisions/0050, 0068). The smaller type lets „Alle akzeptieren“ fit its column at 320 px.
 */
const answerButton = buttonClasses("primary", "md", "px-1.5 text-sm whitespace-nowrap");

/**
 * The cookie banner (pkv-site-spec.md §4) as static HTML in every page's bottom dock, `hidden`
 * until app/browser/cookie-banner.ts shows it: 1,5 s after the load event while no answer is
 * stored, or at once when „Cookie-Einstellungen“ in the footer asks for it (decision 0050).
 * Without JavaScript it never shows: there is nothing to store then. Non-modal; it takes focus
 * only when the visitor asked for it. Compact: at most a quarter of a 320 × 640 phone screen, from
 * its top edge to the screen's bottom (docs/decisions/0068-prospects-slips.md) – a short text, the
 * details behind the link to the privacy policy's section on browser storage, the answers side by
 * side; on a smaller screen it never grows past the viewport and scrolls inside itself.
 */
export function CookieBanner({ lang }: { lang: Lang }) {
  const copy = cookieBannerFor(lang);
  return (
    <section
      data-cookie-banner=""
      hidden
      tabIndex={-1}
      aria-labelledby={HEADING_ID}
      className={cn(
        "pointer-events-auto w-full max-w-3xl overflow-y-auto overscroll-contain rounded-card border border-line bg-white px-3 pt-3 pb-2 text-ink shadow-card outline-none sm:px-4 sm:pb-3",
        // Never taller than the viewport (320 × 256 px included): heading and close button stay reachable.
        "max-h-[calc(100dvh-1.5rem)]",
        "focus-visible:outline-3 focus-visible:outline-focus",
        // Slides rather than fades, so its text never passes through low contrast; with reduced
        // motion it does not move in, and fades out over the same 0.5 s.
        "transition duration-300 ease-out starting:translate-y-[calc(100%+2rem)] motion-reduce:starting:translate-y-0",
        "data-[state=leaving]:translate-y-[calc(100%+2rem)] data-[state=leaving]:duration-500 data-[state=leaving]:ease-in",
        "motion-reduce:data-[state=leaving]:translate-y-0 motion-reduce:data-[state=leaving]:opacity-0",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={HEADING_ID} className="text-base leading-5 font-semibold">
          {copy.heading}
        </h2>
        {/* A 44 px target whose height reaches into the padding, so the heading line stays one text line high. */}
        <button type="button" data-banner-close="" className={buttonClasses("ghost", "icon", "-my-3 -mr-3 shrink-0")} aria-label={copy.close}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {(["accepted", "declined"] as const).map((choice) => (
        <p key={choice} data-banner-current={choice} hidden className="mt-1 text-sm font-semibold">
          {copy.current[choice]}
        </p>
      ))}
      <p className="mt-0.5 text-sm leading-[1.3] text-ink-muted">
        {copy.text}{" "}
        <a
          href={copy.details.href}
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-focus"
        >
          {copy.details.link}
        </a>
      </p>
      <div className="mt-1.5 grid grid-cols-[repeat(auto-fit,minmax(min(100%,8rem),1fr))] gap-2 sm:mt-2">
        <button type="button" data-banner-choice="accepted" className={answerButton}>
          {copy.accept}
        </button>
        <button type="button" data-banner-choice="declined" className={answerButton}>
          {copy.decline}
        </button>
      </div>
    </section>
  );
}
