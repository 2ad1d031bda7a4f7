/** Glue between the content modules and the SEO builder: one call per kind of page. */
import { siteConfig } from "~/config/site-config";
import { articlePath, calculatorRoute, glossaryRoute, guideRoute, legalRoute, type LegalSlug } from "~/config/site-routes";
import { groupRoute } from "~/config/page-routes";
import { buildNotFoundSeo, buildOfflineSeo, buildSeo, type JsonLdNode, type PageHead } from "~/modules/seo";
import { offlinePage } from "./offline-page";
import type { GroupContent, HomeContent, PageSeo } from "./types";

/** Where the build writes each page's 1200×630 share image (scripts/build/og-images.ts). */
export function ogImagePath(name: string): string {
  return `/og/${name}.png`;
}

export function homeHead(content: HomeContent): PageHead {
  return buildSeo(
    {
      ...content.seo,
      path: "/",
      ogImage: ogImagePath("home"),
      ogImageAlt: `${siteConfig.brand}: ${content.seo.title}`,
      breadcrumbName: "Home",
      serviceName: "Beratung zur privaten Krankenversicherung",
    },
    siteConfig,
  );
}

export function groupHead(content: GroupContent): PageHead {
  const route = groupRoute(content.slug);
  return buildSeo(
    {
      ...content.seo,
      path: route.path,
      ogImage: ogImagePath(content.slug),
      ogImageAlt: `${siteConfig.brand}: ${content.seo.title}`,
      breadcrumbName: `PKV für ${route.groupName}`,
      serviceName: `Beratung zur privaten Krankenversicherung für ${route.groupName}`,
    },
    siteConfig,
  );
}

export function calculatorHead(seo: PageSeo): PageHead {
  return buildSeo(
    {
      ...seo,
      path: calculatorRoute.path,
      ogImage: ogImagePath("pkv-rechner"),
      ogImageAlt: `${siteConfig.brand}: ${seo.title}`,
      breadcrumbName: calculatorRoute.navLabel,
      serviceName: "Rechner zur gesetzlichen und privaten Krankenversicherung",
    },
    siteConfig,
  );
}

/** The guide's index: a page of the site's own content, no Service node. */
export function guideHead(seo: PageSeo): PageHead {
  return buildSeo(
    {
      ...seo,
      path: guideRoute.path,
      ogImage: ogImagePath("ratgeber"),
      ogImageAlt: `${siteConfig.brand}: ${seo.title}`,
      breadcrumbName: guideRoute.navLabel,
    },
    siteConfig,
  );
}

/** The glossary, with its terms as a DefinedTermSet (built by the page from the collection). */
export function glossaryHead(seo: PageSeo, definedTermSet: JsonLdNode): PageHead {
  return buildSeo(
    {
      ...seo,
      path: glossaryRoute.path,
      ogImage: ogImagePath("glossar"),
      ogImageAlt: `${siteConfig.brand}: ${seo.title}`,
      breadcrumbName: glossaryRoute.navLabel,
      extraNodes: [definedTermSet],
    },
    siteConfig,
  );
}

/** The file name of an article's share image: og/ratgeber-<slug>.png. */
export function articleOgName(slug: string): string {
  return `ratgeber-${slug}`;
}

export interface ArticleHeadInput {
  slug: string;
  title: string;
  description: string;
  published: Date;
  updated: Date;
  keywords: readonly string[];
}

/** An article: Article node with author and publisher, breadcrumb Home › Ratgeber › article, its own share image. */
export function articleHead(article: ArticleHeadInput): PageHead {
  return buildSeo(
    {
      title: article.title,
      description: article.description,
      keywords: article.keywords,
      path: articlePath(article.slug),
      ogImage: ogImagePath(articleOgName(article.slug)),
      ogImageAlt: `${siteConfig.brand}: ${article.title}`,
      breadcrumbName: article.title,
      breadcrumbParents: [{ name: guideRoute.navLabel, path: guideRoute.path }],
      article: { published: article.published, modified: article.updated },
    },
    siteConfig,
  );
}

/** Legal texts are pages of the site, but offer no service: no Service node in their JSON-LD. */
export function legalHead(slug: LegalSlug, seo: PageSeo): PageHead {
  const route = legalRoute(slug);
  return buildSeo(
    {
      ...seo,
      path: route.path,
      ogImage: ogImagePath("home"),
      ogImageAlt: `${siteConfig.brand}: ${seo.title}`,
      breadcrumbName: route.navLabel,
    },
    siteConfig,
  );
}

export function notFoundHead(): PageHead {
  return buildNotFoundSeo(siteConfig);
}

export function offlineHead(): PageHead {
  return buildOfflineSeo(offlinePage.title, siteConfig);
}
