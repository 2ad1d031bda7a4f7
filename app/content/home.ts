/**
 * The home page (pkv-site-spec.md §2): its words from the owner's file texte/startseite.yaml,
 * finished by the build (figures, identity and role words filled in, typography set); here only
 * what the config and the figures table compute: the stats under the hero, the savings card's
 * title and worked example, the home cards of the profession files, the next-year note and the
 * figures' sources.
 * Departures from the spec's claims (docs/decisions/0015): the customer and year figures are the adviser's
 * own, dated and counted from the config, instead of „zufriedene Kunden“; „24/7“ became what is true
 * about WhatsApp; „Sofort-Erstattung“ and „Beste Versorgung“ are gone.
 */
import { siteConfig } from "~/config/site-config";
import type { HomeText } from "~/modules/text-files/home-schema";
import { clientsStat, experienceStat, reachabilityStat } from "./adviser-facts";
import { figureSources, nextYearNote } from "./figure-notes";
import { homeCards } from "./professions";
import { savingsCardTitle, savingsExampleCopy } from "./savings-example-copy";
import { BUILD_DATE, BUILD_YEAR, currentFigures, hasFiguresFor, nextYearFigures } from "./statutory-figures";
import text from "./texte/startseite.yaml";
import type { HomeContent } from "./types";

const copy = text as HomeText;
const { adviser } = siteConfig;
const year = currentFigures.year;
// The FAQ names the year before the quoted one, when the table has it.
const previousYear = year - 1;
const { savingsCard, items, ...benefitsBlock } = copy.targetGroups.benefitsBlock;

export const home: HomeContent = {
  ...copy,
  hero: { ...copy.hero, stats: [clientsStat(adviser), experienceStat(adviser.activeSinceYear, BUILD_YEAR), reachabilityStat(siteConfig.responseTime)] },
  targetGroups: {
    ...copy.targetGroups,
    cards: homeCards,
    benefitsBlock: {
      ...benefitsBlock,
      items: [{ ...savingsCard, title: savingsCardTitle(siteConfig.savingsComparison) }, ...items],
      savingsExample: savingsExampleCopy,
    },
  },
  nextYearNote: nextYearNote(nextYearFigures(BUILD_DATE), BUILD_DATE, "versicherungspflichtgrenze", year),
  figureSources: [
    ...figureSources(["versicherungspflichtgrenze", "maxEmployerSubsidyHealth"], year),
    ...(hasFiguresFor(previousYear) ? figureSources(["versicherungspflichtgrenze"], previousYear) : []),
  ],
};
