/**
 * What the German and English guide index and glossary compute from their collections: one
 * logic for both languages, so the two pages cannot drift apart (docs/decisions/0073). The pages
 * hand in their language's entries, article addresses and labels.
 */
import { articlesByTerm } from "./article-terms";
import { ARTICLE_TOPICS, type ArticleTopic } from "./ratgeber-schema";

interface TermEntry {
  id: string;
  body?: string;
  data: { term: string };
}

interface ArticleEntry {
  id: string;
  body?: string;
  data: { title: string; topic: ArticleTopic };
}

export interface ArticleLink {
  href: string;
  title: string;
}

export interface GlossaryIndex<T extends TermEntry> {
  /** The terms in German alphabetical order: the reader looks them up as written. */
  sorted: T[];
  /** The articles linking each term (by its slug), in the order the articles came. */
  usedIn: (slug: string) => ArticleLink[];
  /** One jump link per initial letter, to the first term under it. */
  letters: { letter: string; href: string }[];
  /** Each term with its explanation as plain text, for the DefinedTermSet in the JSON-LD. */
  definitions: { slug: string; term: string; definition: string }[];
}

const initial = (entry: TermEntry) => entry.data.term[0]!.toLocaleUpperCase("de");

/** The explanation's Markdown as plain text: links reduced to their words, whitespace collapsed. */
export function definitionText(body: string | undefined): string {
  return (body ?? "")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

export function glossaryIndex<T extends TermEntry>(
  terms: readonly T[],
  articles: readonly { id: string; body?: string; data: { title: string } }[],
  articleHref: (id: string) => string,
): GlossaryIndex<T> {
  const sorted = [...terms].sort((a, b) => a.data.term.localeCompare(b.data.term, "de"));
  const usage = articlesByTerm(articles.map((article) => ({ id: article.id, body: article.body ?? "" })));
  const titleOf = (id: string) => articles.find((article) => article.id === id)?.data.title ?? id;
  const letters = [...new Set(sorted.map(initial))].map((letter) => ({ letter, href: `#${sorted.find((entry) => initial(entry) === letter)!.id}` }));
  return {
    sorted,
    usedIn: (slug) => (usage.get(slug) ?? []).map((id) => ({ href: articleHref(id), title: titleOf(id) })),
    letters,
    definitions: sorted.map((entry) => ({ slug: entry.id, term: entry.data.term, definition: definitionText(entry.body) })),
  };
}

export interface TopicGroup<A extends ArticleEntry> {
  topic: ArticleTopic;
  title: string;
  intro: string;
  articles: A[];
}

/** The guide's articles by topic in the topics' order, each topic's by title; empty topics left out. */
export function articlesByTopic<A extends ArticleEntry>(
  articles: readonly A[],
  labels: Readonly<Record<ArticleTopic, { title: string; intro: string }>>,
  locale: "de" | "en",
): TopicGroup<A>[] {
  return ARTICLE_TOPICS.map((topic) => ({
    topic,
    ...labels[topic],
    articles: articles.filter((article) => article.data.topic === topic).sort((a, b) => a.data.title.localeCompare(b.data.title, locale)),
  })).filter((group) => group.articles.length > 0);
}
