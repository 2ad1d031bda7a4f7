/**
 * Schleswig-Holstein: the Bemessungssätze stand in § 80 Abs. 7 LBG itself. That follows from the
 * amending act of 24 March 2022 (GVOBl. Schl.-H. S. 309, Art. 2 Nr. 1), read in its wording on
 * umwelt-online.de: it appends Sätze 5 and 6 to § 80 Abs. 7 LBG — with two or more children the
 * spouse's or partner's rate is 90 %, with three or more every child's rate is 90 % (pflegebedingte
 * Aufwendungen stay at 70 / 80 %); the DLZP's own FAQ applies them from 1 May 2022. Sätze 1 to 4 with
 * the base rates were not read in the current wording; two secondary sources agree on them
 * (voigt-versicherung.de, Stand 2026; richterbesoldung.de, Stand 1 November 2024): aktiv 50, two or
 * more children 70, Versorgung 70, Ehegatte/Lebenspartner 70, Kinder 80 — as the repealed BhVO 2006
 * had them in § 6 Abs. 1. Pauschale Beihilfe: the Zuschuss under § 80a LBG, read in its own wording
 * (juris copy, in force since 1 January 2024). Checked on 26 November 2026; notes in
 * docs/research/beihilfe/schleswig-holstein.md.
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry, type Verification } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-26";
/** The Land's own Beihilfe page, which links the BhVO; § 80 LBG itself was not found on an official portal. */
const LAND_BEIHILFE = "https://www.schleswig-holstein.de/DE/Landesregierung/Themen/Finanzen/Beihilferecht/beihilferecht.html";
/** The amending act of 24 March 2022 that appends § 80 Abs. 7 Sätze 5 and 6 LBG. */
const LBG_AMENDMENT_2022 = LAND_LAW_PORTALS["schleswig-holstein"];
const LBG_80A = LAND_LAW_PORTALS["schleswig-holstein"];

/** The two pages that state the rates of § 80 Abs. 7 Sätze 1 to 4 LBG. */
const RATES_TWO_SOURCES: Verification = {
  how: "zwei Sekundärquellen",
  sources: [
    {
      name: "Voigt Versicherung, Beihilfe Schleswig-Holstein (Stand 2026)",
      url: "https://voigt-versicherung.de/beihilfe-schleswig-holstein",
      kind: "vermittler",
    },
    {
      name: "richterbesoldung.de, Schleswig-Holstein: Bemessungssätze Beihilfe",
      url: "https://www.richterbesoldung.de/bundeslaender-n-z/schleswig-holstein",
      kind: "privat",
    },
  ],
};

const lbg80 = (): BeihilfeSource =>
  beihilfeSource({ regulation: "LBG", paragraph: "§\u00a080 Abs.\u00a07", url: LAND_BEIHILFE, checkedOn: CHECKED_ON, verified: RATES_TWO_SOURCES });

const lbg80Satz = (satz: 5 | 6): BeihilfeSource =>
  beihilfeSource({
    regulation: "LBG",
    paragraph: `§\u00a080 Abs.\u00a07 Satz\u00a0${satz}`,
    url: LBG_AMENDMENT_2022,
    checkedOn: CHECKED_ON,
    verified: { how: "Normtext" },
  });

/** Why the Elternzeit case is open: no source names a rate, and the Bund pays 70 % there. */
const ELTERNZEIT_OPEN = "Ob Schleswig-Holstein in der Elternzeit einen höheren Satz gewährt (beim Bund sind es 70\u00a0%), habe ich in keiner Quelle gefunden.";

export const entry: DienstherrEntry = {
  id: "schleswig-holstein",
  status: "geprüft",
  regulation: {
    short: "LBG",
    name: "Landesbeamtengesetz Schleswig-Holstein mit Beihilfeverordnung (BhVO)",
    url: LAND_BEIHILFE,
  },
  validFromYear: 2024,
  cases: {
    selbst: [
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: lbg80() },
      { when: { elternzeit: true, childrenMax: 1 }, rate: { kind: "offen", reason: ELTERNZEIT_OPEN }, label: "in Elternzeit", source: lbg80() },
      { when: { childrenMin: 2 }, rate: { kind: "fest", percent: 70 }, label: "zwei oder mehr berücksichtigungsfähige Kinder", source: lbg80() },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: lbg80() },
    ],
    partner: [
      {
        when: { childrenMin: 2 },
        rate: { kind: "fest", percent: 90 },
        label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in, zwei oder mehr berücksichtigungsfähige Kinder",
        source: lbg80Satz(5),
      },
      { when: {}, rate: { kind: "fest", percent: 70 }, label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in", source: lbg80() },
    ],
    kind: [
      {
        when: { childrenMin: 3 },
        rate: { kind: "fest", percent: 90 },
        label: "berücksichtigungsfähiges Kind, drei oder mehr berücksichtigungsfähige Kinder",
        source: lbg80Satz(6),
      },
      { when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: lbg80() },
    ],
  },
  adjustments: [],
  notes: [
    {
      text: "Die erhöhten Sätze für Familien mit Kindern gelten nicht für pflegebedingte Aufwendungen bei Pflegebedürftigkeit: Dort bleibt es bei 70\u00a0% für Ehe- oder Lebenspartner:innen und 80\u00a0% für Kinder.",
      source: lbg80Satz(5),
    },
  ],
  pauschale: {
    offered: true,
    since: "2024-01-01",
    provision: beihilfeSource({ regulation: "LBG", paragraph: "§\u00a080a", url: LBG_80A, checkedOn: CHECKED_ON, verified: { how: "Normtext" } }),
    restrictions:
      "Nur für freiwillig gesetzlich Versicherte und nur auf Antrag: für Beamt:innen auf Zeit und auf Widerruf, für Beamt:innen, die am 30.\u00a0November 2023 freiwillig gesetzlich versichert waren, nach einer Versetzung oder Ernennung, durch die ein solcher Zuschuss eines anderen Dienstherrn entfällt, und sonst nur, wenn der Wechsel in die private Krankenversicherung im Basistarif finanziell von Nachteil oder nicht möglich ist.",
    waiver: "Mit dem Antrag verzichten Sie unwiderruflich auf die ergänzende Beihilfe.",
  },
};
