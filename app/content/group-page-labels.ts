/**
 * The fixed titles and labels of the profession-page template (pkv-site-spec.md §2 "Group pages").
 * `group` is the route table's groupName ("Ärzte", "Beamte & Akademiker").
 * Everything that differs between the pages lives in content/groups/*.
 */
import { siteConfig } from "~/config/site-config";
import { adviserRole } from "./adviser-role";
import { home } from "./home";
import { savingsAdvantageTitle, savingsExampleCopy } from "./savings-example-copy";
import type { IconName } from "~/modules/icon-names";
import type { GroupContent, SavingsExampleContent } from "./types";

export const groupPageLabels = {
  backToHome: "Zurück zur Startseite",
  /**
   * The short adviser card that stands for „Über mich“ on the profession pages: the full bio is
   * on the home page only, the card links there (docs/decisions/0046).
   */
  adviserCard: {
    heading: adviserRole(siteConfig).yourAdviser,
    line: `Seit ${siteConfig.adviser.activeSinceYear} berate ich zur privaten Krankenversicherung – für Sie kostenlos und unverbindlich.`,
    link: "Mehr über mich",
  },
  featuresHeading: (group: string) => `Worauf es bei der PKV für ${group} ankommt`,
  benefitsHeading: (group: string) => `Nutzen für ${group}`,
  whyPkvHeading: (group: string) => `Warum sich eine private Krankenversicherung für ${group} lohnt`,
  /**
   * The spec's three advantages; each page explains them for its group (GroupContent.whyPkv).
   * All three titles depart from the spec (issue 11, UWG § 5): premiums do rise (§ 203 VVG), so
   * not „Lebenslang stabile Beiträge“; refunds take days, so not „Sofort-Erstattung“; and a saving
   * in per cent only from the adviser's documented comparison (docs/decisions/0020).
   */
  whyPkvAdvantages: {
    savings: { icon: "piggy-bank", title: savingsAdvantageTitle(siteConfig.savingsComparison) },
    plannablePremiums: { icon: "shield-check", title: "Planbare Beiträge im Alter" },
    fastReimbursement: { icon: "clock", title: "Schnelle Erstattung per App" },
  } satisfies Record<keyof GroupContent["whyPkv"], { icon: IconName; title: string }>,
  /** Under the red band on every page: the worked example the savings advantage refers to. */
  savingsExample: savingsExampleCopy satisfies SavingsExampleContent,
  /** Heading of the list of legal sources of the figures a page quotes (GroupContent.figureSources). */
  figureSourcesHeading: "Rechtsgrundlagen der genannten Werte",
  /** Label before GroupContent.nextYearNote. */
  nextYearNoteLabel: "Hinweis zum Jahreswechsel",
  readyHeading: "Bereit für den Wechsel?",
  readyButton: "Jetzt kostenlos beraten lassen",
  overviewHeading: "Ihre Vorteile im Überblick",
  /** The summary of a folded long text (the overview, the doctors' extra block): what opening it gives. */
  foldedTextLabel: (sections: number) => `Ausführlich lesen (${sections} ${sections === 1 ? "Abschnitt" : "Abschnitte"})`,
  enquiryHeading: (group: string) => `Ihre kostenlose PKV-Anfrage für ${group}`,
  /** The wizard is the same on every page, so is its description: written once, in home.ts. */
  enquiryIntro: home.wizardSection.intro,
  faqHeading: (group: string) => `Häufige Fragen zur privaten Krankenversicherung für ${group}`,
} as const;
