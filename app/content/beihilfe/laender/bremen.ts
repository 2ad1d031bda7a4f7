/**
 * Bremen: § 12 Abs. 2 BremBVO in the wording in force since 1 December 2022, read on the juris
 * copy at justiz-nrw.wolterskluwer-online.de on 23 November 2026, Nr. 1 to 4:
 * Nr. 1 aktiv 50, with two or more children 70; Nr. 2 Versorgung 60, 65, 70, 75, 80 with one,
 * two, three, four or more berücksichtigungsfähige Angehörige (§ 1b Abs. 1 or 2: the spouse or
 * partner and the children); Nr. 3 the spouse or partner of an active Beihilfeberechtigte 70;
 * Nr. 4 the spouse or partner of a pensioner 65, 70, 75, 80 with one, two, three or more
 * children. The child's rate (a later number of Abs. 2) was not found in full, so it stays open.
 * Pauschale Beihilfe: § 80 Abs. 4 BremBG „ab dem 1. Januar 2020“, read in the amending act
 * (19. Gesetz zur Änderung dienstrechtlicher Vorschriften, 14 May 2019).
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeCase, type BeihilfeSource, type DienstherrEntry } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const BREMBVO_12 = LAND_LAW_PORTALS.bremen;

const s12 = (rest: string): BeihilfeSource =>
  beihilfeSource({ regulation: "BremBVO", paragraph: `§\u00a012 Abs.\u00a02${rest}`, url: BREMBVO_12, checkedOn: CHECKED_ON, verified: { how: "Normtext" } });

const fest = (percent: number, when: BeihilfeCase["when"], label: string, rest: string): BeihilfeCase => ({
  when,
  rate: { kind: "fest", percent },
  label,
  source: s12(rest),
});

export const entry: DienstherrEntry = {
  id: "bremen",
  status: "geprüft",
  regulation: { short: "BremBVO", name: "Bremische Beihilfeverordnung", url: BREMBVO_12 },
  validFromYear: 2023,
  cases: {
    selbst: [
      fest(
        80,
        { status: "versorgung", dependantsMin: 4 },
        "Versorgungsempfänger:in, vier oder mehr berücksichtigungsfähige Angehörige",
        " Nr.\u00a02 Buchst.\u00a0e",
      ),
      fest(75, { status: "versorgung", dependantsMin: 3 }, "Versorgungsempfänger:in, drei berücksichtigungsfähige Angehörige", " Nr.\u00a02 Buchst.\u00a0d"),
      fest(70, { status: "versorgung", dependantsMin: 2 }, "Versorgungsempfänger:in, zwei berücksichtigungsfähige Angehörige", " Nr.\u00a02 Buchst.\u00a0c"),
      fest(
        65,
        { status: "versorgung", dependantsMin: 1 },
        "Versorgungsempfänger:in, ein:e berücksichtigungsfähige:r Angehörige:r",
        " Nr.\u00a02 Buchst.\u00a0b",
      ),
      fest(60, { status: "versorgung" }, "Versorgungsempfänger:in ohne berücksichtigungsfähige Angehörige", " Nr.\u00a02 Buchst.\u00a0a"),
      {
        // Abs. 2 was read only up to Nr. 4; an Elternzeit rule like the Bund's could sit in a later number.
        when: { elternzeit: true },
        rate: {
          kind: "offen",
          reason: "Ob die Elternzeit den Satz ändert, regelt §\u00a012 BremBVO womöglich in einem Teil, dessen Wortlaut ich nicht gefunden habe.",
        },
        label: "aktiv, in Elternzeit",
        source: s12(""),
      },
      fest(70, { childrenMin: 2 }, "aktiv, zwei oder mehr berücksichtigungsfähige Kinder", " Nr.\u00a01 Buchst.\u00a0b"),
      fest(50, {}, "aktiv", " Nr.\u00a01 Buchst.\u00a0a"),
    ],
    partner: [
      fest(
        80,
        { status: "versorgung", childrenMin: 3 },
        "Partner:in einer Versorgungsempfängerin oder eines Versorgungsempfängers, drei oder mehr Kinder",
        " Nr.\u00a04 Buchst.\u00a0d",
      ),
      fest(
        75,
        { status: "versorgung", childrenMin: 2 },
        "Partner:in einer Versorgungsempfängerin oder eines Versorgungsempfängers, zwei Kinder",
        " Nr.\u00a04 Buchst.\u00a0c",
      ),
      fest(
        70,
        { status: "versorgung", childrenMin: 1 },
        "Partner:in einer Versorgungsempfängerin oder eines Versorgungsempfängers, ein Kind",
        " Nr.\u00a04 Buchst.\u00a0b",
      ),
      fest(65, { status: "versorgung" }, "Partner:in einer Versorgungsempfängerin oder eines Versorgungsempfängers", " Nr.\u00a04 Buchst.\u00a0a"),
      fest(70, {}, "Partner:in einer aktiven beihilfeberechtigten Person", " Nr.\u00a03"),
    ],
    kind: [
      {
        when: {},
        rate: {
          kind: "offen",
          reason: "Den Satz für Kinder regelt eine spätere Nummer von §\u00a012 Abs.\u00a02 BremBVO, deren Wortlaut ich nicht vollständig gefunden habe.",
        },
        label: "berücksichtigungsfähiges Kind",
        source: s12(""),
      },
    ],
  },
  adjustments: [],
  notes: [
    {
      text: "Bei Versorgungsempfänger:innen steigt der eigene Satz mit jeder berücksichtigungsfähigen Angehörigen um 5 Prozentpunkte, der Satz der Partnerin oder des Partners mit jedem Kind.",
      source: s12(" Nr.\u00a02 und\u00a04"),
    },
  ],
  pauschale: {
    offered: true,
    since: "2020-01-01",
    provision: beihilfeSource({
      regulation: "BremBG",
      paragraph: "§\u00a080 Abs.\u00a04",
      url: LAND_LAW_PORTALS.bremen,
      checkedOn: CHECKED_ON,
      verified: { how: "Normtext" },
    }),
  },
};
