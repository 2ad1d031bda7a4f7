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
