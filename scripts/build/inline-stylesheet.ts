/**
 * The stylesheet goes into every page (docs/decisions/0035: the first paint needs no second request), except
 * what the W3C Nu checker's CSS parser cannot read although every current browser does:
 * Tailwind's fallback block for browsers without `@property` (its `@supports` condition names
 * `margin-trim`) and `allow-discrete` transitions move to a small stylesheet linked at the end of
 * the body, enabled after the load event (neither affects the first paint: old browsers'
 * fallbacks, a closed dialog's transition); `--tw-gradient-*` entries in transition lists are
 * dropped, as the site sets no gradient (the build stops if it ever does). The validity test then filters exactly the two
 * at-rule messages decision 0035 allows (docs/decisions/0035-inline-css-and-the-html-checker.md).
 */
import { createHash } from "node:crypto";
import { readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { filesUnder } from "../lib/files-under.mjs";

/** One top-level or nested piece of a stylesheet: a block with its prelude, or a plain statement. */
export type CssNode = { kind: "block"; prelude: string; body: string } | { kind: "statement"; text: string };

/** At-rules whose body holds further rules (so their contents are split, not moved whole). */
export const GROUPING_AT_RULE = /^@(layer|media|supports|container)\b/;

/** Tailwind's fallback for browsers without `@property`: its condition names `margin-trim`. */
function isPropertyFallback(prelude: string): boolean {
  return /^@supports\b/.test(prelude) && prelude.includes("margin-trim");
}

/** A gradient utility sets these; without one, transitioning them does nothing. */
const GRADIENT_UTILITY = /\.(bg-linear|bg-radial|bg-conic|bg-gradient|from-|via-|to-)[\w\\[\]:-]*\{/;
const GRADIENT_TRANSITION_PROPERTIES = /--tw-gradient-(from|via|to),?/g;

/** The prelude without the comments before it (the licence banner stands before the first rule). */
function bare(prelude: string): string {
  return prelude.replace(/\/\*[\s\S]*?\*\//g, "").trim();
}

/** Declarations split at top-level semicolons (not inside strings or parentheses). */
export function declarations(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < body.length; index++) {
    const char = body[index];
    if (char === '"' || char === "'") {
      const end = body.indexOf(char, index + 1);
      index = end === -1 ? body.length : end;
    } else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === ";" && depth === 0) {
      parts.push(body.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Splits CSS text into its top-level nodes; strings and comments may hold braces. */
export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let start = 0;
  let depth = 0;
  let bodyStart = -1;
  let prelude = "";
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") {
      const end = css.indexOf(char, index + 1);
      index = end === -1 ? css.length : end;
    } else if (char === "/" && css[index + 1] === "*") {
      const end = css.indexOf("*/", index + 2);
      index = end === -1 ? css.length : end + 1;
    } else if (char === "{") {
      if (depth === 0) {
        prelude = css.slice(start, index).trim();
        bodyStart = index + 1;
      }
      depth++;
    } else if (char === "}") {
      depth--;
      if (depth === 0) {
        nodes.push({ kind: "block", prelude, body: css.slice(bodyStart, index) });
        start = index + 1;
      }
    } else if (char === ";" && depth === 0) {
      const text = css.slice(start, index + 1).trim();
      if (text) nodes.push({ kind: "statement", text });
      start = index + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) nodes.push({ kind: "statement", text: rest });
  return nodes;
}

export function serialize(nodes: readonly CssNode[]): string {
  return nodes.map((node) => (node.kind === "statement" ? node.text : `${node.prelude}{${node.body}}`)).join("");
}

/**
 * `critical`: the stylesheet without what the checker cannot read; `late`: just that, inside the
 * same grouping at-rules (so cascade layers and media queries keep their order). Only whole
 * fallback blocks and single `allow-discrete` declarations move; the rest of their rules stays,
 * so no later-loaded rule can override an inline one it used to precede.
 */
export function splitStylesheet(css: string): { critical: string; late: string } {
  if (GRADIENT_UTILITY.test(css)) {
    throw new Error("The stylesheet uses a gradient utility: teach scripts/build/inline-stylesheet.ts to keep its --tw-gradient-* transitions");
  }
  return splitNodes(css);
}

function splitNodes(css: string): { critical: string; late: string } {
  const critical: CssNode[] = [];
  const late: CssNode[] = [];
  for (const node of parseCss(css)) {
    if (node.kind === "statement") {
      critical.push(node);
      continue;
    }
    const prelude = bare(node.prelude);
    if (isPropertyFallback(prelude)) {
      late.push(node);
    } else if (GROUPING_AT_RULE.test(prelude)) {
      const inner = splitNodes(node.body);
      critical.push({ ...node, body: inner.critical });
      if (inner.late) late.push({ ...node, body: inner.late });
    } else if (prelude.startsWith("@") || node.body.includes("{")) {
      critical.push(node);
    } else {
      const kept: string[] = [];
      const moved: string[] = [];
      for (const declaration of declarations(node.body)) {
        if (declaration.includes("allow-discrete")) moved.push(declaration);
        else kept.push(declaration.startsWith("transition-property:") ? declaration.replace(GRADIENT_TRANSITION_PROPERTIES, "").replace(/,$/, "") : declaration);
      }
      critical.push({ ...node, body: kept.join(";") });
      if (moved.length > 0) late.push({ ...node, body: moved.join(";") });
    }
  }
  return { critical: serialize(critical), late: serialize(late) };
}

/**
 * Marks the late stylesheet. It is written `disabled` (a disabled stylesheet is not even
 * fetched), and the page script enables it after the load event (app/browser/late-stylesheet.ts):
 * a stylesheet link, even at the end of the body, counts as render-blocking, and nothing in it
 * is needed before the first interaction. Without JavaScript it stays off: no slide-in for the
 * mobile menu, and no Tailwind fallback for browsers older than `@property` (2023/2024).
 */
export const LATE_STYLESHEET_ATTRIBUTE = "data-late-stylesheet";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/g;

/** `<style>` in place of each stylesheet link, and the late rules linked before `</body>`. Returns the pages changed. */
export async function inlineStylesheets(siteDir: string): Promise<number> {
  const split = new Map<string, { critical: string; lateHref: string | null }>();
  let pages = 0;
  for (const file of filesUnder(siteDir, (name) => name.endsWith(".html"))) {
    const html = await readFile(file, "utf8");
    const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
    if (hrefs.length === 0) continue;
    for (const href of hrefs) {
      if (split.has(href)) continue;
      const { critical, late } = splitStylesheet(await readFile(join(siteDir, href), "utf8"));
      // Named by its own content: /assets/ is cached for a year, so new rules need a new name.
      const lateHref = late ? href.replace(/\.css$/, `.late-${createHash("sha256").update(late).digest("hex").slice(0, 8)}.css`) : null;
      if (lateHref) await writeFile(join(siteDir, lateHref), late);
      split.set(href, { critical, lateHref });
    }
    const lateLinks = hrefs.flatMap((href) => {
      const lateHref = split.get(href)?.lateHref;
      return lateHref ? [`<link rel="stylesheet" href="${lateHref}" disabled ${LATE_STYLESHEET_ATTRIBUTE}>`] : [];
    });
    const inlined = html
      .replace(STYLESHEET_LINK, (_, href: string) => `<style>${split.get(href)?.critical ?? ""}</style>`)
      .replace("</body>", `${lateLinks.join("")}</body>`);
    await writeFile(file, inlined);
    pages++;
  }
  // Every page now carries the stylesheet itself; the whole file would only be dead weight in the precache.
  for (const href of split.keys()) await unlink(join(siteDir, href)).catch(() => undefined);
  return pages;
}
