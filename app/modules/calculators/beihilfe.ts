/**
 * "Beihilfe-Rechner für Beamte" — the Beihilfe-Bemessungssatz for a person and the share of the
 * beihilfefähige costs a private health insurance must cover. Rules come in as an argument
 * (beihilfe-rules.ts); a Dienstherr whose rules are not verified yields no percentage at all.
 */
import type { BeihilfeReason, BeihilfeRule, DienstherrId, VerifiedBeihilfeRule } from "./beihilfe-rules";

export type BeihilfeStatus = "aktiv" | "versorgung";
export type BeihilfePerson = "selbst" | "partner" | "kind";

export interface BeihilfeInput {
  dienstherr: DienstherrId;
  status: BeihilfeStatus;
  /** Children who are berücksichtigungsfähig (counted in the Familienzuschlag). */
  children: number;
  person: BeihilfePerson;
}

/** Two or more berücksichtigungsfähige children raise the rate of the active Beihilfeberechtigte (§ 46 Abs. 3 Satz 1 BBhV). */
export const CHILDREN_FOR_HIGHER_RATE = 2;

export type BeihilfeResult =
  | {
      kind: "satz";
      dienstherr: DienstherrId;
      year: number;
      reason: BeihilfeReason;
      /** Per cent the Beihilfe pays. */
      bemessungssatz: number;
      /** Per cent left for the private health insurance. */
      pkvAnteil: number;
      rule: VerifiedBeihilfeRule;
    }
  | { kind: "aufAnfrage"; dienstherr: DienstherrId; year: number };

function reasonFor(input: BeihilfeInput): BeihilfeReason {
  if (input.person === "kind") return "kind";
  if (input.person === "partner") return "partner";
  if (input.status === "versorgung") return "versorgung";
  return input.children >= CHILDREN_FOR_HIGHER_RATE ? "zweiKinder" : "grundsatz";
}

export function calculateBeihilfe(input: BeihilfeInput, year: number, rule: BeihilfeRule): BeihilfeResult {
  // A year before the checked wording was in force is as unverified as an unchecked Land.
  if (rule.status !== "geprüft" || year < rule.validFromYear) return { kind: "aufAnfrage", dienstherr: input.dienstherr, year };
  const reason = reasonFor(input);
  const bemessungssatz = rule.rates[reason];
  return { kind: "satz", dienstherr: input.dienstherr, year, reason, bemessungssatz, pkvAnteil: 100 - bemessungssatz, rule };
}
