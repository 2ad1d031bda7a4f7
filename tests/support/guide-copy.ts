/**
 * The guide's copy as the copy checks read it (app/content/*.test.ts): every article of
 * app/content/ratgeber/ and every glossary term of app/content/glossar/, found by glob so a new
 * file is checked without being listed, with figure components rendered from the current row of
 * statutory-figures.ts, as the built page shows them.
 */
import { currentFigures, figuresFor } from "~/content/statutory-figures";
import { figureText, gkvMaximumText, type GkvMaximumPart } from "~/modules/article-figures";
import { typesetGerman } from "~/modules/german-typesetting";
import { proseOfFile, splitFrontmatter, type ComponentRenderer, type ProseText } from "~/modules/mdx-prose";

const articleSources = import.meta.glob<string>("/app/content/ratgeber/*.mdx", { query: "?raw", import: "default", eager: true });
const glossarySources = import.meta.glob<string>("/app/content/glossar/*.md", { query: "?raw", import: "default", eager: true });

export interface GuideFile {
  kind: "article" | "glossary";
  slug: string;
  /** Path from the project root, for messages. */
  file: string;
  source: string;
}

function files(sources: Record<string, string>, kind: GuideFile["kind"]): GuideFile[] {
  return Object.entries(sources)
    .map(([path, source]) => ({
      kind,
      slug: path.replace(/^.*\/([^/]+)\.mdx?$/, "$1"),
      file: path.slice(1),
      source,
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

export const articleFiles: readonly GuideFile[] = files(articleSources, "article");
export const glossaryFiles: readonly GuideFile[] = files(glossarySources, "glossary");

/** What <Figure>, <FigureYear> and <GkvMaximum> print on the page (app/components/ratgeber/*.astro). */
export const renderGuideComponent: ComponentRenderer = (name, attributes) => {
  if (name === "Figure") {
    const figures = attributes.year === "previous" ? figuresFor(currentFigures.year - 1) : currentFigures;
    return figureText(attributes.name ?? "", figures);
  }
  if (name === "FigureYear") return String(currentFigures.year + Number(attributes.offset ?? 0));
  if (name === "GkvMaximum") return gkvMaximumText((attributes.part ?? "total") as GkvMaximumPart, currentFigures);
  throw new Error(`<${name} />: not a component the guide's copy may use`);
};

/**
 * A file's copy as the built page shows it, with messages naming the file and line: German
 * typography set as the build sets it (markdown-typesetting.ts, content.config.ts), so an owner
 * who types plain spaces passes and the checks judge what readers see.
 */
export function proseOf(file: GuideFile): ProseText[] {
  return proseOfFile(file.source, renderGuideComponent).map((found) => ({ ...found, text: typesetGerman(found.text), path: `${file.file} ${found.path}` }));
}

export function bodyOf(file: GuideFile): string {
  return splitFrontmatter(file.source).body;
}
