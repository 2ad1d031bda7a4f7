// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LATEST_AFTER_LOAD_MS, startFirstPaintLoader } from "./first-paint-loader";
import { LOAD_MOMENT_KEY } from "./page-milestones";
import { COOKIE_SETTINGS_TRIGGER, NAV_MENU, SCRIPT_CLICK_TARGETS } from "./script-click-targets";

const SRC = "/assets/site-layout.astro_astro_type_script_index_0_lang.Ab12.js";
const MANIFEST = "/manifest.webmanifest";
const COOKIE_SETTINGS = COOKIE_SETTINGS_TRIGGER.slice(1, -1);
const MENU = NAV_MENU.slice(1, -1);

/** Every listener the loader put on the window, removed after each test so that none outlives it. */
let windowListeners: Parameters<typeof addEventListener>[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  const add = globalThis.addEventListener;
  vi.spyOn(globalThis, "addEventListener").mockImplementation((...args: Parameters<typeof addEventListener>) => {
    windowListeners.push(args);
    add(...args);
  });
});

afterEach(() => {
  for (const [type, listener, options] of windowListeners.splice(0)) removeEventListener(type, listener, options);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete document.documentElement.dataset[LOAD_MOMENT_KEY];
  Reflect.deleteProperty(document, "readyState");
});

/**
 * Runs the loader in a page that is still `readyState` and reports paints (or not). The page
 * script's import is recorded and arrives (or fails) when the test says so; paint entries come
 * from a stand-in PerformanceObserver, since jsdom paints nothing.
 */
function loadPage({ readyState = "loading", paintTiming = true }: { readyState?: DocumentReadyState; paintTiming?: boolean } = {}) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  const imported: string[] = [];
  let arrive = () => {};
  let fail = () => {};
  let reportPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  let paintedAlready = false;
  const paint = () => reportPaint?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
      constructor(callback: typeof reportPaint) {
        reportPaint = callback;
      }
      observe({ type, buffered }: PerformanceObserverInit) {
        expect([type, buffered]).toEqual(["paint", true]);
        if (paintedAlready) paint();
      }
      disconnect() {
        reportPaint = null;
      }
    },
  );
  const manifestLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')].map((link) => link.getAttribute("href"));
  return {
    imported,
    manifestLinks,
    run: () =>
      startFirstPaintLoader({ pageScriptSrc: SRC, manifestHref: MANIFEST, heldClicks: SCRIPT_CLICK_TARGETS }, (src) => {
        imported.push(src);
        return new Promise((resolve, reject) => {
          arrive = () => resolve(undefined);
          fail = () => reject(new Error("not found"));
        });
      }),
    paint,
    /** Whether the loader still listens for paints. */
    observing: () => reportPaint !== null,
    paintBeforeTheLoaderRan: () => (paintedAlready = true),
    load: () => {
      readyState = "complete";
      dispatchEvent(new Event("load"));
    },
    scriptArrives: async () => {
      arrive();
      await Promise.resolve();
    },
    scriptFails: async () => {
      fail();
      await Promise.resolve();
    },
  };
}

/** An element in the page, with the clicks that reached the page's own listeners on it. */
function place<E extends HTMLElement>(element: E, parent: HTMLElement = document.body): E & { clicksSeen: () => number } {
  let seen = 0;
  element.addEventListener("click", () => seen++);
  parent.append(element);
  return Object.assign(element, { clicksSeen: () => seen });
}

function button(attributes: Record<string, string> = {}) {
  const element = document.createElement("button");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** Clicks `element` as a visitor does; whether the click went its way (not prevented). */
function click(element: HTMLElement, modifiers: MouseEventInit = {}): boolean {
  return element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...modifiers }));
}

describe("the first-paint loader", () => {
  it("links the manifest at the first paint (and stops observing paints) and imports the page script once the page has loaded too, each once, with no timer in between (a paused clock must not hold them)", () => {
    const page = loadPage();
    page.run();
    expect(page.manifestLinks()).toEqual([]);
    expect(page.observing()).toBe(true);
    page.paint();
    expect(page.manifestLinks()).toEqual([MANIFEST]);
    expect(page.observing()).toBe(false);
    expect(page.imported).toEqual([]);
    page.load();
    expect(page.imported).toEqual([SRC]);
    vi.advanceTimersByTime(LATEST_AFTER_LOAD_MS);
    expect(page.imported).toEqual([SRC]);
    expect(page.manifestLinks()).toEqual([MANIFEST]);
  });

  it("notes the load event's moment on the page's own clock, for timings counted from load; run after load, it notes nothing", () => {
    const page = loadPage();
    page.run();
    vi.advanceTimersByTime(1234);
    page.load();
    expect(document.documentElement.dataset[LOAD_MOMENT_KEY]).toBe("1234");
    delete document.documentElement.dataset[LOAD_MOMENT_KEY];
    loadPage({ readyState: "complete" }).run();
    expect(document.documentElement.dataset[LOAD_MOMENT_KEY]).toBeUndefined();
  });

  it("waits for the first paint when the load event comes first", () => {
    const page = loadPage();
    page.run();
    page.load();
    vi.advanceTimersByTime(100);
    expect(page.imported).toEqual([]);
    expect(page.manifestLinks()).toEqual([]);
    page.paint();
    expect(page.manifestLinks()).toEqual([MANIFEST]);
    expect(page.imported).toEqual([SRC]);
  });

  it("does both at once when it runs after the paint and the load event", () => {
    const page = loadPage({ readyState: "complete" });
    page.paintBeforeTheLoaderRan();
    page.run();
    expect(page.manifestLinks()).toEqual([MANIFEST]);
    expect(page.imported).toEqual([SRC]);
  });

  it("does both at the load event in a browser without paint timing", () => {
    const page = loadPage({ paintTiming: false });
    page.run();
    vi.advanceTimersByTime(500);
    expect(page.manifestLinks()).toEqual([]);
    expect(page.imported).toEqual([]);
    page.load();
    expect(page.manifestLinks()).toEqual([MANIFEST]);
    expect(page.imported).toEqual([SRC]);
  });

  it("does both at the latest two seconds after the load event when no paint is reported", () => {
    const page = loadPage();
    page.run();
    page.load();
    vi.advanceTimersByTime(LATEST_AFTER_LOAD_MS - 1);
    expect(page.imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.manifestLinks()).toEqual([MANIFEST]);
    expect(page.imported).toEqual([SRC]);
  });

  it("holds a click on what only the page script handles, ahead of the page's listeners, starts the import at once and replays the click when the script is there; later clicks pass", async () => {
    const page = loadPage();
    const settings = place(button({ [COOKIE_SETTINGS]: "" }));
    let reachedDocument = 0;
    const countAtDocument = () => reachedDocument++;
    document.addEventListener("click", countAtDocument, true);
    page.run();
    expect(click(settings)).toBe(false);
    expect([settings.clicksSeen(), reachedDocument]).toEqual([0, 0]);
    expect(page.imported).toEqual([SRC]);
    expect(page.manifestLinks()).toEqual([MANIFEST]);
    await page.scriptArrives();
    expect(settings.clicksSeen()).toBe(1);
    expect(click(settings)).toBe(true);
    expect(settings.clicksSeen()).toBe(2);
    expect(page.imported).toEqual([SRC]);
    document.removeEventListener("click", countAtDocument, true);
  });

  it("holds a click on an element inside a target too, and replays it on the target", async () => {
    const page = loadPage();
    const settings = place(button({ [COOKIE_SETTINGS]: "" }));
    const label = settings.appendChild(document.createElement("span"));
    page.run();
    expect(click(label)).toBe(false);
    await page.scriptArrives();
    expect(settings.clicksSeen()).toBe(1);
  });

  it("lets other clicks, other buttons and clicks for a new tab or window go their way", () => {
    const page = loadPage();
    page.run();
    const elsewhere = place(button());
    const settings = place(button({ [COOKIE_SETTINGS]: "" }));
    expect(click(elsewhere)).toBe(true);
    for (const modifiers of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click(settings, modifiers), JSON.stringify(modifiers)).toBe(true);
    }
    expect(settings.clicksSeen()).toBe(5);
    expect(page.imported).toEqual([]);
  });

  it("replays a held click even when the script fails to arrive, so the link or button does what it does without it", async () => {
    const page = loadPage();
    const settings = place(button({ [COOKIE_SETTINGS]: "" }));
    page.run();
    click(settings);
    await page.scriptFails();
    expect(settings.clicksSeen()).toBe(1);
  });

  it("drops a held click on a disclosure button once focus has moved into what it controls (the list shows on focus until the script arrives), and replays it while focus stays on the button", async () => {
    const menu = place(document.createElement("div"));
    menu.setAttribute(MENU, "");
    const trigger = place(button({ "aria-controls": "menu-list" }), menu);
    const list = place(document.createElement("ul"), menu);
    list.id = "menu-list";
    const link = place(document.createElement("a"), list);
    link.href = "#somewhere";

    const tabbedOn = loadPage();
    tabbedOn.run();
    trigger.focus();
    expect(click(trigger)).toBe(false);
    link.focus();
    expect(document.activeElement).toBe(link);
    await tabbedOn.scriptArrives();
    expect(trigger.clicksSeen()).toBe(0);

    for (const [type, listener, options] of windowListeners.splice(0)) removeEventListener(type, listener, options);
    const stayed = loadPage();
    stayed.run();
    trigger.focus();
    expect(click(trigger)).toBe(false);
    await stayed.scriptArrives();
    expect(trigger.clicksSeen()).toBe(1);
  });
});
