/**
 * The worked example under the savings advantage (home benefits band and each profession page's
 * red band), and the advantage's title. Every number comes from statutory-figures.ts through
 * modules/savings-example-numbers.ts; no private premium is named.
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
import { figureSources } from "./figure-notes";
import { FIGURE_SOURCES, currentFigures } from "./statutory-figures";
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import type { SavingsExampleContent } from "./types";

/** „27 %“ from the documented comparison, or null without one. */
function documentedSavingPercent(comparison: SavingsComparison | undefined): string | null {
  return comparison === undefined ? null : formatPercent(comparison.percent);
}

/** Title of the advantage on the red band: a figure only from the documented comparison. */
export function savingsAdvantageTitle(comparison: SavingsComparison | undefined): string {
  const percent = documentedSavingPercent(comparison);
  return percent === null ? "Beitrag nach Ihrem Risiko, nicht nach Ihrem Einkommen" : `Bis zu ${percent} Ersparnis gegenüber der GKV bei höherem Einkommen`;
}

/** Title of the home page's benefits card (the spec's card, reworded without a figure). */
export function savingsCardTitle(comparison: SavingsComparison | undefined): string {
  const percent = documentedSavingPercent(comparison);
  return percent === null ? "Beitrag nach Risiko statt Einkommen" : `Bis zu ${percent} Ersparnis`;
}

export function savingsExampleContent(figures: StatutoryFigures, comparison: SavingsComparison | undefined): SavingsExampleContent {
  const maximum = gkvMaximum(figures);
  const { year } = maximum;
  const percent = documentedSavingPercent(comparison);
  const comparisonParagraphs =
    comparison === undefined
      ? []
      : (() => {
          const example = savingsExample(figures, comparison.percent);
          return [
            `In meinem dokumentierten Vergleich vom ${formatIsoDate(comparison.comparedOn)} lag der private Beitrag um ${percent} unter dem Höchstbeitrag der GKV. Verglichen habe ich: ${comparison.gkvSide} mit ${comparison.pkvSide}.`,
            `Auf den Höchstbeitrag ${year} übertragen wären das ${formatEuroFromCents(example.remainingCents)} statt ${formatEuroFromCents(example.totalCents)} im Monat, also ${formatEuroFromCents(example.savingCents)} weniger – eine Rechengröße, nicht der Preis eines bestimmten Tarifs. Belegt ist der Vergleich durch: ${comparison.documentation}; auf Wunsch zeige ich ihn Ihnen.`,
          ];
        })();
  return {
    heading:
      percent === null
        ? `Rechenbeispiel ${year}: der Höchstbeitrag der GKV, an dem sich ein privater Tarif messen muss`
        : `Rechenbeispiel ${year}: was „bis zu ${percent} Ersparnis“ bedeutet`,
    paragraphs: [
      `Den höchsten Beitrag zur gesetzlichen Kranken- und Pflegeversicherung zahlt ${year} zum Beispiel, wer selbstständig und freiwillig gesetzlich versichert ist, keine Kinder hat, mindestens 23\u00a0Jahre alt ist (der Zuschlag für Kinderlose gilt ab dem Monat nach dem 23.\u00a0Geburtstag, bei einem Geburtstag am Monatsersten schon im Geburtsmonat), Krankengeld gewählt hat und mindestens die Beitragsbemessungsgrenze verdient: ${year} sind das ${formatEuroFromCents(maximum.baseCents)} im Monat (${FIGURE_SOURCES.beitragsbemessungsgrenze.citation}).`,
      `Für die Krankenversicherung gelten ${year} der allgemeine Beitragssatz von ${formatPercent(figures.allgemeinerBeitragssatz)} (${FIGURE_SOURCES.allgemeinerBeitragssatz.citation}) und der durchschnittliche Zusatzbeitrag von ${formatPercent(figures.durchschnittlicherZusatzbeitrag)} (${FIGURE_SOURCES.durchschnittlicherZusatzbeitrag.citation}), zusammen ${formatPercent(maximum.healthRate)} oder ${formatEuroFromCents(maximum.healthCents)} im Monat; die eigene Krankenkasse kann einen höheren oder niedrigeren Zusatzbeitrag verlangen.`,
      `Für die Pflegeversicherung kommen ${year} ${formatPercent(figures.pflegeBeitragssatz)} (${FIGURE_SOURCES.pflegeBeitragssatz.citation}) und der Zuschlag für Kinderlose von ${formatPercent(figures.pflegeKinderlosenzuschlag)} (${FIGURE_SOURCES.pflegeKinderlosenzuschlag.citation}) hinzu, zusammen ${formatPercent(maximum.careRate)} oder ${formatEuroFromCents(maximum.careCents)} im Monat.`,
      `Der Höchstbeitrag ${year} beträgt damit bei durchschnittlichem Zusatzbeitrag ${formatEuroFromCents(maximum.totalCents)} im Monat, Krankengeld eingeschlossen. Vergleichbar ist damit nur ein privater Beitrag, der ebenfalls ein Krankentagegeld und die Pflegepflichtversicherung enthält; einen Selbstbehalt zählen Sie als Kosten hinzu.`,
      ...comparisonParagraphs,
    ],
    conditionsIntro: `${percent === null ? "Günstiger" : "So viel günstiger"} als dieser Höchstbeitrag kann ein privater Tarif einschließlich Krankentagegeld und Pflegepflichtversicherung nur sein, wenn mehreres zusammenkommt:`,
    conditions: [
      "Sie sind beim Eintritt jung und gesund: Eintrittsalter und Gesundheitsprüfung bestimmen den Beitrag, Vorerkrankungen können Zuschläge kosten.",
      "Ihr Einkommen liegt an oder über der Beitragsbemessungsgrenze; wer weniger verdient, zahlt schon in der GKV weniger.",
      "Der Selbstbehalt passt zu Ihren Rücklagen: Was Sie bis zu seiner Höhe selbst bezahlen, gehört zu den Kosten Ihres Tarifs.",
      "Sie versichern nur sich selbst: In der PKV zahlt jedes Familienmitglied einen eigenen Beitrag, in der GKV sind Kinder und Ehepartner ohne eigenes Einkommen oft beitragsfrei mitversichert.",
      "Der Abstand gilt für den Beginn: Weichen die Leistungsausgaben oder die Sterbewahrscheinlichkeiten von der Kalkulation ab, rechnet der Versicherer den Beitrag mit allen Rechnungsgrundlagen neu (§\u00a0203 Abs.\u00a02 VVG, §\u00a0155 VAG), und wer später eintritt, zahlt von vornherein mehr.",
    ],
    disclaimer:
      "Das Beispiel ist kein Angebot und kein Versprechen. Ob und wie viel Sie sparen, hängt von Ihrem Alter, Ihrer Gesundheit und dem gewählten Tarif ab; ich rechne Ihren Fall mit echten Angeboten durch.",
    sources: figureSources(
      ["beitragsbemessungsgrenze", "allgemeinerBeitragssatz", "durchschnittlicherZusatzbeitrag", "pflegeBeitragssatz", "pflegeKinderlosenzuschlag"],
      year,
    ),
  };
}

/** The example for the figures the site quotes as current and the adviser's config. */
export const savingsExampleCopy: SavingsExampleContent = savingsExampleContent(currentFigures, siteConfig.savingsComparison);
