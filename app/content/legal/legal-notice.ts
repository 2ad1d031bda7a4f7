/**
 * Impressum (spec §2 "Legal notice dialog"), as of 2026: provider details under § 5 DDG (which
 * replaced § 5 TMG in May 2024), the Erstinformation of a Versicherungsmakler under § 15 VersVermV,
 * and the note that the EU online dispute platform closed on 20 July 2025 (Regulation (EU) 2024/3228).
 * Identity, register number and permitting chamber come from the site config.
 */
import { siteConfig } from "~/config/site-config";
import { externalLink, facts, lines, link, list, paragraph, type LegalDocumentContent } from "./legal-types";

const { adviser, address, phone, email, openingHours, registration } = siteConfig;
/** The config writes "§ 34d Abs. 1 GewO" with plain spaces; keep the citation from breaking across lines. */
const keepCitationTogether = (text: string) => text.replace(/(§|Abs\.|Nr\.) /g, "$1\u00a0");
const permission = keepCitationTogether(registration.permission);

/** The DIHK keeps the register of insurance intermediaries (§ 11a GewO). */
const registerOffice = {
  name: "Deutsche Industrie- und Handelskammer (DIHK)",
  street: "Breite Straße 29",
  city: "10178\u00a0Berlin",
  website: "https://www.vermittlerregister.info",
};

const ombudsmen = [
  { name: "Versicherungsombudsmann e.V.", postbox: "Postfach 08\u00a006\u00a032", city: "10006\u00a0Berlin", website: "https://www.versicherungsombudsmann.de" },
  {
    name: "Ombudsmann Private Kranken- und Pflegeversicherung",
    postbox: "Postfach 06\u00a002\u00a022",
    city: "10052\u00a0Berlin",
    website: "https://www.pkv-ombudsmann.de",
  },
];

const hostOf = (url: string) => new URL(url).host;

export const legalNotice: LegalDocumentContent = {
  title: "Impressum",
  numbered: false,
  versionLabel: "Stand:",
  versionDate: "2026-11-21",
  sections: [
    {
      heading: "Angaben gemäß §\u00a05 DDG",
      blocks: [lines(adviser.name, siteConfig.brand, address.street, `${address.postalCode}\u00a0${address.city}`, address.country)],
    },
    {
      heading: "Kontakt",
      blocks: [
        lines(
          ["Telefon: ", link(phone.display, `tel:+${phone.digits}`)],
          `Telefonisch erreichbar ${openingHours.days}, ${openingHours.from}\u00a0bis ${openingHours.to}\u00a0Uhr`,
          ["E-Mail: ", link(email, `mailto:${email}`)],
        ),
      ],
    },
    {
      heading: "Erlaubnis und Aufsicht",
      blocks: [
        paragraph(
          `${adviser.name} ist als ${permission} tätig. Die Erlaubnis hat die ${registration.chamber} erteilt; sie ist als Erlaubnisbehörde auch für die Aufsicht über diese Tätigkeit zuständig:`,
        ),
        lines(registration.chamber, registration.chamberAddress),
        paragraph(
          "Die Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin) beaufsichtigt die Versicherungsunternehmen, nicht aber Versicherungsvermittler; für unsere Tätigkeit ist sie deshalb nicht zuständig.",
        ),
      ],
    },
    {
      heading: "Eintragung im Vermittlerregister",
      blocks: [
        facts(["Registernummer", registration.registerNumber]),
        paragraph("Das Vermittlerregister (§\u00a011a GewO) führt die gemeinsame Registerstelle der Industrie- und Handelskammern:"),
        lines(registerOffice.name, registerOffice.street, registerOffice.city, [externalLink(hostOf(registerOffice.website), registerOffice.website)]),
        paragraph("Dort können Sie die Eintragung mit der Registernummer prüfen."),
      ],
    },
    {
      heading: "Erstinformation nach §\u00a015 VersVermV",
      blocks: [
        facts(
          ["Name und Anschrift", `${adviser.name}, ${address.street}, ${address.postalCode}\u00a0${address.city}`],
          ["Status", `${permission}.`],
          ["Registrierung", `Vermittlerregister, Registernummer ${registration.registerNumber} (siehe oben).`],
          ["Beratung", "Wir bieten im Zusammenhang mit der Vermittlung eine Beratung an."],
          ["Vergütung", "Für die Vermittlung erhalten wir eine Provision vom Versicherungsunternehmen, die in der Versicherungsprämie enthalten ist. Die Beratung ist für Sie kostenlos."],
          [
            "Beteiligungen",
            "Wir halten keine direkte oder indirekte Beteiligung von über 10\u00a0% an den Stimmrechten oder am Kapital eines Versicherungsunternehmens. Kein Versicherungsunternehmen und kein Mutterunternehmen eines Versicherungsunternehmens hält eine solche Beteiligung an uns.",
          ],
          ["Schlichtungsstellen", "siehe „Online-Streitbeilegung und Schlichtung“."],
        ),
      ],
    },
    {
      heading: "Berufsrechtliche Regelungen",
      blocks: [
        list(["§\u00a034d Gewerbeordnung (GewO)"], ["§§\u00a059–68 Versicherungsvertragsgesetz (VVG)"], ["Versicherungsvermittlungsverordnung (VersVermV)"]),
        paragraph("Sie sind nachzulesen unter ", externalLink("www.gesetze-im-internet.de", "https://www.gesetze-im-internet.de"), "."),
      ],
    },
    {
      heading: "Online-Streitbeilegung und Schlichtung",
      blocks: [
        paragraph(
          "Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20.\u00a0Juli\u00a02025 eingestellt (Verordnung (EU) 2024/3228); ein Link darauf entfällt deshalb.",
        ),
        paragraph(
          "Bei Streitigkeiten mit Versicherungsvermittlern können Sie sich an diese anerkannten Schlichtungsstellen wenden (§\u00a0214 VVG). Wir sind bereit, an Streitbeilegungsverfahren vor ihnen teilzunehmen (§\u00a036 VSBG):",
        ),
        ...ombudsmen.map((office) => lines(office.name, office.postbox, office.city, [externalLink(hostOf(office.website), office.website)])),
      ],
    },
    {
      heading: "Verantwortlich für den Inhalt nach §\u00a018 Abs.\u00a02 MStV",
      blocks: [lines(adviser.name, address.street, `${address.postalCode}\u00a0${address.city}`)],
    },
    {
      heading: "Haftung für Inhalte",
      blocks: [
        paragraph(
          "Wir erstellen die Inhalte dieser Website mit größter Sorgfalt, übernehmen für ihre Richtigkeit, Vollständigkeit und Aktualität aber keine Gewähr. Sie ersetzen keine persönliche Beratung; maßgeblich sind allein das individuelle Angebot und die Versicherungsbedingungen.",
        ),
      ],
    },
    {
      heading: "Haftung für Links",
      blocks: [
        paragraph(
          "Diese Website verweist auf Seiten anderer Anbieter, auf deren Inhalte wir keinen Einfluss haben; für sie ist der jeweilige Anbieter verantwortlich. Beim Setzen der Links waren keine Rechtsverstöße erkennbar. Werden uns welche bekannt, entfernen wir den Link umgehend.",
        ),
      ],
    },
    {
      heading: "Urheberrecht",
      blocks: [
        paragraph(
          "Texte, Bilder und Gestaltung dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung.",
        ),
      ],
    },
    {
      heading: "Datenschutz",
      blocks: [paragraph("Wie wir mit Ihren Daten umgehen, lesen Sie in unserer ", link("Datenschutzerklärung", "#datenschutz"), ".")],
    },
  ],
};
