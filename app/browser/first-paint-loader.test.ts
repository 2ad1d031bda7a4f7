import { describe, expect, it } from "vitest";
import { firstPaintLoader, LATEST_AFTER_LOAD_MS } from "./first-paint-loader";
import { LOAD_MOMENT_KEY } from "./page-milestones";

const SRC = "/assets/site-layout.astro_astro_type_script_index_0_lang.Ab12.js";
const MANIFEST = "/manifest.webmanifest";
const HELD = "[data-cookie-settings]";

/** An element that matches the held selector or not, and records clicks replayed on it. */
class FakeElement {
  replayed = 0;
  constructor(
    private readonly held: boolean,
    private readonly attributes: Record<string, string> = {},
    readonly children: FakeElement[] = [],
  ) {}
  closest(selector: string) {
    if (selector !== HELD) throw new Error(`Unexpected selector: ${selector}`);
    return this.held ? this : null;
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  contains(other: unknown): boolean {
    return other === this || this.children.some((child) => child.contains(other));
  }
  click() {
    this.replayed++;
  }
}

/** A click event as the loader reads it; records what the loader did to it. */
function clickOn(target: FakeElement, modifiers: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {}) {
  return {
    target,
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...modifiers,
    prevented: false,
    stopped: false,
    preventDefault() {
      this.prevented = true;
    },
    stopPropagation() {
      this.stopped = true;
    },
  };
}

/**
 * Runs the shipped module against a fake page. `import(` is the one piece of syntax a fake cannot
 * stand in for, so it is renamed to a recording function; everything else runs as written.
 */
function fakePage({
  readyState = "loading",
  paintTiming = true,
  elements = {},
}: { readyState?: DocumentReadyState; paintTiming?: boolean; elements?: Record<string, FakeElement> } = {}) {
  const imported: string[] = [];
  const linked: { rel: string; href: string }[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let loadListener: (() => void) | null = null;
  let clickListener: ((event: ReturnType<typeof clickOn>) => void) | null = null;
  let arrive: (() => void) | null = null;
  let fail: (() => void) | null = null;
  let observerCallback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  let bufferedPaint = false;
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(callback: typeof observerCallback) {
      observerCallback = callback;
    }
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      expect(type).toBe("paint");
      expect(buffered).toBe(true);
      if (bufferedPaint) paint();
    }
    disconnect() {
      observerCallback = null;
    }
  }
  const paint = () => observerCallback?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
  const fakeDocument = {
    readyState,
    activeElement: null as FakeElement | null,
    getElementById: (id: string) => elements[id] ?? null,
    createElement: (tag: string) => {
      expect(tag).toBe("link");
      return { rel: "", href: "" };
    },
    head: { append: (link: { rel: string; href: string }) => linked.push({ ...link }) },
    documentElement: { dataset: {} as Record<string, string> },
  };
  const run = () =>
    new Function(
      "document",
      "PerformanceObserver",
      "addEventListener",
      "removeEventListener",
      "setTimeout",
      "Element",
      "performance",
      "__import",
      firstPaintLoader({ pageScriptSrc: SRC, manifestHref: MANIFEST, heldClicks: HELD }).replace("import(", "__import("),
    )(
      fakeDocument,
      FakePerformanceObserver,
      (name: string, listener: () => void, options: unknown) => {
        // The click listener must capture, ahead of every listener of the page.
        if (name === "click" && options === true) clickListener = listener as unknown as typeof clickListener;
        else if (name === "load") loadListener = listener;
        else throw new Error(`Unexpected listener: ${name}, ${JSON.stringify(options)}`);
      },
      (name: string, listener: unknown, options: unknown) => {
        expect([name, options]).toEqual(["click", true]);
        if (listener === clickListener) clickListener = null;
      },
      (callback: () => void, ms: number) => timers.push({ at: now + ms, run: callback }),
      FakeElement,
      { now: () => now },
      (src: string) => {
        imported.push(src);
        return new Promise<void>((resolve, reject) => {
          arrive = resolve;
          fail = reject;
        });
      },
    );
  return {
    imported,
    linked,
    /** What the loader noted on `<html>`. */
    dataset: fakeDocument.documentElement.dataset,
    run,
    paint,
    paintBeforeScriptRan: () => (bufferedPaint = true),
    load: () => loadListener?.(),
    focus: (element: FakeElement) => (fakeDocument.activeElement = element),
    click: (event: ReturnType<typeof clickOn>) => clickListener?.(event),
    scriptArrives: async () => {
      arrive?.();
      await Promise.resolve();
    },
    scriptFails: async () => {
      fail?.();
      await Promise.resolve();
    },
    advance: (ms: number) => {
      now += ms;
      for (const timer of timers.filter((candidate) => candidate.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe("the first-paint loader", () => {
  it("links the manifest at the first paint and imports the page script once the page has loaded too, each once, with no timer in between (a paused clock must not hold them)", () => {
    const page = fakePage();
    page.run();
    expect(page.linked).toEqual([]);
    page.paint();
    expect(page.linked).toEqual([{ rel: "manifest", href: MANIFEST }]);
    expect(page.imported).toEqual([]);
    page.load();
    expect(page.imported).toEqual([SRC]);
    page.advance(LATEST_AFTER_LOAD_MS);
    expect(page.imported).toEqual([SRC]);
    expect(page.linked).toHaveLength(1);
  });

  it("notes the load event's moment on the page's own clock, for timings counted from load; run after load, it notes nothing", () => {
    const page = fakePage();
    page.run();
    page.advance(1234);
    page.load();
    expect(page.dataset[LOAD_MOMENT_KEY]).toBe("1234");
    const late = fakePage({ readyState: "complete" });
    late.run();
    expect(late.dataset[LOAD_MOMENT_KEY]).toBeUndefined();
  });

  it("waits for the first paint when the load event comes first", () => {
    const page = fakePage();
    page.run();
    page.load();
    page.advance(100);
    expect(page.imported).toEqual([]);
    expect(page.linked).toEqual([]);
    page.paint();
    expect(page.linked).toHaveLength(1);
    expect(page.imported).toEqual([SRC]);
  });

  it("does both at once when it runs after the paint and the load event", () => {
    const page = fakePage({ readyState: "complete" });
    page.paintBeforeScriptRan();
    page.run();
    expect(page.linked).toHaveLength(1);
    expect(page.imported).toEqual([SRC]);
  });

  it("does both at the load event in a browser without paint timing", () => {
    const page = fakePage({ paintTiming: false });
    page.run();
    page.advance(500);
    expect(page.linked).toEqual([]);
    expect(page.imported).toEqual([]);
    page.load();
    expect(page.linked).toHaveLength(1);
    expect(page.imported).toEqual([SRC]);
  });

  it("does both at the latest two seconds after the load event when no paint is reported", () => {
    const page = fakePage();
    page.run();
    page.load();
    page.advance(LATEST_AFTER_LOAD_MS - 1);
    expect(page.imported).toEqual([]);
    page.advance(1);
    expect(page.linked).toHaveLength(1);
    expect(page.imported).toEqual([SRC]);
  });

  it("holds a click on what only the page script handles, starts the import at once and replays the click when the script is there; later clicks pass", async () => {
    const page = fakePage();
    page.run();
    const settings = new FakeElement(true);
    const early = clickOn(settings);
    page.click(early);
    expect(early.prevented && early.stopped).toBe(true);
    expect(page.imported).toEqual([SRC]);
    expect(page.linked).toHaveLength(1);
    expect(settings.replayed).toBe(0);
    await page.scriptArrives();
    expect(settings.replayed).toBe(1);
    const late = clickOn(settings);
    page.click(late);
    expect(late.prevented).toBe(false);
    expect(page.imported).toEqual([SRC]);
  });

  it("lets other clicks, and clicks for a new tab or window, go their way", () => {
    const page = fakePage();
    page.run();
    const elsewhere = clickOn(new FakeElement(false));
    page.click(elsewhere);
    const newTab = clickOn(new FakeElement(true), { ctrlKey: true });
    page.click(newTab);
    expect([elsewhere.prevented, newTab.prevented]).toEqual([false, false]);
    expect(page.imported).toEqual([]);
  });

  it("replays a held click even when the script fails to arrive, so the link or button does what it does without it", async () => {
    const page = fakePage();
    page.run();
    const legalLink = new FakeElement(true);
    page.click(clickOn(legalLink));
    await page.scriptFails();
    expect(legalLink.replayed).toBe(1);
  });

  it("drops a held click on a disclosure button once focus has moved into what it controls (the list shows on focus until the script arrives), and replays it while focus stays on the button", async () => {
    const link = new FakeElement(false);
    const list = new FakeElement(false, {}, [link]);
    const tabbedOn = new FakeElement(true, { "aria-controls": "menu" });
    const page = fakePage({ elements: { menu: list } });
    page.run();
    page.focus(tabbedOn);
    page.click(clickOn(tabbedOn));
    page.focus(link);
    await page.scriptArrives();
    expect(tabbedOn.replayed).toBe(0);

    const stayed = new FakeElement(true, { "aria-controls": "menu" });
    const second = fakePage({ elements: { menu: list } });
    second.run();
    second.focus(stayed);
    second.click(clickOn(stayed));
    await second.scriptArrives();
    expect(stayed.replayed).toBe(1);
  });

  it("accepts only plain site paths", () => {
    expect(() => firstPaintLoader({ pageScriptSrc: '/assets/x.js");alert(1);("', manifestHref: MANIFEST, heldClicks: HELD })).toThrow(/Not a plain site path/);
    expect(() => firstPaintLoader({ pageScriptSrc: SRC, manifestHref: "https://example.org/m.json", heldClicks: HELD })).toThrow(/Not a plain site path/);
  });
});
