/**
 * Heads of the English courtesy translations (docs/decisions/0073). Built with the site’s SEO
 * builder like the German legal pages; the English home is their breadcrumb parent.
 */
import { siteConfig } from "~/config/site-config";
import { ENGLISH_HOME, englishRoute } from "~/config/english-routes";
import type { LegalSlug } from "~/config/site-routes";
import { buildSeo, type PageHead } from "~/modules/seo";
import { englishRole } from "../english-role";
import { ogImagePath } from "../page-heads";
import type { PageSeo } from "../types";

const { brand, adviser, registration } = siteConfig;
const role = englishRole(registration.status);

export const englishLegalPageSeo: Record<LegalSlug, PageSeo & { breadcrumbName: string }> = {
  impressum: {
    title: "Legal notice (Impressum)",
    breadcrumbName: "Legal notice",
    description: `Legal notice of ${brand} in English: provider ${adviser.name}, contact, licence under §\u00a034d GewO, Vermittlerregister, professional indemnity insurance and arbitration boards. Courtesy translation; the German version is binding.`,
    keywords: ["Impressum", "legal notice", brand, role],
  },
  datenschutz: {
    title: "Privacy policy (Datenschutzerklärung)",
    breadcrumbName: "Privacy policy",
    description: `How ${brand} handles your data: enquiries by WhatsApp, hosting, retention, your rights under the GDPR and the supervisory authority – no tracking and no cookies. Courtesy translation; the German version is binding.`,
    keywords: ["privacy policy", "GDPR", "Datenschutz", brand],
  },
  erstinformation: {
    title: "First information (Erstinformation)",
    breadcrumbName: "First information",
    description: `First information under §\u00a015 VersVermV in English: status as ${role}, register number, remuneration, holdings and arbitration boards of ${adviser.name}. Courtesy translation; the German version is binding.`,
    keywords: ["Erstinformation", "§\u00a015 VersVermV", role, brand],
  },
};

export function englishLegalHead(slug: LegalSlug): PageHead {
  const { breadcrumbName, ...seo } = englishLegalPageSeo[slug];
  return buildSeo(
    {
      ...seo,
      path: englishRoute(slug).path,
      lang: "en",
      ogImage: ogImagePath("home"),
      ogImageAlt: `${brand}: ${seo.title}`,
      breadcrumbName,
      breadcrumbParents: [{ name: "English", path: ENGLISH_HOME }],
    },
    siteConfig,
    role,
  );
}
