/**
 * Every built page is valid HTML by the W3C Nu checker (vnu 0 errors on every page,
 * docs/decisions/0035), and carries no developer's comments (docs/decisions/0049).
 * The checker reads the files the servers deliver (build/site/**.html); it needs Java, which
 * .ci/run installs. On a machine without Java the test is skipped (and fails under CI).
 */
// First: the page list reads the figures table, which needs the build time of the build under test.
import "./build-time-global";
import { execFile, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { allPaths, englishPaths } from "./site-pages";

const projectDir = resolve(import.meta.dirname, "../..");
const siteDir = join(projectDir, "build", "site");
const vnuJar = join(projectDir, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** A missing `java` is a spawn error (status null), not an exception. */
function javaAvailable(): boolean {
  return spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

function builtFile(path: string): string {
  return join(siteDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

/**
 * The only messages not counted: the checker's CSS parser predates two standard at-rules that
 * Tailwind 4 writes into the inlined stylesheet and every current browser reads
 * (docs/decisions/0035-inline-css-and-the-html-checker.md). Exactly these two texts; any other
 * CSS message stays an error.
 */
const CSS_AT_RULES_THE_CHECKER_PREDATES = ["CSS: Unrecognized at-rule “@property”", "CSS: Unrecognized at-rule “@starting-style”"] as const;

// Untagged: validity does not depend on the viewport; one run of the checker covers every page.
test("every built page passes the W3C Nu HTML checker with 0 errors (but the two at-rule messages of the inlined CSS)", async () => {
  test.skip(!javaAvailable() && !process.env.CI, "Java is not installed (apt-get install default-jre-headless)");
  test.setTimeout(180_000);
  expect(existsSync(vnuJar), "vnu-jar is a devDependency").toBe(true);
  const files = htmlFiles(siteDir).sort();
  // Every page of the route table, every English page (docs/decisions/0073) and the 404 page are among the files checked.
  for (const file of [...allPaths.map(builtFile), ...englishPaths.map(builtFile), join(siteDir, "404.html")]) {
    expect.soft(files, `${relative(projectDir, file)} is built`).toContain(file);
  }

  // vnu exits with 1 when it found errors; its report is on stderr either way.
  const run = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
    if (typeof error.stderr !== "string" || !error.stderr.trim().startsWith("{")) throw error;
    return { stdout: error.stdout ?? "", stderr: error.stderr };
  });
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const errors = report.messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .filter((message) => !(CSS_AT_RULES_THE_CHECKER_PREDATES as readonly string[]).includes(message.message))
    .map((message) => {
      const file = message.url ? relative(siteDir, new URL(message.url).pathname) : "?";
      const where = `${file}:${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}`;
      return `${where} ${message.message}${message.extract ? ` — ${message.extract.replace(/\s+/g, " ").slice(0, 120)}` : ""}`;
    });
  test.info().annotations.push({ type: "checked", description: `${files.length} HTML files` });
  expect(errors, "vnu errors (file:line:column message — extract)").toEqual([]);
});

/**
 * The comments a built page may hold: the frameworks' own markers – React's separator between
 * two runs of text (<!-- -->), which hydration relies on, and the end of an Astro island (<!--astro:end-->).
 */
const MARKER_COMMENTS: ReadonlySet<string> = new Set(["", "astro:end"]);

// Developers' notes were once shipped in every page (docs/decisions/0049). In .astro templates they are {/* … */}
// or frontmatter comments, which never reach the HTML. Reads the files; needs no browser.
test("no built page carries a developer's HTML comment", () => {
  const files = htmlFiles(siteDir);
  expect(files.length).toBeGreaterThan(allPaths.length);
  const comments = files.flatMap((file) =>
    Array.from(readFileSync(file, "utf8").matchAll(/<!--([\s\S]*?)-->/g), (match) => match[1].trim())
      .filter((comment) => !MARKER_COMMENTS.has(comment))
      .map((comment) => `${relative(siteDir, file)}: <!--${comment.slice(0, 80)}-->`),
  );
  expect(comments).toEqual([]);
});
