/**
 * Brandenburg applies the Bundesbeihilfeverordnung in its current version (§ 62 LBG): so say
 * beamtenbesoldung.org and klinikverzeichnis-online.de, independently; the Land's own wording
 * of that reference was not found. The rates are therefore § 46 BBhV (bund.ts), marked as
 * verified by those two sources. § 62 Abs. 5 LBG („mindestens 50-prozentige Erstattung“) was
 * read in the amending act of 5 June 2019, which also introduced the pauschale Beihilfe in § 62
 * from 1 January 2020 (besoldung-brandenburg.de; klinikverzeichnis-online.de names Abs. 6).
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { bundCasesAppliedBy } from "../bund-applied";
import { beihilfeSource, type DienstherrEntry, type Verification } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS, lawUrl } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const AMENDING_ACT_2019 = LAND_LAW_PORTALS.brandenburg;

const APPLIES_BBHV: Verification = {
  how: "zwei Sekundärquellen",
  sources: [
    { name: "beamtenbesoldung.org, Beihilfe in Brandenburg", url: "https://beamtenbesoldung.org/beihilfe/brandenburg.html", kind: "privat" },
    {
      name: "klinikverzeichnis-online.de, Beihilferegelungen in Brandenburg",
      url: "https://klinikverzeichnis-online.de/kur/beihilferecht_der_laender.php?loadid=7",
      kind: "privat",
    },
  ],
};

export const entry: DienstherrEntry = {
  id: "brandenburg",
  status: "geprüft",
  regulation: { short: "BBhV", name: "Bundesbeihilfeverordnung, in Brandenburg angewandt nach §\u00a062 LBG", url: `${lawUrl("bbhv")}/` },
  validFromYear: 2021,
  cases: bundCasesAppliedBy(APPLIES_BBHV, CHECKED_ON),
  adjustments: [],
  notes: [
    {
      text: "Brandenburg wendet die Bundesbeihilfeverordnung an; das Landesbeamtengesetz sichert mindestens 50\u00a0% der beihilfefähigen Aufwendungen zu.",
      source: beihilfeSource({
        regulation: "LBG",
        paragraph: "§\u00a062 Abs.\u00a05",
        url: AMENDING_ACT_2019,
        checkedOn: CHECKED_ON,
        verified: { how: "Normtext" },
      }),
    },
  ],
  pauschale: {
    offered: true,
    since: "2020-01-01",
    provision: beihilfeSource({
      regulation: "LBG",
      paragraph: "§\u00a062",
      url: AMENDING_ACT_2019,
      checkedOn: CHECKED_ON,
      verified: {
        how: "zwei Sekundärquellen",
        sources: [
          {
            name: "besoldung-brandenburg.de, Landtag beschließt pauschale Beihilfe",
            url: "http://besoldung-brandenburg.de/startseite/aktuelle_meldungen/1905_brandenburg",
            kind: "privat",
          },
          {
            name: "klinikverzeichnis-online.de, Beihilferegelungen in Brandenburg",
            url: "https://klinikverzeichnis-online.de/kur/beihilferecht_der_laender.php?loadid=7",
            kind: "privat",
          },
        ],
      },
    }),
  },
};
