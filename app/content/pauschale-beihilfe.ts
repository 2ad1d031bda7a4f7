/**
 * Where civil servants can choose the pauschale Beihilfe (a monthly subsidy, usually half the
 * premium of a full health insurance, instead of Beihilfe per invoice): derived from the one
 * table of Dienstherren (beihilfe/dienstherren.ts), where each entry says offered, not offered
 * (with what was checked) or not settled. Every page that answers the question reads it here —
 * the overview table on /pkv-beamte, the prose of groups/beamte.ts and the GKV calculator — so
 * none can say „keine“ where the table says „nicht geklärt“ (docs/decisions/0038).
 */
import type { BundeslandId } from "~/config/bundeslaender";
// The names from config, not calculators.ts: the vocabulary reads this module while the build checks the text files, so it imports none (decision 0058).
import { BUNDESLAND_IDS, BUNDESLAND_NAMES } from "~/config/bundeslaender";
import { formatIsoDate, formatIsoMonth } from "~/modules/format-de";
import { pauschaleMonthsIn } from "~/modules/calculators/pauschale-months";
import { DIENSTHERREN, DIENSTHERR_LIST } from "./beihilfe/dienstherren";
import type { BeihilfeSource, DienstherrId, PauschaleBeihilfe } from "~/modules/calculators/beihilfe-rule-types";

/** The day an entry's answer on the pauschale Beihilfe was checked (its provision's, or the note's). */
function pauschaleCheckedOn(pauschale: PauschaleBeihilfe): string {
  return pauschale.offered === true ? pauschale.provision.checkedOn : pauschale.checkedOn;
}

/**
 * „Stand: November 2026“: the month of the oldest check among the 17 answers, so the page never
 * dates the table later than its least recent entry — from the data, never kept by hand
 * (docs/decisions/0066).
 */
export const PAUSCHALE_BEIHILFE_AS_OF_ISO: string = DIENSTHERR_LIST.map((entry) => pauschaleCheckedOn(entry.pauschale)).sort()[0]!;
export const PAUSCHALE_BEIHILFE_AS_OF: string = formatIsoMonth(PAUSCHALE_BEIHILFE_AS_OF_ISO);

/** The three answers the table can give for one Dienstherr. */
export type PauschaleBeihilfeState =
  | {
      state: "offered";
      /** As the copy states it („1. August 2018“). */
      since: string;
      /** ISO date, for the months of a year it is paid in (`pauschaleMonthsIn`). */
      sinceIso: string;
      provision: BeihilfeSource;
      /** The Dienstherr's own conditions, when not every eligible civil servant can choose it. */
      note?: string;
      /** The Land's own waiver sentence, where it says more than the pages' one (docs/decisions/0066). */
      waiver?: string;
    }
  /** Checked: no pauschale Beihilfe; `note` says what was checked. */
  | { state: "notOffered"; note: string }
  /** Not settled: say so and send the reader to the Beihilfestelle, never „keine“. */
  | { state: "unsettled"; note: string };

export function pauschaleBeihilfeState(dienstherr: DienstherrId): PauschaleBeihilfeState {
  const pauschale = DIENSTHERREN[dienstherr].pauschale;
  if (pauschale.offered === true) {
    return {
      state: "offered",
      since: formatIsoDate(pauschale.since),
      sinceIso: pauschale.since,
      provision: pauschale.provision,
      ...(pauschale.restrictions === undefined ? {} : { note: pauschale.restrictions }),
      ...(pauschale.waiver === undefined ? {} : { waiver: pauschale.waiver }),
    };
  }
  return pauschale.offered === false ? { state: "notOffered", note: pauschale.note } : { state: "unsettled", note: pauschale.note };
}

/**
 * The answer for a calendar year: an offer that starts after `year` is „notYet“ (the page then
 * says since when, and computes without it); one that starts during `year` says from which month
 * and in how many months of it (Niedersachsen in 2024: from February, eleven months).
 */
export type PauschaleBeihilfeInYear =
  | (Extract<PauschaleBeihilfeState, { state: "offered" }> & { months: number; fromMonth: number | null })
  | Exclude<PauschaleBeihilfeState, { state: "offered" }>
  | { state: "notYet"; since: string; sinceIso: string; provision: BeihilfeSource };

export function pauschaleBeihilfeInYear(dienstherr: DienstherrId, year: number): PauschaleBeihilfeInYear {
  const state = pauschaleBeihilfeState(dienstherr);
  if (state.state !== "offered") return state;
  const { months, fromMonth } = pauschaleMonthsIn(state.sinceIso, year);
  return months === 0 ? { state: "notYet", since: state.since, sinceIso: state.sinceIso, provision: state.provision } : { ...state, months, fromMonth };
}

/** The Länder in one state, by name, alphabetical. */
function laenderWhere(test: (state: PauschaleBeihilfeState) => boolean): readonly string[] {
  return BUNDESLAND_IDS.filter((land: BundeslandId) => test(pauschaleBeihilfeState(land)))
    .map((land) => BUNDESLAND_NAMES[land])
    .sort((a, b) => a.localeCompare(b, "de"));
}

/** Länder offering it to every eligible civil servant on request. */
export const PAUSCHALE_BEIHILFE_LAENDER: readonly string[] = laenderWhere((s) => s.state === "offered" && s.note === undefined);

/** Länder that offer it only under conditions of their own (shown in full on /pkv-beamte). */
export const PAUSCHALE_BEIHILFE_CONDITIONAL_LAENDER: readonly string[] = laenderWhere((s) => s.state === "offered" && s.note !== undefined);

/** Länder whose answer the table does not settle. */
export const PAUSCHALE_BEIHILFE_UNSETTLED_LAENDER: readonly string[] = laenderWhere((s) => s.state === "unsettled");

/** „A, B und C“. */
export function germanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;
}
