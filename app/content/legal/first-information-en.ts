/**
 * The Erstinformation’s English courtesy translation (docs/decisions/0073): the same config, the
 * same conditions (remuneration kind, tariff-switch fee, holdings, § 60 VVG basis) and the same
 * sections and anchors as first-information.ts; legal-parity.test.ts keeps them in step. The
 * document in Textform (§ 15 VersVermV) stays the German one and its PDF, which this page links.
 */
import { telHref } from "~/modules/tel-link";
import { siteConfig } from "~/config/site-config";
import type { SiteConfig } from "~/config/site-config-schema";
import { formatEuro, formatPercent } from "~/modules/format-en";
import { cited } from "./english-legal";
import { buildFirstInformation } from "./first-information";
import { disputeBodyBlocks } from "./intermediary";
import { englishIntermediaryStatus, englishLiabilityInsuranceBlocks, englishRegisterBlocks } from "./intermediary-en";
import { facts, firstInformationPdfLink, lines, link, list, paragraph, type LegalBlock, type LegalDocumentContent } from "./legal-types";

const tenPercent = "10% or more";

function remunerationBlocks(config: SiteConfig): LegalBlock[] {
  const courtage =
    "For arranging an insurance contract I receive a commission (Courtage, Provision) from the insurer. It is included in the insurance premium; you pay me nothing separately for it.";
  const fee =
    "For arranging the contract you pay me a fee (Honorar). I agree its amount with you beforehand in text form (Textform); without that agreement you owe me no fee.";
  const byKind: Record<SiteConfig["remuneration"]["kind"], LegalBlock[]> = {
    courtage: [paragraph(courtage)],
    honorar: [paragraph(fee)],
    "courtage-und-honorar": [paragraph("My remuneration consists of:"), list([courtage], [fee])],
  };
  const other = config.remuneration.other;
  return [
    ...byKind[config.remuneration.kind],
    ...tariffSwitchFeeBlocks(config),
    // The config’s own words, in German.
    paragraph(
      other ? `In connection with the arrangement I also receive (in German): ${other}` : "I receive no other benefits in connection with the arrangement.",
    ),
  ];
}

/** A fee for accompanying a tariff switch within the client’s insurer (docs/decisions/0070). */
function tariffSwitchFeeBlocks(config: SiteConfig): LegalBlock[] {
  const fee = config.remuneration.tariffSwitch;
  const intro = "If I accompany a switch of tariff with your current insurer (§\u00a0204 VVG), you pay me a fee";
  const agreed = "It is agreed with you beforehand in text form; without that agreement you owe me no fee.";
  if (fee.kind === "honorar-anteil")
    return [paragraph(...cited(`${intro} of ${formatPercent(fee.percent!)} of one year’s difference between the old and the new premium. ${agreed}`))];
  if (fee.kind === "honorar-fest") return [paragraph(...cited(`${intro} of ${formatEuro(fee.amountEuro!)}. ${agreed}`))];
  return [];
}

function holdingBlocks(config: SiteConfig): LegalBlock[] {
  const { inInsurers, ofInsurersInAdviser } = config.holdings;
  const mine =
    inInsurers.length === 0
      ? [paragraph(`I hold no direct or indirect interest of ${tenPercent} in the voting rights or the capital of an insurance company.`)]
      : [
          paragraph(`I hold direct or indirect interests of ${tenPercent} in the voting rights or the capital of these insurance companies:`),
          list(...inInsurers.map((insurer) => [insurer])),
        ];
  const theirs =
    ofInsurersInAdviser.length === 0
      ? [
          paragraph(
            `No insurance company and no parent company of an insurance company holds a direct or indirect interest of ${tenPercent} in the voting rights or the capital of my business.`,
          ),
        ]
      : [
          paragraph(
            `These insurance companies or parent companies of insurance companies hold a direct or indirect interest of ${tenPercent} in the voting rights or the capital of my business:`,
          ),
          list(...ofInsurersInAdviser.map((insurer) => [insurer])),
        ];
  return [...mine, ...theirs];
}

/** The basis of the advice as the config states it (§ 60 VVG, docs/decisions/0067); nothing without `adviceBasis`. */
function adviceBasisBlocks(config: SiteConfig): LegalBlock[] {
  const { adviceBasis, insurersCompared = [], informationBasis } = config;
  const insurers = list(...insurersCompared.map((insurer) => [insurer]));
  if (adviceBasis === "hinreichende-zahl") {
    return [
      paragraph(
        ...cited(
          "I base my advice on a sufficient number of insurance contracts and insurers offered on the market, so that I can recommend, by professional criteria, which contract meets your needs (§\u00a060 Abs.\u00a01 Satz\u00a01 VVG).",
        ),
      ),
      ...(insurersCompared.length > 0 ? [paragraph("To do so I compare the tariffs of these insurers:"), insurers] : []),
    ];
  }
  if (adviceBasis === "eingeschraenkte-auswahl") {
    return [
      paragraph(
        ...cited(
          "I advise you on the basis of a restricted selection of insurers and contracts (eingeschränkte Auswahl, §\u00a060 Abs.\u00a01 Satz\u00a02 VVG): I base my advice only on the insurance contracts of these insurers, not on the whole market:",
        ),
      ),
      insurers,
      paragraph(...cited("I provide my service on this market and information basis (§\u00a060 Abs.\u00a02 VVG):")),
      facts(
        ["Market basis (Marktgrundlage)", "the tariffs and insurance terms of these insurers; I do not include tariffs of other insurers."],
        // The adviser’s own sentence, in German.
        ["Information basis (Informationsgrundlage), in the adviser’s words", informationBasis ?? ""],
      ),
      paragraph("Before you apply for a contract, I point out this restricted selection to you expressly once more."),
    ];
  }
  return [];
}

export function buildEnglishFirstInformation(config: SiteConfig): LegalDocumentContent {
  // The German builder refuses a config it cannot state the Erstinformation for (a Vertreter without the insurers represented): so does this one.
  buildFirstInformation(config);
  const { adviser, address, phone, email, registration, broker } = config;
  const status = englishIntermediaryStatus(config);

  return {
    title: "First information (Erstinformation)",
    lang: "en",
    numbered: false,
    versionLabel: "Last updated:",
    versionDate: config.legalTexts.firstInformationDate,
    intro: [
      paragraph(
        "I give you this information under §\u00a015 of the Insurance Intermediation Ordinance (Versicherungsvermittlungsverordnung, VersVermV) at the first business contact.",
      ),
      paragraph("The document in text form (Textform) is the German one, which you can save and print ", firstInformationPdfLink("as a PDF (in German)"), "."),
    ],
    sections: [
      {
        heading: "Name and address",
        id: "anschrift",
        blocks: [
          lines(adviser.name, config.brand, address.street, `${address.postalCode}\u00a0${address.city}`, address.country),
          lines(["Telephone: ", link(phone.display, telHref(phone.digits))], ["E-mail: ", link(email, `mailto:${email}`)]),
        ],
      },
      {
        heading: "Status and licence",
        id: "status",
        blocks: [
          facts(
            ["Status", ...cited(`${status.permission} (${status.role}).`)],
            ["Licence granted by", `${registration.chamber}, ${registration.chamberAddress}`],
            ["Qualification", adviser.qualification],
          ),
          paragraph(status.meaning),
          facts(["Broker network (Maklerverbund)", `${broker.name}, ${broker.address}`]),
          paragraph(
            "Through this broker network I submit applications to the insurers and administer the contracts. It does not tie me to any particular insurer.",
          ),
        ],
      },
      {
        heading: "Entry in the register of intermediaries (Vermittlerregister)",
        id: "register",
        blocks: [paragraph(`I am registered with the ${registration.chamber} and entered in the Vermittlerregister.`), ...englishRegisterBlocks(config)],
      },
      {
        heading: "Advice",
        id: "beratung",
        blocks: [
          paragraph(
            ...cited(
              "I offer you advice in connection with the arrangement. Before arranging any contract I ask about your wishes and needs, give reasons for my advice and document it (§\u00a061 Versicherungsvertragsgesetz, VVG).",
            ),
          ),
          ...adviceBasisBlocks(config),
        ],
      },
      { heading: "Remuneration", id: "verguetung", blocks: remunerationBlocks(config) },
      { heading: "Holdings", id: "beteiligungen", blocks: holdingBlocks(config) },
      {
        heading: "Arbitration boards (Schlichtungsstellen)",
        id: "schlichtung",
        blocks: [
          paragraph(...cited("In disputes with me as an insurance intermediary you can turn to these recognised arbitration boards (§\u00a0214 VVG):")),
          ...disputeBodyBlocks(),
        ],
      },
      { heading: "Professional indemnity insurance", id: "haftpflicht", blocks: englishLiabilityInsuranceBlocks(config) },
    ],
  };
}

export const englishFirstInformation: LegalDocumentContent = buildEnglishFirstInformation(siteConfig);
