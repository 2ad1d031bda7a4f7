/**
 * Builds every search-engine and share tag of a page from a few inputs (spec §2
 * "Search-engine metadata"). Pure: the site config is passed in, so tests can vary it.
 */
import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "~/config/site-config-schema";

export interface SeoInput {
  /** Page title without the brand suffix. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Site path, e.g. "/" or "/pkv-aerzte". */
  path: string;
  /** Site path of the 1200×630 share image. */
  ogImage: string;
  ogImageAlt: string;
  /** Name of the page in the breadcrumb and the Service it describes. */
  breadcrumbName: string;
  serviceName: string;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Home: '{title} | {brand}'; every other page: '{title} | {brand} PKV Beratung'. */
export function pageTitle(title: string, path: string, config: Pick<SiteConfig, "brand">): string {
  return path === "/" ? `${title} | ${config.brand}` : `${title} | ${config.brand} PKV Beratung`;
}

export function absoluteUrl(path: string, config: Pick<SiteConfig, "siteUrl">): string {
  return new URL(path, `${config.siteUrl}/`).href;
}

function personNode(config: SiteConfig) {
  return {
    "@type": "Person",
    "@id": `${config.siteUrl}/#berater`,
    name: config.adviser.name,
    jobTitle: config.adviser.role,
    url: `${config.siteUrl}/`,
    telephone: `+${config.phone.digits}`,
    email: config.email,
    image: absoluteUrl(`${config.adviser.photo.src}.png`, config),
    address: {
      "@type": "PostalAddress",
      streetAddress: config.address.street,
      postalCode: config.address.postalCode,
      addressLocality: config.address.city,
      addressCountry: "DE",
    },
    sameAs: config.social.map((profile) => profile.url),
  };
}

/** The page's JSON-LD graph: WebPage, Service (provided by the Person), Person, BreadcrumbList. */
export function buildStructuredData(input: SeoInput, config: SiteConfig) {
  const url = absoluteUrl(input.path, config);
  const homeUrl = absoluteUrl("/", config);
  const breadcrumb = [{ "@type": "ListItem", position: 1, name: "Home", item: homeUrl }];
  if (input.path !== "/") {
    breadcrumb.push({ "@type": "ListItem", position: 2, name: input.breadcrumbName, item: url });
  }
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": `${url}#webseite`,
        url,
        name: pageTitle(input.title, input.path, config),
        description: input.description,
        inLanguage: "de-DE",
        isPartOf: { "@type": "WebSite", "@id": `${homeUrl}#website`, url: homeUrl, name: config.brand },
        primaryImageOfPage: absoluteUrl(input.ogImage, config),
        breadcrumb: { "@id": `${url}#breadcrumb` },
        mainEntity: { "@id": `${url}#leistung` },
      },
      {
        "@type": "Service",
        "@id": `${url}#leistung`,
        name: input.serviceName,
        serviceType: "Beratung zur privaten Krankenversicherung",
        description: input.description,
        areaServed: { "@type": "Country", name: "Deutschland" },
        availableLanguage: "de",
        offers: { "@type": "Offer", price: "0", priceCurrency: "EUR", description: "Kostenlose und unverbindliche Erstberatung" },
        provider: { "@id": `${config.siteUrl}/#berater` },
      },
      personNode(config),
      { "@type": "BreadcrumbList", "@id": `${url}#breadcrumb`, itemListElement: breadcrumb },
    ],
  };
}

/** Everything a page's `meta` export returns. */
export function buildSeo(input: SeoInput, config: SiteConfig): MetaDescriptor[] {
  const title = pageTitle(input.title, input.path, config);
  const url = absoluteUrl(input.path, config);
  const image = absoluteUrl(input.ogImage, config);
  return [
    { title },
    { name: "description", content: input.description },
    { name: "keywords", content: input.keywords.join(", ") },
    { name: "robots", content: "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "de_DE" },
    { property: "og:site_name", content: config.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: input.ogImageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.ogImageAlt },
    { "script:ld+json": buildStructuredData(input, config) },
  ];
}

/** The 404 page: a title for people, nothing for search engines to index. */
export function buildNotFoundSeo(config: Pick<SiteConfig, "brand">): MetaDescriptor[] {
  return [{ title: `Seite nicht gefunden | ${config.brand}` }, { name: "robots", content: "noindex, follow" }];
}
