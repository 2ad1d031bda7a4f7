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
 * one-paragraph page from the same server, same run), each LCP also stands next to the floor's;
 * with `kindOf` (route → kind), each weight next to its budget.
 */
export function formatTable(medians, floor, kindOf) {
  const floorColumns = floor
    ? [
        { title: "over floor", width: 11, cell: (_, f) => `+${((f.lcpMs - floor.lcpMs) / 1000).toFixed(2)}` },
        { title: "× floor", width: 8, cell: (_, f) => (f.lcpMs / floor.lcpMs).toFixed(2) },
      ]
    : [];
  const goalColumn = kindOf
    ? [{ title: "KB goal", width: 8, cell: (route) => (route === FLOOR_LABEL ? "–" : `≤ ${PAGE_WEIGHT_BUDGET_KB[kindOf(route)]}`) }]
    : [];
  const columns = [...COLUMNS.slice(0, 3), ...floorColumns, ...COLUMNS.slice(3, 6), ...goalColumn, ...COLUMNS.slice(6)];
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

/** The kind of page a guide article is (articles are not in the route table, whose kinds the others are). */
export const ARTICLE_KIND = "article";

/**
 * The page-weight budget (docs/performance.md): a page's weight before any interaction (all bytes transferred, headers included, as
 * Lighthouse's total-byte-weight counts them), by kind of page. The closest open-source peer's
 * article weighs 42 KB. Also checked by the browser tests, in bytes (tests/e2e/size-budget.spec.ts).
 */
export const PAGE_WEIGHT_BUDGET_KB = { home: 70, group: 70, members: 70, tool: 70, guide: 40, glossary: 40, legal: 40, [ARTICLE_KIND]: 40 };

/**
 * The budget kind of an English page (app/config/english-routes.ts, docs/decisions/0073): the kind
 * of its German twin; the expats page, with its enquiry, weighs like the member page.
 * @param {string} page an EnglishPage ("home", "expats", "calculators", "guide", "glossary" or a legal slug)
 */
export function englishPageKind(page) {
  const kinds = { home: "home", expats: "members", calculators: "tool", guide: "guide", glossary: "glossary" };
  return kinds[page] ?? "legal";
}

/** The LCP budget (docs/performance.md): a page's LCP within this factor of the floor page's, measured in the same run. */
export const LCP_OVER_FLOOR_FACTOR = 1.1;

/**
 * The rest of the budget (docs/performance.md), checked by the benchmark (never by the test suite: timings move
 * with machine load). Applies to the medians of each route.
 */
export const PERF_BUDGET = [
  { key: "performance", label: "perf", limit: 100, atLeast: true },
  { key: "tbtMs", label: "TBT ms", limit: 30 },
  { key: "cls", label: "CLS", limit: 0.01 },
];

/** The budget in words, for the benchmark's last line. */
export const BUDGET_SUMMARY = [
  ...PERF_BUDGET.map(({ label, limit, atLeast }) => (atLeast ? `${label} ${limit}` : `${label} ≤ ${limit}`)),
  `LCP ≤ ${LCP_OVER_FLOOR_FACTOR} × the floor's`,
  `weight ≤ ${Math.min(...Object.values(PAGE_WEIGHT_BUDGET_KB))} or ${Math.max(...Object.values(PAGE_WEIGHT_BUDGET_KB))} KB by kind of page`,
].join(", ");

/**
 * Every budget line a route's medians miss, as "TBT ms 72 > 30". `kind` (a route kind or
 * ARTICLE_KIND) selects the weight budget, `floor` (the floor's medians) the LCP budget; each
 * is skipped without it.
 */
export function budgetMisses(figures, { kind, floor } = {}) {
  const misses = PERF_BUDGET.filter(({ key, limit, atLeast }) => (atLeast ? figures[key] < limit : figures[key] > limit)).map(
    ({ key, label, limit, atLeast }) => `${label} ${Number(figures[key].toFixed(key === "cls" ? 3 : 0))} ${atLeast ? "<" : ">"} ${limit}`,
  );
  if (floor && figures.lcpMs > floor.lcpMs * LCP_OVER_FLOOR_FACTOR)
    misses.push(
      `LCP ms ${Math.round(figures.lcpMs)} > ${LCP_OVER_FLOOR_FACTOR} × floor ${Math.round(floor.lcpMs)} = ${Math.round(floor.lcpMs * LCP_OVER_FLOOR_FACTOR)}`,
    );
  const weightLimit = kind === undefined ? undefined : PAGE_WEIGHT_BUDGET_KB[kind];
  if (weightLimit !== undefined && figures.totalKb > weightLimit) misses.push(`weight KB ${figures.totalKb.toFixed(1)} > ${weightLimit}`);
  return misses;
}
