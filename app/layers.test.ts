/**
 * The import boundaries of app/, as the folder READMEs state them: a layer imports only its own
 * layer and those below it, never one above.
 *
 *   pages, layouts            the site's pages and their shell
 *   components                React components (islands among them)
 *   browser, hooks            browser glue and the islands' hooks
 *   content                   copy and data, read through types and schemas
 *   modules                   pure logic (the figures engine among it)
 *   config                    the adviser's config, the route table
 *
 * `editor/` sits above them all (it previews components; nothing imports it); the files at the
 * root of app/ (`content.config.ts`) are Astro's entry points and count as pages. Styles and
 * images are assets anyone may import. Test files are not scanned: a test may reach any layer.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const appDir = fileURLToPath(new URL(".", import.meta.url));

/** Rank of each top-level folder of app/: a file may import a rank equal to or below its own. */
const LAYER_RANK: Readonly<Record<string, number>> = {
  editor: 6,
  pages: 5,
  layouts: 5,
  "(root)": 5,
  components: 4,
  browser: 3,
  hooks: 3,
  content: 2,
  modules: 1,
  config: 0,
  styles: 0,
  images: 0,
};

/** The import specifiers of a script: static imports and exports, `import("…")`, `import type`. */
function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The script parts of an .astro file: its frontmatter and every <script> element. */
function astroScripts(source: string): string {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join("\n");
}

/** The file's path relative to app/, or null for anything outside it (packages, tests/, scripts/). */
function resolveInApp(importer: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("~/")) target = resolve(appDir, specifier.slice(2));
  else if (specifier.startsWith(".")) target = resolve(dirname(resolve(appDir, importer)), specifier);
  else return null;
  const path = relative(appDir, target);
  return path.startsWith("..") ? null : path;
}

function layerOf(path: string): string {
  return path.includes("/") ? path.slice(0, path.indexOf("/")) : "(root)";
}

interface UpwardImport {
  file: string;
  specifier: string;
  target: string;
  /** "components -> pages" */
  layers: string;
}

/** Every import of `file` (relative to app/) that reaches a layer above the file's own. */
function upwardImports(file: string, source: string): UpwardImport[] {
  const script = file.endsWith(".astro") ? astroScripts(source) : source;
  const from = layerOf(file);
  const fromRank = LAYER_RANK[from];
  if (fromRank === undefined) throw new Error(`${file}: the folder ${from}/ has no layer; add it to LAYER_RANK.`);
  return importSpecifiers(script).flatMap((specifier) => {
    const target = resolveInApp(file, specifier);
    if (target === null) return [];
    const to = layerOf(target);
    const toRank = LAYER_RANK[to];
    if (toRank === undefined) throw new Error(`${file} imports ${specifier}: the folder ${to}/ has no layer; add it to LAYER_RANK.`);
    return toRank > fromRank ? [{ file, specifier, target, layers: `${from} -> ${to}` }] : [];
  });
}

/** Every .ts, .tsx and .astro file of app/ that is not a test, relative to app/. */
function productFiles(): string[] {
  return readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\./.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => relative(appDir, resolve(entry.parentPath, entry.name)))
    .sort();
}

describe("the import boundaries of app/", () => {
  const files = productFiles();
  const found = files.flatMap((file) => upwardImports(file, readFileSync(resolve(appDir, file), "utf8")));

  it("scans every product file of app/", () => {
    expect(files.length).toBeGreaterThan(100);
    for (const layer of ["pages", "layouts", "components", "browser", "hooks", "content", "modules", "config"]) {
      expect(files.some((file) => layerOf(file) === layer)).toBe(true);
    }
  });

  it("has no upward import", () => {
    expect(found.map((upward) => `${upward.file} imports "${upward.specifier}" (${upward.layers})`)).toEqual([]);
  });
});

describe("the scanner", () => {
  it("finds static, re-exported, type-only and dynamic imports, not those in comments", () => {
    const source = [
      'import { a } from "~/content/a";',
      'import type { B } from "../content/b";',
      'export { c } from "./c";',
      'const d = await import("~/content/d");',
      'import "~/styles/site.css";',
      '// import { e } from "~/content/e";',
      'const url = "https://example.org/*";',
      'import { f } from "~/content/f";',
    ].join("\n");
    expect(importSpecifiers(source).sort()).toEqual(["../content/b", "./c", "~/content/a", "~/content/d", "~/content/f", "~/styles/site.css"]);
  });

  it("reports an upward import with its file and layers, and passes a downward one", () => {
    const source = 'import { CALCULATORS } from "~/content/calculator-page";\nimport { siteConfig } from "../config/site-config";\n';
    expect(upwardImports("modules/synthetic.ts", source)).toEqual([
      { file: "modules/synthetic.ts", specifier: "~/content/calculator-page", target: "content/calculator-page", layers: "modules -> content" },
    ]);
    expect(upwardImports("components/synthetic.tsx", source)).toEqual([]);
  });

  it("reads the frontmatter and scripts of an .astro file, not its markup", () => {
    const source = '---\nimport Page from "~/pages/index.astro";\n---\n<p>import x from "~/pages/y"</p>\n<script>import("../browser/site-shell");</script>\n';
    expect(upwardImports("components/synthetic.astro", source).map((upward) => upward.target)).toEqual(["pages/index.astro"]);
  });

  it("stops at a folder of app/ with no layer", () => {
    expect(() => upwardImports("components/synthetic.tsx", 'import x from "~/newfolder/x";')).toThrow(/newfolder/);
  });
});
