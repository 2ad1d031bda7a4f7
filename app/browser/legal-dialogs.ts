/**
 * Impressum, Datenschutz and Erstinformation are pages (readable without JavaScript). With
 * JavaScript, following a link to one of them opens its text in the modal dialog of
 * app/components/legal/legal-dialog-shell.tsx instead, so the reader keeps their place: the text
 * is taken from the page itself (its [data-legal-body]; the build keeps the rules for its classes
 * in every page's stylesheet, scripts/build/unused-css.ts). "#impressum", "#datenschutz" and
 * "#erstinformation" in the address open the dialog too (pkv-site-spec.md §2); closing drops the hash
 * (but for a calculator's input after it).
 * Links inside the dialog to another legal text switch the text in place; its table of contents
 * (#section links) scrolls the text.
 */
import { legalRoutes, type LegalSlug } from "~/config/site-routes";
import { closeOnBackdropTap } from "./dialog-backdrop";
import { supportsInvokerCommands } from "./invoker-commands";

const LEGAL_PATHS = new Map<string, LegalSlug>(legalRoutes.map((route) => [route.path, route.slug]));

/**
 * A calculator's input may follow the anchor in the fragment, „#datenschutz?gkv-beitrag-alter=40“
 * (docs/decisions/0064): the anchor is what stands before the „?“. Not imported from the
 * calculators' module, which would tie the page script to the islands' chunk.
 */
function splitHash(hash: string): { anchor: string; input: string } {
  const text = hash.replace(/^#/, "");
  const at = text.indexOf("?");
  return at < 0 ? { anchor: text, input: "" } : { anchor: text.slice(0, at), input: text.slice(at) };
}

function slugOfHash(hash: string): LegalSlug | null {
  const slug = splitHash(hash).anchor;
  return legalRoutes.some((route) => route.slug === slug) ? (slug as LegalSlug) : null;
}

function legalSlugOfLink(link: HTMLAnchorElement): LegalSlug | null {
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  return LEGAL_PATHS.get(url.pathname.replace(/\/$/, "")) ?? null;
}

/**
 * Offline, the service worker's precache (only there after „Alle akzeptieren“) holds the page
 * under its file name, x/index.html (scripts/build/service-worker.ts); its route answers
 * navigations only, so a fetch of the page's path would fail.
 */
async function precachedPage(path: string): Promise<Response | null> {
  try {
    if (typeof caches === "undefined") return null;
    return (await caches.match(`${path.replace(/\/$/, "")}/index.html`, { ignoreSearch: true })) ?? null;
  } catch {
    return null;
  }
}

async function fetchPage(path: string): Promise<Response | null> {
  if (navigator.onLine === false) return precachedPage(path);
  try {
    const response = await fetch(path, { headers: { Accept: "text/html" } });
    return response.ok ? response : null;
  } catch {
    // The network failed although the browser thought it was online.
    return precachedPage(path);
  }
}

async function loadLegalText(path: string): Promise<{ title: string; body: Element } | null> {
  try {
    const response = await fetchPage(path);
    if (!response) return null;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const title = page.querySelector("h1")?.textContent?.trim();
    const body = page.querySelector("[data-legal-body]");
    return title && body ? { title, body } : null;
  } catch {
    return null;
  }
}

export function enhanceLegalLinks(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog.legal-dialog");
  const title = dialog?.querySelector<HTMLElement>("[data-legal-dialog-title]");
  const body = dialog?.querySelector<HTMLElement>("[data-legal-dialog-body]");
  if (!dialog || !title || !body) return;
  let opener: HTMLElement | null = null;
  let request = 0;

  /**
   * Scrolls the text, and only the text, to `anchor`. scrollIntoView would also scroll the dialog
   * box itself (programmatically scrollable despite its overflow: hidden), pushing its title and
   * „Schließen“ above the screen, where no swipe brings them back.
   */
  const showSection = (anchor: string) => {
    dialog.scrollTop = 0;
    body.scrollTop = 0;
    const section = anchor ? body.querySelector<HTMLElement>(`[id="${CSS.escape(anchor)}"]`) : null;
    if (section) body.scrollTop = section.getBoundingClientRect().top - body.getBoundingClientRect().top;
  };

  /** `anchor`: a section of the text to show first ("cookies" of "/datenschutz#cookies"). */
  const open = async (slug: LegalSlug, path: string, from: HTMLElement | null, anchor = ""): Promise<boolean> => {
    const ticket = ++request;
    const wasOpen = dialog.open;
    const text = await loadLegalText(path);
    if (ticket !== request) return true;
    // Without the text (offline and never visited) the page itself is the honest answer.
    if (!text) return false;
    title.textContent = text.title;
    // The element whole, not just its children: its layout (the spacing between sections) comes along.
    const copy = document.importNode(text.body, true);
    copy.removeAttribute("data-legal-body");
    body.replaceChildren(copy);
    dialog.dataset.document = slug;
    if (wasOpen) {
      title.focus();
    } else {
      opener = from;
      dialog.showModal();
    }
    showSection(anchor);
    return true;
  };

  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // A section of the text shown: the page behind must not scroll, nor its address change.
    const sectionAnchor = link.getAttribute("href")?.startsWith("#") && body.contains(link) ? link.hash.slice(1) : "";
    if (sectionAnchor) {
      event.preventDefault();
      showSection(sectionAnchor);
      // As an in-page link does, the reading and Tab order continue from the section's heading.
      const heading = body.querySelector<HTMLElement>(`[id="${CSS.escape(sectionAnchor)}"] > :is(h2, h3)`);
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return;
    }
    if (link.target === "_blank" || link.hasAttribute("download")) return;
    const slug = legalSlugOfLink(link);
    if (!slug || new URL(link.href).pathname === window.location.pathname) return;
    event.preventDefault();
    const href = link.href;
    const target = new URL(href);
    void open(slug, target.pathname, link, target.hash.slice(1)).then((shown) => {
      if (!shown) window.location.href = href;
    });
  });

  dialog.addEventListener("close", () => {
    request++;
    // The anchor goes, a calculator's input after it stays.
    const { pathname, search, hash } = window.location;
    const { input } = splitHash(hash);
    if (slugOfHash(hash)) history.replaceState(history.state, "", pathname + search + (input ? `#${input}` : ""));
    // Focus goes back to what opened the dialog; the browser does that only for some ways of opening.
    if (opener?.isConnected) opener.focus();
    opener = null;
  });

  closeOnBackdropTap(dialog);

  if (!supportsInvokerCommands()) {
    dialog.querySelector<HTMLButtonElement>('button[command="close"]')?.addEventListener("click", () => dialog.close());
  }

  const openFromHash = () => {
    const slug = slugOfHash(window.location.hash);
    if (slug) void open(slug, `/${slug}`, document.activeElement instanceof HTMLElement ? document.activeElement : null);
  };
  window.addEventListener("hashchange", openFromHash);
  openFromHash();
}
