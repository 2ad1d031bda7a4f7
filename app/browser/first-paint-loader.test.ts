import { describe, expect, it } from "vitest";
import { firstPaintLoader, LATEST_AFTER_LOAD_MS } from "./first-paint-loader";

const SRC = "/assets/site-layout.astro_astro_type_script_index_0_lang.Ab12.js";
const MANIFEST = "/manifest.webmanifest";

/**
 * Runs the shipped module against a fake page. `import(` is the one piece of syntax a fake cannot
 * stand in for, so it is renamed to a recording function; everything else runs as written.
 */
function fakePage({ readyState = "loading", paintTiming = true }: { readyState?: DocumentReadyState; paintTiming?: boolean } = {}) {
  const imported: string[] = [];
  const linked: { rel: string; href: string }[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let loadListener: (() => void) | null = null;
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
    createElement: (tag: string) => {
      expect(tag).toBe("link");
      return { rel: "", href: "" };
    },
    head: { append: (link: { rel: string; href: string }) => linked.push({ ...link }) },
  };
  const run = () =>
    new Function(
      "document",
      "PerformanceObserver",
      "addEventListener",
      "setTimeout",
      "__import",
      firstPaintLoader({ pageScriptSrc: SRC, manifestHref: MANIFEST }).replace("import(", "__import("),
    )(
      fakeDocument,
      FakePerformanceObserver,
      (name: string, listener: () => void) => {
        expect(name).toBe("load");
        loadListener = listener;
      },
      (callback: () => void, ms: number) => timers.push({ at: now + ms, run: callback }),
      (src: string) => imported.push(src),
    );
  return {
    imported,
    linked,
    run,
    paint,
    paintBeforeScriptRan: () => (bufferedPaint = true),
    load: () => loadListener?.(),
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

  it("accepts only plain site paths", () => {
    expect(() => firstPaintLoader({ pageScriptSrc: '/assets/x.js");alert(1);("', manifestHref: MANIFEST })).toThrow(/Not a plain site path/);
    expect(() => firstPaintLoader({ pageScriptSrc: SRC, manifestHref: "https://example.org/m.json" })).toThrow(/Not a plain site path/);
  });
});
