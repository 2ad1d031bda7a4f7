/** Glue between the content modules and the SEO builder: one call per kind of page. */
import { siteConfig } from "~/config/site-config";
import { groupRoute } from "~/config/site-routes";
import type { GroupContent, HomeContent } from "~/content/types";
import { buildSeo } from "~/modules/seo";

/** Where the build writes each page's 1200×630 share image (scripts/build/og-images.ts). */
export function ogImagePath(slug: string): string {
  return `/og/${slug}.png`;
}

export function homeMeta(content: HomeContent) {
  return buildSeo(
    {
      ...content.seo,
      path: "/",
      ogImage: ogImagePath("home"),
      ogImageAlt: `${siteConfig.brand}: ${content.seo.title}`,
      breadcrumbName: "Home",
      serviceName: "Unabhängige Beratung zur privaten Krankenversicherung",
    },
    siteConfig,
  );
}

export function groupMeta(content: GroupContent) {
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
