/**
 * Sachsen: § 57 Abs. 2 SächsBhVO (since 1 January 2024) read in its wording on anwalt24.de and
 * haufe.de on 23 November 2026 for the Beihilfeberechtigte: Nr. 1 Besoldungsempfänger a) no child
 * (or Heilfürsorge) 50, b) one child 70, c) two or more children 90; Nr. 2 Ruhegehalt a) fewer than
 * two children 70, b) two or more 90. Children 90 (from 80) is stated by two secondary sources
 * (GEW Sachsen, kvoptimal.de); the provision's number for them was not in the part I could read,
 * so they cite § 57 as a whole. The spouse's rate stands in that unread part too, and the sources
 * only say „90 % unter bestimmten Voraussetzungen“, so the partner's case is open: the calculator
 * names no percentage for it. Pauschale Beihilfe: § 80a SächsBG since 1 January 2024 (Landesamt
 * für Steuern und Finanzen, GEW). Notes: docs/research/beihilfe/sachsen.md.
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry, type SecondarySource } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const SAECHSBHVO_57 = LAND_LAW_PORTALS.sachsen;
const LSF = "https://www.lsf.sachsen.de/allgemeine-hinweise-5107.html";
const GEW_SACHSEN: SecondarySource = {
  name: "GEW Sachsen, Neuregelung der Beihilfe zum 1.\u00a01.\u00a02024",
  url: "https://www.gew-sachsen.de/aktuelles/detailseite/neuregelung-der-beihilfe-zum-112024",
  kind: "verband",
};

/** § 57 Abs. 2 as read; `rest` is the Nummer and Buchstabe. */
const s57 = (rest: string): BeihilfeSource =>
  beihilfeSource({
    regulation: "SächsBhVO",
    paragraph: `§\u00a057 Abs.\u00a02 ${rest}`,
    url: SAECHSBHVO_57,
    checkedOn: CHECKED_ON,
    verified: { how: "Normtext" },
  });

/** § 57 as a whole: where the dependants' rates stand, in a part whose wording I did not read. */
const S57_CHILDREN = beihilfeSource({
  regulation: "SächsBhVO",
  paragraph: "§\u00a057",
  url: SAECHSBHVO_57,
  checkedOn: CHECKED_ON,
  verified: {
    how: "zwei Sekundärquellen",
    sources: [GEW_SACHSEN, { name: "kvoptimal.de, Sachsen ab 1.\u00a0Januar 2024", url: "https://kvoptimal.de/pkv-lexikon/S", kind: "vermittler" }],
  },
});
const S57_PARTNER = beihilfeSource({
  regulation: "SächsBhVO",
  paragraph: "§\u00a057",
  url: SAECHSBHVO_57,
  checkedOn: CHECKED_ON,
  verified: { how: "Normtext" },
});

export const entry: DienstherrEntry = {
  id: "sachsen",
  status: "geprüft",
  regulation: { short: "SächsBhVO", name: "Sächsische Beihilfeverordnung", url: SAECHSBHVO_57 },
  validFromYear: 2024,
  cases: {
    selbst: [
      {
        when: { status: "versorgung", childrenMin: 2 },
        rate: { kind: "fest", percent: 90 },
        label: "Versorgungsempfänger:in (Ruhegehalt), zwei oder mehr berücksichtigungsfähige Kinder",
        source: s57("Nr.\u00a02 Buchst.\u00a0b"),
      },
      {
        when: { status: "versorgung" },
        rate: { kind: "fest", percent: 70 },
        label: "Versorgungsempfänger:in (Ruhegehalt)",
        source: s57("Nr.\u00a02 Buchst.\u00a0a"),
      },
      {
        when: { childrenMin: 2 },
        rate: { kind: "fest", percent: 90 },
        label: "zwei oder mehr berücksichtigungsfähige Kinder",
        source: s57("Nr.\u00a01 Buchst.\u00a0c"),
      },
      { when: { childrenMin: 1 }, rate: { kind: "fest", percent: 70 }, label: "ein berücksichtigungsfähiges Kind", source: s57("Nr.\u00a01 Buchst.\u00a0b") },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv, kein berücksichtigungsfähiges Kind", source: s57("Nr.\u00a01 Buchst.\u00a0a") },
    ],
    partner: [
      {
        when: {},
        rate: {
          kind: "offen",
          reason:
            "Den Satz für Ehe- oder Lebenspartner:innen seit dem 1.\u00a0Januar 2024 habe ich nicht im Wortlaut gelesen; Sekundärquellen nennen 90\u00a0% nur „unter bestimmten Voraussetzungen“.",
        },
        label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in",
        source: S57_PARTNER,
      },
    ],
    kind: [{ when: {}, rate: { kind: "fest", percent: 90 }, label: "berücksichtigungsfähiges Kind", source: S57_CHILDREN }],
  },
  adjustments: [],
  notes: [
    {
      text: "Wer Anspruch auf Heilfürsorge nach §\u00a0135 SächsBG hat, erhält auch mit Kindern 50\u00a0%.",
      source: s57("Nr.\u00a01 Buchst.\u00a0a"),
    },
  ],
  pauschale: {
    offered: true,
    since: "2024-01-01",
    provision: beihilfeSource({
      regulation: "SächsBG",
      paragraph: "§\u00a080a",
      url: LSF,
      checkedOn: CHECKED_ON,
      verified: {
        how: "zwei Sekundärquellen",
        sources: [{ name: "Landesamt für Steuern und Finanzen Sachsen, Allgemeine Hinweise zur Beihilfe", url: LSF, kind: "amtlich" }, GEW_SACHSEN],
      },
    }),
    restrictions: "Für freiwillig gesetzlich oder vollständig privat Versicherte, nur auf schriftlichen Antrag.",
    waiver: "Dafür verzichten Sie unwiderruflich auf die Beihilfe zu einzelnen Rechnungen, auch für Ihre berücksichtigungsfähigen Angehörigen.",
  },
};
