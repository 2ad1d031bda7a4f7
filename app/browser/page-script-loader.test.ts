import { describe, expect, it } from "vitest";
import { PAGE_SCRIPT_LATEST_AFTER_LOAD_MS, pageScriptLoader } from "./page-script-loader";

const SRC = "/assets/site-layout.astro_astro_type_script_index_0_lang.Ab12.js";

/**
 * Runs the shipped loader against a fake page. `import(` is the one piece of syntax a fake cannot
 * stand in for, so it is renamed to a recording function; everything else runs as written.
 */
function fakePage({ readyState = "loading", paintTiming = true }: { readyState?: DocumentReadyState; paintTiming?: boolean } = {}) {
  const imported: string[] = [];
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
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((candidate) => candidate.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  const run = () =>
    new Function("document", "PerformanceObserver", "addEventListener", "setTimeout", "__import", pageScriptLoader(SRC).replace("import(", "__import("))(
      { readyState },
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
    run,
    paint,
    paintBeforeScriptRan: () => (bufferedPaint = true),
    load: () => loadListener?.(),
    advance,
  };
}

describe("the page-script loader", () => {
  it("waits for the load event when the first paint comes first, then imports the page script once, with no timer in between (a paused clock must not hold it)", () => {
    const page = fakePage();
    page.run();
    page.paint();
    page.advance(10);
    expect(page.imported).toEqual([]);
    page.load();
    expect(page.imported).toEqual([SRC]);
    page.advance(PAGE_SCRIPT_LATEST_AFTER_LOAD_MS);
    expect(page.imported).toEqual([SRC]);
  });

  it("waits for the first paint when the load event comes first", () => {
    const page = fakePage();
    page.run();
    page.load();
    page.advance(100);
    expect(page.imported).toEqual([]);
    page.paint();
    expect(page.imported).toEqual([SRC]);
  });

  it("imports at once when it runs after both, the paint reported from the buffer", () => {
    const page = fakePage({ readyState: "complete" });
    page.paintBeforeScriptRan();
    page.run();
    expect(page.imported).toEqual([SRC]);
  });

  it("imports at the load event in a browser without paint timing", () => {
    const page = fakePage({ paintTiming: false });
    page.run();
    page.advance(500);
    expect(page.imported).toEqual([]);
    page.load();
    expect(page.imported).toEqual([SRC]);
  });

  it("imports at the latest two seconds after the load event when no paint is reported", () => {
    const page = fakePage();
    page.run();
    page.load();
    page.advance(PAGE_SCRIPT_LATEST_AFTER_LOAD_MS - 1);
    expect(page.imported).toEqual([]);
    page.advance(1);
    expect(page.imported).toEqual([SRC]);
  });

  it("accepts only a plain site path", () => {
    expect(() => pageScriptLoader('/assets/x.js");alert(1);("')).toThrow(/not a plain site path/);
    expect(() => pageScriptLoader("https://example.org/x.js")).toThrow(/not a plain site path/);
  });
});
