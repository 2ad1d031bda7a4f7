import { siteConfig } from "~/config/site-config";
import { isoDay } from "~/modules/seo";
import { GERMAN_ARTICLE_WORDS, type ArticleWords } from "./article-words";

/**
 * „Stand: (Datum) · von (Name), (Rolle aus adviser-role.ts)“ under an article's heading, or its
 * English words on an English article (`words`). JSX, so the spaces and the comma sit exactly where
 * the sentence needs them. Left out of the search index, where it would open every result's excerpt.
 */
export function ArticleByline({ updated, words = GERMAN_ARTICLE_WORDS }: { updated: Date; words?: ArticleWords }) {
  return (
    <p className="mt-4 text-sm text-ink-muted" data-pagefind-ignore="">
      {`${words.updated}: `}
      <time dateTime={isoDay(updated)}>{words.formatDate(updated)}</time>
      {` · ${words.byline} `}
      <a className="underline underline-offset-4 hover:text-ink" href={words.aboutHref}>
        {siteConfig.adviser.name}
      </a>
      {`, ${words.role}`}
    </p>
  );
}
