/**
 * Which glossary terms an article uses, read from its MDX source: every <Term slug="…"> element.
 * The glossary page lists under each term the articles that link it, so the list follows the
 * articles without anyone keeping it.
 */

const TERM_ELEMENT = /<Term\s+slug=(?:"([^"]+)"|'([^']+)')/g;

/** The distinct term slugs in one article's source, in order of first use. */
export function termSlugsIn(source: string): string[] {
  const slugs = [...source.matchAll(TERM_ELEMENT)].map((match) => match[1] ?? match[2]);
  return [...new Set(slugs)];
}

/** For each term slug, the ids of the articles using it (articles in the given order). */
export function articlesByTerm(articles: readonly { id: string; body: string }[]): Map<string, string[]> {
  const byTerm = new Map<string, string[]>();
  for (const article of articles) {
    for (const slug of termSlugsIn(article.body)) byTerm.set(slug, [...(byTerm.get(slug) ?? []), article.id]);
  }
  return byTerm;
}
