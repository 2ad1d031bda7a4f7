/**
 * Niedersachsen: the rates stand in § 80 Abs. 5 NBG itself. Its wording was read on
 * umwelt-online.de and in § 43 NBhVO (haufe.de), which confirm the structure — Satz 3 lists the
 * rates, Satz 4 raises the rate with two or more children — but the copies I could read drop the
 * numbered list, so the percentages are verified by two secondary sources that agree
 * (beamtenbesoldung.org, pkv-kosten-vergleich.de): aktiv 50, two or more children 70,
 * Versorgung 70, Ehegatte/Lebenspartner 70, Kinder 80. Pauschale Beihilfe: § 80a NBG, read in
 * its own wording. All checked on 23 November 2026; notes in docs/research/beihilfe/niedersachsen.md.
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry, type Verification } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const NBG_80 = LAND_LAW_PORTALS.niedersachsen;
const NBG_80A = LAND_LAW_PORTALS.niedersachsen;
const NBHVO_43 = LAND_LAW_PORTALS.niedersachsen;

/** The two pages that state the percentages of § 80 Abs. 5 NBG. */
const RATES_TWO_SOURCES: Verification = {
  how: "zwei Sekundärquellen",
  sources: [
    { name: "beamtenbesoldung.org, Beihilfe Niedersachsen", url: "https://beamtenbesoldung.org/beihilfe/niedersachsen.html", kind: "privat" },
    {
      name: "pkv-kosten-vergleich.de, Beihilfeverordnung Niedersachsen",
      url: "https://www.pkv-kosten-vergleich.de/beihilfeverordnungen/niedersachsen/",
      kind: "vermittler",
    },
  ],
};

const nbg80 = (satz: string): BeihilfeSource =>
  beihilfeSource({ regulation: "NBG", paragraph: `§\u00a080 Abs.\u00a05 ${satz}`, url: NBG_80, checkedOn: CHECKED_ON, verified: RATES_TWO_SOURCES });

const nbhvo43 = (rest: string): BeihilfeSource =>
  beihilfeSource({ regulation: "NBhVO", paragraph: `§\u00a043 ${rest}`, url: NBHVO_43, checkedOn: CHECKED_ON, verified: { how: "Normtext" } });

/** Why the Elternzeit case is open: no source names a rate, and the Bund pays 70 % there. */
const ELTERNZEIT_OPEN = "Ob Niedersachsen in der Elternzeit einen höheren Satz gewährt (beim Bund sind es 70\u00a0%), habe ich in keiner Quelle gefunden.";

export const entry: DienstherrEntry = {
  id: "niedersachsen",
  status: "geprüft",
  regulation: { short: "NBG", name: "Niedersächsisches Beamtengesetz mit Niedersächsischer Beihilfeverordnung (NBhVO)", url: NBG_80 },
  validFromYear: 2026,
  cases: {
    selbst: [
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: nbg80("Satz\u00a03") },
      {
        when: { elternzeit: true, childrenMax: 1 },
        rate: { kind: "offen", reason: ELTERNZEIT_OPEN },
        label: "in Elternzeit",
        source: nbg80("Satz\u00a03"),
      },
      {
        when: { childrenMin: 2 },
        rate: { kind: "fest", percent: 70 },
        label: "zwei oder mehr berücksichtigungsfähige Kinder",
        source: nbg80("Satz\u00a04"),
      },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: nbg80("Satz\u00a03") },
    ],
    partner: [{ when: {}, rate: { kind: "fest", percent: 70 }, label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in", source: nbg80("Satz\u00a03") }],
    kind: [{ when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: nbg80("Satz\u00a03") }],
  },
  adjustments: [],
  notes: [
    {
      text: "Sind beide Eltern beihilfeberechtigt, gilt der erhöhte Satz für zwei oder mehr Kinder für den Elternteil, der den Familienzuschlag erhält, es sei denn, beide vereinbaren es anders.",
      source: nbhvo43("Abs.\u00a01 Satz\u00a02"),
    },
    {
      text: "Für Versorgungsempfänger:innen und ihre Ehe- oder Lebenspartner:innen kann die Beihilfestelle den Satz auf Antrag um bis zu 20 Prozentpunkte erhöhen, wenn der Beitrag zur ergänzenden privaten Krankenversicherung im Verhältnis zu den Einnahmen hoch ist.",
      source: nbhvo43("Abs.\u00a04"),
    },
  ],
  pauschale: {
    offered: true,
    since: "2024-02-01",
    provision: beihilfeSource({ regulation: "NBG", paragraph: "§\u00a080a", url: NBG_80A, checkedOn: CHECKED_ON, verified: { how: "Normtext" } }),
    restrictions: "Antrag und Verzicht sind binnen einer Ausschlussfrist von einem Jahr zu erklären.",
    waiver: "Dafür verzichten Sie unwiderruflich auf die Beihilfe nach §\u00a080 NBG, für sich und Ihre Angehörigen.",
  },
};
