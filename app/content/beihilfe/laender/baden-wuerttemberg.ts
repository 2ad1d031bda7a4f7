/**
 * Baden-Württemberg: § 14 Abs. 1 BVO (Beihilfeverordnung), read in its own wording on the juris
 * copy at justiz-nrw.wolterskluwer-online.de on 23 November 2026: Satz 2 Nr. 1 aktiv 50, Nr. 2
 * Versorgung and berücksichtigungsfähige Ehegatten/Lebenspartner 70, Nr. 3 Kinder 80; Satz 3
 * two or more children 70, kept when three or more children had been counted. The wording read
 * has no special rule for those entitled since 2013: the 2013 cut (50 % for them, also as
 * pensioners and for spouses) was withdrawn from 1 January 2023 (medirenta.de on the
 * BVAnp-ÄG 2022), so the entry answers from 2023 on and earlier years "auf Anfrage".
 * Pauschale Beihilfe: § 78a LBG, inserted by the Gesetz zur Einführung einer pauschalen Beihilfe
 * of 21 December 2022 (GBl. S. 675), read in the amending act's wording.
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const BVO_14 = LAND_LAW_PORTALS["baden-wuerttemberg"];

const s14 = (rest: string): BeihilfeSource =>
  beihilfeSource({ regulation: "BVO", paragraph: `§\u00a014 Abs.\u00a01 ${rest}`, url: BVO_14, checkedOn: CHECKED_ON, verified: { how: "Normtext" } });

export const entry: DienstherrEntry = {
  id: "baden-wuerttemberg",
  status: "geprüft",
  regulation: { short: "BVO", name: "Beihilfeverordnung Baden-Württemberg", url: BVO_14 },
  validFromYear: 2023,
  cases: {
    selbst: [
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: s14("Satz\u00a02 Nr.\u00a02") },
      { when: { childrenMin: 2 }, rate: { kind: "fest", percent: 70 }, label: "zwei oder mehr berücksichtigungsfähige Kinder", source: s14("Satz\u00a03") },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: s14("Satz\u00a02 Nr.\u00a01") },
    ],
    partner: [
      { when: {}, rate: { kind: "fest", percent: 70 }, label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in", source: s14("Satz\u00a02 Nr.\u00a02") },
    ],
    kind: [{ when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: s14("Satz\u00a02 Nr.\u00a03") }],
  },
  adjustments: [],
  notes: [
    {
      text: "Waren drei oder mehr Kinder berücksichtigungsfähig, bleibt es bei 70\u00a0%, auch wenn Kinder später wegfallen.",
      source: s14("Satz\u00a03"),
    },
  ],
  pauschale: {
    offered: true,
    since: "2023-01-01",
    provision: beihilfeSource({
      regulation: "LBG",
      paragraph: "§\u00a078a",
      url: LAND_LAW_PORTALS["baden-wuerttemberg"],
      checkedOn: CHECKED_ON,
      verified: { how: "Normtext" },
    }),
  },
};
