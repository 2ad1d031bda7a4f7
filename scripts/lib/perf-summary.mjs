// Pure helpers of `npm run perf`: the figures taken from one Lighthouse result, their medians
// over several runs, and the table printed at the end.

/** Median of numbers (mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures the benchmark reports, from one Lighthouse result (lhr). */
export function figuresOf(lhr) {
  const audits = lhr.audits;
  const requests = audits["network-requests"]?.details?.items ?? [];
  const scriptBytes = requests.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"].numericValue,
    tbtMs: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    totalKb: audits["total-byte-weight"].numericValue / 1024,
    jsKb: scriptBytes / 1024,
  };
}

export const FIGURE_KEYS = ["performance", "lcpMs", "tbtMs", "cls", "totalKb", "jsKb"];

/** Median of every figure over several runs of one route. */
export function medianFigures(runs) {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, median(runs.map((run) => run[key]))]));
}

const COLUMNS = [
  { title: "route", width: 22, cell: (route) => route },
  { title: "perf", width: 6, cell: (_, f) => String(Math.round(f.performance)) },
  { title: "LCP s", width: 7, cell: (_, f) => (f.lcpMs / 1000).toFixed(2) },
  { title: "TBT ms", width: 8, cell: (_, f) => String(Math.round(f.tbtMs)) },
  { title: "CLS", width: 7, cell: (_, f) => f.cls.toFixed(3) },
  { title: "total KB", width: 10, cell: (_, f) => f.totalKb.toFixed(1) },
  { title: "JS KB", width: 8, cell: (_, f) => f.jsKb.toFixed(1) },
];

/**
 * A plain-text table: one row per route with its median figures; with the floor's medians (a bare
 * one-paragraph page from the same server, same run), each LCP also stands next to the floor's.
 */
export function formatTable(medians, floor) {
  const columns = floor
    ? [...COLUMNS.slice(0, 3), { title: "over floor", width: 11, cell: (_, f) => `+${((f.lcpMs - floor.lcpMs) / 1000).toFixed(2)}` }, ...COLUMNS.slice(3)]
    : COLUMNS;
  const row = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(columns[index].width) : cell.padStart(columns[index].width))).join(" ");
  const lines = [row(columns.map((column) => column.title))];
  lines.push("-".repeat(lines[0].length));
  if (floor) lines.push(row(columns.map((column) => column.cell(FLOOR_LABEL, floor))));
  for (const [route, figures] of Object.entries(medians)) lines.push(row(columns.map((column) => column.cell(route, figures))));
  return lines.join("\n");
}

/** How the floor's row is labelled. */
export const FLOOR_LABEL = "(floor)";

/** The first route of each kind in the route table: one page of every template. */
export function oneRoutePerKind(routes) {
  const seen = new Set();
  return routes.filter((route) => !seen.has(route.kind) && seen.add(route.kind)).map((route) => route.path);
}

/**
 * The performance budget (issue 12; LCP ≤ 1,0 s since issue 19), checked by the benchmark (never by the test suite: timings
 * move with machine load). Applies to the medians of each route.
 */
export const PERF_BUDGET = [
  { key: "performance", label: "perf", limit: 100, atLeast: true },
  { key: "tbtMs", label: "TBT ms", limit: 50 },
  { key: "lcpMs", label: "LCP ms", limit: 1000 },
  { key: "cls", label: "CLS", limit: 0.01 },
  { key: "totalKb", label: "weight KB", limit: 150 },
];

/** Every budget line a route's medians miss, as "TBT ms 72 > 50". */
export function budgetMisses(figures) {
  return PERF_BUDGET.filter(({ key, limit, atLeast }) => (atLeast ? figures[key] < limit : figures[key] > limit)).map(
    ({ key, label, limit, atLeast }) => `${label} ${Number(figures[key].toFixed(key === "cls" ? 3 : 0))} ${atLeast ? "<" : ">"} ${limit}`,
  );
}
