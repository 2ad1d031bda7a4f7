import { guideRoute } from "~/config/site-routes";
import { groupArticlesLabels } from "~/content/ratgeber-pages";
import { Section, SectionHeading } from "../ui/section";

export interface ArticleLink {
  href: string;
  title: string;
  description: string;
}

/** The profession page's two or three most relevant guide articles (route table: `relatedArticles`). */
export function GroupArticles({ groupName, articles }: { groupName: string; articles: readonly ArticleLink[] }) {
  return (
    <Section labelledBy="ratgeber-artikel" tone="tint">
      <SectionHeading id="ratgeber-artikel" title={groupArticlesLabels.heading(groupName)} intro={groupArticlesLabels.intro} />
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.href} className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card">
            <h3 className="text-lg font-semibold">
              <a className="text-brand-800 underline-offset-4 hover:underline" href={article.href}>
                {article.title}
              </a>
            </h3>
            <p className="mt-2 text-ink-muted">{article.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <a className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900" href={guideRoute.path}>
          {groupArticlesLabels.all}
        </a>
      </p>
    </Section>
  );
}
