import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { toastCopyFor } from "~/content/toast-messages";
import type { Lang } from "~/config/languages";
import { buttonClasses } from "../ui/button";
import { cn } from "../ui/class-names";

const focusRing = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";

/** One icon per toast type, in the type's colour: the left border says the same in colour. */
const ICONS = [
  { type: "success", Icon: CircleCheck, colour: "text-success" },
  { type: "error", Icon: CircleAlert, colour: "text-brand-700" },
  { type: "warning", Icon: TriangleAlert, colour: "text-brand-700" },
  { type: "info", Icon: Info, colour: "text-ink-muted" },
] as const;

/**
 * The page's toast area (pkv-site-spec.md §9): bottom-right, 356 px wide (on a phone the width of
 * the screen). Static HTML in every page: a polite live region that is there before anything is
 * announced (so screen readers read what is added to it), and templates for a toast and its icons.
 * app/browser/toasts.ts fills it, one toast at a time; its code loads only when a toast is due
 * (decision 0050). Styled with the site's tokens; close and action buttons have 44 px targets, and
 * the close button sits top-right, where every other close button of the site is.
 */
export function ToastArea({ lang }: { lang: Lang }) {
  const { messages: toastMessages, area: toastAreaCopy } = toastCopyFor(lang);
  return (
    <div
      data-toast-area=""
      // The page's messages for app/browser/toasts.ts, so its script carries no words (docs/decisions/0073).
      data-messages={JSON.stringify(toastMessages)}
      data-pagefind-ignore=""
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 sm:inset-x-auto sm:right-8 sm:bottom-8 sm:w-89"
    >
      <ol
        aria-label={toastAreaCopy.label}
        aria-keyshortcuts={toastAreaCopy.hotkey}
        aria-live="polite"
        aria-relevant="additions text"
        tabIndex={-1}
        className="outline-none"
      />
      <template data-toast-template="">
        <li
          data-toast=""
          data-removed="false"
          tabIndex={-1}
          className={cn(
            "pointer-events-auto relative flex touch-none flex-wrap items-start gap-3 rounded-card border border-l-4 border-line bg-white py-4 pr-12 pl-4 text-base text-ink shadow-card outline-none select-none",
            "data-[type=error]:border-l-brand-700 data-[type=info]:border-l-ink-muted data-[type=success]:border-l-success data-[type=warning]:border-l-brand-700",
            "focus-visible:outline-3 focus-visible:outline-focus",
            // Slides up and fades in, fades out; with reduced motion it only fades. Not while a finger drags it.
            "transition-[opacity,translate] duration-300 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:starting:translate-y-0",
            "data-swiping:transition-none data-[removed=true]:opacity-0 data-[removed=true]:duration-200",
          )}
        >
          <span data-toast-icon="" className="mt-0.5 flex shrink-0" />
          <div className="min-w-0 grow basis-52">
            <p data-toast-title="" className="leading-snug font-semibold" />
            <p data-toast-description="" className="mt-1 text-sm leading-snug text-ink-muted" />
          </div>
          {/* Labelled with the site's one toast action; the script writes the label of the toast at hand. */}
          <button
            type="button"
            data-toast-action=""
            hidden
            className={`ml-8 min-h-11 rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 ${focusRing}`}
          >
            {toastMessages.popupBlocked.action}
          </button>
          <button type="button" data-toast-close="" aria-label={toastAreaCopy.close} className={buttonClasses("ghost", "icon", "absolute top-1 right-1")}>
            <X aria-hidden="true" className="size-5" />
          </button>
        </li>
      </template>
      {ICONS.map(({ type, Icon, colour }) => (
        <template key={type} data-toast-icon-for={type}>
          <Icon aria-hidden="true" className={cn("size-5", colour)} />
        </template>
      ))}
    </div>
  );
}
