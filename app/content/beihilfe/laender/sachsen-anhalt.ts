/**
 * Sachsen-Anhalt: the rates are set by § 3 Abs. 4 BesVersEG LSA, which the Finance Ministry
 * calls conclusive („abschließend geregelt“; Bund changes to the BBhV are not adopted). The
 * wording itself was not found; the rates are verified by two agreeing secondary sources
 * (beamtenbesoldung.org, pkv-kosten-vergleich.de) and, for the two-children rule (Satz 3), by the
 * Ministry's own page with beamtenbesoldung.org: aktiv 50, two or more children 70, Versorgung
 * 70, Ehegatte/Lebenspartner 70, Kinder 80. Checked on 23 November 2026; notes in
 * docs/research/beihilfe/sachsen-anhalt.md.
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry, type SecondarySource } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const BESVERSEG = LAND_LAW_PORTALS["sachsen-anhalt"];

const BEAMTENBESOLDUNG: SecondarySource = {
  name: "beamtenbesoldung.org, Beihilfe Sachsen-Anhalt",
  url: "https://beamtenbesoldung.org/beihilfe/sachsen-anhalt.html",
  kind: "privat",
};
const PKV_KOSTEN_VERGLEICH: SecondarySource = {
  name: "pkv-kosten-vergleich.de, Beihilfeverordnung Sachsen-Anhalt",
  url: "https://www.pkv-kosten-vergleich.de/beihilfeverordnungen/sachsen-anhalt/",
  kind: "vermittler",
};
const MINISTERIUM: SecondarySource = {
  name: "Ministerium der Finanzen Sachsen-Anhalt, Information zur Beihilfe – Beihilfebemessungssatz",
  url: "https://mf.sachsen-anhalt.de/dienstrecht/bezuegeverwaltung/details/information-zur-beihilfe-beihilfebemessungssatz",
  kind: "amtlich",
};

const s3 = (paragraph: string, sources: readonly [SecondarySource, SecondarySource]): BeihilfeSource =>
  beihilfeSource({ regulation: "BesVersEG LSA", paragraph, url: BESVERSEG, checkedOn: CHECKED_ON, verified: { how: "zwei Sekundärquellen", sources } });

const RATE = s3("§\u00a03 Abs.\u00a04", [BEAMTENBESOLDUNG, PKV_KOSTEN_VERGLEICH]);
const TWO_CHILDREN = s3("§\u00a03 Abs.\u00a04 Satz\u00a03", [MINISTERIUM, BEAMTENBESOLDUNG]);

/** Why the Elternzeit case is open: no source names a rate, and the Bund pays 70 % there. */
const ELTERNZEIT_OPEN = "Ob Sachsen-Anhalt in der Elternzeit einen höheren Satz gewährt (beim Bund sind es 70\u00a0%), habe ich in keiner Quelle gefunden.";

export const entry: DienstherrEntry = {
  id: "sachsen-anhalt",
  status: "geprüft",
  regulation: { short: "BesVersEG LSA", name: "Besoldungs- und Versorgungsrechtsergänzungsgesetz des Landes Sachsen-Anhalt", url: BESVERSEG },
  validFromYear: 2026,
  cases: {
    selbst: [
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: RATE },
      {
        when: { elternzeit: true, childrenMax: 1 },
        rate: { kind: "offen", reason: ELTERNZEIT_OPEN },
        label: "in Elternzeit",
        source: RATE,
      },
      { when: { childrenMin: 2 }, rate: { kind: "fest", percent: 70 }, label: "zwei oder mehr berücksichtigungsfähige Kinder", source: TWO_CHILDREN },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: RATE },
    ],
    partner: [{ when: {}, rate: { kind: "fest", percent: 70 }, label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in", source: RATE }],
    kind: [{ when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: RATE }],
  },
  adjustments: [],
  notes: [
    {
      text: "Der erhöhte Satz setzt voraus, dass für mindestens zwei Kinder Kindergeld und damit für jedes Kind ein Familienzuschlag bezogen wird.",
      source: TWO_CHILDREN,
    },
  ],
  pauschale: {
    offered: "ungeklärt",
    note: "Eine Vorschrift über eine pauschale Beihilfe habe ich für Sachsen-Anhalt nicht gefunden; dass es keine gibt, habe ich im Landesrecht nicht im Wortlaut geprüft.",
    checkedOn: CHECKED_ON,
  },
};
