/**
 * The fixed titles and labels of the profession-page template (pkv-site-spec.md §2 "Group pages"),
 * worded in the owner's file texte/seitenrahmen.yaml. `group` is the page's groupName ("Ärzte").
 * Everything that differs between the pages lives in content/berufe/*.yaml.
 */
import { siteConfig } from "~/config/site-config";
import { adviserRole } from "./adviser-role";
import { home } from "./home";
import { filledOnThePage } from "~/modules/copy-placeholders";
import { siteFrame } from "./site-frame";
import { savingsAdvantageTitle, savingsExampleCopy } from "./savings-example-copy";
import type { IconName } from "~/modules/icon-names";
import type { GroupContent, SavingsExampleContent } from "./types";

const labels = siteFrame.professionPage;
const forGroup = (template: string) => (group: string) => filledOnThePage(template, { gruppe: group });

export const groupPageLabels = {
  backToHome: labels.backToHome,
  /**
   * The short adviser card that stands for „Über mich“ on the profession pages: the full bio is
   * on the home page only, the card links there (docs/decisions/0046).
   */
  adviserCard: {
    heading: adviserRole(siteConfig).yourAdviser,
    line: labels.adviserCard.line,
    link: labels.adviserCard.link,
  },
  featuresHeading: forGroup(labels.featuresHeading),
  benefitsHeading: forGroup(labels.benefitsHeading),
  whyPkvHeading: forGroup(labels.whyPkvHeading),
  /**
   * The spec's three advantages; each page explains them for its group (GroupContent.whyPkv).
   * All three titles depart from the spec (UWG § 5, docs/decisions/0015): premiums do rise (§ 203 VVG), so
   * not „Lebenslang stabile Beiträge“; refunds take days, so not „Sofort-Erstattung“; and a saving
   * in per cent only from the adviser's documented comparison (docs/decisions/0020).
   */
  whyPkvAdvantages: {
    savings: { icon: "piggy-bank", title: savingsAdvantageTitle(siteConfig.savingsComparison) },
    plannablePremiums: { icon: "shield-check", title: labels.plannablePremiums },
    fastReimbursement: { icon: "clock", title: labels.fastReimbursement },
  } satisfies Record<keyof GroupContent["whyPkv"], { icon: IconName; title: string }>,
  /** Under the red band on every page: the worked example the savings advantage refers to. */
  savingsExample: savingsExampleCopy satisfies SavingsExampleContent,
  /** Heading of the list of legal sources of the figures a page quotes (GroupContent.figureSources). */
  figureSourcesHeading: labels.figureSourcesHeading,
  /** Label before GroupContent.nextYearNote. */
  nextYearNoteLabel: labels.nextYearNoteLabel,
  readyHeading: labels.readyHeading,
  readyButton: labels.readyButton,
  overviewHeading: labels.overviewHeading,
  /** The summary of a folded long text (the overview, the doctors' extra block): what opening it gives. */
  foldedTextLabel: (sections: number) => (sections === 1 ? labels.foldedTextOne : filledOnThePage(labels.foldedTextMany, { anzahl: String(sections) })),
  enquiryHeading: forGroup(labels.enquiryHeading),
  /** The wizard is the same on every page, so is its description: written once, on the home page. */
  enquiryIntro: home.wizardSection.intro,
  faqHeading: forGroup(labels.faqHeading),
} as const;
