import { describe, expect, it } from "vitest";
import { figuresOf, formatTable, median, medianFigures, oneRoutePerKind } from "./perf-summary.mjs";

const lhr = (score, lcp) => ({
  categories: { performance: { score } },
  audits: {
    "largest-contentful-paint": { numericValue: lcp },
    "total-blocking-time": { numericValue: 20 },
    "cumulative-layout-shift": { numericValue: 0.002 },
    "total-byte-weight": { numericValue: 200 * 1024 },
    "network-requests": {
      details: {
        items: [
          { resourceType: "Document", transferSize: 10 * 1024 },
          { resourceType: "Script", transferSize: 60 * 1024 },
          { resourceType: "Script", transferSize: 20 * 1024 },
          { resourceType: "Image", transferSize: 5 * 1024 },
        ],
      },
    },
  },
});

describe("perf summary", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("reads score, LCP, TBT, CLS, total and script transfer from a Lighthouse result", () => {
    expect(figuresOf(lhr(0.97, 1200))).toEqual({ performance: 97, lcpMs: 1200, tbtMs: 20, cls: 0.002, totalKb: 200, jsKb: 80 });
  });

  it("gives the median of every figure over the runs", () => {
    const runs = [figuresOf(lhr(0.9, 1500)), figuresOf(lhr(0.99, 1000)), figuresOf(lhr(0.95, 1300))];
    expect(medianFigures(runs)).toMatchObject({ performance: 95, lcpMs: 1300 });
  });

  it("prints one row per route", () => {
    const table = formatTable({ "/": { performance: 98, lcpMs: 1234, tbtMs: 12.4, cls: 0, totalKb: 150.26, jsKb: 90.04 } });
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^route\s+perf\s+LCP s\s+TBT ms\s+CLS\s+total KB\s+JS KB$/);
    expect(lines[2]).toMatch(/^\/\s+98\s+1\.23\s+12\s+0\.000\s+150\.3\s+90\.0$/);
  });
});

describe("perf routes and floor", () => {
  it("takes the first route of each kind, in table order", () => {
    const routes = [
      { kind: "home", path: "/" },
      { kind: "group", path: "/a" },
      { kind: "group", path: "/b" },
      { kind: "legal", path: "/c" },
      { kind: "group", path: "/d" },
    ];
    expect(oneRoutePerKind(routes)).toEqual(["/", "/a", "/c"]);
  });

  it("prints the floor first and each page's LCP above it", () => {
    const figures = (lcpMs) => ({ performance: 100, lcpMs, tbtMs: 0, cls: 0, totalKb: 10, jsKb: 0 });
    const lines = formatTable({ "/": figures(980) }, figures(630)).split("\n");
    expect(lines[0]).toMatch(/^route\s+perf\s+LCP s\s+over floor\s+TBT ms/);
    expect(lines[2]).toMatch(/^\(floor\)\s+100\s+0\.63\s+\+0\.00\s/);
    expect(lines[3]).toMatch(/^\/\s+100\s+0\.98\s+\+0\.35\s/);
  });
});

describe("perf budget", () => {
  it("names each median that misses the budget, and nothing when all are within", async () => {
    const { budgetMisses } = await import("./perf-summary.mjs");
    expect(budgetMisses({ performance: 100, lcpMs: 1000, tbtMs: 50, cls: 0.01, totalKb: 150, jsKb: 80 })).toEqual([]);
    expect(budgetMisses({ performance: 97, lcpMs: 1300, tbtMs: 72.4, cls: 0.02, totalKb: 151, jsKb: 80 })).toEqual([
      "perf 97 < 100",
      "TBT ms 72 > 50",
      "LCP ms 1300 > 1000",
      "CLS 0.02 > 0.01",
      "weight KB 151 > 150",
    ]);
  });
});
