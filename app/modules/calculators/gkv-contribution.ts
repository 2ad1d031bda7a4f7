/**
 * "Was kostet mich die gesetzliche Krankenversicherung?" — monthly contributions to the statutory
 * health (KV) and long-term care insurance (PV) for three kinds of member:
 * - an employee: general rate plus the insurer's Zusatzbeitrag and the Pflege rate, split between
 *   employee and employer, and beside them what an employer would pay towards a private insurance
 *   instead (§ 257 Abs. 2 SGB V, § 61 Abs. 2 SGB XI) — the subsidy follows the pay up to the BBG;
 * - a civil servant with Beihilfe, voluntarily insured: the reduced rate (§ 243 SGB V, no
 *   Krankengeld) plus the Zusatzbeitrag, half the Pflege rate (§ 55 Abs. 1 Satz 2 SGB XI) plus
 *   any surcharge, minus any reductions — paid alone, each contribution rounded once; as a
 *   voluntary member on at least the minimum base (§ 240 Abs. 4 Satz 1 SGB V), which matters
 *   for Anwärter and part-timers (docs/decisions/0038);
 * - a self-employed voluntary member (docs/decisions/0069): the profit per month, on at least the
 *   same minimum base, the general rate (§ 241 SGB V) with the Wahlerklärung for Krankengeld
 *   (§ 44 Abs. 2 Satz 1 Nr. 2 SGB V) or the reduced rate without it, plus the Zusatzbeitrag, and
 *   the whole Pflege rate plus any surcharge, minus any reductions — all paid alone (§ 250 Abs. 2
 *   SGB V), each contribution rounded once, as for civil servants.
 * Employees below the Versicherungspflichtgrenze are compulsory members, to whom § 240 does not
 * apply, so the minimum base concerns the two voluntary kinds only.
 * Pay up to the upper end of the Übergangsbereich (§ 20 Abs. 2 SGB IV) is not computed with the
 * normal formula: the result says so instead.
 *
 * Money is integer cents and rates are integer thousandths of a per cent throughout: half of
 * 14,6 % + 2,45 % is 8,525 %, which hundredths cannot hold, and a float would drift at the
 * half cent that decides the rounding. Rounding follows § 2 Abs. 1 BVV (docs/decisions/0018):
 * shares carried half and half are "half the rate, rounded, doubled" (Satz 1); unequal shares
 * are rounded separately and the contribution is their sum (Satz 3); the employee's share of the
 * Pflege rate is computed with the surcharge and the reductions included (Satz 4), so the
 * surcharge is not rounded apart.
 */
import type { StatutoryFigures } from "~/modules/figures/figure-types";

/** § 55 Abs. 3 Satz 1 SGB XI: the surcharge for the childless starts once the member has turned 23. */
const CHILDLESS_SURCHARGE_FROM_AGE = 23;
/** § 55 Abs. 3 Satz 4 SGB XI: one reduction per child under 25 from the second … */
export const REDUCTION_FROM_CHILD = 2;
/** … to the fifth; more children reduce no further. */
const REDUCTION_UP_TO_CHILD = 5;
/** § 55 Abs. 3 Satz 7 SGB XI: members born before 1 January 1940 pay no surcharge. */
const SURCHARGE_EXEMPT_BORN_BEFORE = 1940;

/** A rate as the statute writes it (14.6) in thousandths of a per cent (14600), the unit of this arithmetic. */
export function toMilliPercent(rate: number): number {
  return Math.round(rate * 1000);
}

/**
 * Angestellt: employee in a job liable to contributions; beamte: civil servant with Beihilfe,
 * voluntarily insured; selbststaendig: self-employed as the main occupation, voluntarily insured.
 */
export type GkvStatus = "angestellt" | "beamte" | "selbststaendig";

export interface GkvInput {
  status: GkvStatus;
  /** Regular gross monthly pay (for civil servants: the Besoldung; for the self-employed: the profit per month) in cents. */
  monthlyPayCents: number;
  /** The health insurer's Zusatzbeitrag in hundredths of a per cent (2,9 % → 290). */
  zusatzbeitragHundredths: number;
  /** Age in whole years. */
  age: number;
  /** All children, of any age: any child ends the surcharge for the childless (§ 55 Abs. 3 Satz 1 SGB XI). */
  childrenTotal: number;
  /** Of those, the children under 25: only they count for the reductions (§ 55 Abs. 3 Satz 4 SGB XI). */
  childrenUnder25: number;
  /** Place of employment in Sachsen (§ 58 Abs. 3 SGB XI); employees only. */
  sachsen: boolean;
  /**
   * Self-employed only: the membership includes Krankengeld by the Wahlerklärung (§ 44 Abs. 2
   * Satz 1 Nr. 2 SGB V). Without it, as the statute has it, there is none and the reduced rate applies.
   */
  krankengeld?: boolean;
}

/** What the children fields must satisfy; null when they do. */
export function childrenProblem(childrenTotal: number, childrenUnder25: number): "under25AboveTotal" | null {
  return childrenUnder25 > childrenTotal ? "under25AboveTotal" : null;
}

/** One insurance's contribution; rates in thousandths of a per cent, amounts in cents per month. */
export interface ContributionSplit {
  totalRate: number;
  employeeRate: number;
  employerRate: number;
  employeeCents: number;
  employerCents: number;
  totalCents: number;
}

export interface HealthContribution extends ContributionSplit {
  generalRate: number;
  zusatzRate: number;
}

/** Why the surcharge for the childless applies or not, so the result can say so. */
export type SurchargeState = "applies" | "hasChildren" | "underAge" | "bornBefore1940";

export interface CareRates {
  /** The year's Pflege rate before surcharge and reductions (for civil servants: half of it). */
  baseRate: number;
  /** Surcharge for the childless carried by the member alone (0 when it does not apply). */
  surchargeRate: number;
  surcharge: SurchargeState;
  /** How many children under 25 (second to fifth) reduce the member's rate. */
  reducingChildren: number;
  /** Total reduction of the member's rate. */
  reductionRate: number;
}

export interface CareContribution extends ContributionSplit, CareRates {
  /** What the employee carries more (and the employer less) in Sachsen; 0 elsewhere. */
  sachsenShiftRate: number;
}

export interface EmployerSubsidy {
  /** § 257 Abs. 2 SGB V: the employer's share at the pay (average Zusatzbeitrag), capped at that share on the BBG. */
  healthCents: number;
  /** § 61 Abs. 2 SGB XI: the employer's share of the Pflege rate at the pay. */
  careCents: number;
  totalCents: number;
  /** The caps: the same shares on the monthly BBG. */
  healthCapCents: number;
  careCapCents: number;
}

interface GkvBase {
  year: number;
  monthlyPayCents: number;
  /** Pay the contributions are taken from: the pay, capped at the monthly Beitragsbemessungsgrenze. */
  baseCents: number;
  bbgMonthCents: number;
  capped: boolean;
}

export interface GkvEmployeeResult extends GkvBase {
  kind: "angestellt";
  /** The year's average Zusatzbeitrag, thousandths of a per cent (the basis of the employer subsidy). */
  averageZusatzRate: number;
  health: HealthContribution;
  care: CareContribution;
  sum: { employeeCents: number; employerCents: number; totalCents: number };
  /** What an employer pays towards a private health and care insurance at this pay. */
  subsidy: EmployerSubsidy;
  /**
   * Twelve times the monthly pay against the year's Versicherungspflichtgrenze: at or below it an
   * employee is normally compulsorily insured and cannot take a private insurance instead at all.
   */
  privateOption: "aboveJaeg" | "notAboveJaeg";
  /** The Versicherungspflichtgrenze used, € per year. */
  jaeg: number;
}

export interface GkvCivilServantResult extends GkvBase {
  kind: "beamte";
  /** § 240 Abs. 4 Satz 1 SGB V: the least a voluntary member pays on, cents per month. */
  minimumBaseCents: number;
  /** The Besoldung was below it, so `baseCents` is the minimum base. */
  minimumBaseApplied: boolean;
  /** Reduced rate plus Zusatzbeitrag, all paid by the member. */
  health: { generalRate: number; zusatzRate: number; rate: number; cents: number };
  care: CareRates & { rate: number; cents: number };
  totalCents: number;
}

export interface GkvSelfEmployedResult extends GkvBase {
  kind: "selbststaendig";
  /** § 240 Abs. 4 Satz 1 SGB V: the least a voluntary member pays on, cents per month. */
  minimumBaseCents: number;
  /** The profit was below it, so `baseCents` is the minimum base. */
  minimumBaseApplied: boolean;
  /** With the Wahlerklärung: Krankengeld, and the general rate instead of the reduced one. */
  krankengeld: boolean;
  /** General or reduced rate plus Zusatzbeitrag, all paid by the member. */
  health: { generalRate: number; zusatzRate: number; rate: number; cents: number };
  /** The whole Pflege rate plus surcharge, minus reductions, all paid by the member. */
  care: CareRates & { rate: number; cents: number };
  totalCents: number;
}

/** Pay the normal formula does not apply to: a Minijob or the Übergangsbereich (Midijob). */
export interface GkvOutOfScope {
  kind: "minijob" | "uebergangsbereich";
  year: number;
  monthlyPayCents: number;
  /** € per month. */
  geringfuegigkeitsgrenze: number;
  uebergangsbereichObergrenze: number;
}

export type GkvResult = GkvEmployeeResult | GkvCivilServantResult | GkvSelfEmployedResult | GkvOutOfScope;

/** `numerator / denominator` rounded half up, for non-negative integers. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Cents of `milliPercent` thousandths of a per cent of `baseCents`, commercially rounded. */
export function centsAtRate(baseCents: number, milliPercent: number): number {
  return divideRoundingHalfUp(baseCents * milliPercent, 100_000);
}

/** Half of a contribution in cents, rounded half up (what a Dienstherr paying half pays). */
export function halfOfCents(cents: number): number {
  return divideRoundingHalfUp(cents, 2);
}

export function perYear(monthlyCents: number): number {
  return monthlyCents * 12;
}

function euroToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Surcharge and reductions of the member's Pflege rate, on top of `baseRate` (§ 55 Abs. 3 SGB XI). */
function careRates(input: GkvInput, figures: StatutoryFigures, baseRate: number): CareRates {
  let surcharge: SurchargeState = "applies";
  if (input.childrenTotal > 0) surcharge = "hasChildren";
  else if (input.age < CHILDLESS_SURCHARGE_FROM_AGE) surcharge = "underAge";
  // Born in (year − age) or the year before: certainly before 1940 only when year − age is 1939 or earlier.
  else if (figures.year - input.age < SURCHARGE_EXEMPT_BORN_BEFORE) surcharge = "bornBefore1940";
  const surchargeRate = surcharge === "applies" ? toMilliPercent(figures.pflegeKinderlosenzuschlag) : 0;
  const under25 = input.childrenUnder25;
  const reducingChildren = under25 >= REDUCTION_FROM_CHILD ? Math.min(under25, REDUCTION_UP_TO_CHILD) - (REDUCTION_FROM_CHILD - 1) : 0;
  const reductionRate = reducingChildren * toMilliPercent(figures.pflegeAbschlagJeKind);
  return { baseRate, surchargeRate, surcharge, reducingChildren, reductionRate };
}

/**
 * A voluntary member's two contributions, paid alone: on at least the minimum base, whatever the
 * income (§ 240 Abs. 4 Satz 1 SGB V), up to the BBG; KV at `generalRate` plus the Zusatzbeitrag,
 * PV at `careBaseRate` plus surcharge minus reductions, each rounded once.
 */
function voluntaryMember(base: GkvBase, input: GkvInput, figures: StatutoryFigures, generalRate: number, careBaseRate: number) {
  const minimumBaseCents = euroToCents(figures.mindestbemessungsgrundlageFreiwilligeMonat);
  const minimumBaseApplied = base.baseCents < minimumBaseCents;
  const baseCents = minimumBaseApplied ? minimumBaseCents : base.baseCents;
  const zusatzRate = input.zusatzbeitragHundredths * 10;
  const healthRate = generalRate + zusatzRate;
  const rates = careRates(input, figures, careBaseRate);
  const careRate = rates.baseRate + rates.surchargeRate - rates.reductionRate;
  const healthCents = centsAtRate(baseCents, healthRate);
  const careCents = centsAtRate(baseCents, careRate);
  return {
    ...base,
    baseCents,
    minimumBaseCents,
    minimumBaseApplied,
    health: { generalRate, zusatzRate, rate: healthRate, cents: healthCents },
    care: { ...rates, rate: careRate, cents: careCents },
    totalCents: healthCents + careCents,
  };
}

export function calculateGkv(input: GkvInput, figures: StatutoryFigures): GkvResult {
  if (childrenProblem(input.childrenTotal, input.childrenUnder25) !== null) {
    throw new RangeError(`children under 25 (${input.childrenUnder25}) cannot exceed all children (${input.childrenTotal})`);
  }
  const bbgMonthCents = euroToCents(figures.beitragsbemessungsgrenzeMonat);
  const baseCents = Math.min(input.monthlyPayCents, bbgMonthCents);
  const base: GkvBase = { year: figures.year, monthlyPayCents: input.monthlyPayCents, baseCents, bbgMonthCents, capped: input.monthlyPayCents > bbgMonthCents };
  const zusatzRate = input.zusatzbeitragHundredths * 10;

  if (input.status === "beamte") {
    // Voluntary member without Krankengeld: reduced rate (§ 243 SGB V) plus Zusatzbeitrag, alone;
    // § 55 Abs. 1 Satz 2 SGB XI: half the Pflege rate, surcharge and reductions in full.
    return {
      ...voluntaryMember(base, input, figures, toMilliPercent(figures.ermaessigterBeitragssatz), toMilliPercent(figures.pflegeBeitragssatz) / 2),
      kind: "beamte",
    };
  }

  if (input.status === "selbststaendig") {
    // With the Wahlerklärung the general rate (§ 241 SGB V), without it the reduced one (§ 243 SGB V);
    // the whole Pflege rate, since no one carries a share for the member (docs/decisions/0069).
    const krankengeld = input.krankengeld === true;
    const generalRate = toMilliPercent(krankengeld ? figures.allgemeinerBeitragssatz : figures.ermaessigterBeitragssatz);
    return { ...voluntaryMember(base, input, figures, generalRate, toMilliPercent(figures.pflegeBeitragssatz)), kind: "selbststaendig", krankengeld };
  }

  // § 20 Abs. 2 SGB IV: up to its upper end the employee's share follows another formula (and a Minijob another regime).
  if (input.monthlyPayCents <= euroToCents(figures.uebergangsbereichObergrenze)) {
    return {
      kind: input.monthlyPayCents <= euroToCents(figures.geringfuegigkeitsgrenze) ? "minijob" : "uebergangsbereich",
      year: figures.year,
      monthlyPayCents: input.monthlyPayCents,
      geringfuegigkeitsgrenze: figures.geringfuegigkeitsgrenze,
      uebergangsbereichObergrenze: figures.uebergangsbereichObergrenze,
    };
  }

  // Health: general rate plus the insurer's Zusatzbeitrag, half and half (§ 249 Abs. 1 SGB V).
  const generalRate = toMilliPercent(figures.allgemeinerBeitragssatz);
  const healthRate = generalRate + zusatzRate;
  const healthHalf = healthRate / 2;
  const healthShare = centsAtRate(baseCents, healthHalf);
  const health: HealthContribution = {
    generalRate,
    zusatzRate,
    totalRate: healthRate,
    employeeRate: healthHalf,
    employerRate: healthHalf,
    employeeCents: healthShare,
    employerCents: healthShare,
    totalCents: 2 * healthShare,
  };

  // Care: half and half; the employee alone carries the surcharge, gets the reductions, and in Sachsen a larger share.
  const careHalf = toMilliPercent(figures.pflegeBeitragssatz) / 2;
  const rates = careRates(input, figures, toMilliPercent(figures.pflegeBeitragssatz));
  const sachsenShiftRate = input.sachsen ? toMilliPercent(figures.pflegeSachsenMehranteilArbeitnehmer) : 0;
  const careEmployeeRate = careHalf + sachsenShiftRate + rates.surchargeRate - rates.reductionRate;
  const careEmployerRate = careHalf - sachsenShiftRate;
  const careEmployeeCents = centsAtRate(baseCents, careEmployeeRate);
  const careEmployerCents = centsAtRate(baseCents, careEmployerRate);
  const care: CareContribution = {
    ...rates,
    sachsenShiftRate,
    totalRate: careEmployeeRate + careEmployerRate,
    employeeRate: careEmployeeRate,
    employerRate: careEmployerRate,
    employeeCents: careEmployeeCents,
    employerCents: careEmployerCents,
    totalCents: careEmployeeCents + careEmployerCents,
  };

  // § 257 Abs. 2 SGB V: the employer's share at the average Zusatzbeitrag on the pay (up to the BBG);
  // § 61 Abs. 2 SGB XI: its share of the Pflege rate on the same base. Both also at most half the premium.
  const averageZusatzRate = toMilliPercent(figures.durchschnittlicherZusatzbeitrag);
  const subsidyHealthRate = (generalRate + averageZusatzRate) / 2;
  const healthSubsidy = centsAtRate(baseCents, subsidyHealthRate);
  const careSubsidy = centsAtRate(baseCents, careEmployerRate);

  return {
    ...base,
    kind: "angestellt",
    averageZusatzRate,
    health,
    care,
    sum: {
      employeeCents: health.employeeCents + care.employeeCents,
      employerCents: health.employerCents + care.employerCents,
      totalCents: health.totalCents + care.totalCents,
    },
    subsidy: {
      healthCents: healthSubsidy,
      careCents: careSubsidy,
      totalCents: healthSubsidy + careSubsidy,
      healthCapCents: euroToCents(figures.maxEmployerSubsidyHealth),
      careCapCents: euroToCents(input.sachsen ? figures.maxEmployerSubsidyCareSachsen : figures.maxEmployerSubsidyCare),
    },
    privateOption: perYear(input.monthlyPayCents) > euroToCents(figures.versicherungspflichtgrenze) ? "aboveJaeg" : "notAboveJaeg",
    jaeg: figures.versicherungspflichtgrenze,
  };
}
