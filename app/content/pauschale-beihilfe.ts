/**
 * Where civil servants can choose the pauschale Beihilfe (a monthly subsidy, usually half the
 * premium of a full health insurance, instead of Beihilfe per invoice). Land law, not federal
 * law: the Bund does not offer it. The list is a dated statement, checked against these sources
 * in November 2026 (re-check before changing the date):
 * - Hamburg (first, 2018): dgb.de „Mehrheit der Dienstherren bietet pauschale Beihilfe an“.
 * - Brandenburg, Bremen, Thüringen (from 1 January 2020): dgb.de news of November 2019;
 *   Landtag Brandenburg Drucksache 6/11175.
 * - Berlin (from 1 January 2020): berlin-brandenburg.dgb.de.
 * - Baden-Württemberg (from 2023): Gesetz zur Einführung einer pauschalen Beihilfe (PBEinfG),
 *   die-beihilfe.de; PKV-Verband press release on Sachsen (2023) naming it as introduced.
 * - Sachsen (from 1 January 2024, § 80a SächsBG): lsf.sachsen.de „Allgemeine Hinweise“.
 * - Niedersachsen: abgeordnetenwatch.de answer of Ralf Witzel MdL (2024), deutsche-beamtenversorgung.de.
 * - Schleswig-Holstein only in hardship cases: the same abgeordnetenwatch.de answer.
 * - Mecklenburg-Vorpommern from 1 May 2026 (§ 80a LBG M-V): nord.dgb.de on the Landtag's
 *   decision of 28 January 2026.
 * The copy tells readers to confirm with their Beihilfestelle, as Land law changes.
 */
import type { BundeslandId } from "~/modules/calculators/bundeslaender";
import type { LegalSource } from "./statutory-figures";

/** The month the list was last checked; shown to readers as „Stand: November 2026“. */
export const PAUSCHALE_BEIHILFE_AS_OF = "November 2026";

/** Länder offering it to every eligible civil servant on request, alphabetical. */
export const PAUSCHALE_BEIHILFE_LAENDER = ["Baden-Württemberg", "Berlin", "Brandenburg", "Bremen", "Hamburg", "Niedersachsen", "Sachsen", "Thüringen"] as const;

/** Länder where it exists with a restriction, and how the copy states it. */
export const PAUSCHALE_BEIHILFE_SPECIAL = {
  "Mecklenburg-Vorpommern": "seit dem 1.\u00a0Mai 2026 (§\u00a080a LBG M-V)",
  "Schleswig-Holstein": "nur in Härtefällen",
} as const;

/** „A, B und C“. */
export function germanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;
}

/** A provision as the calculators link it: citation with no-break spaces, and where its text is. */
export type LegalSourceLike = Pick<LegalSource, "citation" | "url">;

export interface PauschaleBeihilfe {
  /** Since when, as the copy states it („1. August 2018“, „2020“). */
  since: string;
  /** The provision, when its wording was read (Stand: PAUSCHALE_BEIHILFE_AS_OF); null when only secondary sources were found. */
  provision: LegalSourceLike | null;
  /** What the reader should know besides, e.g. that the provision was not read in its wording. */
  note?: string;
}

const NOT_READ = "Vorschrift nicht im Wortlaut geprüft; Ihre Beihilfestelle nennt sie Ihnen.";

/**
 * Per Land, by id. Provisions with a link were read in their wording on 23 November 2026:
 * § 76 Abs. 5 LBG Berlin (inserted by the Gesetz zur Einführung der pauschalen Beihilfe of
 * 4 March 2020, GVBl. S. 204: „nach der Hälfte des nachgewiesenen Krankenversicherungsbeitrags“)
 * and § 80a SächsBG (Abs. 3, the same words). Hamburg's start (1 August 2018, Gesetz of 16 May
 * 2018, GVBl. S. 199) is from the UKE's page for its civil servants; the rest from the leads
 * above. Both provisions read pay half of the *health* insurance contribution, not the Pflege.
 */
const PAUSCHALE_BEIHILFE_BY_LAND: Readonly<Partial<Record<BundeslandId, PauschaleBeihilfe>>> = {
  "baden-wuerttemberg": { since: "1.\u00a0Januar 2023", provision: null, note: NOT_READ },
  berlin: {
    // In force 18 March 2020, with effect from 1 January 2020.
    since: "1.\u00a0Januar 2020",
    provision: {
      citation: "§\u00a076 Abs.\u00a05 LBG Berlin",
      // The amending law's text, which inserts the paragraph in its wording.
      url: "https://www.umwelt-online.de/regelwerk/arbeitss/arbeitsrecht/laender/bln/z20_0204.htm",
    },
  },
  brandenburg: { since: "1.\u00a0Januar 2020", provision: null, note: NOT_READ },
  bremen: { since: "1.\u00a0Januar 2020", provision: null, note: NOT_READ },
  hamburg: { since: "1.\u00a0August 2018", provision: null, note: NOT_READ },
  "mecklenburg-vorpommern": { since: "1.\u00a0Mai 2026", provision: null, note: NOT_READ },
  niedersachsen: { since: "1.\u00a0Februar 2024", provision: null, note: NOT_READ },
  sachsen: {
    since: "1.\u00a0Januar 2024",
    provision: {
      citation: "§\u00a080a SächsBG",
      url: "https://justiz-nrw.wolterskluwer-online.de/browse/document/3f2d5c86-7862-3316-81b4-7b7caf37b9d5",
    },
  },
  thueringen: { since: "1.\u00a0Januar 2020", provision: null, note: NOT_READ },
};

/**
 * Whether `land` pays a pauschale Beihilfe (half of a GKV contribution instead of Beihilfe per
 * invoice), since when and under which provision; null where it does not (or, as in
 * Schleswig-Holstein, only in hardship cases). The Beihilfe calculator's Dienstherren table will
 * answer this later with the same signature.
 */
export function pauschaleBeihilfeFor(land: BundeslandId): PauschaleBeihilfe | null {
  return PAUSCHALE_BEIHILFE_BY_LAND[land] ?? null;
}
