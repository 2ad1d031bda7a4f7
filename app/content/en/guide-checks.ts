/**
 * What the build says about the English guide's files (app/content/en/ratgeber/*.mdx,
 * app/content/en/glossar/*.md, docs/decisions/0073), as app/content/guide-checks.ts says it about
 * the German ones: refused, naming the file and line, a claim the English rules forbid, German
 * typography (english-copy-rules.ts), an amount or rate of the figures table typed by hand in
 * English format instead of written by <Figure> (it would stay when next year's row arrives), and a
 * <Figure> or <Term> naming nothing; the writers' contract as advice, never a stop.
 */
import type { SchemaIssue } from "~/config/schema-issues";
import { siteConfig } from "~/config/site-config";
import { ARTICLE_FIGURE_NAMES } from "~/modules/article-figures";
import { englishCopyProblems, typesetEnglish } from "~/modules/english-copy-rules";
import { proseOfFile, type ProseText } from "~/modules/mdx-prose";
import { guideFileAdvice, type GuideFile, type GuideReport } from "../guide-checks";
import { ENGLISH_TABLE_VALUES } from "./table-values";

/** Components stand for the value the page prints; the checks see a placeholder where one stands. */
const PLACEHOLDER = () => "[value]";

/** Every year's amounts and rates as the English pages print them: typed by hand, they would outlive their year. */
const TABLE_VALUES = ENGLISH_TABLE_VALUES;

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function fieldOf(found: ProseText): string {
  return found.path
    .replace(/^frontmatter list item$/, "Liste")
    .replace(/^frontmatter /, "")
    .replace(/^line /, "Zeile ");
}

function textIssues(prose: readonly ProseText[]): SchemaIssue[] {
  return prose.flatMap((found) => {
    const text = typesetEnglish(found.text);
    const field = fieldOf(found);
    return [
      ...englishCopyProblems(text, { brokerName: siteConfig.broker.name }).map((why) => ({ field, problem: `${why} – „${excerpt(text)}“` })),
      ...TABLE_VALUES.filter((value) => new RegExp(`(?<![\\d.,])${escape(value)}(?!\\d)`).test(found.text)).map((value) => ({
        field,
        problem: `„${value}“ ist von Hand geschrieben – Beträge und Sätze der Rechengrößen bitte mit <Figure name="…" /> (oder <GkvMaximum />) einsetzen, sonst bleibt der Wert beim Jahreswechsel stehen: „${excerpt(text)}“`,
      })),
    ];
  });
}

function componentIssues(source: string, glossarySlugs?: ReadonlySet<string>): SchemaIssue[] {
  const lineOf = (index: number) => `Zeile ${source.slice(0, index).split("\n").length}`;
  const named = (pattern: RegExp) => [...source.matchAll(pattern)].map((match) => ({ name: (match[1] ?? match[2])!, at: match.index }));
  return [
    ...named(/<Figure\s+name=(?:"([^"]*)"|'([^']*)')/g)
      .filter(({ name }) => !(ARTICLE_FIGURE_NAMES as readonly string[]).includes(name))
      .map(({ name, at }) => ({ field: lineOf(at), problem: `<Figure name="${name}"> gibt es nicht – möglich sind ${ARTICLE_FIGURE_NAMES.join(", ")}` })),
    ...(glossarySlugs
      ? named(/<Term\s+slug=(?:"([^"]*)"|'([^']*)')/g)
          .filter(({ name }) => !glossarySlugs.has(name))
          .map(({ name, at }) => ({
            field: lineOf(at),
            problem: `<Term slug="${name}">: diesen Begriff hat das englische Glossar nicht (keine Datei app/content/en/glossar/${name}.md)`,
          }))
      : []),
  ];
}

/** What stops the build in one English file, frontmatter and body. */
export function englishGuideFileIssues(file: GuideFile, glossarySlugs?: ReadonlySet<string>): SchemaIssue[] {
  return [...componentIssues(file.source, glossarySlugs), ...textIssues(proseOfFile(file.source, PLACEHOLDER))];
}

const slugOf = (file: GuideFile) => file.file.replace(/^.*\/([^/]+)\.mdx?$/, "$1");

/**
 * What the build prints about the English guide: the errors as for the German files, and the
 * writers' contract as advice (length, short answer first, callouts, glossary links), the same
 * contract in either language.
 */
export function englishGuideReport(files: readonly GuideFile[]): GuideReport {
  const glossarySlugs = new Set(files.filter((file) => file.kind === "glossary").map(slugOf));
  return {
    errors: files.flatMap((file) => {
      const issues = englishGuideFileIssues(file, glossarySlugs);
      return issues.length ? [`Fehler in ${file.file}:\n${issues.map((issue) => `  ${issue.field}: ${issue.problem}`).join("\n")}`] : [];
    }),
    advice: files.flatMap((file) => guideFileAdvice(file).map((advice) => `Hinweis zu ${file.file}: ${advice}`)),
  };
}
