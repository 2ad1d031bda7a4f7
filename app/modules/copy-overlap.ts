/**
 * Finds wording that two pages share: a whole sentence, or a run of more than `maxRunWords`
 * consecutive words. Used to keep every page's copy its own (search engines and readers both
 * notice paragraphs copied from page to page).
 */
import { comparableWords, splitSentences } from "./german-sentences";

export interface PageCopy {
  page: string;
  texts: readonly string[];
}

export interface SharedCopy {
  kind: "sentence" | "run";
  /** The shared wording, normalised (lower case, no punctuation). */
  text: string;
  pages: readonly [string, string];
}

export interface OverlapOptions {
  /** A run of more than this many words on two pages counts as shared. */
  maxRunWords: number;
  /** Sentences with fewer words ("Ja.", "In der Regel nicht.") may repeat; they are not copied paragraphs. */
  minSentenceWords: number;
}

/** Every normalised sentence of a page and every run of `runLength` words inside one text. */
function fingerprints(texts: readonly string[], runLength: number, minSentenceWords: number) {
  const sentences = new Set<string>();
  const runs = new Set<string>();
  for (const text of texts) {
    for (const sentence of splitSentences(text)) {
      const words = comparableWords(sentence);
      if (words.length >= minSentenceWords) sentences.add(words.join(" "));
    }
    // Runs may cross sentence boundaries: two copied half-sentences are still copied text.
    const words = comparableWords(text);
    for (let start = 0; start + runLength <= words.length; start++) runs.add(words.slice(start, start + runLength).join(" "));
  }
  return { sentences, runs };
}

export function findSharedCopy(pages: readonly PageCopy[], options: OverlapOptions): SharedCopy[] {
  const runLength = options.maxRunWords + 1;
  const prints = pages.map((page) => ({ page: page.page, ...fingerprints(page.texts, runLength, options.minSentenceWords) }));
  const shared: SharedCopy[] = [];
  prints.forEach((first, index) => {
    for (const second of prints.slice(index + 1)) {
      for (const sentence of first.sentences) {
        if (second.sentences.has(sentence)) shared.push({ kind: "sentence", text: sentence, pages: [first.page, second.page] });
      }
      for (const run of first.runs) {
        if (second.runs.has(run)) shared.push({ kind: "run", text: run, pages: [first.page, second.page] });
      }
    }
  });
  return shared;
}
