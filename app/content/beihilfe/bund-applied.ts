/**
 * Länder that apply the Bundesbeihilfeverordnung to their own civil servants take the Bund's
 * cases (bund.ts, the one place § 46 BBhV is written down) with their own verification: the
 * percentages are the BBhV's wording, but that they apply in the Land is what the Land's source
 * says, and that is what each case's `verified` records.
 */
import { BUND } from "./bund";
import type { BeihilfeCase, BeihilfePerson, BeihilfeSource, DienstherrGeprueft, Verification } from "~/modules/calculators/beihilfe-rule-types";

export function bundCasesAppliedBy(verified: Verification, checkedOn: string): DienstherrGeprueft["cases"] {
  const reverify = (source: BeihilfeSource): BeihilfeSource => ({ ...source, verified, checkedOn });
  const cases = (person: BeihilfePerson): BeihilfeCase[] => BUND.cases[person].map((c) => ({ ...c, source: reverify(c.source) }));
  return { selbst: cases("selbst"), partner: cases("partner"), kind: cases("kind") };
}
