import { Share, SquarePlus, X } from "lucide-react";
import { installPromptFor } from "~/content/install";
import type { Lang } from "~/config/languages";
import { buttonClasses } from "../ui/button";

const HEADING_ID = "app-angebot-titel";

/**
 * The install-as-app prompt (pkv-site-spec.md §4) as static HTML in every page's bottom dock,
 * `hidden` until app/browser/install-prompt.ts shows one of its three views: the browser's own
 * installation („native“), the hint for Safari on iPhone and iPad („ios“), and the steps that
 * „Anleitung anzeigen“ opens („guide“). Its code loads only once the offer may be made
 * (app/browser/consent-prompts.ts, decision 0050).
 */
export function InstallPrompt({ lang }: { lang: Lang }) {
  const copy = installPromptFor(lang);
  return (
    <section
      data-install-prompt=""
      hidden
      aria-labelledby={HEADING_ID}
      className="pointer-events-auto w-full max-w-md rounded-card border border-line bg-white p-4 text-ink shadow-card transition duration-300 ease-out sm:p-5 starting:translate-y-[calc(100%+2rem)] motion-reduce:starting:translate-y-0"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={HEADING_ID} className="pt-1.5 text-lg font-semibold">
          {copy.heading}
        </h2>
        <button type="button" data-install-close="" className={buttonClasses("ghost", "icon", "-mt-1 -mr-2 shrink-0")} aria-label={copy.close}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div data-install-view="native" hidden>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{copy.text}</p>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <button type="button" data-install-action="install" className={buttonClasses()}>
            {copy.install}
          </button>
          <button type="button" data-install-action="later" className={buttonClasses("outline")}>
            {copy.later}
          </button>
        </div>
      </div>
      <div data-install-view="ios" hidden>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{copy.ios.text}</p>
        <button type="button" data-install-action="guide" className={buttonClasses("primary", "md", "mt-4 w-full")}>
          {copy.ios.showGuide}
        </button>
      </div>
      <div data-install-view="guide" hidden>
        <ol
          tabIndex={-1}
          className="mt-2 flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed text-ink-muted outline-none marker:font-semibold marker:text-ink"
        >
          {copy.ios.steps.map((step, index) => (
            <li key={step}>
              {step}
              {index === 0 && <Share aria-hidden="true" className="ml-1 inline size-4 align-text-bottom text-ink" />}
              {index === 1 && <SquarePlus aria-hidden="true" className="ml-1 inline size-4 align-text-bottom text-ink" />}
            </li>
          ))}
        </ol>
        <button type="button" data-install-action="done" className={buttonClasses("outline", "md", "mt-4 w-full")}>
          {copy.ios.done}
        </button>
      </div>
    </section>
  );
}
