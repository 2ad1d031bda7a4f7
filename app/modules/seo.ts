/**
 * Builds every search-engine and share tag of a page from a few inputs (pkv-site-spec.md §2
 * "Search-engine metadata"). Pure: the site config and the adviser's job title (the role words,
 * app/content/adviser-role.ts, passed in by app/content/page-heads.ts) come in, so tests can vary them.
 * app/layouts/site-layout.astro writes the result into each page's <head>.
 */
import type { SiteConfig } from "~/config/site-config-schema";
import { hasEnglish, type Lang } from "~/config/languages";
import { openingHoursSpecification } from "./opening-hours";
import { fallbackPath, imageSitePath } from "./responsive-images";

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
  /** Name of the page in the breadcrumb. */
  breadcrumbName: string;
  /** The advice the page offers, as a schema.org Service; pages without one (legal texts) leave it out. */
  serviceName?: string;
  /** Pages between home and this one in the breadcrumb, e.g. the guide's index above an article. */
  breadcrumbParents?: readonly { name: string; path: string }[];
  /** An article of the guide: an Article node (author and publisher: the adviser) and og:type article. */
  article?: { published: Date; modified: Date };
  /** Further JSON-LD nodes describing the page's content (e.g. the glossary's DefinedTermSet). */
  extraNodes?: readonly JsonLdNode[];
  /** The page's language; German when left out. An English page's home in the breadcrumb is /en/ (docs/decisions/0073). */
  lang?: Lang;
}

/** og:locale and JSON-LD inLanguage per language: the English section is written in British English. */
export const PAGE_LOCALES: Readonly<Record<Lang, { og: string; inLanguage: string; home: string; serviceType: string; country: string; offer: string }>> = {
  de: {
    og: "de_DE",
    inLanguage: "de-DE",
    home: "/",
    serviceType: "Beratung zur privaten Krankenversicherung",
    country: "Deutschland",
    offer: "Kostenlose und unverbindliche Erstberatung",
  },
  en: {
    og: "en_GB",
    inLanguage: "en-GB",
    home: "/en/",
    serviceType: "Advice on private health insurance",
    country: "Germany",
    offer: "Free initial consultation without obligation",
  },
};

/** A schema.org node of the page's graph. */
export interface JsonLdNode {
  "@type": string;
  [property: string]: unknown;
}

/** One <meta> element: `name` or `property` with its content. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** Everything a page's <head> carries besides charset, viewport and icons. */
export interface PageHead {
  title: string;
  meta: readonly MetaTag[];
  canonical?: string;
  /** JSON-LD graph; written as a <script type="application/ld+json"> with "<" escaped. */
  structuredData?: object;
}

const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Home: '{title} | {brand}'; every other page: '{title} | {brand} PKV Beratung' (the spec's suffix and menu label, word for word: docs/decisions/0049). */
export function pageTitle(title: string, path: string, config: Pick<SiteConfig, "brand">, lang: Lang = "de"): string {
  // The German menu label („PKV Beratung“) is no suffix for an English page: the brand alone.
  if (lang === "en") return `${title} | ${config.brand}`;
  return path === "/" ? `${title} | ${config.brand}` : `${title} | ${config.brand} PKV Beratung`;
}

/** 2026-11-23T00:00:00Z → "2026-11-23": articles are dated by day, as their frontmatter says. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function absoluteUrl(path: string, config: Pick<SiteConfig, "siteUrl">): string {
  return new URL(path, `${config.siteUrl}/`).href;
}

function personNode(config: SiteConfig, jobTitle: string) {
  return {
    "@type": "Person",
    "@id": `${config.siteUrl}/#berater`,
    name: config.adviser.name,
    jobTitle,
    url: `${config.siteUrl}/`,
    telephone: `+${config.phone.digits}`,
    email: config.email,
    // Without a photo in the config the person has no image: the initials are no picture of her.
    ...(config.adviser.photo ? { image: absoluteUrl(fallbackPath(imageSitePath(config.adviser.photo.src)), config) } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: config.address.street,
      postalCode: config.address.postalCode,
      addressLocality: config.address.city,
      addressCountry: "DE",
    },
    // schema.org wants no empty list: without profiles the property is left out.
    ...(config.social.length ? { sameAs: config.social.map((profile) => profile.url) } : {}),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: `+${config.phone.digits}`,
      email: config.email,
      // The enquiry is answered in English too when the owner publishes the English section (docs/decisions/0073).
      availableLanguage: hasEnglish(config) ? ["de", "en"] : "de",
      hoursAvailable: openingHoursSpecification(config.openingHours),
    },
  };
}

/** The page's JSON-LD graph: WebPage, Service (provided by the Person) where the page offers one, Person, BreadcrumbList. */
export function buildStructuredData(input: SeoInput, config: SiteConfig, jobTitle: string) {
  const url = absoluteUrl(input.path, config);
  const homeUrl = absoluteUrl("/", config);
  const locale = PAGE_LOCALES[input.lang ?? "de"];
  const trail = input.path === locale.home ? [] : [...(input.breadcrumbParents ?? []), { name: input.breadcrumbName, path: input.path }];
  const breadcrumb = [{ name: "Home", path: locale.home }, ...trail].map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(crumb.path, config),
  }));
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": `${url}#webseite`,
        url,
        name: pageTitle(input.title, input.path, config, input.lang),
        description: input.description,
        inLanguage: locale.inLanguage,
        isPartOf: { "@type": "WebSite", "@id": `${homeUrl}#website`, url: homeUrl, name: config.brand },
        primaryImageOfPage: absoluteUrl(input.ogImage, config),
        breadcrumb: { "@id": `${url}#breadcrumb` },
        ...(input.serviceName ? { mainEntity: { "@id": `${url}#leistung` } } : {}),
        ...(input.article ? { mainEntity: { "@id": `${url}#artikel` } } : {}),
      },
      ...(input.article
        ? [
            {
              "@type": "Article",
              "@id": `${url}#artikel`,
              headline: input.title,
              description: input.description,
              inLanguage: locale.inLanguage,
              datePublished: isoDay(input.article.published),
              dateModified: isoDay(input.article.modified),
              image: absoluteUrl(input.ogImage, config),
              mainEntityOfPage: { "@id": `${url}#webseite` },
              // The adviser writes the guide and publishes the site: both are the Person node below.
              author: { "@id": `${config.siteUrl}/#berater` },
              publisher: { "@id": `${config.siteUrl}/#berater` },
            },
          ]
        : []),
      ...(input.extraNodes ?? []),
      ...(input.serviceName
        ? [
            {
              "@type": "Service",
              "@id": `${url}#leistung`,
              name: input.serviceName,
              serviceType: locale.serviceType,
              description: input.description,
              // The language of the advice belongs to the provider's contact point: schema.org has no
              // availableLanguage on Service.
              areaServed: { "@type": "Country", name: locale.country },
              offers: { "@type": "Offer", price: "0", priceCurrency: "EUR", description: locale.offer },
              provider: { "@id": `${config.siteUrl}/#berater` },
            },
          ]
        : []),
      personNode(config, jobTitle),
      { "@type": "BreadcrumbList", "@id": `${url}#breadcrumb`, itemListElement: breadcrumb },
    ],
  };
}

/** Everything a page's <head> says about it. */
export function buildSeo(input: SeoInput, config: SiteConfig, jobTitle: string): PageHead {
  const title = pageTitle(input.title, input.path, config, input.lang);
  const url = absoluteUrl(input.path, config);
  const image = absoluteUrl(input.ogImage, config);
  return {
    title,
    canonical: url,
    meta: [
      { name: "description", content: input.description },
      { name: "keywords", content: input.keywords.join(", ") },
      { name: "robots", content: "index, follow" },
      { property: "og:type", content: input.article ? "article" : "website" },
      { property: "og:locale", content: PAGE_LOCALES[input.lang ?? "de"].og },
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
      ...(input.article
        ? [
            { property: "article:published_time", content: isoDay(input.article.published) },
            { property: "article:modified_time", content: isoDay(input.article.modified) },
          ]
        : []),
    ],
    structuredData: buildStructuredData(input, config, jobTitle),
  };
}

/** The 404 page: a title for people, nothing for search engines to index. */
export function buildNotFoundSeo(config: Pick<SiteConfig, "brand">): PageHead {
  return { title: `Seite nicht gefunden | ${config.brand}`, meta: [{ name: "robots", content: "noindex, follow" }] };
}

/** The page the service worker shows offline for an address it has not stored: for people only, never indexed. */
export function buildOfflineSeo(title: string, config: Pick<SiteConfig, "brand">): PageHead {
  return { title: `${title} | ${config.brand}`, meta: [{ name: "robots", content: "noindex, follow" }] };
}

/** JSON-LD as the text of a <script> element: "<" escaped, so no text in it can close the element. */
export function structuredDataScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** A glossary term as schema.org reads it: name, plain-text definition, the page anchor that defines it. */
export interface DefinedTermInput {
  slug: string;
  term: string;
  definition: string;
}

/** The glossary's terms as a DefinedTermSet; each term's @id and url are its anchor on the page. */
export function definedTermSetNode(path: string, name: string, terms: readonly DefinedTermInput[], config: Pick<SiteConfig, "siteUrl">): JsonLdNode {
  const url = absoluteUrl(path, config);
  return {
    "@type": "DefinedTermSet",
    "@id": `${url}#begriffe`,
    name,
    url,
    inLanguage: "de-DE",
    hasDefinedTerm: terms.map((term) => ({
      "@type": "DefinedTerm",
      "@id": `${url}#${term.slug}`,
      url: `${url}#${term.slug}`,
      name: term.term,
      description: term.definition,
      inDefinedTermSet: { "@id": `${url}#begriffe` },
    })),
  };
}
