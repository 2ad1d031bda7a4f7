/**
 * "Beihilfe-Rechner für Beamte" — the Bemessungssatz for the Beihilfeberechtigte, the spouse or
 * partner and a child, each with the case (and so the provision) that yields it, and the share
 * of the beihilfefähige costs a private health insurance must cover. The rules come in as an
 * argument (a Dienstherr entry, app/content/beihilfe/); a Dienstherr whose rules are not settled,
 * or a year before the checked wording, yields no percentage at all.
 */
import type {
  BeihilfeAdjustment,
  BeihilfeCase,
  BeihilfeCondition,
  BeihilfePerson,
  BeihilfeRate,
  BeihilfeStationaer,
  BeihilfeStatus,
  DienstherrEntry,
  DienstherrId,
} from "./beihilfe-rule-types";

export type { BeihilfePerson, BeihilfeStatus, DienstherrId };

export interface BeihilfeInput {
  status: BeihilfeStatus;
  /** Berücksichtigungsfähige children (counted in the Familienzuschlag). */
  children: number;
  /** The Beihilfeberechtigte is on parental leave (only meaningful while aktiv). */
  elternzeit: boolean;
  /** The Beihilfeberechtigte is an Anwärter:in im Vorbereitungsdienst (only meaningful while aktiv). */
  anwaerter: boolean;
  /** A spouse or registered partner is berücksichtigungsfähig. */
  partner: boolean;
  /** Married or registered partnership, counted or not (models that ask for it, e.g. Hessen). */
  verheiratet: boolean;
  /** Who receives an employer's subsidy to the health insurance premium. */
  arbeitgeberzuschuss: { selbst: boolean; partner: boolean };
  /** ISO date from which the person is beihilfeberechtigt, or null when not asked. */
  berechtigtSeit: string | null;
}

export const DEFAULT_BEIHILFE_INPUT: BeihilfeInput = {
  status: "aktiv",
  children: 0,
  elternzeit: false,
  anwaerter: false,
  partner: false,
  verheiratet: false,
  arbeitgeberzuschuss: { selbst: false, partner: false },
  berechtigtSeit: null,
};

/** The rate for stationäre Leistungen, where the Dienstherr states a different one. */
export interface StationaerRate {
  bemessungssatz: number;
  pkvAnteil: number;
  rule: BeihilfeStationaer;
}

export interface PersonRate {
  person: BeihilfePerson;
  /** Per cent the Beihilfe pays. */
  bemessungssatz: number;
  /** Per cent left for the private health insurance. */
  pkvAnteil: number;
  case: BeihilfeCase;
  adjustments: readonly BeihilfeAdjustment[];
  /** Null where the Dienstherr states no different rate for this person's stationäre Leistungen. */
  stationaer: StationaerRate | null;
}

/** A person whose case is known but whose rate could not be verified ("offen"): no percentage, a reason. */
export interface OpenRate {
  person: BeihilfePerson;
  bemessungssatz: null;
  reason: string;
  case: BeihilfeCase;
}

export type BeihilfeResult =
  | {
      outcome: "satz";
      dienstherr: DienstherrId;
      year: number;
      selbst: PersonRate;
      /** Null when no spouse or partner is berücksichtigungsfähig. */
      partner: PersonRate | OpenRate | null;
      /** Null when no child is berücksichtigungsfähig. */
      kind: PersonRate | OpenRate | null;
    }
  | {
      outcome: "aufAnfrage";
      dienstherr: DienstherrId;
      year: number;
      /** Not settled at all, a year before the checked wording, or the Beihilfeberechtigte's own case is open. */
      reason: "nichtGeprueft" | "jahrVorFassung" | "offen";
      /** The open case and its reason (German), when `reason` is "offen". */
      open?: { reason: string; case: BeihilfeCase };
    };

/** Input fields a model can ask for beyond the three every model needs (status, children, partner). */
export type BeihilfeOptionalField = "elternzeit" | "anwaerter" | "verheiratet" | "arbeitgeberzuschuss" | "berechtigtSeit";

function conditionHolds(when: BeihilfeCondition, input: BeihilfeInput, person: BeihilfePerson, year: number): boolean {
  const dependants = (input.partner ? 1 : 0) + input.children;
  const subsidised = person === "kind" ? false : input.arbeitgeberzuschuss[person];
  const since = input.berechtigtSeit;
  return (
    (when.status === undefined || when.status === input.status) &&
    (when.childrenMin === undefined || input.children >= when.childrenMin) &&
    (when.childrenMax === undefined || input.children <= when.childrenMax) &&
    // Parental leave is an active civil servant's state; a pensioner's flag left set means nothing.
    (when.elternzeit === undefined || when.elternzeit === (input.elternzeit && input.status === "aktiv")) &&
    (when.anwaerter === undefined || when.anwaerter === (input.anwaerter && input.status === "aktiv")) &&
    (when.partner === undefined || when.partner === input.partner) &&
    (when.verheiratet === undefined || when.verheiratet === (input.verheiratet || input.partner)) &&
    (when.dependantsMin === undefined || dependants >= when.dependantsMin) &&
    (when.dependantsMax === undefined || dependants <= when.dependantsMax) &&
    (when.arbeitgeberzuschuss === undefined || when.arbeitgeberzuschuss === subsidised) &&
    // An unknown entry date cannot satisfy a date condition: such a case then does not apply.
    (when.berechtigtSeitAb === undefined || (since !== null && since >= when.berechtigtSeitAb)) &&
    (when.berechtigtSeitVor === undefined || (since !== null && since < when.berechtigtSeitVor)) &&
    (when.fromYear === undefined || year >= when.fromYear) &&
    (when.untilYear === undefined || year <= when.untilYear)
  );
}

function ratePercent(rate: Exclude<BeihilfeRate, { kind: "offen" }>, input: BeihilfeInput): number {
  if (rate.kind === "fest") return rate.percent;
  const partnerCounts = rate.partnerWenn === "verheiratet" ? input.verheiratet || input.partner : input.partner;
  return Math.min(rate.max, rate.base + (partnerCounts ? rate.perPartner : 0) + rate.perChild * input.children);
}

type Geprueft = Extract<DienstherrEntry, { status: "geprüft" }>;

function personRate(entry: Geprueft, input: BeihilfeInput, person: BeihilfePerson, year: number): PersonRate | OpenRate {
  const match = entry.cases[person].find((c) => conditionHolds(c.when, input, person, year));
  // Each list ends in a case that always applies (tested per entry); reaching here is a data error.
  if (!match) throw new Error(`Beihilfe ${entry.id}: no case for ${person}`);
  if (match.rate.kind === "offen") return { person, bemessungssatz: null, reason: match.rate.reason, case: match };
  const adjustments = entry.adjustments.filter((a) => a.persons.includes(person) && conditionHolds(a.when, input, person, year));
  const points = adjustments.reduce((sum, a) => sum + a.points, ratePercent(match.rate, input));
  const bemessungssatz = Math.max(0, Math.min(100, points));
  return {
    person,
    bemessungssatz,
    pkvAnteil: 100 - bemessungssatz,
    case: match,
    adjustments,
    stationaer: stationaerRate(entry.stationaer, person, bemessungssatz),
  };
}

/** The points raise the rate up to the cap; a rate already above the cap keeps its own figure. */
function stationaerRate(rule: BeihilfeStationaer | undefined, person: BeihilfePerson, bemessungssatz: number): StationaerRate | null {
  if (!rule || !rule.persons.includes(person)) return null;
  const raised = Math.max(bemessungssatz, Math.min(rule.max, 100, bemessungssatz + rule.points));
  return { bemessungssatz: raised, pkvAnteil: 100 - raised, rule };
}

export function calculateBeihilfe(entry: DienstherrEntry, input: BeihilfeInput, year: number): BeihilfeResult {
  if (entry.status !== "geprüft") return { outcome: "aufAnfrage", dienstherr: entry.id, year, reason: "nichtGeprueft" };
  // A year before the checked wording was in force is as unverified as an unchecked Land.
  if (year < entry.validFromYear) return { outcome: "aufAnfrage", dienstherr: entry.id, year, reason: "jahrVorFassung" };
  const selbst = personRate(entry, input, "selbst", year);
  // Without the Beihilfeberechtigte's own rate there is no verdict to give.
  if (selbst.bemessungssatz === null)
    return { outcome: "aufAnfrage", dienstherr: entry.id, year, reason: "offen", open: { reason: selbst.reason, case: selbst.case } };
  return {
    outcome: "satz",
    dienstherr: entry.id,
    year,
    selbst,
    partner: input.partner ? personRate(entry, input, "partner", year) : null,
    kind: input.children > 0 ? personRate(entry, input, "kind", year) : null,
  };
}

/** The optional fields a Dienstherr's cases and adjustments refer to — the calculator asks only for these. */
export function fieldsNeeded(entry: DienstherrEntry): ReadonlySet<BeihilfeOptionalField> {
  const fields = new Set<BeihilfeOptionalField>();
  if (entry.status !== "geprüft") return fields;
  const all = [...entry.cases.selbst, ...entry.cases.partner, ...entry.cases.kind, ...entry.adjustments];
  for (const { when } of all) {
    if (when.elternzeit !== undefined) fields.add("elternzeit");
    if (when.anwaerter !== undefined) fields.add("anwaerter");
    if (when.verheiratet !== undefined) fields.add("verheiratet");
    if (when.arbeitgeberzuschuss !== undefined) fields.add("arbeitgeberzuschuss");
    if (when.berechtigtSeitAb !== undefined || when.berechtigtSeitVor !== undefined) fields.add("berechtigtSeit");
  }
  for (const c of [...entry.cases.selbst, ...entry.cases.partner, ...entry.cases.kind]) {
    if (c.rate.kind === "punkte" && c.rate.partnerWenn === "verheiratet") fields.add("verheiratet");
  }
  return fields;
}
