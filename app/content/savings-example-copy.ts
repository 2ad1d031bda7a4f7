/**
 * The worked example under the savings advantage (home benefits band and each profession page's
 * red band), and the advantage's title, from the owner's file texte/rechenbeispiel-hoechstbeitrag.yaml,
 * finished by the build. Every number comes from statutory-figures.ts through
 * modules/savings-example-numbers.ts; no private premium is named. The example is a function of a
 * figures row (tests compute it for other years), so this module fills its figures ({jahr},
 * {grenzeMonat} …) from the row it is given; the paragraphs' citations are the build's {norm:…}.
 *
 * A saving in per cent appears only with the adviser's documented like-for-like comparison
 * (site config `savingsComparison`); the shipped config has none, so the site names no
 * percentage (docs/decisions/0020). The old „bis zu 40 %“ compared the GKV maximum, which
 * includes Krankengeld, with a premium without Krankentagegeld and left the Selbstbehalt out.
 */
import { siteConfig } from "~/config/site-config";
import type { SavingsComparison } from "~/config/site-config-schema";
import { gkvMaximum, savingsExample } from "~/modules/savings-example-numbers";
import { formatEuroFromCents, formatIsoDate, formatPercent } from "~/modules/format-de";
import type { GkvMaximumExampleText } from "~/modules/text-files/calculator-schemas";
import { filled } from "./calculator-texts";
import { figureSources } from "./figure-notes";
import { currentFigures } from "./statutory-figures";
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import text from "./texte/rechenbeispiel-hoechstbeitrag.yaml";
import type { SavingsExampleContent } from "./types";

const t = text as GkvMaximumExampleText;

/** „27 %“ from the documented comparison, or null without one. */
function documentedSavingPercent(comparison: SavingsComparison | undefined): string | null {
  return comparison === undefined ? null : formatPercent(comparison.percent);
}

/** Title of the advantage on the red band: a figure only from the documented comparison. */
export function savingsAdvantageTitle(comparison: SavingsComparison | undefined): string {
  const percent = documentedSavingPercent(comparison);
  return percent === null ? t.titles.advantage : filled(t.titles.advantageWithSaving, { prozent: percent });
}

/** Title of the home page's benefits card (the spec's card, reworded without a figure). */
export function savingsCardTitle(comparison: SavingsComparison | undefined): string {
  const percent = documentedSavingPercent(comparison);
  return percent === null ? t.titles.card : filled(t.titles.cardWithSaving, { prozent: percent });
}

export function savingsExampleContent(figures: StatutoryFigures, comparison: SavingsComparison | undefined): SavingsExampleContent {
  const maximum = gkvMaximum(figures);
  const { year } = maximum;
  const percent = documentedSavingPercent(comparison);
  const values = {
    jahr: year,
    grenzeMonat: formatEuroFromCents(maximum.baseCents),
    allgemeinerSatz: formatPercent(figures.allgemeinerBeitragssatz),
    durchschnitt: formatPercent(figures.durchschnittlicherZusatzbeitrag),
    kvSatz: formatPercent(maximum.healthRate),
    kvBeitrag: formatEuroFromCents(maximum.healthCents),
    pflegeSatz: formatPercent(figures.pflegeBeitragssatz),
    zuschlag: formatPercent(figures.pflegeKinderlosenzuschlag),
    pvSatz: formatPercent(maximum.careRate),
    pvBeitrag: formatEuroFromCents(maximum.careCents),
    gesamtbeitrag: formatEuroFromCents(maximum.totalCents),
  };
  const comparisonParagraphs =
    comparison === undefined
      ? []
      : (() => {
          const example = savingsExample(figures, comparison.percent);
          const withComparison = {
            ...values,
            prozent: percent ?? "",
            datum: formatIsoDate(comparison.comparedOn),
            gkvSeite: comparison.gkvSide,
            pkvSeite: comparison.pkvSide,
            privatbeitrag: formatEuroFromCents(example.remainingCents),
            gesamtbeitrag: formatEuroFromCents(example.totalCents),
            ersparnis: formatEuroFromCents(example.savingCents),
            belege: comparison.documentation,
          };
          return t.comparison.map((paragraph) => filled(paragraph, withComparison));
        })();
  return {
    heading: percent === null ? filled(t.heading, { jahr: year }) : filled(t.headingWithSaving, { jahr: year, prozent: percent }),
    paragraphs: [...t.paragraphs.map((paragraph) => filled(paragraph, values)), ...comparisonParagraphs],
    conditionsIntro: percent === null ? t.conditionsIntro : t.conditionsIntroWithSaving,
    conditions: t.conditions,
    disclaimer: t.disclaimer,
    sources: figureSources(
      ["beitragsbemessungsgrenze", "allgemeinerBeitragssatz", "durchschnittlicherZusatzbeitrag", "pflegeBeitragssatz", "pflegeKinderlosenzuschlag"],
      year,
    ),
  };
}

/** The example for the figures the site quotes as current and the adviser's config. */
export const savingsExampleCopy: SavingsExampleContent = savingsExampleContent(currentFigures, siteConfig.savingsComparison);
