/**
 * The site search inside its dialog, loaded on first open (site-search-trigger.ts). Queries go to
 * Pagefind's browser API (/pagefind/pagefind.js, written by scripts/build/search-index.ts), which
 * fetches its WebAssembly and only the index chunks a query needs. Hits whose matched words are
 * not the query's are dropped, and the glossary's hit becomes one per term
 * (app/modules/search-relevance.ts, decision 0044); with none left, the dialog offers contact.
 * Results are rendered as plain links with the excerpt's <mark>s rebuilt as elements, never as
 * HTML strings.
 */
import { glossaryHitText, noResultsText, resultCountText, type SearchScriptWords } from "~/modules/search-words";
import { searchHits, type SearchHit, type SearchHitData } from "~/modules/search-relevance";
import { closeOnBackdropTap } from "./dialog-backdrop";

interface PagefindApi {
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, delayMs?: number): Promise<{ results: { data(): Promise<SearchHitData> }[] } | null>;
}

const PAGEFIND_URL = "/pagefind/pagefind.js";
const MAX_RESULTS = 8;

let pagefind: Promise<PagefindApi> | null = null;

function loadPagefind(): Promise<PagefindApi> {
  // A variable URL keeps Vite from bundling it: the file exists only in the built site.
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (api: PagefindApi) => {
    await api.init();
    return api;
  });
  pagefind.catch(() => {
    pagefind = null;
  });
  return pagefind;
}

/** The excerpt's text with Pagefind's <mark> highlights, as nodes (the excerpt is HTML-escaped text plus <mark>). */
function excerptNodes(excerpt: string): Node[] {
  const decoder = document.createElement("textarea");
  const text = (html: string) => {
    decoder.innerHTML = html;
    return decoder.value;
  };
  return excerpt.split(/(<mark>[\s\S]*?<\/mark>)/).map((part) => {
    const marked = /^<mark>([\s\S]*?)<\/mark>$/.exec(part);
    if (!marked) return document.createTextNode(text(part));
    const mark = document.createElement("mark");
    mark.textContent = text(marked[1]);
    return mark;
  });
}

function resultItem(hit: SearchHit, words: SearchScriptWords): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "rounded-control border border-line p-3";
  const link = document.createElement("a");
  link.href = hit.href;
  link.className = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";
  link.textContent = hit.term === undefined ? hit.title : glossaryHitText(words, hit.term);
  const excerpt = document.createElement("p");
  excerpt.className = "mt-1 text-sm text-ink-muted";
  excerpt.append(...excerptNodes(hit.excerpt));
  item.append(link, excerpt);
  return item;
}

type PagefindResult = { data(): Promise<SearchHitData> };

/**
 * The hits to show (at most MAX_RESULTS) and how many there are. Result data is loaded a page of
 * MAX_RESULTS at a time, as far as needed to fill the list; results not loaded count as one hit
 * each (a real query's results all pass the filter, a nonsense query's none: decision 0044).
 * null when a newer query took over meanwhile.
 */
async function relevantHits(
  query: string,
  results: readonly PagefindResult[],
  glossaryPath: string,
  current: () => boolean,
): Promise<{ shown: SearchHit[]; count: number } | null> {
  const hits: SearchHit[] = [];
  let checked = 0;
  while (hits.length < MAX_RESULTS && checked < results.length) {
    const batch = await Promise.all(results.slice(checked, checked + MAX_RESULTS).map((result) => result.data()));
    if (!current()) return null;
    checked += batch.length;
    for (const data of batch) hits.push(...searchHits(query, data, glossaryPath));
  }
  return { shown: hits.slice(0, MAX_RESULTS), count: hits.length + results.length - checked };
}

const attached = new WeakSet<HTMLDialogElement>();

export function attachSearch(dialog: HTMLDialogElement): void {
  if (attached.has(dialog)) return;
  attached.add(dialog);
  const input = dialog.querySelector<HTMLInputElement>("[data-search-input]");
  const status = dialog.querySelector<HTMLElement>("[data-search-status]");
  const list = dialog.querySelector<HTMLElement>("[data-search-results]");
  const form = dialog.querySelector<HTMLFormElement>("[data-search-form]");
  const noHits = dialog.querySelector<HTMLElement>("[data-search-no-hits]");
  if (!input || !status || !list || !form || !noHits) return;
  // The page's language's words and glossary, from the dialog's markup (site-search.tsx, docs/decisions/0073, 0076).
  const words = JSON.parse(dialog.dataset.words ?? "{}") as SearchScriptWords;
  const glossaryPath = dialog.dataset.glossaryPath ?? "";

  dialog.querySelector("[data-search-close]")?.addEventListener("click", () => dialog.close());
  closeOnBackdropTap(dialog);
  // In a search field Chrome spends the first Escape on clearing the text; here Escape closes the
  // dialog at once, as everywhere else, and the query stays for the next opening.
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    dialog.close();
  });
  // Enter searches in place; there is no page to submit to.
  form.addEventListener("submit", (event) => event.preventDefault());
  // A link to a place on this page (a glossary term from /glossar, the enquiry form from home)
  // would scroll behind the modal dialog: it closes first, then the browser follows the link.
  dialog.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) dialog.close();
  });

  let latest = 0;
  const run = async () => {
    const query = input.value.trim();
    const ticket = ++latest;
    noHits.hidden = true;
    if (query.length === 0) {
      list.replaceChildren();
      status.textContent = "";
      return;
    }
    status.textContent = words.loading;
    try {
      const api = await loadPagefind();
      const search = await api.debouncedSearch(query, {}, 200);
      // null: a newer query superseded this one.
      if (!search || ticket !== latest) return;
      const found = await relevantHits(query, search.results, glossaryPath, () => ticket === latest);
      if (!found) return;
      list.replaceChildren(...found.shown.map((hit) => resultItem(hit, words)));
      status.textContent = found.count === 0 ? noResultsText(words, query) : resultCountText(words, found.count);
      noHits.hidden = found.count > 0;
    } catch {
      if (ticket === latest) status.textContent = words.failed;
    }
  };
  input.addEventListener("input", () => void run());
  // The dialog opened before this module arrived: a query typed meanwhile is searched now.
  if (input.value.trim().length > 0) void run();
  input.focus();
}
