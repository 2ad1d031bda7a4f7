/**
 * "Darf ich in die PKV wechseln?" — whether an employee's regular annual pay frees them from
 * compulsory statutory health insurance (§ 6 Abs. 1 Nr. 1 SGB V), and whether that holds at the
 * turn of the year (§ 6 Abs. 4 SGB V). Self-employed people and civil servants are not bound by
 * the limit at all. Pure: the year's figures (and next year's, when published) come in as arguments.
 */
import type { StatutoryFigures } from "~/content/statutory-figures";

export type Employment = "angestellt" | "selbststaendig" | "beamt";
export type Verdict = "versicherungsfrei" | "versicherungspflichtig";

export interface SwitchCheckInput {
  /** Regular annual pay (regelmäßiges Jahresarbeitsentgelt) in cents. */
  annualPayCents: number;
  employment: Employment;
  /** Privately insured (and free of compulsory insurance because of pay) on 31.12.2002: the special limit of § 6 Abs. 7 SGB V applies. */
  privateOn31Dec2002: boolean;
}

/** Which of the two limits applies: § 6 Abs. 6 (allgemein) or § 6 Abs. 7 SGB V (besonders). */
export type LimitKind = "allgemein" | "besonders";

export type NextYearCheck = { year: number; published: false } | { year: number; published: true; limit: number; exceeded: boolean };

export type EmployeeReason =
  /** Pay at or below the limit: compulsorily insured. */
  | "notAbove"
  /** Above this year's limit but not above next year's: the compulsory insurance does not end at the turn of the year. */
  | "nextYearNotExceeded"
  /** Above this year's and next year's limit. */
  | "aboveBoth"
  /** Above this year's limit; next year's is not yet published, so the switch at 1 January cannot be confirmed yet. */
  | "aboveNextUnpublished";

export interface EmployeeResult {
  employment: "angestellt";
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
  else if (!nextYear.published) reason = "aboveNextUnpublished";
  else reason = nextYear.exceeded ? "aboveBoth" : "nextYearNotExceeded";

  return {
    employment: "angestellt",
    verdict: reason === "aboveBoth" || reason === "aboveNextUnpublished" ? "versicherungsfrei" : "versicherungspflichtig",
    reason,
    year,
    annualPayCents: pay,
    limitKind,
    limit,
    comparison,
    shortfallCents: Math.max(0, limitCents - pay),
    nextYear,
  };
}
