/**
 * The page for those already privately insured, „Schon privat versichert?“ (docs/decisions/0070),
 * and its entry on the home page: the owner's file texte/bestandskunden.yaml, finished by the
 * build, plus what the config decides — which of the fee texts the page shows, with its figure.
 * Each rule names its paragraph in brackets; the page links them (cited-text.ts). Which guide
 * articles and glossary terms each part links to is structure, not wording, and is written here.
 */
import { REFUND_CHECK_ANCHOR } from "~/config/calculator-ids";
import { siteConfig } from "~/config/site-config";
import { memberRoute, sectionIds } from "~/config/site-routes";
import type { SiteConfig } from "~/config/site-config-schema";
import { filledOnThePage as filled } from "~/modules/copy-placeholders";
import { formatEuro, formatPercent } from "~/modules/format-de";
import type { MemberPageText } from "~/modules/text-files/members-schema";
import { figureSources } from "./figure-notes";
import { currentFigures } from "./statutory-figures";
import text from "./texte/bestandskunden.yaml";

const copy = text as MemberPageText;

/** What the switch costs, in the words of the fee text the config's kind names (remuneration.tariffSwitch). */
export function memberFeeText(config: Pick<SiteConfig, "remuneration">): string {
  const fee = config.remuneration.tariffSwitch;
  // The schema requires the amount of the kind it names (site-config-schema.ts).
  if (fee.kind === "honorar-anteil") return filled(copy.fee["honorar-anteil"], { prozent: formatPercent(fee.percent!) });
  if (fee.kind === "honorar-fest") return filled(copy.fee["honorar-fest"], { betrag: formatEuro(fee.amountEuro!) });
  return copy.fee[fee.kind];
}

/** The guide's articles and glossary terms a part of the page links to (file names in app/content/ratgeber/ and glossar/). */
export interface MemberLinks {
  articles: readonly string[];
  terms: readonly string[];
}

export const MEMBER_SECTION_LINKS = {
  switchRights: { articles: ["tarifwechsel-204-vvg"], terms: ["tarifwechsel", "alterungsrueckstellung", "leistungsausschluss", "risikozuschlag"] },
  socialTariffs: { articles: ["basistarif-standardtarif-notlagentarif"], terms: ["standardtarif", "basistarif"] },
  relief: { articles: ["beitragsentlastungstarif"], terms: ["beitragsentlastungstarif", "gesetzlicher-zuschlag", "arbeitgeberzuschuss"] },
  tool: { articles: ["selbstbehalt-beitragsrueckerstattung"], terms: ["beitragsrueckerstattung", "selbstbehalt"] },
} as const satisfies Record<string, MemberLinks>;

export type MemberSectionId = keyof typeof MEMBER_SECTION_LINKS;

/** The guide's articles written for members: their call at the end leads to this page's enquiry, not the new customer's. */
export const MEMBER_CTA_ARTICLES: readonly string[] = ["tarifwechsel-204-vvg", "basistarif-standardtarif-notlagentarif"];

/** How an article ends: the member page's enquiry for the members' articles, else the default (undefined); the page and the editor's preview alike. */
export function articleCta(articleId: string) {
  return MEMBER_CTA_ARTICLES.includes(articleId) ? { ...memberPage.articleCta, href: `${memberRoute.path}#${sectionIds.contact}` } : undefined;
}

/** The decision's section, where the hero's second link leads. */
export const MEMBER_TOOL_ID = REFUND_CHECK_ANCHOR;

export type MemberSection = MemberPageText["switchRights"] & { id: Exclude<MemberSectionId, "tool"> };

/** The page's words for `config`: the same file for every adviser, the fee text hers. */
export function memberPageContent(config: Pick<SiteConfig, "remuneration">) {
  const sections: readonly MemberSection[] = [
    { id: "switchRights", ...copy.switchRights },
    { id: "socialTariffs", ...copy.socialTariffs },
    { id: "relief", ...copy.relief },
  ];
  return {
    seo: copy.seo,
    service: copy.service,
    homeEntry: copy.homeEntry,
    hero: copy.hero,
    sections,
    more: copy.more,
    fee: { heading: copy.fee.heading, text: memberFeeText(config), noFigure: copy.fee.noFigure },
    articleCta: copy.articleCta,
    enquiry: copy.enquiry,
    // The Basistarif's cap is the GKV's maximum for health (its limit, rate and average Zusatzbeitrag); the relief part quotes the employer's subsidy.
    figureSources: figureSources(
      ["beitragsbemessungsgrenze", "allgemeinerBeitragssatz", "durchschnittlicherZusatzbeitrag", "maxEmployerSubsidyHealth"],
      currentFigures.year,
    ),
  };
}

export type MemberPageContent = ReturnType<typeof memberPageContent>;

export const memberPage: MemberPageContent = memberPageContent(siteConfig);
