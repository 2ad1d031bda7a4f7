// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint, afterLoadEvent, msSinceLoadEvent, rememberLoadMoment } from "./page-milestones";

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

function fakeObserver(supported: string[]) {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = supported;
    private entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
  const report = (name: string) =>
    observers
      .filter((observer) => !observer.disconnected)
      .forEach((observer) => observer.callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }));
  return { report, observers };
}

afterEach(() => vi.unstubAllGlobals());

describe("afterFirstContentfulPaint", () => {
  it("waits for the first contentful paint, not for any paint, and runs once", () => {
    const { report } = fakeObserver(["paint"]);
    const callback = vi.fn<() => void>();
    afterFirstContentfulPaint(callback);
    report("first-paint");
    expect(callback).not.toHaveBeenCalled();
    report("first-contentful-paint");
    report("first-contentful-paint");
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("runs at once in a browser without paint timing, or without PerformanceObserver", () => {
    fakeObserver(["resource"]);
    const callback = vi.fn<() => void>();
    afterFirstContentfulPaint(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.stubGlobal("PerformanceObserver", undefined);
    afterFirstContentfulPaint(callback);
    expect(callback).toHaveBeenCalledTimes(2);
  });
});

describe("afterLoadEvent", () => {
  it("runs at once on a loaded page, otherwise at the load event, once", () => {
    const listeners: (() => void)[] = [];
    vi.stubGlobal("window", { addEventListener: (name: string, listener: () => void) => name === "load" && listeners.push(listener) });
    vi.stubGlobal("document", { readyState: "complete" });
    const callback = vi.fn<() => void>();
    afterLoadEvent(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.stubGlobal("document", { readyState: "interactive" });
    afterLoadEvent(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    listeners.forEach((listener) => listener());
    expect(callback).toHaveBeenCalledTimes(2);
  });
});

describe("rememberLoadMoment and msSinceLoadEvent", () => {
  afterEach(() => {
    delete document.documentElement.dataset.loadedAt;
  });

  it("counts from the load event on the page's own clock, not from the start of navigation", () => {
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    rememberLoadMoment();
    now = 2000;
    window.dispatchEvent(new Event("load"));
    now = 2600;
    expect(msSinceLoadEvent()).toBe(600);
    vi.restoreAllMocks();
  });

  it("without a remembered moment falls back to the navigation timing", () => {
    vi.spyOn(performance, "now").mockReturnValue(5000);
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ loadEventEnd: 4200 } as PerformanceNavigationTiming]);
    expect(msSinceLoadEvent()).toBe(800);
    vi.restoreAllMocks();
  });
});
