/**
 * An article's MDX text in the editor's preview, as the page shows it. The page compiles the MDX
 * at build time; the preview cannot run the compiler in the browser, so it reads the few
 * components the writers' contract allows (app/content/ratgeber/README.md) itself: figures are
 * printed by the same functions as on the page (app/modules/article-figures.ts), <Term> links
 * like the page's, <ShortAnswer> and <Callout> get the page's markup and classes, the rest is
 * Markdown. A component the preview cannot read shows as a warning in the text, never silently.
 */
import GithubSlugger from "github-slugger";
import { Fragment, type ComponentProps, type ReactNode } from "react";
import ReactMarkdown from "react-markdown";
import { markdownPlugins } from "./markdown-plugins";
import { glossaryRoute } from "~/config/site-routes";
import { articleLabels } from "~/content/ratgeber-pages";
import * as figureTable from "~/content/statutory-figures";
import { articleFigureText, articleGkvMaximumText, figureYearText } from "~/modules/article-figures";

/** Attributes of a JSX tag: name="text" and name={1}. */
function attributes(source: string): Record<string, string | number> {
  const found: Record<string, string | number> = {};
  for (const [, name, text, number] of source.matchAll(/(\w+)=(?:"([^"]*)"|\{\s*(-?\d+)\s*\})/g)) found[name] = text ?? Number(number);
  return found;
}

const warning = (text: string) => `⚠ ${text} ⚠`;

function attempt(print: () => string, tag: string): string {
  try {
    return print();
  } catch (error) {
    return warning(`${tag}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The inline components replaced by what they print; <Term> becomes a link the renderer marks as a term. */
export function printInlineComponents(markdown: string, glossarySlugs: readonly string[]): string {
  return markdown
    .replace(/<Figure\b([^>]*)\/>/g, (tag, attrs: string) => {
      const { name, year } = attributes(attrs);
      return attempt(() => articleFigureText(figureTable, String(name), year === "previous" ? "previous" : "current"), tag);
    })
    .replace(/<FigureYear\b([^>]*)\/>/g, (tag, attrs: string) => attempt(() => figureYearText(figureTable, Number(attributes(attrs).offset ?? 0)), tag))
    .replace(/<GkvMaximum\b([^>]*)\/>/g, (tag, attrs: string) =>
      attempt(() => articleGkvMaximumText(figureTable, String(attributes(attrs).part ?? "total")), tag),
    )
    .replace(/<Term\s+slug="([^"]*)"\s*>([\s\S]*?)<\/Term>/g, (_tag, slug: string, text: string) =>
      glossarySlugs.includes(slug) ? `[${text}](${glossaryRoute.path}#${slug} "term")` : `${text} ${warning(`kein Glossarbegriff „${slug}“`)}`,
    );
}

export type BodyBlock = { kind: "markdown"; text: string } | { kind: "shortAnswer"; text: string } | { kind: "callout"; title: string; text: string };

/** The body cut into Markdown and the two block components, which stand on lines of their own. */
export function bodyBlocks(markdown: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  const pattern = /^<(ShortAnswer|Callout)\b([^>]*)>[ \t]*\r?\n([\s\S]*?)^<\/\1>[ \t]*$/gm;
  let last = 0;
  for (const match of markdown.matchAll(pattern)) {
    if (match.index > last) blocks.push({ kind: "markdown", text: markdown.slice(last, match.index) });
    const [, tag, attrs, text] = match;
    blocks.push(tag === "Callout" ? { kind: "callout", title: String(attributes(attrs).title ?? ""), text } : { kind: "shortAnswer", text });
    last = match.index + match[0].length;
  }
  if (last < markdown.length) blocks.push({ kind: "markdown", text: markdown.slice(last) });
  return blocks.filter((block) => block.kind !== "markdown" || block.text.trim() !== "");
}

/** The `##` headings, as the page's table of contents lists them (Astro gives them github-slugger ids). */
export function sectionHeadings(markdown: string): { slug: string; text: string }[] {
  const slugger = new GithubSlugger();
  return [...markdown.matchAll(/^##[ \t]+(.+?)[ \t]*#*$/gm)].map(([, text]) => ({ slug: slugger.slug(text), text }));
}

function Markdown({ text, slugger }: { text: string; slugger: GithubSlugger }) {
  const heading =
    (Tag: "h2" | "h3") =>
    ({ children }: { children?: ReactNode }) => {
      const plain = typeof children === "string" ? children : Array.isArray(children) ? children.filter((part) => typeof part === "string").join("") : "";
      return <Tag id={slugger.slug(plain)}>{children}</Tag>;
    };
  const link = ({ href, title, children }: ComponentProps<"a">) =>
    title === "term" ? (
      <a className="term-link" href={href}>
        {children}
      </a>
    ) : (
      <a href={href} title={title}>
        {children}
      </a>
    );
  return (
    <ReactMarkdown remarkPlugins={markdownPlugins} components={{ h2: heading("h2"), h3: heading("h3"), a: link }}>
      {text}
    </ReactMarkdown>
  );
}

function Contents({ sections }: { sections: readonly { slug: string; text: string }[] }) {
  return (
    <nav aria-labelledby="artikel-inhalt" className="mt-8 rounded-card border border-line bg-surface-tint p-5">
      <h2 id="artikel-inhalt" className="text-base font-semibold text-ink">
        {articleLabels.contents}
      </h2>
      <ol className="mt-3 flex list-decimal flex-col gap-1.5 pl-6 marker:text-brand-700">
        {sections.map((heading) => (
          <li key={heading.slug}>
            <a className="text-brand-800 underline underline-offset-4 hover:text-brand-900" href={`#${heading.slug}`}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function ArticleBody({ body, glossarySlugs }: { body: string; glossarySlugs: readonly string[] }) {
  const text = printInlineComponents(body, glossarySlugs);
  const sections = sectionHeadings(text);
  const slugger = new GithubSlugger();
  return (
    <>
      {bodyBlocks(text).map((block, index) => {
        if (block.kind === "markdown") return <Markdown key={index} text={block.text} slugger={slugger} />;
        if (block.kind === "callout") {
          return (
            <div key={index} className="callout" role="note">
              <p className="callout-title">{block.title}</p>
              <Markdown text={block.text} slugger={slugger} />
            </div>
          );
        }
        return (
          <Fragment key={index}>
            <div className="short-answer">
              <p className="short-answer-label">{articleLabels.shortAnswer}</p>
              <Markdown text={block.text} slugger={slugger} />
            </div>
            {sections.length >= articleLabels.tocFromSections && <Contents sections={sections} />}
          </Fragment>
        );
      })}
    </>
  );
}
