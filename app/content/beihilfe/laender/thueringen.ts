/**
 * Thüringen: the Bemessungssätze are set by the Thüringer Beihilfeverordnung (ThürBhV, 25 May
 * 2012) under § 72 ThürBG. Two secondary sources agree on the figures (voigt-versicherung.de
 * 2026, onecept.de 2024), but neither names the paragraph and I did not find it in the wording,
 * so Thüringen stays „auf Anfrage“: a rate on the page needs its paragraph. The pauschale
 * Beihilfe since 1 January 2020 is reported by the Thüringer Beamtenbund and beamtenbesoldung.org,
 * again without the paragraph of the ThürBG, so it is „ungeklärt“ with that said. Checked on
 * 23 November 2026; notes in docs/research/beihilfe/thueringen.md.
 */
import type { DienstherrEntry } from "../types";

const CHECKED_ON = "2026-11-23";

export const entry: DienstherrEntry = {
  id: "thueringen",
  status: "aufAnfrage",
  regulation: {
    short: "ThürBhV",
    name: "Thüringer Beihilfeverordnung",
    url: "https://justiz-nrw.wolterskluwer-online.de/browse/document/b1bbbd2e-fa26-3c00-a128-2a7fd942a9ec",
  },
  reason:
    "Die Bemessungssätze stehen in der Thüringer Beihilfeverordnung; zwei Sekundärquellen nennen sie übereinstimmend, aber ohne Paragrafen, und im Wortlaut habe ich die Vorschrift nicht gefunden. Darum nenne ich für Thüringen noch keinen Satz.",
  pauschale: {
    offered: "ungeklärt",
    note: "Nach dem Thüringer Beamtenbund und beamtenbesoldung.org können Beamt:innen seit dem 1.\u00a0Januar 2020 eine pauschale Beihilfe nach dem Thüringer Beamtengesetz wählen; den Paragrafen habe ich nicht im Wortlaut gefunden, darum nenne ich hier keine Vorschrift.",
    checkedOn: CHECKED_ON,
  },
};
