// `npm run perf`: a benchmark, not a test. Builds if stale, serves build/site exactly as
// `npm start` does, runs Lighthouse (mobile, default config, performance category) several
// times per route and prints the medians against the budget (scripts/lib/perf-summary.mjs);
// the full figures go to perf-results/lighthouse.json. Measure on a quiet machine.
//
//   npm run perf                                  one page of every kind in the route table, three runs each
//   npm run perf -- --all                         every page of the route table
//   npm run perf -- --routes /,/pkv-aerzte --runs 5
//
// Every run also measures the floor: a bare one-paragraph page with no CSS file and no script,
// served by the same server code, so each page's LCP is printed next to what the machine and
// Lighthouse's simulated phone allow at best (docs/decisions/0036).
//
// Scores move with machine load (two shared cores here): compare medians, not single runs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { existsSync, readdirSync } from "node:fs";
import { articlePath } from "../app/config/site-routes.ts";
import { importAppModule } from "./build/app-modules.ts";
import { ensureFreshBuild } from "./lib/fresh-build.mjs";
import { CHROMIUM_FLAGS, findChromium } from "./lib/find-chromium.mjs";
import {
  ARTICLE_KIND,
  englishPageKind,
  BUDGET_SUMMARY,
  budgetMisses,
  figuresOf,
  FLOOR_LABEL,
  formatTable,
  medianFigures,
  oneRoutePerKind,
} from "./lib/perf-summary.mjs";
import { createSiteServer } from "./lib/site-server.mjs";

const projectDir = fileURLToPath(new URL("..", import.meta.url));
// The profession pages come from their files (app/content/berufe/), read through the app's own module.
const { pageRoutes } = await importAppModule("app/config/page-routes.ts");
// The English section's pages (docs/decisions/0073), when the config publishes it; their articles from their files.
const { englishRoutes, englishArticlePath } = await importAppModule("app/config/english-routes.ts");
const { hasEnglish } = await importAppModule("app/config/languages.ts");
const { siteConfig } = await importAppModule("app/config/site-config.ts");
const siteDir = join(projectDir, "build", "site");
const resultFile = join(projectDir, "perf-results", "lighthouse.json");

const { values } = parseArgs({ options: { routes: { type: "string" }, all: { type: "boolean", default: false }, runs: { type: "string", default: "3" } } });
// The guide's articles may be named too (one per file of app/content/ratgeber/); by default the route table's pages run.
const articlePaths = readdirSync(join(projectDir, "app", "content", "ratgeber"))
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => articlePath(file.replace(/\.mdx$/, "")));
const englishArticleFolder = join(projectDir, "app", "content", "en", "ratgeber");
const englishPaths = hasEnglish(siteConfig)
  ? [
      ...englishRoutes.map((route) => route.path),
      ...(existsSync(englishArticleFolder) ? readdirSync(englishArticleFolder) : [])
        .filter((file) => file.endsWith(".mdx"))
        .map((file) => englishArticlePath(file.replace(/\.mdx$/, ""))),
    ]
  : [];
const knownRoutes = [...pageRoutes.map((route) => route.path), ...articlePaths, ...englishPaths];
const routes = values.routes
  ? values.routes
      .split(",")
      .map((route) => route.trim())
      .filter(Boolean)
  : values.all
    ? knownRoutes
    : [...oneRoutePerKind(pageRoutes), ...articlePaths.slice(0, 1)];
const unknown = routes.filter((route) => !knownRoutes.includes(route));
const runs = Number(values.runs);
if (unknown.length > 0) {
  console.error(`Unknown route(s): ${unknown.join(", ")}. Known: ${knownRoutes.join(", ")}`);
  process.exit(1);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number ≥ 1, got "${values.runs}"`);
  process.exit(1);
}

ensureFreshBuild(projectDir, siteDir);
const server = createSiteServer({ siteDir });
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

// The floor: the least a page can be, from the same server code with the same headers.
const floorDir = await mkdtemp(join(tmpdir(), "perf-floor-"));
const floorPage = (text) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Untergrenze</title></head><body><p>${text}</p></body></html>`;
await writeFile(join(floorDir, "index.html"), floorPage("Eine Seite mit einem Absatz, ohne Stylesheet und ohne Skript: die Untergrenze der Messung."));
await writeFile(join(floorDir, "404.html"), floorPage("Nicht gefunden."));
const floorServer = createSiteServer({ siteDir: floorDir });
await new Promise((resolve) => floorServer.listen(0, "127.0.0.1", resolve));
const floorUrl = `http://127.0.0.1:${floorServer.address().port}/`;
const chrome = await chromeLauncher.launch({ chromePath: await findChromium(), chromeFlags: [...CHROMIUM_FLAGS, "--headless"] });

const lighthouseOptions = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] };
const results = {};

/** One Lighthouse run; a failed trace recording (NO_NAVSTART and the like, seen now and then) is tried again twice. */
async function measuredRun(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, lighthouseOptions);
    if (!lhr.runtimeError) return lhr;
    const problem = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${problem}`);
    console.warn(`Lighthouse could not measure ${url} (${problem}); trying again`);
  }
}
try {
  // A freshly started Chromium pays for cold disk and code caches on its first page load;
  // one unmeasured run keeps that out of the first route's figures.
  await lighthouse(`${origin}${routes[0]}`, lighthouseOptions);
  const floorRuns = [];
  for (let run = 1; run <= runs; run++) {
    floorRuns.push(figuresOf(await measuredRun(floorUrl)));
    console.log(`${FLOOR_LABEL} run ${run}/${runs}: LCP ${(floorRuns.at(-1).lcpMs / 1000).toFixed(2)} s`);
  }
  results[FLOOR_LABEL] = { runs: floorRuns, median: medianFigures(floorRuns) };
  for (const route of routes) {
    const figures = [];
    for (let run = 1; run <= runs; run++) {
      const lhr = await measuredRun(`${origin}${route}`);
      figures.push(figuresOf(lhr));
      const last = figures.at(-1);
      console.log(`${route} run ${run}/${runs}: perf ${last.performance}, LCP ${(last.lcpMs / 1000).toFixed(2)} s, CLS ${last.cls.toFixed(3)}`);
      results[route] ??= { lighthouseVersion: lhr.lighthouseVersion, userAgent: lhr.environment?.hostUserAgent, runs: [] };
      results[route].runs = figures;
    }
    results[route].median = medianFigures(figures);
  }
} finally {
  chrome.kill();
  server.close();
  floorServer.close();
}

const floor = results[FLOOR_LABEL]?.median;
const medians = Object.fromEntries(
  Object.entries(results)
    .filter(([route]) => route !== FLOOR_LABEL)
    .map(([route, result]) => [route, result.median]),
);
console.log(`\nLighthouse, mobile, median of ${runs} run(s):\n`);
/** A route's kind in the route table; the guide's articles are not in it. */
const kindOf = (route) => {
  const english = englishRoutes.find((englishRoute) => englishRoute.path === route);
  if (english) return englishPageKind(english.page);
  return pageRoutes.find((pageRoute) => pageRoute.path === route)?.kind ?? ARTICLE_KIND;
};
console.log(formatTable(medians, floor, kindOf));
const misses = Object.entries(medians).flatMap(([route, figures]) => budgetMisses(figures, { kind: kindOf(route), floor }).map((miss) => `${route}: ${miss}`));
console.log(misses.length === 0 ? `\nBudget (${BUDGET_SUMMARY}): met on every route.` : `\nBudget: ${BUDGET_SUMMARY}.\nOver budget:\n  ${misses.join("\n  ")}`);
await mkdir(join(projectDir, "perf-results"), { recursive: true });
await writeFile(resultFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerRoute: runs, routes: results }, null, 2)}\n`);
console.log(`\nAll runs: perf-results/lighthouse.json`);
