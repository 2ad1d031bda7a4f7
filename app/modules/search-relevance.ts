/**
 * Which of Pagefind's hits the site search shows, and where they link (decision 0044).
 *
 * Pagefind matches every indexed word that starts with the query's stem. When no word does, it
 * shortens the query until something matches: „xyzzy“ finds „X“, „English“ finds „eng“ and
 * „engen“, „asdf“ finds „a“, „Zahnarzt“ finds „z.“. Its score does not tell these apart (xyzzy
 * scores 5.4, a real hit for „PKV“ 0.08), so the rule is on the words found: a hit counts when,
 * for every word of the query, a word it matched begins with at least half of that query word,
 * and with at least four of its letters (the whole word when it is shorter). Half is what German
 * stemming can take off („Möglichkeiten“ → „möglich“); Pagefind's shortened fallbacks keep less.
 *
 * The glossary is one page of many terms: its hit becomes one hit per matching term, linking to
 * the term's own anchor (the section around the term's heading), not to the top of the page.
 */

/** An element with an id, as Pagefind recorded it (location: index of the next word in `content`). */
export interface SearchAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

/** The part of a page between two headings with ids, as Pagefind splits it. */
export interface SearchSubResult {
  title: string;
  url: string;
  locations: number[];
  excerpt: string;
  anchor?: SearchAnchor;
}

/** The fields of Pagefind's result data the search uses. */
export interface SearchHitData {
  url: string;
  excerpt: string;
  /** The page's indexed text; split on whitespace, `locations` index into it. */
  content: string;
  locations: number[];
  meta: { title?: string };
  sub_results: SearchSubResult[];
  anchors: SearchAnchor[];
}

/** One line of the result list. `term` is set for a glossary term's hit. */
export interface SearchHit {
  href: string;
  title: string;
  excerpt: string;
  term?: string;
}

/** A matched word must share at least this many leading letters with a longer query word … */
const MIN_SHARED_LETTERS = 4;
/** … and at least this share of it. */
const MIN_SHARED_SHARE = 0.5;
/** At most this many terms of the glossary per query; the rest are a click on „Glossar“ away. */
export const MAX_GLOSSARY_HITS = 3;

/** Lower case without diacritics, so „Beiträge“ and „Beitrag“ compare letter by letter. */
function fold(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("de").replace(/ß/g, "ss");
}

/** The words of a text as the comparison sees them: folded, split at anything not a letter or digit. */
function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

function sharedPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

function requiredLetters(queryWord: string): number {
  if (queryWord.length <= MIN_SHARED_LETTERS) return queryWord.length;
  return Math.max(MIN_SHARED_LETTERS, Math.ceil(queryWord.length * MIN_SHARED_SHARE));
}

/**
 * Whether a matched token of the page („PKV-Beiträge,“) stands for the query word: one of its
 * parts, or the parts joined (Pagefind indexes „PKV-Beiträge“ also as „pkvbeiträge“), begins
 * with enough of the query word.
 */
function tokenSupports(token: string, queryWord: string): boolean {
  const parts = wordsOf(token);
  const candidates = parts.length > 1 ? [...parts, parts.join("")] : parts;
  const needed = requiredLetters(queryWord);
  return candidates.some((candidate) => sharedPrefixLength(candidate, queryWord) >= needed);
}

/** The query's words as compared: folded, punctuation dropped. */
function queryWords(query: string): string[] {
  return wordsOf(query);
}

/** True when the words found at `locations` of `content` answer every word of the query. */
export function isRelevantMatch(query: string, content: string, locations: readonly number[]): boolean {
  const wanted = queryWords(query);
  if (wanted.length === 0 || locations.length === 0) return false;
  const words = content.split(/\s+/);
  const found = locations.map((location) => words[location]).filter((word): word is string => word !== undefined);
  return wanted.every((queryWord) => found.some((token) => tokenSupports(token, queryWord)));
}

/** True when the text (a term's name) itself answers every word of the query. */
function namesQuery(query: string, text: string): boolean {
  const wanted = queryWords(query);
  return wanted.length > 0 && wanted.every((queryWord) => wordsOf(text).some((word) => tokenSupports(word, queryWord)));
}

function samePath(url: string, path: string): boolean {
  const strip = (value: string) => value.replace(/[?#].*$/, "").replace(/\/+$/, "") || "/";
  return strip(url) === strip(path);
}

/**
 * The id a glossary term's hit links to: the last `section` with an id that begins at or before
 * the term's heading (the glossary wraps each term in `<section id="slug">`). None for a heading
 * outside such a section (the page's own title).
 */
function termId(heading: SearchAnchor, anchors: readonly SearchAnchor[]): string | undefined {
  let found: SearchAnchor | undefined;
  for (const candidate of anchors) {
    if (candidate.element !== "section" || candidate.location > heading.location) continue;
    if (!found || candidate.location >= found.location) found = candidate;
  }
  return found?.id;
}

/**
 * The hits one Pagefind result stands for: none when its matches are not the query's words;
 * for the glossary one per matching term (terms whose name matches first, then those with the
 * most matches, at most MAX_GLOSSARY_HITS), linking to `glossaryPath#<term id>`; else the page.
 */
export function searchHits(query: string, data: SearchHitData, glossaryPath: string): SearchHit[] {
  if (!isRelevantMatch(query, data.content, data.locations)) return [];
  const page: SearchHit = { href: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
  if (!samePath(data.url, glossaryPath)) return [page];
  const terms = data.sub_results
    .flatMap((sub, order) => {
      const id = sub.anchor && termId(sub.anchor, data.anchors);
      if (!id || !isRelevantMatch(query, data.content, sub.locations)) return [];
      return [{ sub, id, order, named: namesQuery(query, sub.title) }];
    })
    .sort((a, b) => Number(b.named) - Number(a.named) || b.sub.locations.length - a.sub.locations.length || a.order - b.order)
    .slice(0, MAX_GLOSSARY_HITS);
  if (terms.length === 0) return [page];
  return terms.map(({ sub, id }) => ({ href: `${glossaryPath}#${id}`, title: sub.title, excerpt: sub.excerpt, term: sub.title }));
}
