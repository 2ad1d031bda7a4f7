/**
 * Which imports of a file reach into tests/: product code must not ship test support or fixtures
 * (tests/support/README.md). Reads the source text, so it covers .astro and .mdx files too.
 */
import { isAbsolute, join, relative, resolve } from "node:path";

// `from "x"`, `import "x"`, `import("x")`, and every string inside `import.meta.glob(…)`.
const MODULE_SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;
const GLOB_CALL = /import\.meta\.glob\s*(?:<[^>]*>)?\s*\(([^)]*)\)/g;
const STRING = /["']([^"']+)["']/g;

export function importSpecifiers(source: string): string[] {
  const plain = [...source.matchAll(MODULE_SPECIFIER)].map((match) => match[1]);
  const globbed = [...source.matchAll(GLOB_CALL)].flatMap((call) => [...call[1].matchAll(STRING)].map((match) => match[1]));
  return [...plain, ...globbed];
}

/** Where a specifier points, from the project root; undefined for a package. */
export function resolvedPath(root: string, file: string, specifier: string): string | undefined {
  const path = specifier.replace(/^!/, "");
  if (path.startsWith("~/")) return relative(root, join(root, "app", path.slice(2)));
  // Vite reads a leading slash as the project root.
  if (path.startsWith("/")) return relative(root, join(root, path));
  if (path.startsWith(".")) return relative(root, resolve(root, file, "..", path));
  return undefined;
}

/** The imports of `file` (a path from `root`) that point into tests/. */
export function importsOfTests(root: string, file: string, source: string): string[] {
  return importSpecifiers(source).filter((specifier) => {
    const path = resolvedPath(root, file, specifier);
    return path !== undefined && !isAbsolute(path) && (path === "tests" || path.startsWith("tests/"));
  });
}
