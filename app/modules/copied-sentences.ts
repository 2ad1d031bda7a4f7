/**
 * Which of a page's sentences still stand word for word on another page: a profession page made
 * with „Kopie anlegen“ goes live with its source's copy until every text is rewritten, and nothing
 * but this says so (docs/decisions/0071). The editor's preview and `npm run build:production` warn
 * with it; the shipped pages share no sentence at all (app/content/unique-copy.test.ts).
 */
import { findSharedCopy, type PageCopy } from "./copy-overlap";

/** A sentence of fewer words („Nein.“, „In der Regel nicht.“) may stand on two pages. */
const MIN_SENTENCE_WORDS = 3;

export interface CopiedFrom {
  /** The other page, as named in `others`. */
  page: string;
  /** How many of the page's sentences stand on it too. */
  sentences: number;
}

/** The pages `page` shares sentences with, most shared first; empty when its copy is its own. */
export function copiedSentences(page: PageCopy, others: readonly PageCopy[]): CopiedFrom[] {
  const counts = new Map<string, number>();
  for (const other of others) {
    if (other.page === page.page) continue;
    const shared = findSharedCopy([page, other], { maxRunWords: Number.MAX_SAFE_INTEGER, minSentenceWords: MIN_SENTENCE_WORDS });
    const sentences = shared.filter((item) => item.kind === "sentence").length;
    if (sentences > 0) counts.set(other.page, sentences);
  }
  return [...counts].map(([name, sentences]) => ({ page: name, sentences })).sort((a, b) => b.sentences - a.sentences || a.page.localeCompare(b.page));
}

/** Every string in `value` (objects and lists walked), except under keys `skip` accepts: names, not copy. */
export function copyTexts(value: unknown, skip: (path: string) => boolean, path = ""): string[] {
  if (skip(path)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item, index) => copyTexts(item, skip, `${path}[${index}]`));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => copyTexts(item, skip, path ? `${path}.${key}` : key));
  return [];
}
