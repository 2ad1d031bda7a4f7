/**
 * Hamburg: § 80 Abs. 9 HmbBG. The current wording was not found in full; the 2010 wording
 * (RA-MICRO E-Gesetze, Stand 1.2.2010) has Satz 2 Nr. 1 aktiv 50, Nr. 2 Versorgung 70. Two
 * independent secondary sources agree on 50 / 70 Versorgung / 70 Ehegatten / 80 Kinder
 * (beamtenbesoldung.org, pkv-kosten-vergleich.de) but disagree on the children that raise the
 * active rate to 70 („mehr als 1 Kind“ against „mehr als zwei Kindern“), so that case stays open.
 * Pauschale Beihilfe: § 80 Abs. 11 HmbBG, inserted by the Gesetz über die Einführung einer
 * pauschalen Beihilfe of 29 May 2018 (HmbGVBl. S. 199), read in the amending act's wording;
 * available from 1 August 2018 (UKE Hamburg, hamburg.de).
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry, type Verification } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const HMBBG_80 = LAND_LAW_PORTALS.hamburg;

const TWO_SOURCES: Verification = {
  how: "zwei Sekundärquellen",
  sources: [
    { name: "beamtenbesoldung.org, Beihilfe in Hamburg", url: "https://beamtenbesoldung.org/beihilfe/hamburg.html", kind: "privat" },
    {
      name: "pkv-kosten-vergleich.de, Beihilfeverordnung Hamburg",
      url: "https://www.pkv-kosten-vergleich.de/beihilfeverordnungen/hamburg/",
      kind: "vermittler",
    },
  ],
};

const s80 = (rest: string): BeihilfeSource =>
  beihilfeSource({ regulation: "HmbBG", paragraph: `§\u00a080 Abs.\u00a09 ${rest}`, url: HMBBG_80, checkedOn: CHECKED_ON, verified: TWO_SOURCES });

export const entry: DienstherrEntry = {
  id: "hamburg",
  status: "geprüft",
  regulation: { short: "HmbBG", name: "Hamburgisches Beamtengesetz", url: HMBBG_80 },
  validFromYear: 2024,
  cases: {
    selbst: [
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: s80("Satz\u00a02 Nr.\u00a02") },
      {
        // The current wording of Abs. 9 was not found; an Elternzeit rule like the Bund's may be in it.
        when: { elternzeit: true },
        rate: { kind: "offen", reason: "Ob die Elternzeit den Satz ändert, habe ich im Wortlaut von §\u00a080 Abs.\u00a09 HmbBG nicht prüfen können." },
        label: "aktiv, in Elternzeit",
        source: s80("Satz\u00a02"),
      },
      {
        when: { childrenMin: 2 },
        rate: {
          kind: "offen",
          reason: "Ab wie vielen Kindern der Satz auf 70\u00a0% steigt, geben die gefundenen Quellen unterschiedlich an; den Wortlaut habe ich nicht gefunden.",
        },
        label: "aktiv, mehrere berücksichtigungsfähige Kinder",
        source: s80("Satz\u00a03"),
      },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: s80("Satz\u00a02 Nr.\u00a01") },
    ],
    partner: [
      { when: {}, rate: { kind: "fest", percent: 70 }, label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in", source: s80("Satz\u00a02 Nr.\u00a03") },
    ],
    kind: [{ when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: s80("Satz\u00a02") }],
  },
  adjustments: [],
  notes: [],
  pauschale: {
    offered: true,
    since: "2018-08-01",
    provision: beihilfeSource({
      regulation: "HmbBG",
      paragraph: "§\u00a080 Abs.\u00a011",
      url: LAND_LAW_PORTALS.hamburg,
      checkedOn: CHECKED_ON,
      verified: { how: "Normtext" },
    }),
  },
};
