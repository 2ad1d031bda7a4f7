/**
 * "Was kostet mich die gesetzliche Krankenversicherung?" — an employee's monthly contributions to
 * the statutory health (KV) and long-term care insurance (PV), split between employee and
 * employer, and beside them the most an employer pays towards a private insurance instead.
 *
 * Money is integer cents and rates are integer thousandths of a per cent throughout: half of
 * 14,6 % + 2,45 % is 8,525 %, which hundredths cannot hold, and a float would drift at the
 * half cent that decides the rounding. Each share is rounded on its own (§ 2 Abs. 1 BVV):
 * shares carried half and half are "half the rate, rounded, doubled"; unequal shares are
 * rounded separately and the contribution is their sum.
 */
import type { StatutoryFigures } from "~/content/statutory-figures";
import { toMilliPercent } from "./format";

/** § 55 Abs. 3 Satz 1 SGB XI: the surcharge for the childless starts once the member has turned 23. */
export const CHILDLESS_SURCHARGE_FROM_AGE = 23;
/** § 55 Abs. 3 Satz 4 SGB XI: one reduction per child from the second … */
export const REDUCTION_FROM_CHILD = 2;
/** … to the fifth; more children reduce no further. */
export const REDUCTION_UP_TO_CHILD = 5;
/** § 55 Abs. 3 Satz 7 SGB XI: members born before 1 January 1940 pay no surcharge. */
export const SURCHARGE_EXEMPT_BORN_BEFORE = 1940;

export interface GkvInput {
  /** Regular gross monthly pay in cents. */
  monthlyPayCents: number;
  /** The health insurer's Zusatzbeitrag in hundredths of a per cent (2,9 % → 290). */
  zusatzbeitragHundredths: number;
  /** Age in whole years. */
  age: number;
  /** Number of children; all are taken to be under 25 (the reduction ends with the month a child turns 25). */
  children: number;
  /** Place of employment in Sachsen (§ 58 Abs. 3 SGB XI). */
  sachsen: boolean;
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

export interface CareContribution extends ContributionSplit {
  /** The year's Pflege rate before surcharge and reductions. */
  baseRate: number;
  /** Surcharge for the childless carried by the employee (0 when it does not apply). */
  surchargeRate: number;
  /** Why the surcharge applies or not, so the result can say so. */
  surcharge: "applies" | "hasChildren" | "underAge" | "bornBefore1940";
  /** How many children (second to fifth) reduce the employee's rate. */
  reducingChildren: number;
  /** Total reduction of the employee's rate. */
  reductionRate: number;
  /** What the employee carries more (and the employer less) in Sachsen; 0 elsewhere. */
  sachsenShiftRate: number;
}

export interface EmployerSubsidy {
  healthCents: number;
  careCents: number;
  totalCents: number;
}

export interface GkvResult {
  year: number;
  monthlyPayCents: number;
  /** Pay the contributions are taken from: the pay, capped at the monthly Beitragsbemessungsgrenze. */
  baseCents: number;
  bbgMonthCents: number;
  capped: boolean;
  /** The year's average Zusatzbeitrag, thousandths of a per cent (the basis of the employer subsidy). */
  averageZusatzRate: number;
  health: HealthContribution;
  care: CareContribution;
  sum: { employeeCents: number; employerCents: number; totalCents: number };
  /** Most an employer pays towards a private health and care insurance (§ 257 Abs. 2 SGB V, § 61 Abs. 2 SGB XI). */
  subsidy: EmployerSubsidy;
}

/** `numerator / denominator` rounded half up, for non-negative integers. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Cents of `milliPercent` thousandths of a per cent of `baseCents`, commercially rounded. */
export function centsAtRate(baseCents: number, milliPercent: number): number {
  return divideRoundingHalfUp(baseCents * milliPercent, 100_000);
}

export function perYear(monthlyCents: number): number {
  return monthlyCents * 12;
}

function euroToCents(amount: number): number {
  return Math.round(amount * 100);
}

export function calculateGkv(input: GkvInput, figures: StatutoryFigures): GkvResult {
  const bbgMonthCents = euroToCents(figures.beitragsbemessungsgrenzeMonat);
  const baseCents = Math.min(input.monthlyPayCents, bbgMonthCents);

  // Health: general rate plus the insurer's Zusatzbeitrag, half and half (§ 249 Abs. 1 SGB V).
  const generalRate = toMilliPercent(figures.allgemeinerBeitragssatz);
  const zusatzRate = input.zusatzbeitragHundredths * 10;
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

  // Care: half and half, the employee alone carries the surcharge, gets the reductions, and in Sachsen a larger share.
  const careRate = toMilliPercent(figures.pflegeBeitragssatz);
  const careHalf = careRate / 2;
  let surcharge: CareContribution["surcharge"] = "applies";
  if (input.children > 0) surcharge = "hasChildren";
  else if (input.age < CHILDLESS_SURCHARGE_FROM_AGE) surcharge = "underAge";
  // Born in (year − age) or the year before: certainly before 1940 only when year − age is 1939 or earlier.
  else if (figures.year - input.age < SURCHARGE_EXEMPT_BORN_BEFORE) surcharge = "bornBefore1940";
  const surchargeRate = surcharge === "applies" ? toMilliPercent(figures.pflegeKinderlosenzuschlag) : 0;
  const reducingChildren = input.children >= REDUCTION_FROM_CHILD ? Math.min(input.children, REDUCTION_UP_TO_CHILD) - (REDUCTION_FROM_CHILD - 1) : 0;
  const reductionRate = reducingChildren * toMilliPercent(figures.pflegeAbschlagJeKind);
  const sachsenShiftRate = input.sachsen ? toMilliPercent(figures.pflegeSachsenMehranteilArbeitnehmer) : 0;
  const careEmployeeRate = careHalf + sachsenShiftRate + surchargeRate - reductionRate;
  const careEmployerRate = careHalf - sachsenShiftRate;
  const careEmployeeCents = centsAtRate(baseCents, careEmployeeRate);
  const careEmployerCents = centsAtRate(baseCents, careEmployerRate);
  const care: CareContribution = {
    baseRate: careRate,
    surchargeRate,
    surcharge,
    reducingChildren,
    reductionRate,
    sachsenShiftRate,
    totalRate: careEmployeeRate + careEmployerRate,
    employeeRate: careEmployeeRate,
    employerRate: careEmployerRate,
    employeeCents: careEmployeeCents,
    employerCents: careEmployerCents,
    totalCents: careEmployeeCents + careEmployerCents,
  };

  const healthSubsidy = euroToCents(figures.maxEmployerSubsidyHealth);
  const careSubsidy = euroToCents(input.sachsen ? figures.maxEmployerSubsidyCareSachsen : figures.maxEmployerSubsidyCare);

  return {
    year: figures.year,
    monthlyPayCents: input.monthlyPayCents,
    baseCents,
    bbgMonthCents,
    capped: input.monthlyPayCents > bbgMonthCents,
    averageZusatzRate: toMilliPercent(figures.durchschnittlicherZusatzbeitrag),
    health,
    care,
    sum: {
      employeeCents: health.employeeCents + care.employeeCents,
      employerCents: health.employerCents + care.employerCents,
      totalCents: health.totalCents + care.totalCents,
    },
    subsidy: { healthCents: healthSubsidy, careCents: careSubsidy, totalCents: healthSubsidy + careSubsidy },
  };
}
