/**
 * Each page carries only the rules of the site's stylesheet that can match on it (docs/decisions/0057: the
 * glossary weighed 42 KB, 8,5 KB of it the whole site's CSS; the prose pages use about half of
 * it). A rule goes when one of the classes its selector requires appears nowhere the page can
 * get markup from: its own HTML, the scripts it can load (statically or on demand, as the search
 * does) and the legal texts the footer's dialog fetches into any page (app/browser/legal-dialogs.ts).
 * "Appears" means as a whole word anywhere in that text, so a class named in a template, an
 * island's props or a script's string keeps its rule; the test errs only towards keeping (no
 * class is built from pieces: Tailwind generates only whole names it finds in the source).
 * Rules without a class (elements, attributes, :root), at-rules other than grouping ones, and
 * classes inside :is(), :where(), :has(), :not() or [attribute] conditions are never a reason to
 * drop.
 */
import { readdirSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { filesUnder } from "../lib/files-under.mjs";
import { declarations, GROUPING_AT_RULE, parseCss, serialize, type CssNode } from "./inline-stylesheet.ts";

/**
 * A class name as written in a selector, after a dot, its escapes resolved: `\:` and `\[`, and
 * hex escapes such as `\32 ` for a leading digit. (No real class names in these comments:
 * Tailwind scans this file, and a utility named here would enter the site's stylesheet.)
 */
function readClassName(selector: string, start: number): { name: string; end: number } {
  let name = "";
  let index = start;
  while (index < selector.length) {
    const char = selector[index];
    if (char === "\\") {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(index + 1, index + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0], 16));
        index += 1 + hex[0].length;
      } else {
        name += selector[index + 1] ?? "";
        index += 2;
      }
    } else if (/[\w-]/.test(char) || char.charCodeAt(0) > 0x7f) {
      name += char;
      index++;
    } else break;
  }
  return { name, end: index };
}

/**
 * The selectors of a comma-separated list, each with the classes it requires: those outside
 * parentheses and brackets (a class inside :is(.a, .b) or :not(.a) may be absent while the
 * selector matches).
 */
export function requiredClasses(selectorList: string): string[][] {
  const selectors: string[][] = [[]];
  let depth = 0;
  for (let index = 0; index < selectorList.length; index++) {
    const char = selectorList[index];
    if (char === "\\") index++;
    else if (char === '"' || char === "'") {
      const end = selectorList.indexOf(char, index + 1);
      index = end === -1 ? selectorList.length : end;
    } else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) selectors.push([]);
    else if (char === "." && depth === 0) {
      const { name, end } = readClassName(selectorList, index + 1);
      if (name) selectors[selectors.length - 1].push(name);
      index = end - 1;
    }
  }
  return selectors;
}

/** The stylesheet without the rules no selector of which can match, given which class names occur. */
export function withoutUnusedRules(css: string, occurs: (className: string) => boolean): string {
  const kept: CssNode[] = [];
  for (const node of parseCss(css)) {
    if (node.kind === "statement") {
      kept.push(node);
      continue;
    }
    // The licence banner stands before the first rule, inside its prelude.
    const prelude = node.prelude.replace(/\/\*[\s\S]*?\*\//g, "").trim();
    if (GROUPING_AT_RULE.test(prelude)) {
      const body = withoutUnusedRules(node.body, occurs);
      // A layer stays even when empty: its first appearance fixes its place in the cascade.
      if (body || prelude.startsWith("@layer")) kept.push({ ...node, body });
    } else if (prelude.startsWith("@") || requiredClasses(prelude).some((classes) => classes.every(occurs))) {
      kept.push(node);
    }
  }
  return serialize(kept);
}

/** A custom property's name where it is set (`--tw-shadow:0 0 #0000`), not read. */
const CUSTOM_PROPERTY_SET = /--[\w-]+(?=\s*:)/g;

/**
 * Custom properties nothing reads: an `@property` registration or a design token of `:root` whose
 * name the remaining rules never read (in `var()` or a transition list) and the page's markup and
 * scripts never mention (an inline style, `setProperty`). Repeated, as a token may read another.
 */
export function withoutUnusedCustomProperties(css: string, mentioned: (name: string) => boolean): string {
  for (let lighter = css; ; css = lighter) {
    const read = lighter.replace(/@property\s+--[\w-]+/g, "").replace(CUSTOM_PROPERTY_SET, "");
    const used = new Set([...read.matchAll(/--[\w-]+/g)].map(([name]) => name));
    const unused = (name: string) => !used.has(name) && !mentioned(name);
    lighter = lighter
      .replace(/@property\s+(--[\w-]+)\s*\{[^}]*\}/g, (rule, name: string) => (unused(name) ? "" : rule))
      .replace(/(:root,:host\{)([^}]*)\}/, (_, prelude: string, body: string) => {
        const kept = declarations(body).filter((declaration) => !unused(declaration.split(":")[0].trim()));
        return `${prelude}${kept.join(";")}}`;
      });
    if (lighter === css) return css;
  }
}

/** `&amp;` and the like as the browser reads them, so a class with `&` in an arbitrary variant is found as written. */
function decodeEntities(html: string): string {
  return html.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (entity) => ({ "&amp;": "&", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&lt;": "<", "&gt;": ">" })[entity] ?? entity);
}

/** The stylesheets in the page (the build's inlined one; Astro's own for islands, which has no class). */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

function withoutStyles(html: string): string {
  return html.replace(INLINE_STYLE, "");
}

/** What can stand next to a class name in markup or a script: space, quotes, escapes, tags, a template literal's `${}`. */
const WORD_BOUNDARY = /[\s"'`\\<>{}$]/;

/** Whether `word` occurs in `text` as a whole, not as the start or end of a longer name. */
export function containsWord(text: string, word: string): boolean {
  for (let index = text.indexOf(word); index !== -1; index = text.indexOf(word, index + 1)) {
    const before = index === 0 ? " " : text[index - 1];
    const after = index + word.length === text.length ? " " : text[index + word.length];
    if (WORD_BOUNDARY.test(before) && WORD_BOUNDARY.test(after)) return true;
  }
  return false;
}

/** Where the pages' scripts and stylesheets live. */
export const ASSETS_PATH = "/assets/";

/** What a page can show or apply, asked by name. */
export interface PageSources {
  /** A class name as a whole word of the page's markup, a script it can load or the shared markup. */
  hasClass(name: string): boolean;
  /** Any mention at all (a custom property in an inline style or a script's `setProperty`). */
  mentions(name: string): boolean;
}

/**
 * For one site: the sources of each page. They are the page, every file of /assets/ it names and
 * every script those reach (a chunk names the chunks it imports, statically or on demand, by file
 * name), and the markup shared into every page (the legal texts).
 */
export function pageSources(siteDir: string, sharedPages: readonly string[]): (html: string) => PageSources {
  const assetNames = readdirSync(join(siteDir, ASSETS_PATH)).filter((name) => /\.(js|css)$/.test(name));
  const assetTexts = new Map<string, string>();
  const assetText = (name: string) => {
    let text = assetTexts.get(name);
    if (text === undefined) {
      text = readFileSync(join(siteDir, ASSETS_PATH, name), "utf8");
      // A stylesheet that only sets a custom property (the late sheet's fallback values) needs it neither registered nor defined.
      if (name.endsWith(".css")) text = text.replace(CUSTOM_PROPERTY_SET, "");
      assetTexts.set(name, text);
    }
    return text;
  };
  const reachableAssets = (html: string) => {
    const reached = new Set(assetNames.filter((name) => html.includes(`${ASSETS_PATH}${name}`)));
    const queue = [...reached].filter((name) => name.endsWith(".js"));
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      for (const other of assetNames) {
        if (!reached.has(other) && assetText(name).includes(other)) {
          reached.add(other);
          queue.push(other);
        }
      }
    }
    return [...reached];
  };
  const shared = sharedPages.map((html) => decodeEntities(withoutStyles(html))).join("\n");
  return (html) => {
    const texts = [decodeEntities(withoutStyles(html)), shared, ...reachableAssets(html).map(assetText)];
    const classes = new Map<string, boolean>();
    return {
      hasClass(name) {
        let found = classes.get(name);
        if (found === undefined) {
          found = texts.some((text) => containsWord(text, name));
          classes.set(name, found);
        }
        return found;
      },
      mentions: (name) => texts.some((text) => text.includes(name)),
    };
  };
}

/**
 * The pages whose markup any page can show: the legal texts, which the footer's dialog takes from
 * their page's [data-legal-body] element (app/browser/legal-dialogs.ts).
 */
export function isSharedPage(html: string): boolean {
  return /\sdata-legal-body(=|\s|>)/.test(html);
}

/** Every page's inline stylesheet without the rules that cannot match on it. Returns the pages changed and the bytes saved. */
export async function dropUnusedRules(siteDir: string): Promise<{ pages: number; savedBytes: number }> {
  const files = filesUnder(siteDir, (name) => name.endsWith(".html"));
  const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(file, "utf8") })));
  const sourcesOf = pageSources(
    siteDir,
    pages.filter(({ html }) => isSharedPage(html)).map(({ html }) => html),
  );
  let changed = 0;
  let savedBytes = 0;
  for (const { file, html } of pages) {
    const sources = sourcesOf(html);
    const lighter = html.replace(
      INLINE_STYLE,
      (_, css: string) => `<style>${withoutUnusedCustomProperties(withoutUnusedRules(css, sources.hasClass), sources.mentions)}</style>`,
    );
    if (lighter === html) continue;
    savedBytes += html.length - lighter.length;
    changed++;
    await writeFile(file, lighter);
  }
  return { pages: changed, savedBytes };
}
