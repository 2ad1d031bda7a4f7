// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLoadEvent, LOAD_MOMENT_KEY, msSinceLoadEvent } from "./page-milestones";

afterEach(() => vi.unstubAllGlobals());

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

describe("msSinceLoadEvent", () => {
  afterEach(() => {
    delete document.documentElement.dataset[LOAD_MOMENT_KEY];
  });

  it("counts from the load moment the first-paint loader noted on the page's own clock, not from the start of navigation", () => {
    vi.spyOn(performance, "now").mockReturnValue(2600);
    document.documentElement.dataset[LOAD_MOMENT_KEY] = "2000";
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
