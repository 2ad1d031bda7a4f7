/**
 * The preview of an article in the editor: the page's own frame (ArticleHeader, ArticleFooter,
 * the same components app/pages/ratgeber/[slug].astro renders) around the text as the page
 * shows it (article-body.tsx), styled by the site's stylesheet (preview.css). Updates as the
 * owner types; a field not yet filled in shows as empty, never as an error.
 */
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import contentIndex from "virtual:content-index";
import { ArticleFooter, ArticleHeader } from "~/components/ratgeber/article-frame";
import { articleCta } from "~/content/members";
import { internalLinkLabel } from "~/content/ratgeber-links";
import { ARTICLE_TOPICS, type ArticleTopic, type SourceLink } from "~/modules/ratgeber-schema";
import { ArticleBody } from "./article-body";

function dayOf(value: unknown): Date {
  const date = new Date(String(value ?? ""));
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

function linkLabel(link: string): string {
  try {
    return internalLinkLabel(link, (slug) => contentIndex.articles.find((article) => article.slug === slug)?.title);
  } catch {
    return link;
  }
}

export function ArticlePreview({ entry }: PreviewTemplateComponentProps) {
  const data = (entry.get("data")?.toJS() ?? {}) as Record<string, unknown>;
  const topic = (ARTICLE_TOPICS as readonly unknown[]).includes(data.topic) ? (data.topic as ArticleTopic) : ARTICLE_TOPICS[0];
  const sources = ((data.sources as SourceLink[] | undefined) ?? []).filter((source) => source?.citation && source?.url);
  const related = ((data.related as string[] | undefined) ?? []).map((href) => ({ href, label: linkLabel(href) }));
  return (
    <article className="bg-white py-10" aria-labelledby="artikel-titel">
      <div className="mx-auto max-w-3xl px-4">
        <ArticleHeader title={String(data.title ?? "")} topic={topic} updated={dayOf(data.updated)} />
        <div className="prose-article mt-8">
          <ArticleBody body={String(data.body ?? "")} glossarySlugs={contentIndex.glossary.map((term) => term.slug)} />
        </div>
        <ArticleFooter sources={sources} related={related} cta={articleCta(String(entry.get("slug") ?? ""))} />
      </div>
    </article>
  );
}
