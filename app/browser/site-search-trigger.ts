/**
 * Opens the search dialog from the header button. Only this handler is part of every page's
 * script: the search's own code (app/browser/site-search-query.ts) and Pagefind's index are imported
 * the first time the dialog opens, never on page load.
 */
import { SEARCH_DIALOG_ID } from "./search-ids";
import { SEARCH_TRIGGER } from "./script-click-targets";

let searchModule: Promise<typeof import("./site-search-query")> | null = null;

export function enhanceSearchButtons(): void {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(SEARCH_TRIGGER) : null;
    if (!button) return;
    const dialog = document.getElementById(SEARCH_DIALOG_ID);
    if (!(dialog instanceof HTMLDialogElement)) return;
    dialog.showModal();
    // showModal would focus the first button (close); the field is where a search starts.
    dialog.querySelector<HTMLInputElement>("[data-search-input]")?.focus();
    searchModule ??= import("./site-search-query");
    searchModule
      .then((search) => search.attachSearch(dialog))
      .catch(() => {
        // The chunk failed to load (offline, new deployment): let the next click try again.
        searchModule = null;
      });
  });
}
