/**
 * The Impressum’s English courtesy translation (docs/decisions/0073): the same sections, anchors
 * and config values as legal-notice.ts, in English; legal-parity.test.ts walks both fixtures to
 * keep the two in step. The German page is the binding one (§ 5 DDG).
 */
import { telHref } from "~/modules/tel-link";
import { siteConfig } from "~/config/site-config";
import type { SiteConfig } from "~/config/site-config-schema";
import { formatOpeningHoursEnglish } from "~/modules/opening-hours";
import { adviserRole } from "../adviser-role";
import { GESETZE_IM_INTERNET } from "../legal-sources";
import { cited, englishLegalPageLink } from "./english-legal";
import { disputeBodyBlocks } from "./intermediary";
import { englishIntermediaryStatus, englishLiabilityInsuranceBlocks, englishRegisterBlocks } from "./intermediary-en";
import {
  externalLink,
  facts,
  firstInformationPdfLink,
  lines,
  link,
  list,
  paragraph,
  type Inline,
  type LegalDocumentContent,
  type LegalSection,
} from "./legal-types";

function taxIdSection(config: SiteConfig): LegalSection[] {
  const { businessId, vatId } = config.registration;
  const rows: Array<[string, ...Inline[]]> = [];
  if (businessId) rows.push(["Business identification number (Wirtschafts-Identifikationsnummer, §\u00a0139c Abgabenordnung)", businessId]);
  if (vatId) rows.push(["VAT identification number (Umsatzsteuer-Identifikationsnummer, §\u00a027a Umsatzsteuergesetz)", vatId]);
  return rows.length ? [{ heading: "Identification numbers", id: "identifikationsnummern", blocks: [facts(...rows)] }] : [];
}

export function buildEnglishLegalNotice(config: SiteConfig): LegalDocumentContent {
  const { adviser, address, phone, email, openingHours, registration } = config;
  const status = englishIntermediaryStatus(config);
  const role = adviserRole(config);
  const postalLine = `${address.postalCode}\u00a0${address.city}`;

  return {
    title: "Legal notice (Impressum)",
    lang: "en",
    numbered: false,
    versionLabel: "Last updated:",
    versionDate: config.legalTexts.legalNoticeDate,
    sections: [
      {
        heading: "Information under §\u00a05 DDG",
        id: "anbieter",
        blocks: [lines(adviser.name, config.brand, address.street, postalLine, address.country)],
      },
      {
        heading: "Contact",
        id: "kontakt",
        blocks: [
          lines(["Telephone: ", link(phone.display, telHref(phone.digits))], `Telephone hours (German time): ${formatOpeningHoursEnglish(openingHours)}`, [
            "E-mail: ",
            link(email, `mailto:${email}`),
          ]),
        ],
      },
      {
        heading: "Professional title and licence",
        id: "beruf",
        blocks: [
          facts(
            ["Professional title (Berufsbezeichnung)", `${role.professionalTitle} (${status.role})`],
            ["Conferred in", adviser.professionalTitleState],
            ["Status", ...cited(`${status.permission}. ${status.meaning}`)],
            ["Licence granted by", registration.chamber],
            ["Qualification", adviser.qualification],
          ),
        ],
      },
      {
        heading: "Supervisory authority and chamber",
        id: "aufsicht",
        blocks: [
          paragraph(
            ...cited(
              `For my work under §\u00a034d GewO the ${registration.chamber} (chamber of industry and commerce) is responsible: it granted the licence and is my supervisory authority. I am one of its members.`,
            ),
          ),
          lines(registration.chamber, registration.chamberAddress),
          paragraph(
            "The Federal Financial Supervisory Authority (Bundesanstalt für Finanzdienstleistungsaufsicht, BaFin) supervises insurance companies, not insurance intermediaries; it is not responsible for my work.",
          ),
        ],
      },
      { heading: "Entry in the register of intermediaries (Vermittlerregister)", id: "register", blocks: englishRegisterBlocks(config) },
      ...taxIdSection(config),
      { heading: "Professional indemnity insurance", id: "haftpflicht", blocks: englishLiabilityInsuranceBlocks(config) },
      {
        heading: "First information under §\u00a015 VersVermV (Erstinformation)",
        id: "hinweis-erstinformation",
        blocks: [
          paragraph(
            "I state my status, remuneration, holdings and the dispute resolution bodies in my ",
            englishLegalPageLink("first information", "erstinformation"),
            "; the binding German document is also available ",
            firstInformationPdfLink("as a PDF (in German)"),
            ".",
          ),
        ],
      },
      {
        heading: "Professional regulations",
        id: "berufsrecht",
        blocks: [
          list(
            ["§\u00a034d Gewerbeordnung (GewO, Trade Regulation Act)"],
            ["§§\u00a059–68 Versicherungsvertragsgesetz (VVG, Insurance Contract Act)"],
            ["Versicherungsvermittlungsverordnung (VersVermV, Insurance Intermediation Ordinance)"],
          ),
          paragraph("They can be read (in German) at ", externalLink("www.gesetze-im-internet.de", GESETZE_IM_INTERNET), "."),
        ],
      },
      {
        heading: "Online dispute resolution and arbitration",
        id: "streitbeilegung",
        blocks: [
          paragraph(
            "The European Commission’s online dispute resolution platform (ODR platform) was closed on 20\u00a0July\u00a02025 (Regulation (EU) 2024/3228); there is therefore no link to it.",
          ),
          paragraph(
            ...cited(
              "In disputes with insurance intermediaries you can turn to these recognised arbitration boards (Schlichtungsstellen, §\u00a0214 VVG). I am willing to take part in dispute resolution proceedings before them (§\u00a036 VSBG):",
            ),
          ),
          ...disputeBodyBlocks(),
        ],
      },
      {
        heading: "Responsible for the content under §\u00a018 Abs.\u00a02 MStV",
        id: "redaktion",
        blocks: [lines(adviser.name, address.street, postalLine)],
      },
      {
        heading: "Liability for content",
        id: "haftung-inhalte",
        blocks: [
          paragraph(
            "I write the content of this website with care and keep it up to date, but I cannot warrant that it is correct, complete and current. It does not replace personal advice; only the individual offer and the insurance terms are decisive.",
          ),
        ],
      },
      {
        heading: "Liability for links",
        id: "haftung-links",
        blocks: [
          paragraph(
            "This website links to pages of other providers whose content I have no influence on; each provider is responsible for its own pages. No infringements were apparent when the links were set. If I learn of any, I remove the link at once.",
          ),
        ],
      },
      {
        heading: "Copyright",
        id: "urheberrecht",
        blocks: [
          paragraph(
            "The texts, images and design of this website are protected by German copyright law. Copying, editing and distributing them beyond the limits of copyright law require my prior written consent.",
          ),
        ],
      },
      {
        heading: "Data protection",
        id: "hinweis-datenschutz",
        blocks: [paragraph("How I handle your data is set out in my ", englishLegalPageLink("privacy policy", "datenschutz"), ".")],
      },
    ],
  };
}

export const englishLegalNotice: LegalDocumentContent = buildEnglishLegalNotice(siteConfig);
