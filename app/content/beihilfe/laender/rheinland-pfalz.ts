/**
 * Rheinland-Pfalz: § 57 Abs. 1 BVO (Beihilfenverordnung Rheinland-Pfalz vom 22. Juni 2011),
 * read in the Land's portal in the version of 26 July 2018 (in force since 1 October 2018), and
 * § 58 BVO (abweichender Bemessungssatz) read on haufe.de; both checked on 23 November 2026.
 * Nr. 1 aktiv 50, Nr. 2 Versorgung 70, Nr. 3 Kinder 80, Nr. 4 Ehegatte/Lebenspartner 70;
 * Satz 2 two or more children 70 (only for the parent drawing the child part of the
 * Familienzuschlag); Satz 4 keeps that rate during Elternzeit — there is no separate Elternzeit
 * rate as in the Bund. § 58 Abs. 3: minus 20 points for a PKV member who receives a subsidy
 * under § 257 SGB V. Research notes: docs/research/beihilfe/rheinland-pfalz.md.
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const BVO_57 =
  "https://landesrecht.rlp.de/jportal/portal/page/bsrlpprod.psml?pid=Dokumentanzeige&showdoccase=1&js_peid=Trefferliste&documentnumber=2&numberofresults=97&fromdoctodoc=yes&doc.id=jlr-BhVRP2011V11P57";
const BVO_58 = LAND_LAW_PORTALS["rheinland-pfalz"];

const bvo = (paragraph: string, url: string): BeihilfeSource =>
  beihilfeSource({ regulation: "BVO", paragraph, url, checkedOn: CHECKED_ON, verified: { how: "Normtext" } });

const s57 = (rest: string) => bvo(`§\u00a057 Abs.\u00a01 ${rest}`, BVO_57);

export const entry: DienstherrEntry = {
  id: "rheinland-pfalz",
  status: "geprüft",
  regulation: { short: "BVO", name: "Beihilfenverordnung Rheinland-Pfalz", url: BVO_57 },
  validFromYear: 2019,
  cases: {
    selbst: [
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: s57("Satz\u00a01 Nr.\u00a02") },
      {
        when: { childrenMin: 2 },
        rate: { kind: "fest", percent: 70 },
        label: "zwei oder mehr berücksichtigungsfähige Kinder",
        source: s57("Satz\u00a02"),
      },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: s57("Satz\u00a01 Nr.\u00a01") },
    ],
    partner: [
      {
        when: {},
        rate: { kind: "fest", percent: 70 },
        label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in",
        source: s57("Satz\u00a01 Nr.\u00a04"),
      },
    ],
    kind: [{ when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: s57("Satz\u00a01 Nr.\u00a03") }],
  },
  adjustments: [
    {
      when: { arbeitgeberzuschuss: true },
      persons: ["selbst", "partner"],
      points: -20,
      label: "privat versichert mit Beitragszuschuss nach §\u00a0257 SGB\u00a0V",
      source: bvo("§\u00a058 Abs.\u00a03 Satz\u00a01", BVO_58),
    },
  ],
  notes: [
    {
      text: "Sind beide Eltern beihilfeberechtigt, erhält den erhöhten Satz für zwei oder mehr Kinder nur, wer den kinderbezogenen Anteil im Familienzuschlag bezieht.",
      source: s57("Satz\u00a02"),
    },
    {
      text: "Wer den erhöhten Satz vor der Elternzeit hatte, behält ihn während der Elternzeit; einen eigenen Elternzeit-Satz wie beim Bund gibt es nicht.",
      source: s57("Satz\u00a04"),
    },
    {
      text: "Freiwillig gesetzlich Versicherte, die ihren Kassenbeitrag voll selbst tragen, erhalten unter den Voraussetzungen dieser Vorschrift für Aufwendungen, zu denen die Kasse geleistet hat, 100\u00a0%.",
      source: bvo("§\u00a058 Abs.\u00a01", BVO_58),
    },
  ],
  pauschale: {
    offered: "ungeklärt",
    note: "Eine Vorschrift über eine pauschale Beihilfe habe ich für Rheinland-Pfalz nicht gefunden; dass es keine gibt, habe ich im Landesbeamtengesetz nicht im Wortlaut geprüft.",
    checkedOn: CHECKED_ON,
  },
};
