/**
 * The heads of the English content pages (expats, guide, articles, glossary): the site's SEO
 * builder with the page's own words, then the language set to English in the share tags and
 * the JSON-LD (docs/decisions/0073). The share images are the German pages' for now (an English
 * image set is not built); an article with a German twin uses its twin's.
 */
import { siteConfig } from "~/config/site-config";
import { englishArticlePath, englishRoute } from "~/config/english-routes";
import { buildSeo, type JsonLdNode, type PageHead, type SeoInput } from "~/modules/seo";
import { adviserRole } from "../adviser-role";
import { articleOgName, ogImagePath } from "../page-heads";
import type { PageSeo } from "../types";

const OG_LOCALE = "en_GB";
const IN_LANGUAGE = "en";

/** Every `inLanguage` of a JSON-LD value set to English. */
function inEnglish<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inEnglish) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === "inLanguage" ? IN_LANGUAGE : inEnglish(item)])) as T;
  }
  return value;
}

/** A page's head in English: the German builder's tags, with og:locale and inLanguage in English. */
export function englishHead(input: SeoInput): PageHead {
  const head = buildSeo(input, siteConfig, adviserRole(siteConfig).role);
  return {
    ...head,
    meta: head.meta.map((tag) => ("property" in tag && tag.property === "og:locale" ? { ...tag, content: OG_LOCALE } : tag)),
    ...(head.structuredData ? { structuredData: inEnglish(head.structuredData) } : {}),
  };
}

export function expatsHead(seo: PageSeo, breadcrumbName: string): PageHead {
  return englishHead({ ...seo, path: englishRoute("expats").path, ogImage: ogImagePath("home"), ogImageAlt: seo.title, breadcrumbName });
}

export function englishGuideHead(seo: PageSeo, breadcrumbName: string): PageHead {
  return englishHead({ ...seo, path: englishRoute("guide").path, ogImage: ogImagePath("ratgeber"), ogImageAlt: seo.title, breadcrumbName });
}

export function englishGlossaryHead(seo: PageSeo, breadcrumbName: string, definedTermSet: JsonLdNode): PageHead {
  return englishHead({
    ...seo,
    path: englishRoute("glossary").path,
    ogImage: ogImagePath("glossar"),
    ogImageAlt: seo.title,
    breadcrumbName,
    extraNodes: [definedTermSet],
  });
}

export interface EnglishArticleHeadInput {
  slug: string;
  title: string;
  description: string;
  published: Date;
  updated: Date;
  keywords: readonly string[];
  germanArticle?: string | undefined;
  guideName: string;
}

export function englishArticleHead(article: EnglishArticleHeadInput): PageHead {
  return englishHead({
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    path: englishArticlePath(article.slug),
    ogImage: ogImagePath(article.germanArticle ? articleOgName(article.germanArticle) : "ratgeber"),
    ogImageAlt: article.title,
    breadcrumbName: article.title,
    breadcrumbParents: [{ name: article.guideName, path: englishRoute("guide").path }],
    article: { published: article.published, modified: article.updated },
  });
}
