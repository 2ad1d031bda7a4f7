import { Search, X } from "lucide-react";
import { siteConfig } from "~/config/site-config";
import { sectionIds } from "~/config/site-routes";
import { searchCopyFor } from "~/content/search-copy";
import type { Lang } from "~/config/languages";
import { ENGLISH_HOME, englishRoute } from "~/config/english-routes";
import { glossaryRoute } from "~/config/site-routes";
import { telHref } from "~/modules/tel-link";
import { sectionHref } from "../section-link";
import { buttonClasses } from "../ui/button";
import { SEARCH_DIALOG_ID } from "~/browser/search-ids";

/**
 * The header's search button. It needs JavaScript (the index is queried in the browser), so it is
 * hidden without it (data-needs-script); the guide's index and the glossary stay reachable by link.
 */
export function SearchButton({ lang }: { lang: Lang }) {
  const searchCopy = searchCopyFor(lang);
  return (
    <button
      type="button"
      className={buttonClasses("ghost", "icon", "sm:w-auto sm:gap-2 sm:px-3")}
      aria-haspopup="dialog"
      aria-controls={SEARCH_DIALOG_ID}
      data-search-open=""
      data-needs-script=""
    >
      <Search aria-hidden="true" className="size-5" />
      <span className="sr-only sm:not-sr-only">{searchCopy.open}</span>
    </button>
  );
}

/**
 * The search dialog: static markup at the end of every page, filled only when opened. Native
 * <dialog>: focus moves into it and Escape closes it; the results are plain links after the
 * field, reachable by Tab. The status line announces the number of results to screen readers.
 */
export function SearchDialog({ lang }: { lang: Lang }) {
  const searchCopy = searchCopyFor(lang);
  return (
    <dialog
      id={SEARCH_DIALOG_ID}
      aria-labelledby={`${SEARCH_DIALOG_ID}-titel`}
      className="search-dialog bg-white text-ink"
      // The words and the glossary of the page's language for app/browser/site-search-query.ts (docs/decisions/0073).
      data-words={JSON.stringify(searchCopy.script)}
      data-glossary-path={lang === "en" ? englishRoute("glossary").path : glossaryRoute.path}
    >
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id={`${SEARCH_DIALOG_ID}-titel`} className="text-xl font-bold">
            {searchCopy.dialogTitle}
          </h2>
          <button type="button" className={buttonClasses("ghost", "icon")} aria-label={searchCopy.close} data-search-close="">
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <form role="search" data-search-form="">
          <label htmlFor={`${SEARCH_DIALOG_ID}-feld`} className="block font-semibold">
            {searchCopy.inputLabel}
          </label>
          <input
            id={`${SEARCH_DIALOG_ID}-feld`}
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={searchCopy.placeholder}
            className="mt-2 block min-h-11 w-full rounded-control border border-line-strong bg-white px-3 text-ink focus:outline-3 focus:outline-focus"
            data-search-input=""
          />
        </form>
        <p role="status" className="min-h-6 text-sm text-ink-muted" data-search-status=""></p>
        <ul className="flex flex-col gap-3" data-search-results=""></ul>
        <NoHitsOffer lang={lang} />
      </div>
    </dialog>
  );
}

const offerLink = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";

/** Under „Keine Treffer“ (shown by app/browser/site-search-query.ts): the enquiry form, phone and e-mail from the site config. */
function NoHitsOffer({ lang }: { lang: Lang }) {
  const { phone, email } = siteConfig;
  const searchCopy = searchCopyFor(lang);
  return (
    <div hidden className="rounded-control border border-line bg-surface-tint p-4" data-search-no-hits="">
      <p>{searchCopy.noHitsOffer}</p>
      <ul className="mt-3 flex flex-col gap-2">
        <li>
          <a className={offerLink} href={lang === "en" ? `${ENGLISH_HOME}#${sectionIds.contact}` : sectionHref(sectionIds.contact)}>
            {searchCopy.noHitsEnquiry}
          </a>
        </li>
        <li>
          {searchCopy.noHitsPhone}{" "}
          <a className={offerLink} href={telHref(phone.digits)}>
            {phone.display}
          </a>
        </li>
        <li>
          {searchCopy.noHitsEmail}{" "}
          <a className={`${offerLink} break-all`} href={`mailto:${email}`}>
            {email}
          </a>
        </li>
      </ul>
    </div>
  );
}
