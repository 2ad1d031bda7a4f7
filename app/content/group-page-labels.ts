/**
 * The fixed titles and labels of the profession-page template (spec §2 "Group pages").
 * `group` is the route table's groupName ("Ärzte", "Beamte & Akademiker").
 * Everything that differs between the pages lives in content/groups/*.
 */
import { home } from "./home";
import type { IconName } from "./types";

export const groupPageLabels = {
  backToHome: "Zurück zur Startseite",
  featuresHeading: (group: string) => `Worauf es bei der PKV für ${group} ankommt`,
  benefitsHeading: (group: string) => `Nutzen für ${group}`,
  whyPkvHeading: (group: string) => `Warum sich eine private Krankenversicherung für ${group} lohnt`,
  /** The spec's three advantages; each page explains them for its group (GroupContent.whyPkv). */
  whyPkvAdvantages: {
    savings: { icon: "piggy-bank", title: "Bis zu 40\u00a0% Ersparnis gegenüber der GKV bei höherem Einkommen" },
    stableContributions: { icon: "shield-check", title: "Lebenslang stabile Beiträge" },
    immediateReimbursement: { icon: "zap", title: "Sofort-Erstattung" },
  } satisfies Record<string, { icon: IconName; title: string }>,
  readyHeading: "Bereit für den Wechsel?",
  readyButton: "Jetzt kostenlos beraten lassen",
  overviewHeading: "Ihre Vorteile im Überblick",
  enquiryHeading: (group: string) => `Ihre kostenlose PKV-Anfrage für ${group}`,
  /** The wizard is the same on every page, so is its description: written once, in home.ts. */
  enquiryIntro: home.wizardSection.intro,
  faqHeading: (group: string) => `Häufige Fragen zur privaten Krankenversicherung für ${group}`,
} as const;
