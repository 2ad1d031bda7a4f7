/**
 * The calculators' worked contributions for any year, computed from that year's hand-checked
 * figures (statutory-figures-by-year.ts) — never from app/content/statutory-figures.ts — by the
 * statute's arithmetic written out as on paper. So the yearly update is the module's row plus the
 * hand table, and a year's browser expectations follow from them; calculators.spec.ts checks this
 * formula against the 2026 amounts worked out by hand.
 *
 * The case is the calculators' default: an employee aged 30, childless, not in Sachsen, paid above
 * the Beitragsbemessungsgrenze (so every contribution is on the BBG), the average Zusatzbeitrag;
 * and a civil servant insured voluntarily in the GKV on the same pay.
 */
import { handCheckedFigures } from "../fixtures/statutory-figures-by-year";

/** § 241 SGB V general rate and § 243 SGB V reduced rate (no Krankengeld), in hundredths of a per cent; unchanged since 2015. */
const ALLGEMEINER_BEITRAGSSATZ = 1460;
const ERMAESSIGTER_BEITRAGSSATZ = 1400;

/** "5.812,50 €" → 581250 cents. */
function cents(amount: string): number {
  const match = /^(\d{1,3}(?:\.\d{3})*)(?:,(\d{2}))? €$/.exec(amount);
  if (!match) throw new Error(`not an amount as the hand table writes it: „${amount}“`);
  return Number(match[1].replaceAll(".", "")) * 100 + Number(match[2] ?? 0);
}

/** "2,9 %" → 290 hundredths of a per cent. */
function hundredths(rate: string): number {
  const match = /^(\d+)(?:,(\d{1,2}))? %$/.exec(rate);
  if (!match) throw new Error(`not a rate as the hand table writes it: „${rate}“`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** `base` cents × `rate` hundredths of a per cent ÷ `divisor`, rounded half up to the cent (§ 2 Abs. 1 BVV). */
function share(base: number, rate: number, divisor = 1): number {
  // Exact: integer ÷ integer lands on .5 only when the true value does, and .5 is exact in binary.
  return Math.round((base * rate) / (10_000 * divisor));
}

/** 101832 → "1.018,32 €", with plain spaces as the hand table writes amounts. */
function euros(amountInCents: number): string {
  const whole = String(Math.floor(amountInCents / 100)).replace(/\B(?=(\d{3})+$)/g, ".");
  return `${whole},${String(amountInCents % 100).padStart(2, "0")} €`;
}

export interface WorkedContributions {
  /** Allgemeine Jahresarbeitsentgeltgrenze, as the hand table has it. */
  jaeg: string;
  /** Employee's (and employer's) health share: half of (general rate + Zusatzbeitrag) of the monthly BBG. */
  kvShare: string;
  /** Employer's care share: half the Pflege rate. */
  pvEmployer: string;
  /** Employee's care share, childless from 23: half the Pflege rate plus the surcharge. */
  pvEmployeeChildless30: string;
  /** The employee's health plus care share. */
  employeeTotal: string;
  /** A civil servant's health contribution, alone: reduced rate + Zusatzbeitrag (§ 243, § 250 SGB V). */
  beamteKv: string;
  /** A civil servant's care contribution, alone: half the Pflege rate plus the surcharge (§ 55, § 58 SGB XI). */
  beamtePv: string;
  beamteTotal: string;
}

/** Throws, with what to do, when the hand table has no row for `year`. */
export function workedContributions(year: number): WorkedContributions {
  const hand = handCheckedFigures(year);
  const bbg = cents(hand.beitragsbemessungsgrenzeMonat);
  const zusatz = hundredths(hand.durchschnittlicherZusatzbeitrag);
  const pflege = hundredths(hand.pflegeBeitragssatz);
  const surcharge = hundredths(hand.pflegeKinderlosenzuschlag);
  const kvShare = share(bbg, ALLGEMEINER_BEITRAGSSATZ + zusatz, 2);
  const pvEmployer = share(bbg, pflege, 2);
  const pvEmployeeChildless = share(bbg, pflege + 2 * surcharge, 2);
  const beamteKv = share(bbg, ERMAESSIGTER_BEITRAGSSATZ + zusatz);
  return {
    jaeg: hand.versicherungspflichtgrenze,
    kvShare: euros(kvShare),
    pvEmployer: euros(pvEmployer),
    pvEmployeeChildless30: euros(pvEmployeeChildless),
    employeeTotal: euros(kvShare + pvEmployeeChildless),
    beamteKv: euros(beamteKv),
    beamtePv: euros(pvEmployeeChildless),
    beamteTotal: euros(beamteKv + pvEmployeeChildless),
  };
}
