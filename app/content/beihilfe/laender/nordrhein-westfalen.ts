/**
 * Nordrhein-Westfalen: § 12 Abs. 1 BVO NRW (Beihilfenverordnung vom 5. November 2009). The
 * current wording was not found; the old BVO of 1975 (in force until 2009) read on the juris copy
 * has the same rates. The current percentages are verified by two secondary sources each: the
 * Rheinische Versorgungskassen (a Beihilfestelle, „Stand: Januar 2020“) with beamtenservice.de
 * (2024) for the Beihilfeberechtigte and the partner, and with goldgesund.de for children:
 * aktiv 50, two or more children 70, Versorgung 70, Ehegatte/Lebenspartner 70, Kinder 80.
 * Checked on 23 November 2026; notes in docs/research/beihilfe/nordrhein-westfalen.md.
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry, type SecondarySource } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const BVO_NRW = LAND_LAW_PORTALS["nordrhein-westfalen"];

const VERSORGUNGSKASSEN: SecondarySource = {
  name: "Rheinische Versorgungskassen, Bemessungssätze gemäß §\u00a012 BVO NRW",
  url: "https://www.versorgungskassen.de/beihilfen/nordrhein-westfalen/bemessungssaetze.html",
  kind: "amtlich",
};
const BEAMTENSERVICE: SecondarySource = {
  name: "beamtenservice.de, Beihilfe NRW 2024",
  url: "https://beamtenservice.de/beihilfe/beihilfe-nrw/",
  kind: "privat",
};
const GOLDGESUND: SecondarySource = {
  name: "goldgesund.de, Beihilferegelungen in Nordrhein-Westfalen",
  url: "https://www.goldgesund.de/beihilferegelungen-in-nordrhein-westfalen-ein-ueberblick-fuer-beamte/index.php",
  kind: "vermittler",
};

const s12 = (second: SecondarySource): BeihilfeSource =>
  beihilfeSource({
    regulation: "BVO NRW",
    paragraph: "§\u00a012 Abs.\u00a01",
    url: BVO_NRW,
    checkedOn: CHECKED_ON,
    verified: { how: "zwei Sekundärquellen", sources: [VERSORGUNGSKASSEN, second] },
  });

/** Why the Elternzeit case is open: no source names a rate, and the Bund pays 70 % there. */
const ELTERNZEIT_OPEN =
  "Ob Nordrhein-Westfalen in der Elternzeit einen höheren Satz gewährt (beim Bund sind es 70\u00a0%), habe ich in keiner Quelle gefunden.";

export const entry: DienstherrEntry = {
  id: "nordrhein-westfalen",
  status: "geprüft",
  regulation: { short: "BVO NRW", name: "Beihilfenverordnung Nordrhein-Westfalen", url: BVO_NRW },
  validFromYear: 2024,
  cases: {
    selbst: [
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: s12(BEAMTENSERVICE) },
      {
        when: { elternzeit: true, childrenMax: 1 },
        rate: { kind: "offen", reason: ELTERNZEIT_OPEN },
        label: "in Elternzeit",
        source: s12(BEAMTENSERVICE),
      },
      {
        when: { childrenMin: 2 },
        rate: { kind: "fest", percent: 70 },
        label: "zwei oder mehr berücksichtigungsfähige Kinder",
        source: s12(BEAMTENSERVICE),
      },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: s12(BEAMTENSERVICE) },
    ],
    partner: [{ when: {}, rate: { kind: "fest", percent: 70 }, label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in", source: s12(BEAMTENSERVICE) }],
    kind: [{ when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: s12(GOLDGESUND) }],
  },
  adjustments: [],
  notes: [],
  pauschale: {
    offered: "ungeklärt",
    note: "Eine Vorschrift über eine pauschale Beihilfe habe ich für Nordrhein-Westfalen nicht gefunden; dass es keine gibt, habe ich im Landesbeamtengesetz nicht im Wortlaut geprüft.",
    checkedOn: CHECKED_ON,
  },
};
