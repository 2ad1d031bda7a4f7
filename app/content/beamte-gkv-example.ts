/**
 * The worked example /pkv-beamte shows in its red band instead of the general one (issue 16:
 * „Civil servants compared with the wrong GKV“): what a civil servant with Beihilfe pays as a
 * voluntary GKV member at the BBG – the reduced rate plus the average Zusatzbeitrag (§ 243 SGB V,
 * no Krankengeld), half the Pflege rate plus the surcharge for the childless (§ 55 Abs. 1 Satz 2,
 * Abs. 3 SGB XI), paid alone – and, in words, what changes where the Land pays a pauschale
 * Beihilfe. Every number comes from the GKV calculator's module and the figures table.
 */
import { calculateGkv, halfOfCents } from "~/modules/calculators/gkv-contribution";
import { formatEuro, formatEuroFromCents, formatPercent } from "~/modules/format-de";
import { figureSources } from "./figure-notes";
import { FIGURE_SOURCES, currentFigures } from "./statutory-figures";
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import type { SavingsExampleContent } from "./types";

/** The example's numbers: childless, 30, the average Zusatzbeitrag, a Besoldung at the BBG. */
function beamteGkvNumbers(figures: StatutoryFigures) {
  const result = calculateGkv(
    {
      status: "beamte",
      monthlyPayCents: Math.round(figures.beitragsbemessungsgrenzeMonat * 100),
      zusatzbeitragHundredths: Math.round(figures.durchschnittlicherZusatzbeitrag * 100),
      age: 30,
      childrenTotal: 0,
      childrenUnder25: 0,
      sachsen: false,
    },
    figures,
  );
  if (result.kind !== "beamte") throw new Error("the civil servant's example must compute as such");
  const pauschaleCents = halfOfCents(result.health.cents);
  return {
    year: figures.year,
    baseCents: result.baseCents,
    /** Rates in per cent, as the figures table writes them. */
    healthRate: result.health.rate / 1000,
    careHalfRate: result.care.baseRate / 1000,
    careRate: result.care.rate / 1000,
    healthCents: result.health.cents,
    careCents: result.care.cents,
    totalCents: result.totalCents,
    pauschaleCents,
    withPauschaleCents: result.totalCents - pauschaleCents,
  };
}

/** Every number the example writes, formatted as on the page (for the figures-from-the-module check). */
export function beamteGkvExampleFigures(figures: StatutoryFigures): string[] {
  const n = beamteGkvNumbers(figures);
  return [
    formatPercent(figures.ermaessigterBeitragssatz),
    formatPercent(n.healthRate),
    formatPercent(n.careHalfRate),
    formatPercent(n.careRate),
    ...[n.baseCents, n.healthCents, n.careCents, n.totalCents, n.pauschaleCents, n.withPauschaleCents].map(formatEuroFromCents),
  ];
}

export function beamteGkvExampleContent(figures: StatutoryFigures): SavingsExampleContent {
  const n = beamteGkvNumbers(figures);
  const { year } = n;
  return {
    heading: `Rechenbeispiel ${year}: was Sie als Beamt:in in der gesetzlichen Krankenversicherung zahlen`,
    paragraphs: [
      `Gesetzlich versichert sind Beamt:innen freiwillige Mitglieder. Für die Krankenversicherung zahlen sie den ermäßigten Beitragssatz von ${formatPercent(figures.ermaessigterBeitragssatz)}, weil sie kein Krankengeld erhalten (${FIGURE_SOURCES.ermaessigterBeitragssatz.citation}), und den Zusatzbeitrag ihrer Krankenkasse, ${year} im Durchschnitt ${formatPercent(figures.durchschnittlicherZusatzbeitrag)} (${FIGURE_SOURCES.durchschnittlicherZusatzbeitrag.citation}), zusammen ${formatPercent(n.healthRate)}.`,
      `Für die Pflegeversicherung zahlen sie den halben Beitragssatz, ${year} ${formatPercent(n.careHalfRate)}, weil die Beihilfe die andere Hälfte der Pflegekosten trägt; Kinderlose ab 23 zahlen den Zuschlag von ${formatPercent(figures.pflegeKinderlosenzuschlag)} voll dazu (${FIGURE_SOURCES.pflegeKinderlosenzuschlag.citation}), zusammen ${formatPercent(n.careRate)}.`,
      `Mit einer Besoldung ab der Beitragsbemessungsgrenze ${year} von ${formatEuroFromCents(n.baseCents)} im Monat (${formatEuro(figures.beitragsbemessungsgrenze)} im Jahr, ${FIGURE_SOURCES.beitragsbemessungsgrenze.citation}) sind das ${formatEuroFromCents(n.healthCents)} für die Krankenversicherung und ${formatEuroFromCents(n.careCents)} für die Pflegeversicherung, zusammen ${formatEuroFromCents(n.totalCents)} im Monat.`,
      `Ohne pauschale Beihilfe tragen Sie diese ${formatEuroFromCents(n.totalCents)} allein: Einen Arbeitgeberanteil wie bei Angestellten gibt es nicht, und die Beihilfe erstattet daneben nur einzelne Rechnungen.`,
      `Mit pauschaler Beihilfe, die einige Länder auf Antrag anstelle der Beihilfe zu einzelnen Rechnungen zahlen, übernimmt Ihr Dienstherr die Hälfte des Krankenversicherungsbeitrags, hier ${formatEuroFromCents(n.pauschaleCents)}. Selbst zu tragen bleiben dann ${formatEuroFromCents(n.withPauschaleCents)} im Monat. Der Verzicht auf die Beihilfe zu einzelnen Rechnungen ist unwiderruflich.`,
    ],
    conditionsIntro: "Angenommen ist dabei:",
    conditions: [
      "Sie haben keine Kinder und sind mindestens 23. Mit einem Kind entfällt der Zuschlag, ab dem zweiten Kind unter 25 sinkt der Pflegebeitrag weiter.",
      "Ihre Krankenkasse verlangt den durchschnittlichen Zusatzbeitrag; sie kann mehr oder weniger verlangen.",
      "Beiträge fallen nur auf die Besoldung an. Als freiwilliges Mitglied zahlen Sie auch auf andere Einnahmen, etwa Mieten, bis zur Beitragsbemessungsgrenze.",
    ],
    disclaimer:
      "Welche Länder eine pauschale Beihilfe zahlen, seit wann und nach welcher Vorschrift, zeigt der GKV-Rechner; Ihre Beihilfestelle bestätigt es. Einen privaten Beitrag nenne ich Ihnen erst nach einem Vergleich.",
    sources: [
      ...figureSources(["beitragsbemessungsgrenze", "durchschnittlicherZusatzbeitrag", "pflegeBeitragssatz", "pflegeKinderlosenzuschlag"], year),
      {
        label: "Ermäßigter Beitragssatz ohne Krankengeld",
        citation: FIGURE_SOURCES.ermaessigterBeitragssatz.citation,
        url: FIGURE_SOURCES.ermaessigterBeitragssatz.url,
      },
    ],
  };
}

/** The example for the figures the site quotes as current. */
export const beamteGkvExample: SavingsExampleContent = beamteGkvExampleContent(currentFigures);
