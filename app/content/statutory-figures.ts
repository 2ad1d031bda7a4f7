/**
 * Statutory figures of the German health and long-term care insurance, by calendar year.
 * The only place these numbers are written: copy, the wizard hint and the calculators read
 * them from here and always name the year and the legal source they quote.
 *
 * Add next year's row the day the Sozialversicherungsrechengrößen-Verordnung of that year is
 * published (usually November) together with the Bundesgesundheitsministerium's notice of
 * the average Zusatzbeitrag — never before, never guessed. Until then the site says that the
 * next year's figures are not yet published (see `nextYearFigures`).
 */

import { createFigureTable, type FigureCitations, type FigureTable } from "~/modules/figures/figure-table";
import type { LegalSource, PublishedRow } from "~/modules/figures/figure-types";
import { ordinanceTitle } from "~/modules/figures/ordinance-title";
import { formatIsoDate } from "~/modules/format-de";
import { bgblUrl, provisionUrl } from "./legal-sources";

/** Acts that changed figures during a year (named as the Bundesgesetzblatt titles them). */
const MINDESTLOHN_2022 = "Gesetz zur Erhöhung des Schutzes durch den gesetzlichen Mindestlohn und zu Änderungen im Bereich der geringfügigen Beschäftigung";
const PUEG = "Pflegeunterstützungs- und -entlastungsgesetz (PUEG)";

const PUBLISHED = {
  2020: {
    year: 2020,
    versicherungspflichtgrenze: 62_550,
    besondereVersicherungspflichtgrenze: 56_250,
    beitragsbemessungsgrenze: 56_250,
    allgemeinerBeitragssatz: 14.6,
    durchschnittlicherZusatzbeitrag: 1.1,
    pflegeBeitragssatz: 3.05,
    pflegeKinderlosenzuschlag: 0.25,
    // The reduction per child exists only from 1 July 2023 (PUEG).
    pflegeAbschlagJeKind: 0,
    pflegeSachsenMehranteilArbeitnehmer: 0.5,
    ermaessigterBeitragssatz: 14.0,
    bezugsgroesseMonat: 3_185,
    geringfuegigkeitsgrenze: 450,
    uebergangsbereichObergrenze: 1_300,
    changesDuringYear: [],
    sources: {
      ordinance: {
        title: "Sozialversicherungs-Rechengrößenverordnung 2020",
        promulgation: "vom 17.\u00a0Dezember 2019 (BGBl.\u00a0I S.\u00a02848)",
        url: bgblUrl({ year: 2019, page: 2848 }),
      },
      zusatzbeitragAnnouncedOn: "2019-10-22",
    },
  },
  2021: {
    year: 2021,
    versicherungspflichtgrenze: 64_350,
    besondereVersicherungspflichtgrenze: 58_050,
    beitragsbemessungsgrenze: 58_050,
    allgemeinerBeitragssatz: 14.6,
    durchschnittlicherZusatzbeitrag: 1.3,
    pflegeBeitragssatz: 3.05,
    pflegeKinderlosenzuschlag: 0.25,
    pflegeAbschlagJeKind: 0,
    pflegeSachsenMehranteilArbeitnehmer: 0.5,
    ermaessigterBeitragssatz: 14.0,
    bezugsgroesseMonat: 3_290,
    geringfuegigkeitsgrenze: 450,
    uebergangsbereichObergrenze: 1_300,
    changesDuringYear: [],
    sources: {
      ordinance: {
        title: "Sozialversicherungs-Rechengrößenverordnung 2021",
        promulgation: "vom 30.\u00a0November 2020 (BGBl.\u00a0I S.\u00a02612)",
        url: bgblUrl({ year: 2020, page: 2612 }),
      },
    },
  },
  2022: {
    year: 2022,
    versicherungspflichtgrenze: 64_350,
    besondereVersicherungspflichtgrenze: 58_050,
    beitragsbemessungsgrenze: 58_050,
    allgemeinerBeitragssatz: 14.6,
    durchschnittlicherZusatzbeitrag: 1.3,
    pflegeBeitragssatz: 3.05,
    // Raised from 0,25 by the Gesundheitsversorgungsweiterentwicklungsgesetz from 1 January 2022.
    pflegeKinderlosenzuschlag: 0.35,
    pflegeAbschlagJeKind: 0,
    pflegeSachsenMehranteilArbeitnehmer: 0.5,
    ermaessigterBeitragssatz: 14.0,
    bezugsgroesseMonat: 3_290,
    geringfuegigkeitsgrenze: 450,
    uebergangsbereichObergrenze: 1_300,
    changesDuringYear: [
      { from: "2022-10-01", field: "geringfuegigkeitsgrenze", value: 520, law: MINDESTLOHN_2022 },
      { from: "2022-10-01", field: "uebergangsbereichObergrenze", value: 1_600, law: MINDESTLOHN_2022 },
    ],
    sources: {
      ordinance: {
        title: "Sozialversicherungs-Rechengrößenverordnung 2022",
        promulgation: "vom 30.\u00a0November 2021 (BGBl.\u00a0I S.\u00a05044)",
        url: bgblUrl({ year: 2021, page: 5044 }),
      },
    },
  },
  2023: {
    year: 2023,
    versicherungspflichtgrenze: 66_600,
    besondereVersicherungspflichtgrenze: 59_850,
    beitragsbemessungsgrenze: 59_850,
    allgemeinerBeitragssatz: 14.6,
    durchschnittlicherZusatzbeitrag: 1.6,
    pflegeBeitragssatz: 3.05,
    pflegeKinderlosenzuschlag: 0.35,
    pflegeAbschlagJeKind: 0,
    pflegeSachsenMehranteilArbeitnehmer: 0.5,
    ermaessigterBeitragssatz: 14.0,
    bezugsgroesseMonat: 3_395,
    geringfuegigkeitsgrenze: 520,
    uebergangsbereichObergrenze: 2_000,
    changesDuringYear: [
      { from: "2023-07-01", field: "pflegeBeitragssatz", value: 3.4, law: PUEG },
      { from: "2023-07-01", field: "pflegeKinderlosenzuschlag", value: 0.6, law: PUEG },
      { from: "2023-07-01", field: "pflegeAbschlagJeKind", value: 0.25, law: PUEG },
    ],
    sources: {
      ordinance: {
        title: "Sozialversicherungsrechengrößen-Verordnung 2023",
        promulgation: "vom 28.\u00a0November 2022 (BGBl.\u00a0I S.\u00a02128)",
        url: bgblUrl({ year: 2022, page: 2128 }),
      },
    },
  },
  2024: {
    year: 2024,
    versicherungspflichtgrenze: 69_300,
    besondereVersicherungspflichtgrenze: 62_100,
    beitragsbemessungsgrenze: 62_100,
    allgemeinerBeitragssatz: 14.6,
    durchschnittlicherZusatzbeitrag: 1.7,
    pflegeBeitragssatz: 3.4,
    pflegeKinderlosenzuschlag: 0.6,
    pflegeAbschlagJeKind: 0.25,
    pflegeSachsenMehranteilArbeitnehmer: 0.5,
    ermaessigterBeitragssatz: 14.0,
    bezugsgroesseMonat: 3_535,
    geringfuegigkeitsgrenze: 538,
    uebergangsbereichObergrenze: 2_000,
    changesDuringYear: [],
    sources: {
      ordinance: {
        title: "Sozialversicherungsrechengrößen-Verordnung 2024",
        promulgation: "vom 24.\u00a0November 2023 (BGBl.\u00a02023 I Nr.\u00a0322)",
        url: bgblUrl({ year: 2023, number: 322 }),
      },
    },
  },
  2025: {
    year: 2025,
    versicherungspflichtgrenze: 73_800,
    besondereVersicherungspflichtgrenze: 66_150,
    beitragsbemessungsgrenze: 66_150,
    allgemeinerBeitragssatz: 14.6,
    durchschnittlicherZusatzbeitrag: 2.5,
    pflegeBeitragssatz: 3.6,
    pflegeKinderlosenzuschlag: 0.6,
    pflegeAbschlagJeKind: 0.25,
    pflegeSachsenMehranteilArbeitnehmer: 0.5,
    ermaessigterBeitragssatz: 14.0,
    bezugsgroesseMonat: 3_745,
    geringfuegigkeitsgrenze: 556,
    uebergangsbereichObergrenze: 2_000,
    changesDuringYear: [],
    sources: {
      ordinance: {
        title: "Sozialversicherungsrechengrößen-Verordnung 2025",
        promulgation: "vom 25.\u00a0November 2024 (BGBl.\u00a02024 I Nr.\u00a0365)",
        url: bgblUrl({ year: 2024, number: 365 }),
      },
    },
  },
  2026: {
    year: 2026,
    versicherungspflichtgrenze: 77_400,
    besondereVersicherungspflichtgrenze: 69_750,
    beitragsbemessungsgrenze: 69_750,
    allgemeinerBeitragssatz: 14.6,
    durchschnittlicherZusatzbeitrag: 2.9,
    pflegeBeitragssatz: 3.6,
    pflegeKinderlosenzuschlag: 0.6,
    pflegeAbschlagJeKind: 0.25,
    pflegeSachsenMehranteilArbeitnehmer: 0.5,
    ermaessigterBeitragssatz: 14.0,
    bezugsgroesseMonat: 3_955,
    geringfuegigkeitsgrenze: 603,
    uebergangsbereichObergrenze: 2_000,
    changesDuringYear: [],
    sources: {
      ordinance: {
        title: "Sozialversicherungsrechengrößen-Verordnung 2026",
        promulgation: "vom 24.\u00a0November 2025 (BGBl.\u00a02025 I Nr.\u00a0278)",
        url: bgblUrl({ year: 2025, number: 278 }),
      },
    },
  },
} as const satisfies Readonly<Record<number, PublishedRow>>;

/** A year the module holds figures for; derived from the table, so adding a row widens it. */
export type FigureYear = keyof typeof PUBLISHED;

/** Where each figure is laid down; links go to the Federal Ministry of Justice's statute site. */
export const FIGURE_SOURCES = {
  versicherungspflichtgrenze: { citation: "§\u00a06 Abs.\u00a06 SGB\u00a0V", url: provisionUrl("sgbV", "6") },
  besondereVersicherungspflichtgrenze: { citation: "§\u00a06 Abs.\u00a07 SGB\u00a0V", url: provisionUrl("sgbV", "6") },
  /** The switch at the turn of the year: the pay must also exceed the next year's limit. */
  jahreswechsel: { citation: "§\u00a06 Abs.\u00a04 SGB\u00a0V", url: provisionUrl("sgbV", "6") },
  beitragsbemessungsgrenze: { citation: "§\u00a0223 Abs.\u00a03 SGB\u00a0V", url: provisionUrl("sgbV", "223") },
  allgemeinerBeitragssatz: { citation: "§\u00a0241 SGB\u00a0V", url: provisionUrl("sgbV", "241") },
  ermaessigterBeitragssatz: { citation: "§\u00a0243 SGB\u00a0V", url: provisionUrl("sgbV", "243") },
  /** Abs. 2: the BMG sets the rate and announces it in the Bundesanzeiger (the announcement is named by FIGURE_CITATIONS). */
  durchschnittlicherZusatzbeitrag: { citation: "§\u00a0242a Abs.\u00a02 SGB\u00a0V", url: provisionUrl("sgbV", "242a") },
  beitragstragung: { citation: "§\u00a0249 SGB\u00a0V", url: provisionUrl("sgbV", "249") },
  maxEmployerSubsidyHealth: { citation: "§\u00a0257 Abs.\u00a02 SGB\u00a0V", url: provisionUrl("sgbV", "257") },
  pflegeBeitragssatz: { citation: "§\u00a055 Abs.\u00a01 SGB\u00a0XI", url: provisionUrl("sgbXI", "55") },
  pflegeKinderlosenzuschlag: { citation: "§\u00a055 Abs.\u00a03 SGB\u00a0XI", url: provisionUrl("sgbXI", "55") },
  pflegeAbschlagJeKind: { citation: "§\u00a055 Abs.\u00a03 Satz\u00a04 SGB\u00a0XI", url: provisionUrl("sgbXI", "55") },
  pflegeSachsen: { citation: "§\u00a058 Abs.\u00a03 SGB\u00a0XI", url: provisionUrl("sgbXI", "58") },
  bezugsgroesse: { citation: "§\u00a018 Abs.\u00a01 SGB\u00a0IV", url: provisionUrl("sgbIV", "18") },
  /** The minimum base of voluntary members. */
  mindestbemessungsgrundlage: { citation: "§\u00a0240 Abs.\u00a04 Satz\u00a01 SGB\u00a0V", url: provisionUrl("sgbV", "240") },
  geringfuegigkeitsgrenze: { citation: "§\u00a08 Abs.\u00a01a SGB\u00a0IV", url: provisionUrl("sgbIV", "8") },
  uebergangsbereich: { citation: "§\u00a020 Abs.\u00a02 SGB\u00a0IV", url: provisionUrl("sgbIV", "20") },
  maxEmployerSubsidyCare: { citation: "§\u00a061 Abs.\u00a02 SGB\u00a0XI", url: provisionUrl("sgbXI", "61") },
  /** Over-55s: no return to the GKV after five years without it (§ 6 Abs. 3a SGB V). */
  ab55: { citation: "§\u00a06 Abs.\u00a03a SGB\u00a0V", url: provisionUrl("sgbV", "6") },
} as const satisfies Record<string, LegalSource>;

/**
 * The ordinance of a year not yet in the table, by the title the recent ones bear
 * (modules/figures/ordinance-title.ts, the one definition); a year in the table is named by its
 * row's `sources.ordinance`, in its own spelling (`ordinanceSource`).
 */
export function rechengroessenVerordnung(year: number): string {
  return ordinanceTitle(year);
}

/**
 * How the site cites a year's average Zusatzbeitrag: the BMG's announcement in the Bundesanzeiger
 * holds the rate, but has no stable address of its own (the Bundesanzeiger serves it under session
 * addresses, and its front page is no source). So the link goes to § 242a Abs. 2 SGB V, the rule
 * that the BMG sets and announces it, and the announcement is named beside it — with its date
 * where `zusatzbeitragAnnouncedOn` holds a verified one (docs/decisions/0066).
 */
export const FIGURE_CITATIONS: FigureCitations = {
  zusatzbeitrag: (year, announcedOn) => ({
    citation: `${FIGURE_SOURCES.durchschnittlicherZusatzbeitrag.citation}; Bekanntmachung des Bundesministeriums für Gesundheit über den durchschnittlichen Zusatzbeitragssatz für ${year}${announcedOn === undefined ? "" : ` vom ${formatIsoDate(announcedOn)}`} im Bundesanzeiger`,
    url: FIGURE_SOURCES.durchschnittlicherZusatzbeitrag.url,
  }),
};

/** The rows as published, oldest first (tests extend a copy of them with fixture years). */
export const PUBLISHED_ROWS: readonly PublishedRow[] = Object.values(PUBLISHED);

/** The site's table. __BUILD_TIME__ is the one build time (astro.config.ts defines it for every module). */
const table: FigureTable<FigureYear> = createFigureTable<FigureYear>(PUBLISHED_ROWS, new Date(__BUILD_TIME__), FIGURE_CITATIONS);

export const {
  KNOWN_FIGURE_YEARS,
  CALCULATOR_YEARS,
  hasFiguresFor,
  figuresFor,
  figuresOfYear,
  yearRecord,
  ordinanceSource,
  zusatzbeitragSource,
  nextYearFigures,
  BUILD_DATE,
  BUILD_YEAR,
  currentFigures,
} = table;
