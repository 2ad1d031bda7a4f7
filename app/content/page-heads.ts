/**
 * Glue between the content modules and the SEO builder: one call per kind of page. The words it
 * adds to a page's own title and description (the share image's description, a profession page's
 * name, the services named) are the owner's file texte/suchmaschinen.yaml, finished by the build.
 */
import { siteConfig } from "~/config/site-config";
import { articlePath, calculatorRoute, glossaryRoute, guideRoute, homeRoute, legalRoute, memberRoute, type LegalSlug } from "~/config/site-routes";
import { groupRoute } from "~/config/page-routes";
import { filledOnThePage } from "~/modules/copy-placeholders";
import { buildNotFoundSeo, buildOfflineSeo, buildSeo, type JsonLdNode, type PageHead, type SeoInput } from "~/modules/seo";
import type { PageHeadsText } from "~/modules/text-files/page-heads-schema";
import { adviserRole } from "./adviser-role";
import { offlinePage } from "./offline-page";
import text from "./texte/suchmaschinen.yaml";
import type { GroupContent, HomeContent, PageSeo } from "./types";

const copy = text as PageHeadsText;

/** A profession page's name in breadcrumbs and links: „PKV für Ärzte“. */
export function groupPageName(groupName: string): string {
  return filledOnThePage(copy.groupPage.name, { gruppe: groupName });
}

/** What the share image of a page titled `title` shows, for those who cannot see it. */
function shareImageAlt(title: string): string {
  return filledOnThePage(copy.shareImageAlt, { seitentitel: title });
}

/** A page's head for the site's adviser: her config, and her role as the Person node's job title. */
function siteHead(input: SeoInput): PageHead {
  return buildSeo(input, siteConfig, adviserRole(siteConfig).role);
}

/** Where the build writes each page's 1200×630 share image (scripts/build/og-images.ts). */
export function ogImagePath(name: string): string {
  return `/og/${name}.png`;
}

export function homeHead(content: HomeContent): PageHead {
  return siteHead({
    ...content.seo,
    path: "/",
    ogImage: ogImagePath("home"),
    ogImageAlt: shareImageAlt(content.seo.title),
    breadcrumbName: homeRoute.navLabel,
    serviceName: copy.home.service,
  });
}

export function groupHead(content: GroupContent): PageHead {
  const route = groupRoute(content.slug);
  return siteHead({
    ...content.seo,
    path: route.path,
    ogImage: ogImagePath(content.slug),
    ogImageAlt: shareImageAlt(content.seo.title),
    breadcrumbName: groupPageName(route.groupName),
    serviceName: filledOnThePage(copy.groupPage.service, { gruppe: route.groupName }),
  });
}

export function calculatorHead(seo: PageSeo): PageHead {
  return siteHead({
    ...seo,
    path: calculatorRoute.path,
    ogImage: ogImagePath("pkv-rechner"),
    ogImageAlt: shareImageAlt(seo.title),
    breadcrumbName: calculatorRoute.navLabel,
    serviceName: copy.calculator.service,
  });
}

/** The page for those already privately insured (docs/decisions/0070): its service is the check of a tariff switch. */
export function memberHead(seo: PageSeo, service: string): PageHead {
  return siteHead({
    ...seo,
    path: memberRoute.path,
    ogImage: ogImagePath(MEMBER_OG_NAME),
    ogImageAlt: shareImageAlt(seo.title),
    breadcrumbName: memberRoute.navLabel,
    serviceName: service,
  });
}

/** The member page's share image: og/schon-privat-versichert.png. */
export const MEMBER_OG_NAME = memberRoute.path.slice(1);

/** The guide's index: a page of the site's own content, no Service node. */
export function guideHead(seo: PageSeo): PageHead {
  return siteHead({
    ...seo,
    path: guideRoute.path,
    ogImage: ogImagePath("ratgeber"),
    ogImageAlt: shareImageAlt(seo.title),
    breadcrumbName: guideRoute.navLabel,
  });
}

/** The glossary, with its terms as a DefinedTermSet (built by the page from the collection). */
export function glossaryHead(seo: PageSeo, definedTermSet: JsonLdNode): PageHead {
  return siteHead({
    ...seo,
    path: glossaryRoute.path,
    ogImage: ogImagePath("glossar"),
    ogImageAlt: shareImageAlt(seo.title),
    breadcrumbName: glossaryRoute.navLabel,
    extraNodes: [definedTermSet],
  });
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
  return siteHead({
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    path: articlePath(article.slug),
    ogImage: ogImagePath(articleOgName(article.slug)),
    ogImageAlt: shareImageAlt(article.title),
    breadcrumbName: article.title,
    breadcrumbParents: [{ name: guideRoute.navLabel, path: guideRoute.path }],
    article: { published: article.published, modified: article.updated },
  });
}

/** Legal texts are pages of the site, but offer no service: no Service node in their JSON-LD. */
export function legalHead(slug: LegalSlug, seo: PageSeo): PageHead {
  const route = legalRoute(slug);
  return siteHead({
    ...seo,
    path: route.path,
    ogImage: ogImagePath("home"),
    ogImageAlt: shareImageAlt(seo.title),
    breadcrumbName: route.navLabel,
  });
}

export function notFoundHead(): PageHead {
  return buildNotFoundSeo(siteConfig);
}

export function offlineHead(): PageHead {
  return buildOfflineSeo(offlinePage.title, siteConfig);
}
