import { describe, expect, it } from "vitest";
import { pageRoutes } from "../../app/config/page-routes.ts";
import { ARTICLE_KIND, figuresOf, formatTable, median, medianFigures, oneRoutePerKind, PAGE_WEIGHT_BUDGET_KB } from "./perf-summary.mjs";

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

  it("prints the floor first and each page's LCP above it and as a multiple of it", () => {
    const figures = (lcpMs) => ({ performance: 100, lcpMs, tbtMs: 0, cls: 0, totalKb: 10, jsKb: 0 });
    const lines = formatTable({ "/": figures(980) }, figures(630)).split("\n");
    expect(lines[0]).toMatch(/^route\s+perf\s+LCP s\s+over floor\s+× floor\s+TBT ms/);
    expect(lines[2]).toMatch(/^\(floor\)\s+100\s+0\.63\s+\+0\.00\s+1\.00\s/);
    expect(lines[3]).toMatch(/^\/\s+100\s+0\.98\s+\+0\.35\s+1\.56\s/);
  });

  it("prints each page's weight next to the budget of its kind", () => {
    const figures = { performance: 100, lcpMs: 900, tbtMs: 0, cls: 0, totalKb: 35.04, jsKb: 6 };
    const lines = formatTable({ "/": figures, "/impressum": figures }, figures, (route) => (route === "/" ? "home" : "legal")).split("\n");
    expect(lines[0]).toMatch(/total KB\s+KB goal\s+JS KB$/);
    expect(lines[2]).toMatch(/35\.0\s+–\s+6\.0$/);
    expect(lines[3]).toMatch(/35\.0\s+≤ 70\s+6\.0$/);
    expect(lines[4]).toMatch(/35\.0\s+≤ 40\s+6\.0$/);
  });
});

describe("perf budget", () => {
  it("names each median that misses the budget, and nothing when all are within", async () => {
    const { budgetMisses } = await import("./perf-summary.mjs");
    const floor = { performance: 100, lcpMs: 800, tbtMs: 0, cls: 0, totalKb: 1.4, jsKb: 0 };
    expect(budgetMisses({ performance: 100, lcpMs: 880, tbtMs: 30, cls: 0.01, totalKb: 40, jsKb: 6 }, { kind: "legal", floor })).toEqual([]);
    expect(budgetMisses({ performance: 97, lcpMs: 1000, tbtMs: 72.4, cls: 0.02, totalKb: 40.5, jsKb: 6 }, { kind: "legal", floor })).toEqual([
      "perf 97 < 100",
      "TBT ms 72 > 30",
      "CLS 0.02 > 0.01",
      "LCP ms 1000 > 1.1 × floor 800 = 880",
      "weight KB 40.5 > 40",
    ]);
    expect(budgetMisses({ performance: 100, lcpMs: 880, tbtMs: 0, cls: 0, totalKb: 69, jsKb: 6 }, { kind: "home", floor })).toEqual([]);
    expect(budgetMisses({ performance: 100, lcpMs: 880, tbtMs: 0, cls: 0, totalKb: 41, jsKb: 6 }, { kind: ARTICLE_KIND, floor })).toEqual([
      "weight KB 41.0 > 40",
    ]);
  });

  it("has a weight budget for every kind of page the route table has, and for articles", () => {
    for (const route of pageRoutes) expect(PAGE_WEIGHT_BUDGET_KB[route.kind], route.path).toBeGreaterThan(0);
    expect(PAGE_WEIGHT_BUDGET_KB[ARTICLE_KIND]).toBe(40);
  });
});
