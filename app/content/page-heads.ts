/** Glue between the content modules and the SEO builder: one call per kind of page. */
import { siteConfig } from "~/config/site-config";
import { calculatorRoute, groupRoute, legalRoute, type LegalSlug } from "~/config/site-routes";
import { buildNotFoundSeo, buildSeo, type PageHead } from "~/modules/seo";
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
