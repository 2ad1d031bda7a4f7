/** Search-engine texts of the three legal pages (their bodies are the legal documents themselves). */
import { siteConfig } from "~/config/site-config";
import type { LegalSlug } from "~/config/site-routes";
import { adviserRole } from "../adviser-role";
import type { PageSeo } from "../types";

const { brand, adviser } = siteConfig;
const role = adviserRole(siteConfig);

export const legalPageSeo: Record<LegalSlug, PageSeo> = {
  impressum: {
    title: "Impressum",
    description: `Impressum von ${brand}: Anbieter ${adviser.name}, Kontakt, Erlaubnis nach §\u00a034d GewO, Vermittlerregister, Berufshaftpflicht und Schlichtungsstellen.`,
    keywords: ["Impressum", brand, role.statusNoun, "Vermittlerregister"],
  },
  datenschutz: {
    title: "Datenschutzerklärung",
    description: `Wie ${brand} mit Ihren Daten umgeht: Anfrage per WhatsApp, Hosting, Speicherdauer, Ihre Rechte und die zuständige Aufsichtsbehörde – ohne Tracking und ohne Cookies.`,
    keywords: ["Datenschutz", "DSGVO", brand, "WhatsApp"],
  },
  erstinformation: {
    title: "Erstinformation",
    description: `Erstinformation nach §\u00a015 VersVermV: Status als ${role.statusNoun}, Registernummer, Vergütung, Beteiligungen und Schlichtungsstellen von ${adviser.name}.`,
    keywords: ["Erstinformation", "§\u00a015 VersVermV", role.statusNoun, brand],
  },
};
