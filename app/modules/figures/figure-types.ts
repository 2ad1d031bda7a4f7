/**
 * The shapes of the statutory-figures table: what a year's row holds (its values, changes during
 * the year, sources) and what follows from it. The rows themselves are data in
 * `app/content/statutory-figures.ts`.
 */

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
  /** Short title in the year's own spelling (ordinance-title.ts: ordinanceTitle), e.g. „Sozialversicherungsrechengrößen-Verordnung 2026“. */
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

/** Where a figure is laid down: the citation as printed and the address of the official text. */
export interface LegalSource {
  /** e.g. „§ 6 Abs. 6 SGB V“ (with no-break spaces). */
  citation: string;
  url: string;
}

export type NextYearFigures = { year: number; published: true; figures: StatutoryFigures } | { year: number; published: false };
