/**
 * The statutory figures of each year, written out by hand from the sources — not read from
 * app/content/statutory-figures.ts, so a typo in the module's table cannot pass its own test.
 * Browser tests compare the built pages with this table, and the unit test
 * statutory-figures.test.ts compares every row of the module with it.
 *
 * Each December, when a year's row is added to the module, add that year here too, typed from
 * the Sozialversicherungs-Rechengrößenverordnung and the BMG's announcement of the average
 * Zusatzbeitrag (§ 242a Abs. 2 SGB V), and the derived amounts worked out on paper: the monthly
 * limit is the yearly one divided by 12; the subsidy is half of (14,6 % + Zusatzbeitrag) of the
 * monthly limit; the GKV maximum is (14,6 % + Zusatzbeitrag) plus (Pflege rate + childless
 * surcharge) of it, each rounded to the cent separately; the minimum base of voluntary members is
 * the monthly Bezugsgröße divided by 3 (1/90 per day × 30 days). The browser tests fail for a build year
 * missing here.
 *
 * Values in force on 1 January of the year. Amounts as printed on the pages, with a plain space
 * before „€“ (tests compare text with no-break spaces turned into spaces).
 */
import { YEARLY_UPDATE_SECTION } from "../../scripts/build/go-live-gate";

export interface HandCheckedYear {
  /** Allgemeine Jahresarbeitsentgeltgrenze, § 6 Abs. 6 SGB V. */
  versicherungspflichtgrenze: string;
  /** Besondere Jahresarbeitsentgeltgrenze, § 6 Abs. 7 SGB V. */
  besondereVersicherungspflichtgrenze: string;
  /** Beitragsbemessungsgrenze per year, § 223 Abs. 3 SGB V. */
  beitragsbemessungsgrenze: string;
  /** The same per month. */
  beitragsbemessungsgrenzeMonat: string;
  /** Maximum employer subsidy to a private health insurance per month, § 257 Abs. 2 SGB V. */
  maxEmployerSubsidyHealth: string;
  /** Durchschnittlicher Zusatzbeitragssatz, as announced by the BMG. */
  durchschnittlicherZusatzbeitrag: string;
  /** Pflege rate and childless surcharge on 1 January, § 55 Abs. 1 and 3 SGB XI. */
  pflegeBeitragssatz: string;
  pflegeKinderlosenzuschlag: string;
  /** GKV maximum per month, health (general rate + average Zusatzbeitrag) plus care (childless). */
  gkvHoechstbeitragMonat: string;
  /** Bezugsgröße nach § 18 Abs. 1 SGB IV per month, as § 1 or § 2 of the year's ordinance states it. */
  bezugsgroesseMonat: string;
  /**
   * Minimum base of voluntary members per month, § 240 Abs. 4 Satz 1 SGB V: a ninetieth of the
   * monthly Bezugsgröße per calendar day, times 30 — a third of it, rounded to the cent.
   */
  mindestbemessungsgrundlageMonat: string;
}

export const HAND_CHECKED_FIGURES: Readonly<Record<number, HandCheckedYear>> = {
  // SVRechGrV 2020 vom 17.12.2019 (BGBl. I S. 2848), Bezugsgröße 3.185 € im Monat; BMG-Bekanntmachung vom 22.10.2019: 1,1 %.
  2020: {
    versicherungspflichtgrenze: "62.550 €",
    besondereVersicherungspflichtgrenze: "56.250 €",
    beitragsbemessungsgrenze: "56.250 €",
    beitragsbemessungsgrenzeMonat: "4.687,50 €",
    maxEmployerSubsidyHealth: "367,97 €",
    durchschnittlicherZusatzbeitrag: "1,1 %",
    pflegeBeitragssatz: "3,05 %",
    pflegeKinderlosenzuschlag: "0,25 %",
    gkvHoechstbeitragMonat: "890,63 €",
    bezugsgroesseMonat: "3.185 €",
    mindestbemessungsgrundlageMonat: "1.061,67 €",
  },
  // SVRechGrV 2021 vom 30.11.2020 (BGBl. I S. 2612), § 2 Abs. 1: Bezugsgröße 3.290 € im Monat; Zusatzbeitrag 1,3 %.
  2021: {
    versicherungspflichtgrenze: "64.350 €",
    besondereVersicherungspflichtgrenze: "58.050 €",
    beitragsbemessungsgrenze: "58.050 €",
    beitragsbemessungsgrenzeMonat: "4.837,50 €",
    maxEmployerSubsidyHealth: "384,58 €",
    durchschnittlicherZusatzbeitrag: "1,3 %",
    pflegeBeitragssatz: "3,05 %",
    pflegeKinderlosenzuschlag: "0,25 %",
    gkvHoechstbeitragMonat: "928,80 €",
    bezugsgroesseMonat: "3.290 €",
    mindestbemessungsgrundlageMonat: "1.096,67 €",
  },
  // SVRechGrV 2022 vom 30.11.2021 (BGBl. I S. 5044): limits and Bezugsgröße (3.290 €) unchanged; Zusatzbeitrag 1,3 %; surcharge 0,35 % (GVWG).
  2022: {
    versicherungspflichtgrenze: "64.350 €",
    besondereVersicherungspflichtgrenze: "58.050 €",
    beitragsbemessungsgrenze: "58.050 €",
    beitragsbemessungsgrenzeMonat: "4.837,50 €",
    maxEmployerSubsidyHealth: "384,58 €",
    durchschnittlicherZusatzbeitrag: "1,3 %",
    pflegeBeitragssatz: "3,05 %",
    pflegeKinderlosenzuschlag: "0,35 %",
    gkvHoechstbeitragMonat: "933,64 €",
    bezugsgroesseMonat: "3.290 €",
    mindestbemessungsgrundlageMonat: "1.096,67 €",
  },
  // SVRechGrV 2023 vom 28.11.2022 (BGBl. I S. 2128), § 1 Abs. 1: Bezugsgröße 3.395 € im Monat; Zusatzbeitrag 1,6 %; Pflege 3,05 % + 0,35 % until 30 June.
  2023: {
    versicherungspflichtgrenze: "66.600 €",
    besondereVersicherungspflichtgrenze: "59.850 €",
    beitragsbemessungsgrenze: "59.850 €",
    beitragsbemessungsgrenzeMonat: "4.987,50 €",
    maxEmployerSubsidyHealth: "403,99 €",
    durchschnittlicherZusatzbeitrag: "1,6 %",
    pflegeBeitragssatz: "3,05 %",
    pflegeKinderlosenzuschlag: "0,35 %",
    gkvHoechstbeitragMonat: "977,56 €",
    bezugsgroesseMonat: "3.395 €",
    mindestbemessungsgrundlageMonat: "1.131,67 €",
  },
  // SVRechGrV 2024 vom 24.11.2023 (BGBl. 2023 I Nr. 322), § 1 Abs. 1: Bezugsgröße 42.420 € (3.535 € im Monat); Zusatzbeitrag 1,7 %.
  2024: {
    versicherungspflichtgrenze: "69.300 €",
    besondereVersicherungspflichtgrenze: "62.100 €",
    beitragsbemessungsgrenze: "62.100 €",
    beitragsbemessungsgrenzeMonat: "5.175 €",
    maxEmployerSubsidyHealth: "421,76 €",
    durchschnittlicherZusatzbeitrag: "1,7 %",
    pflegeBeitragssatz: "3,4 %",
    pflegeKinderlosenzuschlag: "0,6 %",
    gkvHoechstbeitragMonat: "1.050,53 €",
    bezugsgroesseMonat: "3.535 €",
    mindestbemessungsgrundlageMonat: "1.178,33 €",
  },
  // SVRechGrV 2025 vom 25.11.2024 (BGBl. 2024 I Nr. 365), § 1: Bezugsgröße 44.940 € (3.745 € im Monat); Zusatzbeitrag 2,5 %.
  2025: {
    versicherungspflichtgrenze: "73.800 €",
    besondereVersicherungspflichtgrenze: "66.150 €",
    beitragsbemessungsgrenze: "66.150 €",
    beitragsbemessungsgrenzeMonat: "5.512,50 €",
    maxEmployerSubsidyHealth: "471,32 €",
    durchschnittlicherZusatzbeitrag: "2,5 %",
    pflegeBeitragssatz: "3,6 %",
    pflegeKinderlosenzuschlag: "0,6 %",
    gkvHoechstbeitragMonat: "1.174,17 €",
    bezugsgroesseMonat: "3.745 €",
    mindestbemessungsgrundlageMonat: "1.248,33 €",
  },
  // SVRechGrV 2026 vom 24.11.2025 (BGBl. 2025 I Nr. 278), § 1: Bezugsgröße 47.460 € (3.955 € im Monat); Zusatzbeitrag 2,9 %.
  2026: {
    versicherungspflichtgrenze: "77.400 €",
    besondereVersicherungspflichtgrenze: "69.750 €",
    beitragsbemessungsgrenze: "69.750 €",
    beitragsbemessungsgrenzeMonat: "5.812,50 €",
    maxEmployerSubsidyHealth: "508,59 €",
    durchschnittlicherZusatzbeitrag: "2,9 %",
    pflegeBeitragssatz: "3,6 %",
    pflegeKinderlosenzuschlag: "0,6 %",
    gkvHoechstbeitragMonat: "1.261,32 €",
    bezugsgroesseMonat: "3.955 €",
    mindestbemessungsgrundlageMonat: "1.318,33 €",
  },
};

/** The hand-checked figures of `year`; throws (and so fails the test) when nobody has typed them yet. */
export function handCheckedFigures(year: number): HandCheckedYear {
  const figures = HAND_CHECKED_FIGURES[year];
  if (!figures) {
    throw new Error(
      `tests/e2e/statutory-figures-by-year.ts has no hand-checked figures for ${year}. Type them from that year's Rechengrößenverordnung and the BMG's Zusatzbeitrag announcement (${YEARLY_UPDATE_SECTION}).`,
    );
  }
  return figures;
}
