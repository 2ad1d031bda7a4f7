import { guideRoute } from "~/config/site-routes";
import { groupArticlesLabels } from "~/content/ratgeber-pages";
import { Section, SectionHeading } from "../ui/section";

export interface ArticleLink {
  href: string;
  title: string;
  description: string;
}

/** The profession page's two or three most relevant guide articles (route table: `relatedArticles`), a compact list on a phone. */
export function GroupArticles({ groupName, articles }: { groupName: string; articles: readonly ArticleLink[] }) {
  return (
    <Section labelledBy="ratgeber-artikel" tone="tint">
      <SectionHeading id="ratgeber-artikel" title={groupArticlesLabels.heading(groupName)} intro={groupArticlesLabels.intro} />
      <ul className="mt-6 grid divide-y divide-line sm:mt-8 md:grid-cols-3 md:gap-4 md:divide-y-0">
        {articles.map((article) => (
          <li
            key={article.href}
            className="flex flex-col py-4 first:pt-0 md:rounded-card md:border md:border-line md:bg-white md:p-5 md:shadow-card md:first:pt-5"
          >
            <h3 className="text-lg font-semibold">
              <a className="text-brand-800 underline underline-offset-4 md:no-underline md:hover:underline" href={article.href}>
                {article.title}
              </a>
            </h3>
            <p className="mt-1 text-sm text-ink-muted md:mt-2 md:text-base">{article.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 sm:mt-6">
        <a className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900" href={guideRoute.path}>
          {groupArticlesLabels.all}
        </a>
      </p>
    </Section>
  );
}
