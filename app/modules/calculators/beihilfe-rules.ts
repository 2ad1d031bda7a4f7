/**
 * Beihilfe-Bemessungssätze by Dienstherr, with the provision they come from. Only rules read in
 * the provision's own text are listed with percentages; every other Dienstherr is "auf Anfrage"
 * and the calculator names no percentage for it. Never fill in a Land by analogy with the Bund:
 * several Länder differ (for example for pensioners, spouses or the number of children).
 *
 * Bund, checked on 23 November 2026 against § 46 BBhV in the version in force since
 * 1 January 2021 (Verordnung vom 1. Dezember 2020, BGBl. I S. 2713) and its later wording:
 * Abs. 2 Nr. 1 beihilfeberechtigte Personen 50 %, Nr. 2 Versorgungsempfänger (except orphans)
 * 70 %, Nr. 3 berücksichtigungsfähige Ehe- und Lebenspartner (§ 4 Abs. 1) 70 %, Nr. 4
 * berücksichtigungsfähige Kinder and orphans 80 %; Abs. 3 Satz 1 two or more
 * berücksichtigungsfähige children: 70 % for the beihilfeberechtigte Person; Abs. 3 Satz 5
 * Beihilfeberechtigte in Elternzeit: 70 %.
 *
 * Looked for and not listed (text not found in full or only in an outdated version):
 * Bayern (Art. 96 Abs. 3 BayBG; only § 46 BayBhV, which refers to it, was found),
 * Nordrhein-Westfalen (§ 12 BVO NRW; only versions from 2007 and before were found),
 * Berlin (§ 76 Abs. 3 LBG Berlin), Schleswig-Holstein (§ 6 BhVO), Sachsen-Anhalt.
 */
import type { LegalSource } from "~/content/statutory-figures";
import { BUNDESLAND_IDS, type BundeslandId } from "./bundeslaender";
import { lawUrl } from "~/content/legal-sources";

export type DienstherrId = "bund" | BundeslandId;

export const DIENSTHERR_IDS: readonly DienstherrId[] = ["bund", ...BUNDESLAND_IDS];

/** Why a rate applies; each has its own provision. */
export type BeihilfeReason =
  /** Active Beihilfeberechtigte with fewer than two berücksichtigungsfähige children. */
  | "grundsatz"
  /** Active Beihilfeberechtigte with two or more berücksichtigungsfähige children. */
  | "zweiKinder"
  | "versorgung"
  | "partner"
  | "kind";

export interface VerifiedBeihilfeRule {
  status: "geprüft";
  /** Per cent of the beihilfefähige Aufwendungen, by reason. */
  rates: Readonly<Record<BeihilfeReason, number>>;
  /** The provision for each reason, linked to gesetze-im-internet.de. */
  sources: Readonly<Record<BeihilfeReason, LegalSource>>;
  /** The rate for Beihilfeberechtigte during parental leave (Elternzeit), with its provision. */
  parentalLeave: { rate: number; source: LegalSource };
  /** Where spouses count as berücksichtigungsfähig (income limit), and children. */
  eligibilitySources: { partner: LegalSource; kind: LegalSource };
  /** First calendar year for which the wording checked is in force. */
  validFromYear: number;
  /** When the rule was last read in the provision's text (ISO date). */
  checkedOn: string;
}

export type BeihilfeRule = VerifiedBeihilfeRule | { status: "aufAnfrage" };

const BBHV = lawUrl("bbhv");
const bbhv46 = (citation: string): LegalSource => ({ citation, url: `${BBHV}/__46.html` });

const BUND: VerifiedBeihilfeRule = {
  status: "geprüft",
  rates: { grundsatz: 50, zweiKinder: 70, versorgung: 70, partner: 70, kind: 80 },
  sources: {
    grundsatz: bbhv46("§\u00a046 Abs.\u00a02 Nr.\u00a01 BBhV"),
    zweiKinder: bbhv46("§\u00a046 Abs.\u00a03 Satz\u00a01 BBhV"),
    versorgung: bbhv46("§\u00a046 Abs.\u00a02 Nr.\u00a02 BBhV"),
    partner: bbhv46("§\u00a046 Abs.\u00a02 Nr.\u00a03 BBhV"),
    kind: bbhv46("§\u00a046 Abs.\u00a02 Nr.\u00a04 BBhV"),
  },
  parentalLeave: { rate: 70, source: bbhv46("§\u00a046 Abs.\u00a03 Satz\u00a05 BBhV") },
  eligibilitySources: {
    partner: { citation: "§\u00a04 Abs.\u00a01 BBhV", url: `${BBHV}/__4.html` },
    kind: { citation: "§\u00a04 Abs.\u00a02 BBhV", url: `${BBHV}/__4.html` },
  },
  validFromYear: 2021,
  checkedOn: "2026-11-23",
};

export const BEIHILFE_RULES: Readonly<Record<DienstherrId, BeihilfeRule>> = {
  bund: BUND,
  ...(Object.fromEntries(BUNDESLAND_IDS.map((id) => [id, { status: "aufAnfrage" }])) as Record<BundeslandId, BeihilfeRule>),
};

export function isDienstherrId(value: string): value is DienstherrId {
  return (DIENSTHERR_IDS as readonly string[]).includes(value);
}
