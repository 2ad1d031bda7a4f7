/**
 * Where civil servants can choose the pauschale Beihilfe (a monthly subsidy, usually half the
 * premium of a full health insurance, instead of Beihilfe per invoice): derived from the one
 * table of Dienstherren (beihilfe/dienstherren.ts), where each Land's entry names the provision,
 * the date from which it can be chosen and any restriction, with how it was verified. The
 * exports below are the shapes the group copy (groups/beamte.ts) has always used.
 */
import type { BundeslandId } from "~/modules/calculators/bundeslaender";
import { BUNDESLAND_IDS } from "~/modules/calculators/bundeslaender";
import { formatIsoDate } from "~/modules/format-de";
import { DIENSTHERREN } from "./beihilfe/dienstherren";
import { bundeslandNames } from "./calculators";
import type { LegalSource } from "./statutory-figures";

/** The month the table was last checked; shown to readers as „Stand: November 2026“. */
export const PAUSCHALE_BEIHILFE_AS_OF = "November 2026";

/** What a Land offers, or null where it offers none or the table does not settle it. */
export function pauschaleBeihilfeFor(land: BundeslandId): { since: string; provision: LegalSource | null; note?: string } | null {
  const pauschale = DIENSTHERREN[land].pauschale;
  if (pauschale.offered !== true) return null;
  const provision = { citation: pauschale.provision.citation, url: pauschale.provision.url };
  // `since` as the copy states it („1. August 2018“): the GKV calculator prints it as it comes.
  const since = formatIsoDate(pauschale.since);
  return pauschale.restrictions === undefined ? { since, provision } : { since, provision, note: pauschale.restrictions };
}

const offering = BUNDESLAND_IDS.flatMap((land) => {
  const offer = pauschaleBeihilfeFor(land);
  return offer ? [{ land, offer }] : [];
});

/** Länder offering it to every eligible civil servant on request, alphabetical. */
export const PAUSCHALE_BEIHILFE_LAENDER: readonly string[] = offering
  .filter(({ offer }) => offer.note === undefined)
  .map(({ land }) => bundeslandNames[land])
  .sort((a, b) => a.localeCompare(b, "de"));

/**
 * Länder that offer it only under conditions of their own (the entry's `restrictions`, shown in
 * full on /pkv-beamte), and how the short copy states that.
 */
export const PAUSCHALE_BEIHILFE_SPECIAL: Readonly<Record<string, string>> = Object.fromEntries(
  offering.filter(({ offer }) => offer.note !== undefined).map(({ land }) => [bundeslandNames[land], "unter besonderen Voraussetzungen"]),
);

/** „A, B und C“. */
export function germanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;
}
