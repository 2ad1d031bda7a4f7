/**
 * Splits German copy into sentences and words, for checks that compare copy across pages.
 *
 * A full stop ends a sentence only when the next word starts like a sentence (capital letter,
 * digit, opening quote or bracket) and the word before it is neither an abbreviation
 * ("Abs.", "Nr.", "z.\u00a0B.", "ggf.") nor an ordinal ("43.", "4., 8."). German ordinals are
 * followed by capitalised nouns ("60. Lebensjahr"), so the capital letter alone cannot decide.
 */

/** Abbreviations that end in a full stop but never end a sentence in our copy; compared in lower case. */
const ABBREVIATIONS = new Set([
  "abs.",
  "nr.",
  "nrn.",
  "art.",
  "s.",
  "z.\u00a0b.",
  "z.b.",
  "u.\u00a0a.",
  "d.\u00a0h.",
  "ggf.",
  "bzw.",
  "ca.",
  "inkl.",
  "zzgl.",
  "vgl.",
  "usw.",
  "etc.",
  "evtl.",
  "sog.",
  "max.",
  "min.",
  "mind.",
  "dr.",
  "prof.",
  "str.",
  "tel.",
]);

/** Sentence-final punctuation, optionally followed by closing quotes or brackets. */
const SENTENCE_END = /[.!?][“”»")\]]*$/;
/** The first character of a word that can open a sentence. */
const SENTENCE_START = /^[„“"«([]*[\p{Lu}\d§]/u;
/** "4." "43." "4.," – a number of up to three digits with a full stop: an ordinal, not a sentence end. */
const ORDINAL = /^\(?\d{1,3}\.$/;

/** "z." "d." "u." – the first half of a two-part abbreviation written with a plain space ("z. B."). */
const ABBREVIATION_PART = /^\p{Ll}\.$/u;

function endsSentence(word: string, next: string | undefined, previous: string | undefined): boolean {
  if (!SENTENCE_END.test(word)) return false;
  if (next === undefined) return true;
  if (!SENTENCE_START.test(next)) return false;
  if (!word.endsWith(".")) return true; // "?" and "!" always end a sentence
  const bare = word.replace(/^[„“"«([]+/, "").toLowerCase();
  if (ABBREVIATIONS.has(bare)) return false;
  // "z.\u00a0B." may also reach us as the tail of a word joined by a no-break space.
  const tail = bare.split("\u00a0").slice(-2).join("\u00a0");
  if (ABBREVIATIONS.has(tail) || ABBREVIATIONS.has(bare.split("\u00a0").at(-1) ?? "")) return false;
  if (ORDINAL.test(bare)) return false;
  if (ABBREVIATION_PART.test(bare) || (previous !== undefined && ABBREVIATION_PART.test(previous) && /^\p{L}\.$/u.test(bare))) return false;
  return true;
}

/**
 * Words separated by ordinary white space. A no-break space binds its neighbours into one word
 * ("§\u00a06", "43.\u00a0Tag", "z.\u00a0B."), exactly as it binds them on the page.
 */
function rawWords(text: string): string[] {
  return text.split(/[ \t\n\r]+/).filter((word) => word.length > 0);
}

export function splitSentences(text: string): string[] {
  const words = rawWords(text);
  const sentences: string[] = [];
  let current: string[] = [];
  words.forEach((word, index) => {
    current.push(word);
    if (endsSentence(word, words[index + 1], words[index - 1])) {
      sentences.push(current.join(" "));
      current = [];
    }
  });
  if (current.length > 0) sentences.push(current.join(" "));
  return sentences;
}

/**
 * Words for comparison: lower case, punctuation stripped, no-break spaces treated as spaces,
 * so that the same wording matches whatever its punctuation or line-breaking.
 */
export function comparableWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/[^\p{L}\p{N}§%€ ]+/gu, " ")
    .split(" ")
    .filter((word) => word.length > 0);
}
