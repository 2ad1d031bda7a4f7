/**
 * The readable text of a guide article (MDX) or glossary term (Markdown), as the copy checks
 * need it: frontmatter strings (title, description, citations) and the body's paragraphs with
 * Markdown and JSX syntax removed. Figure components are replaced by the text the page shows
 * (`renderFigure`), so the checks see „77.400 €“ exactly where a reader does, and a number
 * typed into the source stands out as one that no component produced.
 */

export interface ProseText {
  /** Where the text is: "frontmatter title", "line 42" … */
  path: string;
  text: string;
  /** A `#`–`######` heading: short labels that may repeat between pages („Was Sie jetzt tun können“). */
  heading?: boolean;
}

/** Frontmatter keys whose values are identifiers, dates or addresses, not copy. */
const NON_COPY_KEYS = new Set(["url", "topic", "published", "updated"]);

export interface SplitSource {
  frontmatter: string;
  body: string;
  /** 1-based line number of the body's first line in the file. */
  bodyStartLine: number;
}

export function splitFrontmatter(source: string): SplitSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { frontmatter: "", body: source, bodyStartLine: 1 };
  return { frontmatter: match[1], body: source.slice(match[0].length), bodyStartLine: match[0].split("\n").length };
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1).replace(/\\"/g, '"').replace(/\\\\/g, "\\");
  if (trimmed.length >= 2 && trimmed.startsWith("'") && trimmed.endsWith("'")) return trimmed.slice(1, -1).replace(/''/g, "'");
  return trimmed;
}

/** The copy in a frontmatter block: `key: value` scalars (except identifiers) and list items that are not paths. */
export function frontmatterStrings(frontmatter: string): ProseText[] {
  const found: ProseText[] = [];
  for (const line of frontmatter.split(/\r?\n/)) {
    const pair = /^\s*(?:-\s+)?([A-Za-z][\w-]*):\s*(.+)$/.exec(line);
    if (pair) {
      if (!NON_COPY_KEYS.has(pair[1])) found.push({ path: `frontmatter ${pair[1]}`, text: unquote(pair[2]) });
      continue;
    }
    const item = /^\s*-\s+(.+)$/.exec(line);
    if (item && !unquote(item[1]).startsWith("/")) found.push({ path: "frontmatter list item", text: unquote(item[1]) });
  }
  return found;
}

/** Renders a self-closing component (`<Figure name="…" />`) to the text the page shows, or throws for an unknown one. */
export type ComponentRenderer = (name: string, attributes: Readonly<Record<string, string>>) => string;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g)) {
    attributes[match[1]] = match[2] ?? match[3] ?? match[4].trim();
  }
  return attributes;
}

/** One paragraph of Markdown/MDX without its syntax: links keep their text, tags go, self-closing components render. */
export function plainText(markdown: string, render: ComponentRenderer): string {
  return (
    markdown
      // Self-closing components (<Figure name="x" />) become the text they render.
      .replace(/<([A-Z][A-Za-z]*)\b([^>]*?)\/>/g, (_tag, name: string, attributes: string) => render(name, attributesOf(attributes)))
      // Opening and closing tags of wrapping components and HTML (<Term slug="x">, </Callout>) go; their content stays.
      .replace(/<\/?[A-Za-z][\w.-]*\b[^>]*>/g, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      // [text](url) → text; <https://…> autolinks go.
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/<https?:[^>]+>/g, "")
      // Headings, list markers, quotes, emphasis, inline code ticks.
      .replace(/^\s{0,3}#{1,6}\s+/gm, "")
      .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
      .replace(/^\s*>\s?/gm, "")
      .replace(/(\*\*|__)(.+?)\1/g, "$2")
      .replace(/(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])/g, "$1")
      .replace(/`([^`]*)`/g, "$1")
      .replace(/[ \t]*\n[ \t]*/g, " ")
      .trim()
  );
}

/**
 * The body's prose blocks, each with the line it starts on. Blocks are paragraphs, list items and
 * table cells; `import`/`export` lines and fenced code are not prose.
 */
export function bodyProse(body: string, render: ComponentRenderer, firstLine = 1): ProseText[] {
  const found: ProseText[] = [];
  const lines = body.split(/\r?\n/);
  let block: string[] = [];
  let blockStart = 0;
  let inFence = false;
  const flush = () => {
    const joined = block.join("\n");
    block = [];
    const heading = /^\s{0,3}#{1,6}\s/.test(joined);
    // A table row is a set of cells, each its own text.
    const parts = /^\s*\|/.test(joined) ? joined.split(/\|/).filter((cell) => !/^[\s:-]*$/.test(cell)) : [joined];
    for (const part of parts) {
      const text = plainText(part, render);
      if (text.length > 0) found.push({ path: `line ${blockStart}`, text, ...(heading ? { heading } : {}) });
    }
  };
  lines.forEach((line, index) => {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      return;
    }
    if (inFence || /^(?:import|export)\s/.test(line)) return;
    const startsItem = /^\s*(?:[-*+]|\d+\.)\s+/.test(line) || /^\s*\|/.test(line) || /^\s{0,3}#{1,6}\s/.test(line);
    if (line.trim() === "" || startsItem) flush();
    if (line.trim() === "") return;
    if (block.length === 0) blockStart = firstLine + index;
    block.push(line);
    // Headings and table rows are one line each.
    if (/^\s{0,3}#{1,6}\s/.test(line) || /^\s*\|/.test(line)) flush();
  });
  flush();
  return found;
}

/** All copy of one file: frontmatter strings, then the body's blocks. */
export function proseOfFile(source: string, render: ComponentRenderer): ProseText[] {
  const { frontmatter, body, bodyStartLine } = splitFrontmatter(source);
  return [...frontmatterStrings(frontmatter), ...bodyProse(body, render, bodyStartLine)];
}

/** Words of running text, for the article length rule (numbers and § count as words). */
export function wordCount(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + text.split(/\s+/).filter((word) => /[\p{L}\d§]/u.test(word)).length, 0);
}
