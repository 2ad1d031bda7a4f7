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
import englishText from "./en/texte/suchmaschinen.yaml";
import { englishRoute, type EnglishPage } from "~/config/english-routes";
import { englishRole } from "./english-role";
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

const englishCopy = englishText as PageHeadsText;

/** The English home's share image: og/en.png (scripts/build/og-images.ts). */
export const ENGLISH_HOME_OG_NAME = "en";

export interface EnglishHeadInput {
  /** The page's entry in the English route table (app/config/english-routes.ts), or an article's own path. */
  page: EnglishPage | { path: string };
  seo: PageSeo;
  /** Its name in the breadcrumb below „Home“ (the English home). */
  breadcrumbName: string;
  /** The share image's file name (ogImagePath); the English home's when the page has none of its own. */
  ogName?: string;
  /** An English name of the service the page offers; none for pages of content only. */
  serviceName?: string;
  breadcrumbParents?: readonly { name: string; path: string }[];
  article?: { published: Date; modified: Date };
  extraNodes?: readonly JsonLdNode[];
}

/**
 * An English page's head (docs/decisions/0073): og:locale en_GB, inLanguage en-GB, the breadcrumb
 * from the English home, the share image's description from en/texte/suchmaschinen.yaml, and the
 * Person's job title in English. hreflang is the layout's (languagePair), not the head's.
 */
export function englishHead(input: EnglishHeadInput): PageHead {
  const path = typeof input.page === "string" ? englishRoute(input.page).path : input.page.path;
  return buildSeo(
    {
      ...input.seo,
      path,
      lang: "en",
      ogImage: ogImagePath(input.ogName ?? ENGLISH_HOME_OG_NAME),
      ogImageAlt: filledOnThePage(englishCopy.shareImageAlt, { seitentitel: input.seo.title }),
      breadcrumbName: input.breadcrumbName,
      breadcrumbParents: input.breadcrumbParents,
      serviceName: input.serviceName,
      article: input.article,
      extraNodes: input.extraNodes,
    },
    siteConfig,
    englishRole(siteConfig.registration.status),
  );
}

/** The English home: the adviser's service in English. */
export function englishHomeHead(seo: PageSeo): PageHead {
  return englishHead({ page: "home", seo, breadcrumbName: "Home", serviceName: englishCopy.home.service });
}
