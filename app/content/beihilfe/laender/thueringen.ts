/**
 * Thüringen: the Bemessungssätze are set by the Thüringer Beihilfeverordnung (ThürBhV, 25 May
 * 2012) under § 72 ThürBG. Three secondary sources agree on them (voigt-versicherung.de, Stand
 * 2026; richterbesoldung.de, Stand 1 February 2025; onecept.de, 2024): aktiv 50, two or more
 * children 70, Versorgung 70, Ehegatte/Lebenspartner 70, Kinder 80. None names the paragraph and
 * I did not find it in the wording; by the Verordnung's structure it is likely § 46 (§ 47 is
 * „Begrenzung der Beihilfen“ and refers to the Aufwendungen of §§ 8 to 45), but an unread
 * paragraph is not cited: the cases cite the ThürBhV's Bemessungssätze without a number.
 * Pauschale Beihilfe: chosen on application since 1 January 2020, introduced into the ThürBG by
 * Art. 1 of the law of 30 July 2019 (GVBl. S. 298) — so the Thüringer Landesamt für Finanzen's
 * own Merkblatt and the Thüringer Beamtenbund; the new ThürBG paragraph itself was not read.
 * Checked on 26 November 2026; notes in docs/research/beihilfe/thueringen.md.
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry, type Verification } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-26";
const THUERBHV = LAND_LAW_PORTALS.thueringen;
/** The law of 30 July 2019 whose Art. 1 amends the ThürBG. */
const AMENDING_ACT_2019 = LAND_LAW_PORTALS.thueringen;

const RATES_TWO_SOURCES: Verification = {
  how: "zwei Sekundärquellen",
  sources: [
    { name: "Voigt Versicherung, Beihilfe Thüringen (Stand 2026)", url: "https://voigt-versicherung.de/beihilfe-thueringen", kind: "vermittler" },
    {
      name: "richterbesoldung.de, Thüringen: Bemessungssätze Beihilfe (Stand 1.\u00a0Februar 2025)",
      url: "https://www.richterbesoldung.de/bundeslaender-n-z/thueringen",
      kind: "privat",
    },
  ],
};

/** The paragraph is not cited because it was not read (see the header). */
const thuerBhV = (): BeihilfeSource =>
  beihilfeSource({ regulation: "ThürBhV", paragraph: "Bemessungssätze der", url: THUERBHV, checkedOn: CHECKED_ON, verified: RATES_TWO_SOURCES });

/** Why the Elternzeit case is open: no source names a rate, and the Bund pays 70 % there. */
const ELTERNZEIT_OPEN = "Ob Thüringen in der Elternzeit einen höheren Satz gewährt (beim Bund sind es 70\u00a0%), habe ich in keiner Quelle gefunden.";

export const entry: DienstherrEntry = {
  id: "thueringen",
  status: "geprüft",
  regulation: { short: "ThürBhV", name: "Thüringer Beihilfeverordnung", url: THUERBHV },
  validFromYear: 2025,
  cases: {
    selbst: [
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: thuerBhV() },
      { when: { elternzeit: true, childrenMax: 1 }, rate: { kind: "offen", reason: ELTERNZEIT_OPEN }, label: "in Elternzeit", source: thuerBhV() },
      { when: { childrenMin: 2 }, rate: { kind: "fest", percent: 70 }, label: "zwei oder mehr berücksichtigungsfähige Kinder", source: thuerBhV() },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: thuerBhV() },
    ],
    partner: [{ when: {}, rate: { kind: "fest", percent: 70 }, label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in", source: thuerBhV() }],
    kind: [{ when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: thuerBhV() }],
  },
  adjustments: [],
  notes: [
    {
      text: "Ehe- und Lebenspartner:innen sind nur berücksichtigungsfähig, wenn der Gesamtbetrag ihrer Einkünfte im zweiten Kalenderjahr vor dem Beihilfeantrag 18.000\u00a0€ nicht übersteigt.",
      source: beihilfeSource({
        regulation: "ThürBG",
        paragraph: "§\u00a072 Abs.\u00a02 Satz\u00a02 Nr.\u00a01",
        url: LAND_LAW_PORTALS.thueringen,
        checkedOn: CHECKED_ON,
        verified: { how: "Normtext" },
      }),
    },
  ],
  pauschale: {
    offered: true,
    since: "2020-01-01",
    provision: beihilfeSource({
      regulation: "Gesetz vom 30.\u00a0Juli 2019 (GVBl. S.\u00a0298)",
      paragraph: "Art.\u00a01",
      url: AMENDING_ACT_2019,
      checkedOn: CHECKED_ON,
      verified: {
        how: "zwei Sekundärquellen",
        sources: [
          {
            name: "Thüringer Landesamt für Finanzen, Merkblatt zur pauschalen Beihilfe in Thüringen",
            url: "https://thformular.thueringen.de/thueform/cfs/eject/html5/THUERBHV-017-TH-FL.htm?FORMUID=THUERBHV-017-TH-FL&MANDANTID=18&page=4",
            kind: "amtlich",
          },
          {
            name: "Thüringer Beamtenbund, Finanzministerium stellt Informationen zur pauschalen Beihilfe online",
            url: "https://www.thueringer-beamtenbund.de/aktuelles/news/finanzministerium-stellt-informationen-online/drucken/",
            kind: "verband",
          },
        ],
      },
    }),
  },
};
