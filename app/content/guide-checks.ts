/**
 * What the build and the editor say about the guide's files (app/content/ratgeber/*.mdx,
 * app/content/glossar/*.md) beyond their frontmatter schemas (docs/decisions/0072-owners-yearly-check.md):
 * - refused, naming the file and the line: a claim the law forbids (copy-claims.ts), an amount
 *   or rate typed by hand instead of written by <Figure>, <FigureYear> or <GkvMaximum> — it would
 *   stay when next year's row arrives (typed-figures.ts) — and a <Figure> or <Term> naming a value
 *   or glossary term that does not exist;
 * - advice, printed as „Hinweis zu …“ and never a stop: the writers' contract
 *   (app/content/ratgeber/README.md) — length, the short answer first, at most two callouts, no
 *   heading of the first level, a glossary term linked once at its first use; two to six sentences
 *   per glossary term.
 * Pure: the build reads the files (scripts/build/guide-files.ts), the editor hands in the entry.
 */
import type { SchemaIssue } from "~/config/schema-issues";
import { siteConfig } from "~/config/site-config";
import { claimProblems, unbackedSavingPercent } from "~/modules/copy-claims";
import { typesetGerman } from "~/modules/german-typesetting";
import { bodyProse, proseOfFile, splitFrontmatter, wordCount, type ProseText } from "~/modules/mdx-prose";
import { splitSentences } from "~/modules/german-sentences";
import { allowedNumbers, typedFiguresIn } from "~/modules/typed-figures";
import { ARTICLE_FIGURE_NAMES } from "~/modules/article-figures";

export type GuideKind = "article" | "glossary";

export interface GuideFile {
  kind: GuideKind;
  /** Path from the project root, for messages. */
  file: string;
  source: string;
}

/** The writers' contract for an article's length. */
export const ARTICLE_WORDS = { min: 1_000, max: 2_000 } as const;
export const GLOSSARY_SENTENCES = { min: 2, max: 6 } as const;
export const MAX_CALLOUTS = 2;

/** Components stand for the value the page prints; the checks see a placeholder where one stands, so any number left was typed. */
const PLACEHOLDER = () => "[Wert]";
const claimContext = { adviserName: siteConfig.adviser.name, brokerName: siteConfig.broker.name };
const allowed = allowedNumbers(siteConfig.savingsComparison?.percent);
const NOTHING_PRODUCED: ReadonlySet<string> = new Set();
const number = (count: number) => new Intl.NumberFormat("de-DE").format(count);

/** „title“, „Zeile 42“: where a text is, as the owner finds it in the file. */
function fieldOf(found: ProseText): string {
  return found.path
    .replace(/^frontmatter list item$/, "Liste")
    .replace(/^frontmatter /, "")
    .replace(/^line /, "Zeile ");
}

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

function textIssues(prose: readonly ProseText[]): SchemaIssue[] {
  return prose.flatMap((found) => {
    const text = typesetGerman(found.text);
    const field = fieldOf(found);
    const saving = unbackedSavingPercent(text, siteConfig.savingsComparison?.percent);
    return [
      ...claimProblems(text, claimContext).map((why) => ({ field, problem: `${why} – „${excerpt(text)}“` })),
      ...(saving ? [{ field, problem: `${saving} – „${excerpt(text)}“` }] : []),
      ...splitSentences(text).flatMap((sentence) =>
        typedFiguresIn(sentence, NOTHING_PRODUCED, allowed).map((typed) => ({
          field,
          problem: `„${typed.number}“ ist von Hand geschrieben – Beträge und Sätze der Rechengrößen bitte mit <Figure name="…" /> (oder <GkvMaximum />) einsetzen, sonst bleibt der Wert beim Jahreswechsel stehen (ist es ein fester Satz eines Gesetzes, lässt ein Programmierer ihn in app/modules/typed-figures.ts zu): „${excerpt(sentence)}“`,
        })),
      ),
    ];
  });
}

/** <Figure name> and <Term slug> that name nothing; `glossarySlugs` only where the glossary is known (the build). */
function componentIssues(source: string, glossarySlugs?: ReadonlySet<string>): SchemaIssue[] {
  const lineOf = (index: number) => `Zeile ${source.slice(0, index).split("\n").length}`;
  return [
    ...[...source.matchAll(/<Figure\s+name=(?:"([^"]*)"|'([^']*)')/g)]
      .filter((match) => !(ARTICLE_FIGURE_NAMES as readonly string[]).includes(match[1] ?? match[2]!))
      .map((match) => ({
        field: lineOf(match.index),
        problem: `<Figure name="${match[1] ?? match[2]}"> gibt es nicht – möglich sind ${ARTICLE_FIGURE_NAMES.join(", ")}`,
      })),
    ...(glossarySlugs
      ? [...source.matchAll(/<Term\s+slug=(?:"([^"]*)"|'([^']*)')/g)]
          .filter((match) => !glossarySlugs.has(match[1] ?? match[2]!))
          .map((match) => ({
            field: lineOf(match.index),
            problem: `<Term slug="${match[1] ?? match[2]}">: diesen Begriff hat das Glossar nicht (keine Datei app/content/glossar/${match[1] ?? match[2]}.md)`,
          }))
      : []),
  ];
}

/** What stops the build (and the editor's save) in a whole file, frontmatter and body. */
export function guideFileIssues(file: GuideFile, glossarySlugs?: ReadonlySet<string>): SchemaIssue[] {
  return [...componentIssues(file.source, glossarySlugs), ...textIssues(proseOfFile(file.source, PLACEHOLDER))];
}

/** The same for the body alone, as the editor holds it apart from the frontmatter; lines counted in the body. */
export function guideBodyIssues(body: string): SchemaIssue[] {
  return [...componentIssues(body), ...textIssues(bodyProse(body, PLACEHOLDER))];
}

/** The same for the frontmatter's copy as the editor holds it (title, description, term …), each by its key. */
export function guideFieldIssues(fields: Readonly<Record<string, unknown>>): SchemaIssue[] {
  const copy = Object.entries(fields).flatMap(([key, value]) =>
    typeof value === "string" && !["topic", "published", "updated"].includes(key) ? [{ path: `frontmatter ${key}`, text: value }] : [],
  );
  return textIssues(copy);
}

/** The writers' contract as advice, one „field: …“ line each; empty when the file keeps it. */
export function guideFileAdvice(file: GuideFile): string[] {
  const { body } = splitFrontmatter(file.source);
  const bodyTexts = proseOfFile(file.source, PLACEHOLDER).filter((found) => !found.path.startsWith("frontmatter"));
  if (file.kind === "glossary") {
    const sentences = bodyTexts.flatMap((found) => splitSentences(found.text)).length;
    return sentences < GLOSSARY_SENTENCES.min || sentences > GLOSSARY_SENTENCES.max
      ? [`Text: ${sentences} Sätze – eine Begriffserklärung liest sich mit ${GLOSSARY_SENTENCES.min} bis ${GLOSSARY_SENTENCES.max} Sätzen am besten`]
      : [];
  }
  const advice: string[] = [];
  const words = wordCount(bodyTexts.map((found) => found.text));
  if (words < ARTICLE_WORDS.min || words > ARTICLE_WORDS.max) {
    advice.push(`Text: ${number(words)} Wörter – ein Artikel liest sich mit ${number(ARTICLE_WORDS.min)} bis ${number(ARTICLE_WORDS.max)} Wörtern am besten`);
  }
  const trimmed = body.trimStart();
  if (!trimmed.startsWith("<ShortAnswer>")) advice.push("Text: beginnt nicht mit <ShortAnswer>…</ShortAnswer>, der kurzen Antwort vorweg");
  if ((body.match(/<ShortAnswer>/g) ?? []).length > 1) advice.push("Text: mehr als eine <ShortAnswer> – die kurze Antwort steht einmal, am Anfang");
  const callouts = (body.match(/<Callout\b/g) ?? []).length;
  if (callouts > MAX_CALLOUTS) advice.push(`Text: ${callouts} Kästen (<Callout>) – höchstens ${MAX_CALLOUTS} bleiben auffällig`);
  if (/^#\s/m.test(body)) advice.push("Text: eine Überschrift mit einem # – die Seite setzt den Titel selbst darüber; Abschnitte beginnen mit ##");
  const terms = [...body.matchAll(/<Term\s+slug=(?:"([^"]+)"|'([^']+)')/g)].map((match) => match[1] ?? match[2]);
  if (terms.length === 0) advice.push('Text: verlinkt keinen Begriff des Glossars – <Term slug="…">…</Term> beim ersten Vorkommen hilft Lesern');
  for (const slug of new Set(terms.filter((term, index) => terms.indexOf(term) !== index)))
    advice.push(`Text: <Term slug="${slug}"> steht mehrmals – nur beim ersten Vorkommen verlinken`);
  const links = [...file.source.matchAll(/https?:\/\/[^\s)"'>]+/g)].map((match) => match[0]);
  for (const link of links.filter((found) => found.startsWith("http:"))) advice.push(`Link ${link}: bitte über https:// verlinken`);
  if (!links.some((link) => link.startsWith("https://www.gesetze-im-internet.de/")))
    advice.push("sources: kein Link auf www.gesetze-im-internet.de – die Paragraphen des Bundesrechts bitte dort verlinken");
  return advice;
}

export interface GuideReport {
  /** „Fehler in <file>:“ blocks, one per file at fault, each field on its own line. */
  errors: string[];
  /** „Hinweis zu <file>: …“ lines. */
  advice: string[];
}

/** The glossary's terms by slug: the file names in app/content/glossar/. */
const slugOf = (file: GuideFile) => file.file.replace(/^.*\/([^/]+)\.mdx?$/, "$1");

/** What the build prints about the guide's files. */
export function guideReport(files: readonly GuideFile[]): GuideReport {
  const glossarySlugs = new Set(files.filter((file) => file.kind === "glossary").map(slugOf));
  return {
    errors: files.flatMap((file) => {
      const issues = guideFileIssues(file, glossarySlugs);
      return issues.length ? [`Fehler in ${file.file}:\n${issues.map((issue) => `  ${issue.field}: ${issue.problem}`).join("\n")}`] : [];
    }),
    advice: files.flatMap((file) => guideFileAdvice(file).map((advice) => `Hinweis zu ${file.file}: ${advice}`)),
  };
}
