/**
 * The worked example that stands with every „bis zu 40 %“ on the site (home benefits band and
 * each profession page's red band). Every number in it comes from statutory-figures.ts through
 * modules/savings-example.ts; no private premium is named.
 */
import { savingsExample } from "~/modules/savings-example";
import { formatEuroFromCents, formatPercent } from "~/modules/format-de";
import { figureSources } from "./figure-notes";
import { FIGURE_SOURCES, currentFigures, type StatutoryFigures } from "./statutory-figures";
import type { SavingsExampleContent } from "./types";

/** The marketing claim the example backs; the copy states it nowhere without the example. */
export const SAVING_PERCENT = 40;

export function savingsExampleContent(figures: StatutoryFigures): SavingsExampleContent {
  const example = savingsExample(figures, SAVING_PERCENT);
  const { year } = example;
  const saving = formatPercent(SAVING_PERCENT);
  return {
    heading: `Rechenbeispiel ${year}: was „bis zu ${saving} Ersparnis“ bedeutet`,
    paragraphs: [
      `Den höchsten Beitrag zur gesetzlichen Kranken- und Pflegeversicherung zahlt ${year} zum Beispiel, wer selbstständig und freiwillig gesetzlich versichert ist, keine Kinder hat, älter als 23\u00a0Jahre ist, Krankengeld gewählt hat und mindestens die Beitragsbemessungsgrenze verdient: ${year} sind das ${formatEuroFromCents(example.baseCents)} im Monat (${FIGURE_SOURCES.beitragsbemessungsgrenze.citation}).`,
      `Für die Krankenversicherung gelten ${year} der allgemeine Beitragssatz von ${formatPercent(figures.allgemeinerBeitragssatz)} (${FIGURE_SOURCES.allgemeinerBeitragssatz.citation}) und der durchschnittliche Zusatzbeitrag von ${formatPercent(figures.durchschnittlicherZusatzbeitrag)} (${FIGURE_SOURCES.durchschnittlicherZusatzbeitrag.citation}), zusammen ${formatPercent(example.healthRate)} oder ${formatEuroFromCents(example.healthCents)} im Monat; die eigene Krankenkasse kann einen höheren oder niedrigeren Zusatzbeitrag verlangen.`,
      `Für die Pflegeversicherung kommen ${year} ${formatPercent(figures.pflegeBeitragssatz)} (${FIGURE_SOURCES.pflegeBeitragssatz.citation}) und der Zuschlag für Kinderlose von ${formatPercent(figures.pflegeKinderlosenzuschlag)} (${FIGURE_SOURCES.pflegeKinderlosenzuschlag.citation}) hinzu, zusammen ${formatPercent(example.careRate)} oder ${formatEuroFromCents(example.careCents)} im Monat.`,
      `Der Höchstbeitrag ${year} beträgt damit ${formatEuroFromCents(example.totalCents)} im Monat. Ein um ${saving} niedrigerer Beitrag läge ${year} bei ${formatEuroFromCents(example.remainingCents)}, also ${formatEuroFromCents(example.savingCents)} darunter – eine Rechengröße, nicht der Preis eines bestimmten Tarifs.`,
    ],
    conditionsIntro:
      "So viel günstiger als dieser Höchstbeitrag kann ein privater Tarif einschließlich Pflegepflichtversicherung nur sein, wenn mehreres zusammenkommt:",
    conditions: [
      "Sie sind beim Eintritt jung und gesund: Eintrittsalter und Gesundheitsprüfung bestimmen den Beitrag, Vorerkrankungen können Zuschläge kosten.",
      "Ihr Einkommen liegt an oder über der Beitragsbemessungsgrenze; wer weniger verdient, zahlt schon in der GKV weniger.",
      "Sie wählen einen Tarif mit Selbstbehalt und bezahlen kleinere Rechnungen selbst.",
      "Sie versichern nur sich selbst: In der PKV zahlt jedes Familienmitglied einen eigenen Beitrag, in der GKV sind Kinder und Ehepartner ohne eigenes Einkommen oft beitragsfrei mitversichert.",
      "Der Abstand gilt für den Beginn: Private Beiträge steigen im Lauf der Jahre mit den Gesundheitskosten (§\u00a0203 VVG), und wer später eintritt, zahlt von vornherein mehr.",
    ],
    disclaimer:
      "Das Beispiel ist kein Angebot und kein Versprechen. Ob und wie viel Sie sparen, hängt von Ihrem Alter, Ihrer Gesundheit und dem gewählten Tarif ab; ich rechne Ihren Fall mit echten Angeboten durch.",
    sources: figureSources(
      ["beitragsbemessungsgrenze", "allgemeinerBeitragssatz", "durchschnittlicherZusatzbeitrag", "pflegeBeitragssatz", "pflegeKinderlosenzuschlag"],
      year,
    ),
  };
}

/** The example for the figures the site quotes as current. */
export const savingsExampleCopy: SavingsExampleContent = savingsExampleContent(currentFigures);
