/**
 * Config values for tests only: what an adviser could enter, but the shipped config leaves out.
 * Nothing in app/ imports this file outside tests.
 */
import type { SavingsComparison } from "./site-config-schema";

/** A documented like-for-like comparison as an adviser might enter it (invented, like the rest of the shipped config). */
export const SAVINGS_COMPARISON_FIXTURE: SavingsComparison = {
  percent: 27,
  comparedOn: "2026-11-02",
  gkvSide: "Höchstbeitrag zur Kranken- und Pflegeversicherung einschließlich Krankengeld, kinderlos, mit dem durchschnittlichen Zusatzbeitrag",
  pkvSide:
    "drei Tarife für eine 32-jährige selbstständige Person ohne Vorerkrankungen, einschließlich Krankentagegeld ab dem 43. Tag, Pflegepflichtversicherung und 600 € Selbstbehalt im Jahr",
  includesKrankentagegeld: true,
  countsSelbstbehalt: true,
  documentation: "Vergleichsrechnung mit Angeboten, aufbewahrt in meinen Beratungsunterlagen",
};
