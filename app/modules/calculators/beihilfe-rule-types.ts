/**
 * The typed shape of one Dienstherr's Beihilfe rules (Bund or one Land), beside the calculation
 * that reads it (beihilfe.ts); the entries themselves are data in app/content/beihilfe/. For each
 * person (the Beihilfeberechtigte, the spouse or partner, a child) an ordered list of cases; the
 * calculation takes the first case whose conditions all hold. Every case names the provision that
 * yields it and how that provision was verified, so the page can put the paragraph beside each
 * figure. A Dienstherr whose rules could not be settled is "aufAnfrage" with the reason, and the
 * calculator names no percentage for it.
 */
import { BUNDESLAND_IDS, type BundeslandId } from "~/config/bundeslaender";

export type DienstherrId = "bund" | BundeslandId;

/** Bund first, then the Länder in the site's one list. */
export const DIENSTHERR_IDS: readonly DienstherrId[] = ["bund", ...BUNDESLAND_IDS];

export function isDienstherrId(value: string): value is DienstherrId {
  return (DIENSTHERR_IDS as readonly string[]).includes(value);
}

/** Whose costs the rate applies to. */
export type BeihilfePerson = "selbst" | "partner" | "kind";

export type BeihilfeStatus = "aktiv" | "versorgung";

/**
 * Who publishes a secondary source, so the page can say it beside the name (docs/decisions/0066):
 * an authority or Beihilfestelle („amtlich“), a union or professional association („verband“), an
 * insurance intermediary or comparison site selling cover — a competitor of the adviser
 * („vermittler“), or another private information site („privat“). Where the operator could not be
 * told, „privat“: the page then still says the source is not official.
 */
export type SecondarySourceKind = "amtlich" | "verband" | "vermittler" | "privat";

/** A secondary source used to verify a rate when the regulation's own text was not found. */
export interface SecondarySource {
  /** e.g. „fairbeamtet.de, Beihilfe in Hessen“. */
  name: string;
  url: string;
  kind: SecondarySourceKind;
}

/**
 * How a provision was verified: its own text read ("Normtext", at `url` of the source), or two
 * independent secondary sources that agree (both named), when the text itself was not found.
 */
export type Verification = { how: "Normtext" } | { how: "zwei Sekundärquellen"; sources: readonly [SecondarySource, SecondarySource] };

/** One provision as the page cites it. `citation` is derived from regulation and paragraph (see `beihilfeSource`). */
export interface BeihilfeSource {
  /** Short name of the regulation or statute, e.g. „BBhV“, „HBeihVO“, „BayBG“. */
  regulation: string;
  /** e.g. „§ 46 Abs. 2 Nr. 1“ or „Art. 96 Abs. 3 Satz 2“ (no-break spaces). */
  paragraph: string;
  /** „§ 46 Abs. 2 Nr. 1 BBhV“ — the link text the page shows. */
  citation: string;
  /** The provision's own page (gesetze-im-internet.de, a Land's portal) where it was read or would be read. */
  url: string;
  /** ISO date on which the provision was last checked. */
  checkedOn: string;
  verified: Verification;
}

/** Builds a source with its citation, so the link text and the two parts never disagree. */
export function beihilfeSource(source: Omit<BeihilfeSource, "citation">): BeihilfeSource {
  return { ...source, citation: `${source.paragraph} ${source.regulation}` };
}

/**
 * Conditions of a case; every one given must hold, an omitted one holds always. Each condition
 * refers to one input field, so the calculator asks only for the fields a Dienstherr's cases use.
 */
export interface BeihilfeCondition {
  status?: BeihilfeStatus;
  /** Berücksichtigungsfähige children, at least / at most. */
  childrenMin?: number;
  childrenMax?: number;
  /** The Beihilfeberechtigte is on parental leave (Elternzeit). */
  elternzeit?: boolean;
  /**
   * The Beihilfeberechtigte is an Anwärter:in (Beamte:r auf Widerruf im Vorbereitungsdienst), for
   * Dienstherren whose rates treat them apart (e.g. § 15 HBeihVO). Only meaningful while aktiv.
   */
  anwaerter?: boolean;
  /** A spouse or registered partner is berücksichtigungsfähig. */
  partner?: boolean;
  /** Married or in a registered partnership, whether or not the partner is berücksichtigungsfähig (e.g. Hessen). */
  verheiratet?: boolean;
  /**
   * Berücksichtigungsfähige Angehörige (partner counted + children), at least / at most — for
   * rates graded by the number of dependants (e.g. Bremen's pensioners).
   */
  dependantsMin?: number;
  dependantsMax?: number;
  /** The person whose costs these are receives an employer's subsidy to the health insurance premium (e.g. Saarland). */
  arbeitgeberzuschuss?: boolean;
  /** The Beihilfeberechtigte became entitled on or after / before this ISO date (e.g. Baden-Württemberg 2013). */
  berechtigtSeitAb?: string;
  berechtigtSeitVor?: string;
  /** Calendar years in which the case is law (e.g. a rule that was reversed). */
  fromYear?: number;
  untilYear?: number;
}

/**
 * A fixed percentage, a family model (base plus points per dependant, capped, e.g. § 15 HBeihVO),
 * or "offen": the case is known to exist but its rate could not be verified — the calculator then
 * names no percentage for it and gives the reason.
 */
export type BeihilfeRate =
  | { kind: "fest"; percent: number }
  | { kind: "offen"; reason: string }
  | {
      kind: "punkte";
      base: number;
      /** Points added for a spouse or partner (counted under `partnerWenn`). */
      perPartner: number;
      /** Points added per berücksichtigungsfähige child. */
      perChild: number;
      /** What makes the partner count for the points: berücksichtigungsfähig, or merely married. */
      partnerWenn: "beruecksichtigungsfaehig" | "verheiratet";
      max: number;
    };

export interface BeihilfeCase {
  when: BeihilfeCondition;
  rate: BeihilfeRate;
  /** German, what the case is, e.g. „aktiv, zwei oder mehr berücksichtigungsfähige Kinder“. */
  label: string;
  source: BeihilfeSource;
}

/** Points added to or taken from the rate a case yields (e.g. Saarland −20 with employer subsidy). */
export interface BeihilfeAdjustment {
  when: BeihilfeCondition;
  /** Applies to these persons' costs. */
  persons: readonly BeihilfePerson[];
  points: number;
  label: string;
  source: BeihilfeSource;
}

/**
 * A higher rate for stationäre Leistungen (hospital treatment), where the Dienstherr states one:
 * points added to the rate a person's case yields, capped (e.g. Hessen: 15 points, at most 85).
 * The calculator shows it beside that person's rate; it never lowers a rate already above the cap.
 */
export interface BeihilfeStationaer {
  /** Applies to these persons' costs. */
  persons: readonly BeihilfePerson[];
  points: number;
  /** The highest rate the points may lead to. */
  max: number;
  /** German, read after „Bei stationärer Behandlung:“, e.g. „15 Prozentpunkte mehr, höchstens 85 %“. */
  label: string;
  source: BeihilfeSource;
}

/** Whether the Dienstherr offers pauschale Beihilfe (half of a health insurance premium instead of Beihilfe per invoice). */
export type PauschaleBeihilfe =
  | {
      offered: true;
      /** ISO date from which it can be chosen. */
      since: string;
      provision: BeihilfeSource;
      /**
       * German, the Land's conditions, e.g. „nur in Härtefällen“; absent when every eligible civil
       * servant can choose it. Never the waiver itself: that is `waiver` or the pages' one sentence
       * (said once, docs/decisions/0066).
       */
      restrictions?: string;
      /**
       * German, whole sentence: the Land's own waiver, where its wording says more than the pages'
       * one sentence („Dafür verzichten Sie unwiderruflich auf die Beihilfe zu einzelnen Rechnungen.“),
       * e.g. that it binds the dependants too.
       */
      waiver?: string;
    }
  | {
      offered: false;
      /** German, what was checked, e.g. „Das Landesbeamtengesetz sieht keine pauschale Beihilfe vor.“ */
      note: string;
      checkedOn: string;
    }
  | {
      /** Not settled: the page says so instead of yes or no. */
      offered: "ungeklärt";
      /** German, why not, e.g. „Die Vorschrift war im Wortlaut nicht auffindbar.“ */
      note: string;
      checkedOn: string;
    };

/** A note shown with the result (a rule the calculator does not compute, e.g. only one parent gets the higher rate). */
export interface BeihilfeNote {
  text: string;
  source: BeihilfeSource;
}

/** The Beihilfe regulation by its usual short name and its full name, e.g. „BBhV“, „Bundesbeihilfeverordnung“. */
export interface BeihilfeRegulation {
  short: string;
  name: string;
  url: string;
}

interface DienstherrBase {
  id: DienstherrId;
  pauschale: PauschaleBeihilfe;
}

export interface DienstherrGeprueft extends DienstherrBase {
  status: "geprüft";
  regulation: BeihilfeRegulation;
  /** Ordered cases per person; the first whose conditions hold applies. The last case of each list has no conditions that can fail for that person. */
  cases: Readonly<Record<BeihilfePerson, readonly BeihilfeCase[]>>;
  adjustments: readonly BeihilfeAdjustment[];
  /** A different rate for stationäre Leistungen, where the Dienstherr states one. */
  stationaer?: BeihilfeStationaer;
  notes: readonly BeihilfeNote[];
  /** First calendar year for which the checked wording is in force; earlier years are answered "auf Anfrage". */
  validFromYear: number;
}

export interface DienstherrAufAnfrage extends DienstherrBase {
  status: "aufAnfrage";
  /** Named where known, so the page can point to it. */
  regulation?: BeihilfeRegulation;
  /** German, why no rate is stated, e.g. „Die Verordnung war im Wortlaut nicht auffindbar …“. */
  reason: string;
}

export type DienstherrEntry = DienstherrGeprueft | DienstherrAufAnfrage;
