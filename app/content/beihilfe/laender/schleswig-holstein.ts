/**
 * Schleswig-Holstein: the Beihilfeverordnung of 15 November 2016 (BhVO, Gl.-Nr. 2032-1-17) is in
 * force; its § 6 (Bemessung) was not found in the wording — only § 6 of the old BhVO of 2006,
 * repealed in 2016. The secondary sources disagree on families: beihilfe-partner.de reports
 * that since 1 May 2022 a spouse gets 90 instead of 70 with two or more children and all children
 * 90 instead of 80 with three or more, while voigt-versicherung.de (2026) lists 70 and 80 only.
 * So Schleswig-Holstein stays „auf Anfrage“. The pauschale Beihilfe of § 80a LBG (since 1 January
 * 2024, mainly for hardship cases) is reported by one source only. Checked on 23 November 2026;
 * notes in docs/research/beihilfe/schleswig-holstein.md.
 */
import type { DienstherrEntry } from "../types";

const CHECKED_ON = "2026-11-23";

export const entry: DienstherrEntry = {
  id: "schleswig-holstein",
  status: "aufAnfrage",
  regulation: {
    short: "BhVO",
    name: "Landesverordnung über die Gewährung von Beihilfen an Beamtinnen und Beamte in Schleswig-Holstein",
    url: "https://www.schleswig-holstein.de/DE/Landesregierung/Themen/Finanzen/Beihilferecht/beihilferecht.html",
  },
  reason:
    "Die geltende Beihilfeverordnung von 2016 habe ich nicht im Wortlaut gefunden, und die Sekundärquellen widersprechen sich bei den Sätzen für Ehe- oder Lebenspartner:innen und Kinder in Familien mit mehreren Kindern. Darum nenne ich für Schleswig-Holstein noch keinen Satz.",
  pauschale: {
    offered: "ungeklärt",
    note: "Nach der GEW Schleswig-Holstein gibt es seit dem 1.\u00a0Januar 2024 nach §\u00a080a LBG einen Zuschuss zur freiwilligen gesetzlichen Krankenversicherung, vor allem für Härtefälle; den Wortlaut und die Voraussetzungen habe ich nicht geprüft.",
    checkedOn: CHECKED_ON,
  },
};
