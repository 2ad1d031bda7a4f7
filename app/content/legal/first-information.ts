/**
 * Erstinformation (§ 15 VersVermV): what an insurance intermediary must tell a client in Textform
 * at the first business contact. Built only from the site config, so another adviser edits
 * app/config/site-config.ts and nothing here. The page /erstinformation, its dialog and the PDF
 * /erstinformation.pdf (scripts/build/first-information-pdf.ts) all render this one value.
 */
import { siteConfig } from "~/config/site-config";
import type { SiteConfig } from "~/config/site-config-schema";
import { disputeBodyBlocks, intermediaryStatus, liabilityInsuranceBlocks, registerBlocks } from "./intermediary";
import { facts, firstInformationPdfLink, lines, link, list, paragraph, type LegalBlock, type LegalDocumentContent } from "./legal-types";
import { formatEuro, formatPercent } from "~/modules/format-de";
import { telHref } from "~/modules/tel-link";

const tenPercent = "10\u00a0% oder mehr";

function remunerationBlocks(config: SiteConfig): LegalBlock[] {
  const courtage =
    "Für die Vermittlung eines Versicherungsvertrags erhalte ich vom Versicherer eine Courtage (Provision). Sie ist in der Versicherungsprämie enthalten; Sie zahlen mir dafür nichts gesondert.";
  const fee =
    "Für die Vermittlung zahlen Sie mir ein Honorar. Seine Höhe vereinbare ich mit Ihnen vorher in Textform; ohne diese Vereinbarung schulden Sie mir kein Honorar.";
  const byKind: Record<SiteConfig["remuneration"]["kind"], LegalBlock[]> = {
    courtage: [paragraph(courtage)],
    honorar: [paragraph(fee)],
    "courtage-und-honorar": [paragraph("Meine Vergütung setzt sich zusammen aus:"), list([courtage], [fee])],
  };
  const other = config.remuneration.other;
  return [
    ...byKind[config.remuneration.kind],
    ...tariffSwitchFeeBlocks(config),
    paragraph(
      other
        ? `Außerdem erhalte ich im Zusammenhang mit der Vermittlung: ${other}`
        : "Andere Zuwendungen im Zusammenhang mit der Vermittlung erhalte ich nicht.",
    ),
  ];
}

/**
 * A fee for accompanying a tariff switch within the client's insurer (§ 204 VVG), which the member
 * page names (docs/decisions/0070): a remuneration of its own, so the Erstinformation names it too,
 * whatever the kind of remuneration for new contracts. Nothing to add where the switch costs nothing.
 */
function tariffSwitchFeeBlocks(config: SiteConfig): LegalBlock[] {
  const fee = config.remuneration.tariffSwitch;
  const intro = "Begleite ich einen Tarifwechsel bei Ihrem bisherigen Versicherer (§\u00a0204 VVG), zahlen Sie mir dafür ein Honorar";
  const agreed = "Es wird vorher mit Ihnen in Textform vereinbart; ohne diese Vereinbarung schulden Sie mir kein Honorar.";
  if (fee.kind === "honorar-anteil") return [paragraph(`${intro} von ${formatPercent(fee.percent!)} der Ersparnis eines Jahres. ${agreed}`)];
  if (fee.kind === "honorar-fest") return [paragraph(`${intro} von ${formatEuro(fee.amountEuro!)}. ${agreed}`)];
  return [];
}

function holdingBlocks(config: SiteConfig): LegalBlock[] {
  const { inInsurers, ofInsurersInAdviser } = config.holdings;
  const mine =
    inInsurers.length === 0
      ? [paragraph(`Ich halte keine direkte oder indirekte Beteiligung von ${tenPercent} an den Stimmrechten oder am Kapital eines Versicherungsunternehmens.`)]
      : [
          paragraph(`Ich halte direkte oder indirekte Beteiligungen von ${tenPercent} an den Stimmrechten oder am Kapital dieser Versicherungsunternehmen:`),
          list(...inInsurers.map((insurer) => [insurer])),
        ];
  const theirs =
    ofInsurersInAdviser.length === 0
      ? [
          paragraph(
            `Kein Versicherungsunternehmen und kein Mutterunternehmen eines Versicherungsunternehmens hält eine direkte oder indirekte Beteiligung von ${tenPercent} an den Stimmrechten oder am Kapital meines Unternehmens.`,
          ),
        ]
      : [
          paragraph(
            `Diese Versicherungsunternehmen oder Mutterunternehmen von Versicherungsunternehmen halten eine direkte oder indirekte Beteiligung von ${tenPercent} an den Stimmrechten oder am Kapital meines Unternehmens:`,
          ),
          list(...ofInsurersInAdviser.map((insurer) => [insurer])),
        ];
  return [...mine, ...theirs];
}

/**
 * The basis of the advice, as the config states it (§ 60 VVG, docs/decisions/0067): a sufficient
 * number of insurers only when the adviser says so; a restricted selection with the insurers named
 * and the market and information basis (Abs. 2); neither without `adviceBasis` (only the demo may
 * leave it out: the go-live gate asks for it).
 */
function adviceBasisBlocks(config: SiteConfig): LegalBlock[] {
  const { adviceBasis, insurersCompared = [], informationBasis } = config;
  const insurers = list(...insurersCompared.map((insurer) => [insurer]));
  if (adviceBasis === "hinreichende-zahl") {
    return [
      paragraph(
        "Meinem Rat lege ich eine hinreichende Zahl von auf dem Markt angebotenen Versicherungsverträgen und Versicherern zugrunde, sodass ich nach fachlichen Kriterien empfehlen kann, welcher Vertrag Ihre Bedürfnisse erfüllt (§\u00a060 Abs.\u00a01 Satz\u00a01 VVG).",
      ),
      ...(insurersCompared.length > 0 ? [paragraph("Dazu vergleiche ich die Tarife dieser Versicherer:"), insurers] : []),
    ];
  }
  if (adviceBasis === "eingeschraenkte-auswahl") {
    return [
      paragraph(
        "Ich berate Sie auf der Grundlage einer eingeschränkten Versicherer- und Vertragsauswahl (§\u00a060 Abs.\u00a01 Satz\u00a02 VVG): Meinem Rat lege ich nur die Versicherungsverträge dieser Versicherer zugrunde, nicht den ganzen Markt:",
      ),
      insurers,
      paragraph("Auf dieser Markt- und Informationsgrundlage erbringe ich meine Leistung (§\u00a060 Abs.\u00a02 VVG):"),
      facts(
        ["Marktgrundlage", "die Tarife und Versicherungsbedingungen dieser Versicherer; Tarife anderer Versicherer beziehe ich nicht ein."],
        ["Informationsgrundlage", informationBasis ?? ""],
      ),
      paragraph("Bevor Sie einen Antrag stellen, weise ich Sie auf diese eingeschränkte Auswahl noch einmal ausdrücklich hin."),
    ];
  }
  return [];
}

export function buildFirstInformation(config: SiteConfig): LegalDocumentContent {
  if (config.registration.status !== "versicherungsmakler") {
    // A Vertreter must also name the insurers he works for (§ 60 Abs. 2 VVG); the config does not hold them yet.
    throw new Error(
      `Erstinformation: registration.status "${config.registration.status}" needs the insurers represented (§ 60 Abs. 2 VVG), which the site config does not hold; add them before publishing`,
    );
  }
  const { adviser, address, phone, email, registration, broker } = config;
  const status = intermediaryStatus(config);

  return {
    title: "Erstinformation",
    numbered: false,
    versionLabel: "Stand:",
    versionDate: config.legalTexts.firstInformationDate,
    intro: [
      paragraph("Diese Angaben gebe ich Ihnen nach §\u00a015 der Versicherungsvermittlungsverordnung (VersVermV) beim ersten Geschäftskontakt."),
      // Its own paragraph: the PDF leaves out what points to the PDF itself.
      paragraph("Zum Speichern und Ausdrucken gibt es sie auch ", firstInformationPdfLink("als PDF"), "."),
    ],
    sections: [
      {
        heading: "Name und Anschrift",
        id: "anschrift",
        blocks: [
          lines(adviser.name, config.brand, address.street, `${address.postalCode}\u00a0${address.city}`, address.country),
          lines(["Telefon: ", link(phone.display, telHref(phone.digits))], ["E-Mail: ", link(email, `mailto:${email}`)]),
        ],
      },
      {
        heading: "Status und Erlaubnis",
        id: "status",
        blocks: [
          facts(
            ["Status", `${status.permission}.`],
            ["Erlaubnis erteilt von", `${registration.chamber}, ${registration.chamberAddress}`],
            ["Qualifikation", adviser.qualification],
          ),
          paragraph(status.meaning),
          facts(["Maklerverbund", `${broker.name}, ${broker.address}`]),
          paragraph(
            "Über diesen Maklerverbund reiche ich Anträge bei den Versicherern ein und verwalte die Verträge. An einen bestimmten Versicherer bindet mich das nicht.",
          ),
        ],
      },
      {
        heading: "Eintragung im Vermittlerregister",
        id: "register",
        blocks: [paragraph(`Ich bin bei der ${registration.chamber} gemeldet und im Vermittlerregister eingetragen.`), ...registerBlocks(config)],
      },
      {
        heading: "Beratung",
        id: "beratung",
        blocks: [
          paragraph(
            "Ich biete Ihnen im Zusammenhang mit der Vermittlung eine Beratung an. Vor jeder Vermittlung frage ich nach Ihren Wünschen und Bedürfnissen, begründe meinen Rat und dokumentiere ihn (§\u00a061 Versicherungsvertragsgesetz, VVG).",
          ),
          ...adviceBasisBlocks(config),
        ],
      },
      { heading: "Vergütung", id: "verguetung", blocks: remunerationBlocks(config) },
      { heading: "Beteiligungen", id: "beteiligungen", blocks: holdingBlocks(config) },
      {
        heading: "Schlichtungsstellen",
        id: "schlichtung",
        blocks: [
          paragraph("Bei Streitigkeiten mit mir als Versicherungsvermittler können Sie diese anerkannten Schlichtungsstellen anrufen (§\u00a0214 VVG):"),
          ...disputeBodyBlocks(),
        ],
      },
      { heading: "Berufshaftpflichtversicherung", id: "haftpflicht", blocks: liabilityInsuranceBlocks(config) },
    ],
  };
}

export const firstInformation: LegalDocumentContent = buildFirstInformation(siteConfig);
