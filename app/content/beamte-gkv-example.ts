/**
 * The worked example /pkv-beamte shows in its red band instead of the general one, so
 * civil servants are not compared with the wrong GKV (docs/decisions/0019): what a civil servant with Beihilfe pays as a
 * voluntary GKV member at the BBG – the reduced rate plus the average Zusatzbeitrag (§ 243 SGB V,
 * no Krankengeld), half the Pflege rate plus the surcharge for the childless (§ 55 Abs. 1 Satz 2,
 * Abs. 3 SGB XI), paid alone – and, in words, what changes where the Land pays a pauschale
 * Beihilfe. Every number comes from the GKV calculator's module and the figures table. The words
 * are the owner's file texte/rechenbeispiel-beamte.yaml, finished by the build; the example is a
 * function of a figures row (tests compute it for a fictional year), so this module fills its
 * figures ({jahr}, {kvSatz} …) from the row it is given; the citations are the build's {norm:…}.
 */
import { calculateGkv, halfOfCents } from "~/modules/calculators/gkv-contribution";
import { formatEuro, formatEuroFromCents, formatPercent } from "~/modules/format-de";
import { figureSources } from "./figure-notes";
import { FIGURE_SOURCES, currentFigures } from "./statutory-figures";
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import type { CivilServantExampleText } from "~/modules/text-files/calculator-schemas";
import { calculatorRuleSources, filled } from "./calculator-texts";
import text from "./texte/rechenbeispiel-beamte.yaml";
import type { SavingsExampleContent } from "./types";

const t = text as CivilServantExampleText;

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
  const values = {
    jahr: year,
    grenzeMonat: formatEuroFromCents(n.baseCents),
    grenzeJahr: formatEuro(figures.beitragsbemessungsgrenze),
    ermaessigterSatz: formatPercent(figures.ermaessigterBeitragssatz),
    durchschnitt: formatPercent(figures.durchschnittlicherZusatzbeitrag),
    kvSatz: formatPercent(n.healthRate),
    pflegeHalbsatz: formatPercent(n.careHalfRate),
    zuschlag: formatPercent(figures.pflegeKinderlosenzuschlag),
    pvSatz: formatPercent(n.careRate),
    kvBeitrag: formatEuroFromCents(n.healthCents),
    pvBeitrag: formatEuroFromCents(n.careCents),
    gesamtbeitrag: formatEuroFromCents(n.totalCents),
    pauschale: formatEuroFromCents(n.pauschaleCents),
    eigenanteil: formatEuroFromCents(n.withPauschaleCents),
  };
  return {
    heading: filled(t.heading, { jahr: year }),
    paragraphs: t.paragraphs.map((paragraph) => filled(paragraph, values)),
    conditionsIntro: t.conditionsIntro,
    conditions: t.conditions,
    disclaimer: t.disclaimer,
    sources: [
      ...figureSources(["beitragsbemessungsgrenze", "durchschnittlicherZusatzbeitrag", "pflegeBeitragssatz", "pflegeKinderlosenzuschlag"], year),
      {
        label: t.reducedRateSource,
        citation: FIGURE_SOURCES.ermaessigterBeitragssatz.citation,
        url: FIGURE_SOURCES.ermaessigterBeitragssatz.url,
      },
      // The spouse's or partner's income named in the conditions (§ 240 Abs. 5 SGB V, docs/decisions/0066).
      { label: t.voluntaryIncomeSource, ...calculatorRuleSources.ehegatteneinkommen },
    ],
  };
}

/** The example for the figures the site quotes as current. */
export const beamteGkvExample: SavingsExampleContent = beamteGkvExampleContent(currentFigures);
