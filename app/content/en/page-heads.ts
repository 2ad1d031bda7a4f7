/**
 * The heads of the English content pages (expats, guide, articles, glossary): the site's SEO
 * builder with the page's own words and the language English (docs/decisions/0073). The share images are the German pages' for now (an English
 * image set is not built); an article with a German twin uses its twin's.
 */
import { siteConfig } from "~/config/site-config";
import { englishArticlePath, englishRoute } from "~/config/english-routes";
import { buildSeo, type JsonLdNode, type PageHead, type SeoInput } from "~/modules/seo";
import { englishRole } from "../english-role";
import { articleOgName, ogImagePath } from "../page-heads";
import type { PageSeo } from "../types";

/** A content page's head in English: the site's builder with the language set (docs/decisions/0073). */
function englishPageHead(input: SeoInput): PageHead {
  return buildSeo({ ...input, lang: "en" }, siteConfig, englishRole(siteConfig.registration.status));
}

export function expatsHead(seo: PageSeo, breadcrumbName: string): PageHead {
  return englishPageHead({ ...seo, path: englishRoute("expats").path, ogImage: ogImagePath("home"), ogImageAlt: seo.title, breadcrumbName });
}

export function englishGuideHead(seo: PageSeo, breadcrumbName: string): PageHead {
  return englishPageHead({ ...seo, path: englishRoute("guide").path, ogImage: ogImagePath("ratgeber"), ogImageAlt: seo.title, breadcrumbName });
}

export function englishGlossaryHead(seo: PageSeo, breadcrumbName: string, definedTermSet: JsonLdNode): PageHead {
  return englishPageHead({
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
  return englishPageHead({
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
