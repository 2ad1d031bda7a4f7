import { siteConfig } from "~/config/site-config";
import { adviserRole } from "~/content/adviser-role";
import { homeRoute, sectionIds } from "~/config/site-routes";
import { articleLabels } from "~/content/ratgeber-pages";
import { formatLongDate } from "~/modules/format-de";
import { isoDay } from "~/modules/seo";

/**
 * „Stand: (Datum) · von (Name), (Rolle aus adviser-role.ts)“ under an article's
 * heading. JSX, so the spaces and the comma sit exactly where the sentence needs them. Left out of
 * the search index, where it would open every result's excerpt.
 */
export function ArticleByline({ updated }: { updated: Date }) {
  return (
    <p className="mt-4 text-sm text-ink-muted" data-pagefind-ignore="">
      {`${articleLabels.updated}: `}
      <time dateTime={isoDay(updated)}>{formatLongDate(updated)}</time>
      {` · ${articleLabels.byline} `}
      <a className="underline underline-offset-4 hover:text-ink" href={`${homeRoute.path}#${sectionIds.about}`}>
        {siteConfig.adviser.name}
      </a>
      {`, ${adviserRole(siteConfig).role}`}
    </p>
  );
}
