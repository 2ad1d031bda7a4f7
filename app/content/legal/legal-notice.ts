/**
 * Impressum: provider details under § 5 DDG (which replaced § 5 TMG in May 2024), the information
 * a service provider owes under § 2 DL-InfoV (professional title, chamber, liability insurance),
 * the consumer-dispute statement of § 36 VSBG, and the note that the EU online dispute platform
 * closed on 20 July 2025 (Regulation (EU) 2024/3228). Everything about the adviser comes from the
 * site config; the § 15 VersVermV details live on their own page, the Erstinformation.
 */
import { siteConfig } from "~/config/site-config";
import type { SiteConfig } from "~/config/site-config-schema";
import { formatOpeningHours } from "~/modules/opening-hours";
import { telHref } from "~/modules/tel-link";
import { adviserRole } from "../adviser-role";
import { disputeBodyBlocks, intermediaryStatus, liabilityInsuranceBlocks, registerBlocks } from "./intermediary";
import { GESETZE_IM_INTERNET } from "../legal-sources";
import {
  externalLink,
  facts,
  firstInformationPdfLink,
  legalPageLink,
  lines,
  link,
  list,
  paragraph,
  type Inline,
  type LegalDocumentContent,
  type LegalSection,
} from "./legal-types";

/**
 * W-IdNr (§ 5 Abs. 1 Nr. 6 DDG: once assigned under § 139c AO) and USt-IdNr appear only when the
 * config has them; without either the section is left out.
 */
function taxIdSection(config: SiteConfig): LegalSection[] {
  const { businessId, vatId } = config.registration;
  const rows: Array<[string, ...Inline[]]> = [];
  if (businessId) rows.push(["Wirtschafts-Identifikationsnummer (§\u00a0139c Abgabenordnung)", businessId]);
  if (vatId) rows.push(["Umsatzsteuer-Identifikationsnummer (§\u00a027a Umsatzsteuergesetz)", vatId]);
  return rows.length ? [{ heading: "Identifikationsnummern", id: "identifikationsnummern", blocks: [facts(...rows)] }] : [];
}

export function buildLegalNotice(config: SiteConfig): LegalDocumentContent {
  const { adviser, address, phone, email, openingHours, registration } = config;
  const status = intermediaryStatus(config);
  const role = adviserRole(config);
  const postalLine = `${address.postalCode}\u00a0${address.city}`;

  return {
    title: "Impressum",
    numbered: false,
    versionLabel: "Stand:",
    versionDate: config.legalTexts.legalNoticeDate,
    sections: [
      {
        heading: "Angaben gemäß §\u00a05 DDG",
        id: "anbieter",
        blocks: [lines(adviser.name, config.brand, address.street, postalLine, address.country)],
      },
      {
        heading: "Kontakt",
        id: "kontakt",
        blocks: [
          lines(
            ["Telefon: ", link(phone.display, telHref(phone.digits))],
            `Telefonisch erreichbar: ${formatOpeningHours(openingHours)}`,
            ["E-Mail: ", link(email, `mailto:${email}`)],
            `Auf E-Mails und WhatsApp-Nachrichten: ${config.responseTime}`,
          ),
        ],
      },
      {
        heading: "Berufsbezeichnung und Erlaubnis",
        id: "beruf",
        blocks: [
          facts(
            ["Berufsbezeichnung", role.professionalTitle],
            ["Verliehen in", adviser.professionalTitleState],
            ["Status", `${status.permission}. ${status.meaning}`],
            ["Erlaubnis erteilt von", registration.chamber],
            ["Qualifikation", adviser.qualification],
          ),
        ],
      },
      {
        heading: "Aufsichtsbehörde und Kammer",
        id: "aufsicht",
        blocks: [
          paragraph(
            `Für meine Tätigkeit nach §\u00a034d GewO ist die ${registration.chamber} zuständig: Sie hat die Erlaubnis erteilt und ist Aufsichtsbehörde. Ihr gehöre ich als Mitglied an.`,
          ),
          lines(registration.chamber, registration.chamberAddress),
          paragraph(
            "Die Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin) beaufsichtigt die Versicherungsunternehmen, nicht aber Versicherungsvermittler; für meine Tätigkeit ist sie nicht zuständig.",
          ),
        ],
      },
      { heading: "Eintragung im Vermittlerregister", id: "register", blocks: registerBlocks(config) },
      ...taxIdSection(config),
      { heading: "Berufshaftpflichtversicherung", id: "haftpflicht", blocks: liabilityInsuranceBlocks(config) },
      {
        heading: "Erstinformation nach §\u00a015 VersVermV",
        id: "hinweis-erstinformation",
        blocks: [
          paragraph(
            "Status, Vergütung, Beteiligungen und Schlichtungsstellen nenne ich in meiner ",
            legalPageLink("Erstinformation", "erstinformation"),
            ", die es auch ",
            firstInformationPdfLink("als PDF"),
            " gibt.",
          ),
        ],
      },
      {
        heading: "Berufsrechtliche Regelungen",
        id: "berufsrecht",
        blocks: [
          list(["§\u00a034d Gewerbeordnung (GewO)"], ["§§\u00a059–68 Versicherungsvertragsgesetz (VVG)"], ["Versicherungsvermittlungsverordnung (VersVermV)"]),
          paragraph("Sie sind nachzulesen unter ", externalLink("www.gesetze-im-internet.de", GESETZE_IM_INTERNET), "."),
        ],
      },
      {
        heading: "Online-Streitbeilegung und Schlichtung",
        id: "streitbeilegung",
        blocks: [
          paragraph(
            "Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20.\u00a0Juli\u00a02025 eingestellt (Verordnung (EU) 2024/3228); ein Link darauf entfällt deshalb.",
          ),
          paragraph(
            "Bei Streitigkeiten mit Versicherungsvermittlern können Sie sich an diese anerkannten Schlichtungsstellen wenden (§\u00a0214 VVG). Ich bin bereit, an Streitbeilegungsverfahren vor ihnen teilzunehmen (§\u00a036 VSBG):",
          ),
          ...disputeBodyBlocks(),
        ],
      },
      {
        heading: "Verantwortlich für den Inhalt nach §\u00a018 Abs.\u00a02 MStV",
        id: "redaktion",
        blocks: [lines(adviser.name, address.street, postalLine)],
      },
      {
        heading: "Haftung für Inhalte",
        id: "haftung-inhalte",
        blocks: [
          paragraph(
            "Ich erstelle die Inhalte dieser Website mit Sorgfalt und halte sie aktuell, kann für ihre Richtigkeit, Vollständigkeit und Aktualität aber keine Gewähr übernehmen. Sie ersetzen keine persönliche Beratung; maßgeblich sind allein das individuelle Angebot und die Versicherungsbedingungen.",
          ),
        ],
      },
      {
        heading: "Haftung für Links",
        id: "haftung-links",
        blocks: [
          paragraph(
            "Diese Website verweist auf Seiten anderer Anbieter, auf deren Inhalte ich keinen Einfluss habe; für sie ist der jeweilige Anbieter verantwortlich. Beim Setzen der Links waren keine Rechtsverstöße erkennbar. Werden mir welche bekannt, entferne ich den Link umgehend.",
          ),
        ],
      },
      {
        heading: "Urheberrecht",
        id: "urheberrecht",
        blocks: [
          paragraph(
            "Texte, Bilder und Gestaltung dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen meiner vorherigen schriftlichen Zustimmung.",
          ),
        ],
      },
      {
        heading: "Datenschutz",
        id: "hinweis-datenschutz",
        blocks: [paragraph("Wie ich mit Ihren Daten umgehe, lesen Sie in meiner ", legalPageLink("Datenschutzerklärung", "datenschutz"), ".")],
      },
    ],
  };
}

export const legalNotice: LegalDocumentContent = buildLegalNotice(siteConfig);
