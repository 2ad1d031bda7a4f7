/**
 * Berlin: the rates are set by § 76 Abs. 3 LBG (the pauschale-Beihilfe provision refers to
 * „Beihilfe …, die nach Absatz 3 zu bemessen ist“). Abs. 3 was not found in its wording, and only
 * one current secondary source (pkv-kosten-vergleich.de: „identisch mit denen für Bundesbeamte“)
 * states them, so Berlin stays "auf Anfrage".
 * Pauschale Beihilfe: § 76 Abs. 5 LBG, inserted by the Gesetz zur Einführung der pauschalen
 * Beihilfe of 4 March 2020 (GVBl. S. 204), read in the amending act's wording; in force
 * 18 March 2020 (berlin.de, Landesverwaltungsamt), claimable from 1 January 2020
 * (Humboldt-Universität, Personalabteilung).
 */
import { beihilfeSource, type DienstherrEntry } from "../types";

const CHECKED_ON = "2026-11-23";

export const entry: DienstherrEntry = {
  id: "berlin",
  status: "aufAnfrage",
  reason:
    "Die Berliner Sätze regelt §\u00a076 Abs.\u00a03 LBG. Diesen Absatz habe ich nicht im Wortlaut gefunden, und nur eine aktuelle Sekundärquelle nennt die Sätze.",
  pauschale: {
    offered: true,
    since: "2020-01-01",
    provision: beihilfeSource({
      regulation: "LBG",
      paragraph: "§\u00a076 Abs.\u00a05",
      url: "https://www.umwelt-online.de/recht/arbeitss/arbeitsrecht/laender/bln/z20_0204.htm",
      checkedOn: CHECKED_ON,
      verified: { how: "Normtext" },
    }),
  },
};
