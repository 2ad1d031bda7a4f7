/**
 * "Darf ich in die PKV wechseln?" — whether an employee's regular annual pay frees them from
 * compulsory statutory health insurance (§ 6 Abs. 1 Nr. 1 SGB V), and from when:
 * - a new job (also a change of employer) is free from its first day when the expected regular
 *   annual pay exceeds this year's limit;
 * - in an existing job the compulsory insurance ends only with the end of the calendar year in
 *   which the pay exceeded the limit, and only if it also exceeds next year's limit (§ 6 Abs. 4
 *   SGB V). While next year's limit is not published that verdict stays open ("offen"), never a
 *   bare "versicherungsfrei".
 * Self-employed people and civil servants are not bound by the limit at all. Pure: the year's
 * figures (and next year's, when published) come in as arguments.
 */
import type { StatutoryFigures } from "~/modules/figures/figure-types";

export type Employment = "angestellt" | "selbststaendig" | "beamt";
/** An existing job, or a new one (first job or change of employer) starting in the chosen year. */
export type JobKind = "bestehend" | "neu";
/** „offen“: above this year's limit in an existing job while next year's limit is unpublished. */
export type Verdict = "versicherungsfrei" | "versicherungspflichtig" | "offen";

export interface SwitchCheckInput {
  /** Regular annual pay (regelmäßiges Jahresarbeitsentgelt) in cents. */
  annualPayCents: number;
  employment: Employment;
  job: JobKind;
  /** Privately insured (and free of compulsory insurance because of pay) on 31.12.2002: the special limit of § 6 Abs. 7 SGB V applies. */
  privateOn31Dec2002: boolean;
}

/** Which of the two limits applies: § 6 Abs. 6 (allgemein) or § 6 Abs. 7 SGB V (besonders). */
export type LimitKind = "allgemein" | "besonders";

export type NextYearCheck = { year: number; published: false } | { year: number; published: true; limit: number; exceeded: boolean };

export type EmployeeReason =
  /** Pay at or below the limit: compulsorily insured. */
  | "notAbove"
  /** New job above this year's limit: free from the first day. */
  | "newJobAbove"
  /** Existing job above this year's limit but not above next year's: the compulsory insurance does not end at the turn of the year. */
  | "nextYearNotExceeded"
  /** Existing job above this year's and next year's limit: free from 1 January of next year. */
  | "aboveBoth"
  /** Existing job above this year's limit; next year's is not yet published, so the switch at 1 January is open. */
  | "aboveNextUnpublished";

/** From when the verdict holds: the first day of the new job, or 1 January of `year`; null when compulsorily insured. */
export type FreeFrom = { kind: "jobStart" } | { kind: "januaryFirst"; year: number } | null;

export interface EmployeeResult {
  employment: "angestellt";
  job: JobKind;
  verdict: Verdict;
  reason: EmployeeReason;
  year: number;
  annualPayCents: number;
  limitKind: LimitKind;
  /** The limit used, € per year. */
  limit: number;
  comparison: "below" | "equal" | "above";
  /** How far the pay is below the limit, in cents (0 when at or above). */
  shortfallCents: number;
  nextYear: NextYearCheck;
  /** Versicherungsfrei from (or, for „offen“, at the earliest from) this date. */
  freeFrom: FreeFrom;
}

export interface NoLimitResult {
  employment: "selbststaendig" | "beamt";
  verdict: "versicherungsfrei";
  year: number;
}

export type SwitchCheckResult = EmployeeResult | NoLimitResult;

function limitOf(figures: StatutoryFigures, kind: LimitKind): number {
  return kind === "besonders" ? figures.besondereVersicherungspflichtgrenze : figures.versicherungspflichtgrenze;
}

const VERDICT_OF: Readonly<Record<EmployeeReason, Verdict>> = {
  notAbove: "versicherungspflichtig",
  newJobAbove: "versicherungsfrei",
  nextYearNotExceeded: "versicherungspflichtig",
  aboveBoth: "versicherungsfrei",
  aboveNextUnpublished: "offen",
};

/**
 * @param figures the chosen year's figures
 * @param nextYearFigures the following year's figures, or null while they are not published
 */
export function checkSwitch(input: SwitchCheckInput, figures: StatutoryFigures, nextYearFigures: StatutoryFigures | null): SwitchCheckResult {
  const year = figures.year;
  if (nextYearFigures !== null && nextYearFigures.year !== year + 1) {
    throw new RangeError(`next year's figures must be those of ${year + 1}, got ${nextYearFigures.year}`);
  }
  if (input.employment !== "angestellt") return { employment: input.employment, verdict: "versicherungsfrei", year };

  const limitKind: LimitKind = input.privateOn31Dec2002 ? "besonders" : "allgemein";
  const limit = limitOf(figures, limitKind);
  const limitCents = limit * 100;
  const pay = input.annualPayCents;
  // § 6 Abs. 1 Nr. 1 SGB V: free only when the pay *exceeds* the limit; equal is not enough.
  const comparison = pay > limitCents ? "above" : pay === limitCents ? "equal" : "below";

  const nextYear: NextYearCheck =
    nextYearFigures === null
      ? { year: year + 1, published: false }
      : {
          year: nextYearFigures.year,
          published: true,
          limit: limitOf(nextYearFigures, limitKind),
          exceeded: pay > limitOf(nextYearFigures, limitKind) * 100,
        };

  let reason: EmployeeReason;
  if (comparison !== "above") reason = "notAbove";
  else if (input.job === "neu") reason = "newJobAbove";
  else if (!nextYear.published) reason = "aboveNextUnpublished";
  else reason = nextYear.exceeded ? "aboveBoth" : "nextYearNotExceeded";

  let freeFrom: FreeFrom = null;
  if (reason === "newJobAbove") freeFrom = { kind: "jobStart" };
  else if (reason === "aboveBoth" || reason === "aboveNextUnpublished") freeFrom = { kind: "januaryFirst", year: year + 1 };

  return {
    employment: "angestellt",
    job: input.job,
    verdict: VERDICT_OF[reason],
    reason,
    year,
    annualPayCents: pay,
    limitKind,
    limit,
    comparison,
    shortfallCents: Math.max(0, limitCents - pay),
    nextYear,
    freeFrom,
  };
}
