/**
 * Bayern: § 46 Abs. 1 BayBhV (read in its wording, haufe.de) takes the rates from Art. 96 Abs. 3
 * Satz 2 BayBG. That sentence was not found in its wording (anwalt24.de shows Art. 96 only up to
 * Abs. 2), and the secondary sources differ on the children that raise the active rate
 * (beamtenbesoldung.org: „mehr als 2 Kindern“), so Bayern stays "auf Anfrage".
 */
import type { DienstherrEntry } from "../types";

export const entry: DienstherrEntry = {
  id: "bayern",
  status: "aufAnfrage",
  reason:
    "Die bayerischen Sätze stehen in Art.\u00a096 Abs.\u00a03 Satz\u00a02 BayBG, auf den §\u00a046 BayBhV verweist. Diesen Satz habe ich nicht im Wortlaut gefunden, und die Sekundärquellen nennen für Kinder unterschiedliche Schwellen.",
  pauschale: {
    offered: "ungeklärt",
    note: "Eine Vorschrift über eine pauschale Beihilfe habe ich im bayerischen Landesrecht nicht gefunden.",
    checkedOn: "2026-11-23",
  },
};
