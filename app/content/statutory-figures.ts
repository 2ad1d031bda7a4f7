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

import { formatIsoDate } from "~/modules/format-de";
import { BUNDESANZEIGER_AMTLICHER_TEIL, bgblUrl, lawUrl, provisionUrl } from "./legal-sources";

/** Figures as published for one year; amounts in €, rates in per cent. */
export interface PublishedFigures {
  year: number;
  /** Allgemeine Jahresarbeitsentgeltgrenze (Versicherungspflichtgrenze), € per year, § 6 Abs. 6 SGB V. */
  versicherungspflichtgrenze: number;
  /** Besondere Jahresarbeitsentgeltgrenze for those privately insured on 31.12.2002, € per year, § 6 Abs. 7 SGB V. */
  besondereVersicherungspflichtgrenze: number;
  /** Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung, € per year, § 223 Abs. 3 SGB V. */
  beitragsbemessungsgrenze: number;
  /** Allgemeiner Beitragssatz der GKV, % (§ 241 SGB V). */
  allgemeinerBeitragssatz: number;
  /** Durchschnittlicher Zusatzbeitragssatz, % (§ 242a SGB V, announced by the BMG). */
  durchschnittlicherZusatzbeitrag: number;
  /** Beitragssatz der sozialen Pflegeversicherung, %, § 55 Abs. 1 SGB XI. */
  pflegeBeitragssatz: number;
  /** Beitragszuschlag für Kinderlose ab 23 Jahren, %, § 55 Abs. 3 SGB XI (paid by the employee alone). */
  pflegeKinderlosenzuschlag: number;
  /** Abschlag je Kind unter 25 vom zweiten bis zum fünften Kind, %, § 55 Abs. 3 Satz 4 SGB XI (employee share only). */
  pflegeAbschlagJeKind: number;
  /**
   * Sachsen kept the Buß- und Bettag as a holiday, so its employees carry this much more of the
   * Pflege rate and employers that much less (§ 58 Abs. 3 SGB XI), %.
   */
  pflegeSachsenMehranteilArbeitnehmer: number;
  /**
   * Ermäßigter Beitragssatz der GKV for members with no entitlement to Krankengeld (civil
   * servants, many self-employed without the Wahlerklärung), %, § 243 SGB V.
   */
  ermaessigterBeitragssatz: number;
  /**
   * Bezugsgröße nach § 18 Abs. 1 SGB IV, € per month, as the year's Rechengrößen-Verordnung
   * states it. The health and care insurance apply it in the whole country since the Gesetz zur
   * Rechtsangleichung in der gesetzlichen Krankenversicherung (1 January 2001); the Bezugsgröße
   * (Ost) of § 18 Abs. 2 SGB IV, gone from 2025, never mattered here, so it is not kept.
   */
  bezugsgroesseMonat: number;
  /** Geringfügigkeitsgrenze (Minijob), € per month, § 8 Abs. 1a SGB IV. */
  geringfuegigkeitsgrenze: number;
  /** Upper end of the Übergangsbereich (reduced employee contributions), € per month, § 20 Abs. 2 SGB IV. */
  uebergangsbereichObergrenze: number;
}

/** A change in force from a day after 1 January, e.g. the Pflege rate from 1 July 2023. */
export interface FigureChangeDuringYear {
  /** ISO date from which the new value applies. */
  from: string;
  field: keyof Omit<PublishedFigures, "year">;
  value: number;
  /** The act that made the change, e.g. „Pflegeunterstützungs- und -entlastungsgesetz (PUEG)“. */
  law: string;
}

/** The ordinance that set a year's limits and Bezugsgröße, as promulgated. */
export interface Ordinance {
  /** Short title in the year's own spelling, e.g. „Sozialversicherungsrechengrößen-Verordnung 2026“ (until 2022 „Sozialversicherungs-Rechengrößenverordnung“). */
  title: string;
  /** „vom 24. November 2025 (BGBl. 2025 I Nr. 278)“, checked against the gazette or a consolidated copy. */
  promulgation: string;
  /** The promulgated text (legal-sources.ts: bgblUrl). */
  url: string;
}

/** Where a year's row comes from, beyond the statutes in FIGURE_SOURCES. */
export interface YearSources {
  ordinance: Ordinance;
  /** Date of the BMG's announcement of the average Zusatzbeitrag (§ 242a Abs. 2 SGB V), where checked. */
  zusatzbeitragAnnouncedOn?: string;
}

/** One row of the table: the values in force on 1 January, what changed later that year, and the sources. */
export interface PublishedRow extends PublishedFigures {
  changesDuringYear: readonly FigureChangeDuringYear[];
  sources: YearSources;
}

/** Published figures plus what follows from them by statute (rounded to cents, half up). */
export interface StatutoryFigures extends PublishedFigures {
  /** Beitragsbemessungsgrenze per month, €. */
  beitragsbemessungsgrenzeMonat: number;
  /**
   * Maximum employer subsidy to a private health insurance, € per month (§ 257 Abs. 2 SGB V):
   * half of the general rate plus the average Zusatzbeitrag, on the monthly Beitragsbemessungsgrenze.
   */
  maxEmployerSubsidyHealth: number;
  /** Maximum employer subsidy to a private long-term care insurance, € per month (§ 61 Abs. 2 SGB XI), outside Sachsen. */
  maxEmployerSubsidyCare: number;
  /** The same in Sachsen, where the employer's share of the Pflege rate is lower. */
  maxEmployerSubsidyCareSachsen: number;
  /**
   * Least a voluntary member pays contributions on, € per month (§ 240 Abs. 4 Satz 1 SGB V): per
   * calendar day a ninetieth of the monthly Bezugsgröße, a month counted as 30 days (§ 223 Abs. 2
   * Satz 2 SGB V) — one third of the monthly Bezugsgröße, rounded to the cent.
   */
  mindestbemessungsgrundlageFreiwilligeMonat: number;
}

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

/**
 * The day someone last checked this table against the ordinance and the BMG's announcement
 * (ISO date). Pages show it as the „Stand“ of the next-year note: it changes when a person
 * checks, not when the site is rebuilt.
 */
export const FIGURES_LAST_CHECKED = "2026-11-23";

/** Where each figure is laid down; links go to the Federal Ministry of Justice's statute site. */
export interface LegalSource {
  /** e.g. „§ 6 Abs. 6 SGB V“ (with no-break spaces). */
  citation: string;
  url: string;
}

const SGB_V = lawUrl("sgbV");
const SGB_XI = lawUrl("sgbXI");

export const FIGURE_SOURCES = {
  versicherungspflichtgrenze: { citation: "§\u00a06 Abs.\u00a06 SGB\u00a0V", url: `${SGB_V}/__6.html` },
  besondereVersicherungspflichtgrenze: { citation: "§\u00a06 Abs.\u00a07 SGB\u00a0V", url: `${SGB_V}/__6.html` },
  /** The switch at the turn of the year: the pay must also exceed the next year's limit. */
  jahreswechsel: { citation: "§\u00a06 Abs.\u00a04 SGB\u00a0V", url: `${SGB_V}/__6.html` },
  beitragsbemessungsgrenze: { citation: "§\u00a0223 Abs.\u00a03 SGB\u00a0V", url: `${SGB_V}/__223.html` },
  allgemeinerBeitragssatz: { citation: "§\u00a0241 SGB\u00a0V", url: `${SGB_V}/__241.html` },
  ermaessigterBeitragssatz: { citation: "§\u00a0243 SGB\u00a0V", url: `${SGB_V}/__243.html` },
  durchschnittlicherZusatzbeitrag: { citation: "§\u00a0242a SGB\u00a0V", url: `${SGB_V}/__242a.html` },
  beitragstragung: { citation: "§\u00a0249 SGB\u00a0V", url: `${SGB_V}/__249.html` },
  maxEmployerSubsidyHealth: { citation: "§\u00a0257 Abs.\u00a02 SGB\u00a0V", url: `${SGB_V}/__257.html` },
  pflegeBeitragssatz: { citation: "§\u00a055 Abs.\u00a01 SGB\u00a0XI", url: `${SGB_XI}/__55.html` },
  pflegeKinderlosenzuschlag: { citation: "§\u00a055 Abs.\u00a03 SGB\u00a0XI", url: `${SGB_XI}/__55.html` },
  pflegeAbschlagJeKind: { citation: "§\u00a055 Abs.\u00a03 Satz\u00a04 SGB\u00a0XI", url: `${SGB_XI}/__55.html` },
  pflegeSachsen: { citation: "§\u00a058 Abs.\u00a03 SGB\u00a0XI", url: `${SGB_XI}/__58.html` },
  bezugsgroesse: { citation: "§\u00a018 Abs.\u00a01 SGB\u00a0IV", url: provisionUrl("sgbIV", "18") },
  /** The minimum base of voluntary members. */
  mindestbemessungsgrundlage: { citation: "§\u00a0240 Abs.\u00a04 Satz\u00a01 SGB\u00a0V", url: provisionUrl("sgbV", "240") },
  geringfuegigkeitsgrenze: { citation: "§\u00a08 Abs.\u00a01a SGB\u00a0IV", url: provisionUrl("sgbIV", "8") },
  uebergangsbereich: { citation: "§\u00a020 Abs.\u00a02 SGB\u00a0IV", url: provisionUrl("sgbIV", "20") },
  maxEmployerSubsidyCare: { citation: "§\u00a061 Abs.\u00a02 SGB\u00a0XI", url: `${SGB_XI}/__61.html` },
  /** Over-55s: no return to the GKV after five years without it (§ 6 Abs. 3a SGB V). */
  ab55: { citation: "§\u00a06 Abs.\u00a03a SGB\u00a0V", url: `${SGB_V}/__6.html` },
} as const satisfies Record<string, LegalSource>;

/**
 * The ordinance of a year not yet in the table, by the title the recent ones bear (from 2023
 * „Sozialversicherungsrechengrößen-Verordnung“); a year in the table is named by its row's
 * `sources.ordinance`, in its own spelling (`ordinanceSource`).
 */
export function rechengroessenVerordnung(year: number): string {
  return `Sozialversicherungsrechengrößen-Verordnung ${year}`;
}

/** `numerator / denominator`, rounded half up, for non-negative integers: no floating-point drift at 0,5 cent. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Cents of `rate` per cent of `baseCents`, commercially rounded. Rates are hundredths of a per cent exactly. */
export function percentOfCents(baseCents: number, rate: number): number {
  return divideRoundingHalfUp(baseCents * Math.round(rate * 100), 10_000);
}

/** § 240 Abs. 4 Satz 1 SGB V: per calendar day the ninetieth part of the monthly Bezugsgröße … */
const MINDEST_TEIL_DER_BEZUGSGROESSE = 90;
/** … and a month counts as 30 days (§ 223 Abs. 2 Satz 2 SGB V). */
const MINDEST_TAGE_JE_MONAT = 30;

/** Adds what follows by statute; exported so tests can derive figures from hand-checked fixture rows. */
export function deriveFigures(row: PublishedFigures): StatutoryFigures {
  // A table row also carries its changes during the year and its sources; the figures are the numbers alone.
  const { changesDuringYear: _changes, sources: _sources, ...published } = row as PublishedFigures & Partial<Omit<PublishedRow, keyof PublishedFigures>>;
  const monthCents = divideRoundingHalfUp(published.beitragsbemessungsgrenze * 100, 12);
  const employerCareRate = published.pflegeBeitragssatz / 2;
  return {
    ...published,
    beitragsbemessungsgrenzeMonat: monthCents / 100,
    maxEmployerSubsidyHealth: percentOfCents(monthCents, (published.allgemeinerBeitragssatz + published.durchschnittlicherZusatzbeitrag) / 2) / 100,
    maxEmployerSubsidyCare: percentOfCents(monthCents, employerCareRate) / 100,
    maxEmployerSubsidyCareSachsen: percentOfCents(monthCents, employerCareRate - published.pflegeSachsenMehranteilArbeitnehmer) / 100,
    mindestbemessungsgrundlageFreiwilligeMonat:
      divideRoundingHalfUp(published.bezugsgroesseMonat * 100 * MINDEST_TAGE_JE_MONAT, MINDEST_TEIL_DER_BEZUGSGROESSE) / 100,
  };
}

/**
 * The calculators model one set of rules for a whole year, including the Pflege reduction per
 * child under 25 and the Übergangsbereich up to 2.000 € (both in force only from 2023, the
 * reduction only from 1 July 2023). So they offer a year only from 2024 on, the first year whose
 * rules they model from 1 January to 31 December, and never a year whose row records a change
 * during the year. Older rows are history: the chart and its table show them.
 */
const FIRST_CALCULATOR_YEAR = 2024;

/**
 * Everything the site reads from a table of rows and the build's date. The site uses it once,
 * with PUBLISHED and the build time; tests call it with fixture rows (a year not yet published,
 * a different build date) and put the result in place of this module (`vi.mock`), so they prove
 * that pages and calculators follow the table without editing it.
 */
export function createFigureTable(rows: readonly PublishedRow[], buildDate: Date) {
  const figuresByYear = new Map<number, StatutoryFigures>(rows.map((row) => [row.year, deriveFigures(row)]));
  const rowsByYear = new Map<number, PublishedRow>(rows.map((row) => [row.year, row]));
  if (figuresByYear.size === 0) throw new Error("The figures table has no rows.");

  /** Every year with published figures, oldest first. */
  const KNOWN_FIGURE_YEARS: readonly number[] = [...figuresByYear.keys()].sort((a, b) => a - b);

  const hasFiguresFor = (year: number): boolean => figuresByYear.has(year);

  /**
   * The figures in force in `year`; for a year with no row yet, the newest known year,
   * so copy keeps quoting (and labelling) the latest figures actually published.
   */
  const figuresFor = (year: number): StatutoryFigures => {
    const known = KNOWN_FIGURE_YEARS.filter((candidate) => candidate <= year);
    const chosen = known.length > 0 ? known[known.length - 1] : KNOWN_FIGURE_YEARS[0];
    return figuresByYear.get(chosen)!;
  };

  /** Exact figures of one year, for copy that quotes a past year on purpose. */
  const figuresOfYear = (year: FigureYear): StatutoryFigures => {
    const figures = figuresByYear.get(year);
    if (!figures) throw new RangeError(`No figures for ${year}.`);
    return figures;
  };

  /** What changed during `year` after 1 January, and the row's sources. */
  const yearRecord = (year: FigureYear): Pick<PublishedRow, "changesDuringYear" | "sources"> => {
    const row = rowsByYear.get(year);
    if (!row) throw new RangeError(`No figures for ${year}.`);
    return { changesDuringYear: row.changesDuringYear, sources: row.sources };
  };

  /** The ordinance that set `year`'s limits and Bezugsgröße, linked to its promulgated text: the source of those figures. */
  const ordinanceSource = (year: FigureYear): LegalSource => {
    const { ordinance } = yearRecord(year).sources;
    return { citation: `${ordinance.title} ${ordinance.promulgation}`, url: ordinance.url };
  };

  /**
   * The BMG's announcement of `year`'s average Zusatzbeitrag in the Bundesanzeiger — the source
   * of the rate; § 242a Abs. 2 SGB V only says that the BMG sets and announces it.
   */
  const zusatzbeitragSource = (year: FigureYear): LegalSource => {
    const announcedOn = yearRecord(year).sources.zusatzbeitragAnnouncedOn;
    const date = announcedOn === undefined ? "" : ` vom ${formatIsoDate(announcedOn)}`;
    return {
      citation: `Bekanntmachung des Bundesministeriums für Gesundheit über den durchschnittlichen Zusatzbeitragssatz für ${year}${date}, Bundesanzeiger (amtlicher Teil)`,
      url: BUNDESANZEIGER_AMTLICHER_TEIL,
    };
  };

  /** Years the calculators offer (see FIRST_CALCULATOR_YEAR). */
  const CALCULATOR_YEARS: readonly number[] = KNOWN_FIGURE_YEARS.filter(
    (year) => year >= FIRST_CALCULATOR_YEAR && rowsByYear.get(year)!.changesDuringYear.length === 0,
  );

  const BUILD_YEAR = buildDate.getFullYear();

  /**
   * Next year's figures as of `today`: null before October (nothing to say yet), otherwise the
   * row when published, or the statement that it is not yet published.
   */
  const nextYearFigures = (today: Date): NextYearFigures | null => {
    if (today.getMonth() < NEXT_YEAR_NOTICE_FROM_MONTH) return null;
    const year = today.getFullYear() + 1;
    const figures = figuresByYear.get(year);
    return figures ? { year, published: true, figures } : { year, published: false };
  };

  return {
    KNOWN_FIGURE_YEARS,
    CALCULATOR_YEARS,
    hasFiguresFor,
    figuresFor,
    figuresOfYear,
    yearRecord,
    ordinanceSource,
    zusatzbeitragSource,
    nextYearFigures,
    /** The day the site was built: prerendered HTML is fixed then, so "today" on a page means this day. */
    BUILD_DATE: buildDate,
    BUILD_YEAR,
    /** The figures the site quotes as current. */
    currentFigures: figuresFor(BUILD_YEAR),
  };
}

/** From this month on (October, 0-based 9) pages name next year's limit or say it is not yet published. */
export const NEXT_YEAR_NOTICE_FROM_MONTH = 9;

export type NextYearFigures = { year: number; published: true; figures: StatutoryFigures } | { year: number; published: false };

/** The rows as published, oldest first (tests extend a copy of them with fixture years). */
export const PUBLISHED_ROWS: readonly PublishedRow[] = Object.values(PUBLISHED);

export type FigureTable = ReturnType<typeof createFigureTable>;

/** The site's table. __BUILD_TIME__ is the one build time (astro.config.ts defines it for every module). */
const table: FigureTable = createFigureTable(PUBLISHED_ROWS, new Date(__BUILD_TIME__));

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
