/**
 * Bund: § 46 BBhV, read in its own text (buzer.de and the juris copy on landesrecht-bw.de, the
 * version of 1 December 2020 in force since 1 January 2021) on 23 November 2026:
 * Abs. 2 Nr. 1–4 (50 / 70 / 70 / 80), Abs. 3 Satz 1 (two or more children: 70), Satz 2 (only
 * the parent drawing the Familienzuschlag), Satz 5 (Elternzeit: 70).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrGeprueft } from "~/modules/calculators/beihilfe-rule-types";
import { lawUrl } from "../legal-sources";

const CHECKED_ON = "2026-11-23";
const BBHV = lawUrl("bbhv");

const bbhv = (paragraph: string, file: string): BeihilfeSource =>
  beihilfeSource({ regulation: "BBhV", paragraph, url: `${BBHV}/${file}`, checkedOn: CHECKED_ON, verified: { how: "Normtext" } });

export const BUND: DienstherrGeprueft = {
  id: "bund",
  status: "geprüft",
  regulation: { short: "BBhV", name: "Bundesbeihilfeverordnung", url: `${BBHV}/` },
  validFromYear: 2021,
  cases: {
    selbst: [
      {
        when: { status: "versorgung" },
        rate: { kind: "fest", percent: 70 },
        label: "Versorgungsempfänger:in",
        source: bbhv("§\u00a046 Abs.\u00a02 Nr.\u00a02", "__46.html"),
      },
      {
        when: { elternzeit: true },
        rate: { kind: "fest", percent: 70 },
        label: "in Elternzeit",
        source: bbhv("§\u00a046 Abs.\u00a03 Satz\u00a05", "__46.html"),
      },
      {
        when: { childrenMin: 2 },
        rate: { kind: "fest", percent: 70 },
        label: "zwei oder mehr berücksichtigungsfähige Kinder",
        source: bbhv("§\u00a046 Abs.\u00a03 Satz\u00a01", "__46.html"),
      },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: bbhv("§\u00a046 Abs.\u00a02 Nr.\u00a01", "__46.html") },
    ],
    partner: [
      {
        when: {},
        rate: { kind: "fest", percent: 70 },
        label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in",
        source: bbhv("§\u00a046 Abs.\u00a02 Nr.\u00a03", "__46.html"),
      },
    ],
    kind: [
      { when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: bbhv("§\u00a046 Abs.\u00a02 Nr.\u00a04", "__46.html") },
    ],
  },
  adjustments: [],
  notes: [
    {
      text: "Sind beide Eltern beihilfeberechtigt, erhält den erhöhten Satz für zwei oder mehr Kinder nur, wer den Familienzuschlag für die Kinder bezieht.",
      source: bbhv("§\u00a046 Abs.\u00a03 Satz\u00a02", "__46.html"),
    },
    {
      text: "Ehe- und Lebenspartner:innen sind nur bis zu einer Einkommensgrenze berücksichtigungsfähig.",
      source: bbhv("§\u00a04 Abs.\u00a01", "__4.html"),
    },
  ],
  pauschale: {
    offered: false,
    note: "Der Bund bietet keine pauschale Beihilfe an; die Bundesbeihilfeverordnung sieht sie nicht vor.",
    checkedOn: CHECKED_ON,
  },
};
