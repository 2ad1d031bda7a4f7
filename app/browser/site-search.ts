/**
 * The site search inside its dialog, loaded on first open (site-search-trigger.ts). Queries go to
 * Pagefind's browser API (/pagefind/pagefind.js, written by scripts/build/search-index.ts), which
 * fetches its WebAssembly and only the index chunks a query needs. Results are rendered as plain
 * links with the excerpt's <mark>s rebuilt as elements, never as HTML strings.
 */
import { searchCopy } from "~/content/ratgeber-pages";
import { closeOnBackdropTap } from "./dialog-backdrop";

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

interface PagefindApi {
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, delayMs?: number): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
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

function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "rounded-control border border-line p-3";
  const link = document.createElement("a");
  link.href = data.url;
  link.className = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";
  link.textContent = data.meta.title ?? data.url;
  const excerpt = document.createElement("p");
  excerpt.className = "mt-1 text-sm text-ink-muted";
  excerpt.append(...excerptNodes(data.excerpt));
  item.append(link, excerpt);
  return item;
}

const attached = new WeakSet<HTMLDialogElement>();

export function attachSearch(dialog: HTMLDialogElement): void {
  if (attached.has(dialog)) return;
  attached.add(dialog);
  const input = dialog.querySelector<HTMLInputElement>("[data-search-input]");
  const status = dialog.querySelector<HTMLElement>("[data-search-status]");
  const list = dialog.querySelector<HTMLElement>("[data-search-results]");
  const form = dialog.querySelector<HTMLFormElement>("[data-search-form]");
  if (!input || !status || !list || !form) return;

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

  let latest = 0;
  const run = async () => {
    const query = input.value.trim();
    const ticket = ++latest;
    if (query.length === 0) {
      list.replaceChildren();
      status.textContent = "";
      return;
    }
    status.textContent = searchCopy.loading;
    try {
      const api = await loadPagefind();
      const search = await api.debouncedSearch(query, {}, 200);
      // null: a newer query superseded this one.
      if (!search || ticket !== latest) return;
      const results = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
      if (ticket !== latest) return;
      list.replaceChildren(...results.map(resultItem));
      status.textContent = results.length === 0 ? searchCopy.noResults(query) : searchCopy.resultCount(search.results.length);
    } catch {
      if (ticket === latest) status.textContent = searchCopy.failed;
    }
  };
  input.addEventListener("input", () => void run());
  // The dialog opened before this module arrived: a query typed meanwhile is searched now.
  if (input.value.trim().length > 0) void run();
  input.focus();
}
