/**
 * Saarland: § 15 Abs. 1 BhVO (Beihilfeverordnung in der Fassung vom 10. März 1987, zuletzt
 * geändert durch Verordnung vom 8. November 2023), read in its own wording on the juris copy at
 * justiz-nrw.wolterskluwer-online.de on 23 November 2026: Satz 1 Nr. 1 aktiv 50, Nr. 2
 * Versorgung 70, Nr. 3 Ehegatte/Lebenspartner 70, Nr. 4 Kinder 80; Satz 2 two or more children
 * 70 for one Beihilfeberechtigte chosen by the parents. A reduction by 20 points for a person
 * who receives a subsidy to the PKV premium is reported by one secondary source (fairbeamtet.de)
 * and its wording was not found: such a person's case is open — the calculator names no
 * percentage rather than an unreduced one. See docs/research/beihilfe/saarland.md.
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const BHVO_15 = LAND_LAW_PORTALS.saarland;

/** Why a subsidised person's rate is open; shown with the result. */
const SUBSIDY_OPEN =
  "Wer einen Zuschuss zum Beitrag der privaten Krankenversicherung erhält, dessen Satz kürzt das Saarland nach einer Sekundärquelle um 20 Prozentpunkte; die Vorschrift dazu habe ich nicht im Wortlaut gelesen.";

const s15 = (rest: string): BeihilfeSource =>
  beihilfeSource({
    regulation: "BhVO",
    paragraph: `§\u00a015 Abs.\u00a01 ${rest}`,
    url: BHVO_15,
    checkedOn: CHECKED_ON,
    verified: { how: "Normtext" },
  });

/** § 15 BhVO („Bemessung der Beihilfen“) as a whole: where a reduction of the rate would stand. */
const S15 = beihilfeSource({ regulation: "BhVO", paragraph: "§\u00a015", url: BHVO_15, checkedOn: CHECKED_ON, verified: { how: "Normtext" } });

export const entry: DienstherrEntry = {
  id: "saarland",
  status: "geprüft",
  regulation: { short: "BhVO", name: "Beihilfeverordnung des Saarlandes", url: BHVO_15 },
  validFromYear: 2024,
  cases: {
    selbst: [
      {
        when: { arbeitgeberzuschuss: true },
        rate: { kind: "offen", reason: SUBSIDY_OPEN },
        label: "mit Zuschuss zum Krankenversicherungsbeitrag",
        source: S15,
      },
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: s15("Satz\u00a01 Nr.\u00a02") },
      {
        when: { childrenMin: 2 },
        rate: { kind: "fest", percent: 70 },
        label: "zwei oder mehr berücksichtigungsfähige Kinder",
        source: s15("Satz\u00a02"),
      },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: s15("Satz\u00a01 Nr.\u00a01") },
    ],
    partner: [
      {
        when: { arbeitgeberzuschuss: true },
        rate: { kind: "offen", reason: SUBSIDY_OPEN },
        label: "mit Zuschuss zum Krankenversicherungsbeitrag",
        source: S15,
      },
      {
        when: {},
        rate: { kind: "fest", percent: 70 },
        label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in",
        source: s15("Satz\u00a01 Nr.\u00a03"),
      },
    ],
    kind: [{ when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: s15("Satz\u00a01 Nr.\u00a04") }],
  },
  adjustments: [],
  notes: [
    {
      text: "Sind beide Eltern beihilfeberechtigt, erhält den erhöhten Satz für zwei oder mehr Kinder nur einer von ihnen, den sie bestimmen; die Bestimmung kann nur in Ausnahmefällen geändert werden.",
      source: s15("Satz\u00a02"),
    },
  ],
  pauschale: {
    offered: "ungeklärt",
    note: "Eine Vorschrift über eine pauschale Beihilfe habe ich für das Saarland nicht gefunden; dass es keine gibt, habe ich im Saarländischen Beamtengesetz nicht im Wortlaut geprüft.",
    checkedOn: CHECKED_ON,
  },
};
