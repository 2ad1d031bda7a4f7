/**
 * Sachsen: § 57 Abs. 2 SächsBhVO was read in its wording (anwalt24.de, haufe.de) on 23 November
 * 2026 for the Beihilfeberechtigte only — Nr. 1 Besoldungsempfänger 50 / 70 with one child / 90
 * with two or more, Nr. 2 Ruhegehalt 70 / 90 with two or more children. The rates for spouses
 * and children are in a part of § 57 I could not read; secondary sources give children 90 and
 * spouses 90 „unter bestimmten Voraussetzungen“ without naming them. A calculator that cannot
 * name the partner's rate cannot answer a family, so Sachsen stays „auf Anfrage“ until the whole
 * paragraph is read. Pauschale Beihilfe under § 80a SächsBG since 1 January 2024 is settled by
 * two sources, one of them the Landesamt für Steuern und Finanzen. Notes: docs/research/beihilfe/sachsen.md.
 */
import { beihilfeSource, type DienstherrEntry } from "../types";

const CHECKED_ON = "2026-11-23";
const SAECHSBHVO_57 = "https://www.anwalt24.de/rund-ums-recht/Paragraph_57_SaechsBhVO_Bemessung_der_Beihilfe-d7227842,58.html";

export const entry: DienstherrEntry = {
  id: "sachsen",
  status: "aufAnfrage",
  regulation: { short: "SächsBhVO", name: "Sächsische Beihilfeverordnung", url: SAECHSBHVO_57 },
  reason:
    "Die Sätze für die beihilfeberechtigte Person habe ich im Wortlaut von §\u00a057 Abs.\u00a02 SächsBhVO gelesen, die für Ehe- oder Lebenspartner:innen und Kinder seit dem 1.\u00a0Januar 2024 noch nicht; ohne sie nenne ich für Sachsen noch keinen Satz.",
  pauschale: {
    offered: true,
    since: "2024-01-01",
    provision: beihilfeSource({
      regulation: "SächsBG",
      paragraph: "§\u00a080a",
      url: "https://www.lsf.sachsen.de/allgemeine-hinweise-5107.html",
      checkedOn: CHECKED_ON,
      verified: {
        how: "zwei Sekundärquellen",
        sources: [
          {
            name: "Landesamt für Steuern und Finanzen Sachsen, Allgemeine Hinweise zur Beihilfe",
            url: "https://www.lsf.sachsen.de/allgemeine-hinweise-5107.html",
          },
          {
            name: "GEW Sachsen, Neuregelung der Beihilfe zum 1.\u00a01.\u00a02024",
            url: "https://www.gew-sachsen.de/aktuelles/detailseite/neuregelung-der-beihilfe-zum-112024",
          },
        ],
      },
    }),
    restrictions:
      "Für freiwillig gesetzlich oder vollständig privat Versicherte, nur auf schriftlichen Antrag; der Verzicht auf die Beihilfe je Rechnung gilt unwiderruflich auch für die berücksichtigungsfähigen Angehörigen.",
  },
};
