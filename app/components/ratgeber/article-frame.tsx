import { ArticleByline } from "~/components/ratgeber/article-byline";
import { homeRoute, sectionIds } from "~/config/site-routes";
import { articleLabels } from "~/content/ratgeber-pages";
import type { ArticleTopic, SourceLink } from "~/modules/ratgeber-schema";
import { GERMAN_ARTICLE_WORDS, type ArticleWords } from "./article-words";

/**
 * What an article's page shows around its text: above it the breadcrumb, topic, heading and
 * byline, below it the disclaimer, sources, related links and the call to the enquiry. One
 * definition for the page (app/pages/ratgeber/[slug].astro) and the editor's preview
 * (app/editor/preview/article-preview.tsx), so the owner sees the article as visitors will.
 * Text runs are single strings, so React writes no comment markers into the static HTML. The
 * English article page passes its own `words` (docs/decisions/0073).
 */
export function ArticleHeader({
  title,
  topic,
  updated,
  words = GERMAN_ARTICLE_WORDS,
}: {
  title: string;
  topic: ArticleTopic;
  updated: Date;
  words?: ArticleWords;
}) {
  return (
    <>
      <nav aria-label={words.breadcrumbLabel} className="text-sm text-ink-muted" data-pagefind-ignore="">
        <ol className="flex flex-wrap gap-x-2">
          <li>
            <a className="underline underline-offset-4 hover:text-ink" href={words.home.href}>
              {words.home.label}
            </a>
            {" ›"}
          </li>
          <li>
            <a className="underline underline-offset-4 hover:text-ink" href={words.guide.href}>
              {words.guide.label}
            </a>
            {" ›"}
          </li>
          <li>
            <span aria-current="page">{title}</span>
          </li>
        </ol>
      </nav>
      <p className="mt-6 font-semibold text-brand-800">{words.topicTitle(topic)}</p>
      <h1 id="artikel-titel" className="mt-2 text-display font-bold tracking-tight text-ink">
        {title}
      </h1>
      <ArticleByline updated={updated} words={words} />
    </>
  );
}

/** The call at the end of an article: the new customer's enquiry, unless the page passes another (the member page's, docs/decisions/0070). */
export interface ArticleCta {
  heading: string;
  text: string;
  button: string;
  href: string;
}

const NEW_CUSTOMER_CTA: ArticleCta = { ...articleLabels.cta, href: `${homeRoute.path}#${sectionIds.contact}` };

export function ArticleFooter({
  sources,
  related,
  cta = NEW_CUSTOMER_CTA,
  words = GERMAN_ARTICLE_WORDS,
}: {
  sources: readonly SourceLink[];
  related: readonly { href: string; label: string }[];
  cta?: ArticleCta;
  words?: ArticleWords;
}) {
  return (
    <>
      <p className="mt-10 border-t border-line pt-6 text-sm text-ink-muted">{words.notAdvice}</p>
      <section aria-labelledby="artikel-quellen" className="mt-8">
        <h2 id="artikel-quellen" className="text-xl font-bold text-ink">
          {words.sources}
        </h2>
        <p className="mt-2 text-ink-muted">{words.sourcesIntro}</p>
        <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-6">
          {sources.map((source) => (
            <li key={source.url + source.citation}>
              <a className="text-brand-800 underline underline-offset-4 hover:text-brand-900" href={source.url}>
                {source.citation}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="artikel-passend" className="mt-8">
        <h2 id="artikel-passend" className="text-xl font-bold text-ink">
          {words.related}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {related.map((link) => (
            <li key={link.href}>
              <a className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="artikel-anfrage" className="mt-10 rounded-card bg-brand-700 p-6 text-white sm:p-8" data-pagefind-ignore="">
        <h2 id="artikel-anfrage" className="text-2xl font-bold">
          {cta.heading}
        </h2>
        <p className="mt-3 text-brand-50">{cta.text}</p>
        <a
          className="mt-5 inline-flex min-h-11 items-center rounded-control bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-white"
          href={cta.href}
        >
          {cta.button}
        </a>
      </section>
    </>
  );
}
