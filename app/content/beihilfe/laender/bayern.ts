/**
 * Bayern: § 46 BayBhV (read in its wording on haufe.de) takes the rates from Art. 96 Abs. 3
 * BayBG: Abs. 1 Satz 1 „die in Art. 96 Abs. 3 Satz 2 BayBG genannten personenbezogenen
 * Vomhundertsätze“, Abs. 2 Satz 1 the „erhöhte Bemessungssatz von 70 %“ of Art. 96 Abs. 3 Satz 3,
 * granted once to the parent who draws the children's Familienzuschlag. Art. 96 Abs. 3 itself was
 * not found in its wording (the copies I could read end in Abs. 2), so the percentages are
 * verified by two secondary sources that agree (kvpro.de, richterbesoldung.de; also
 * versicherung-ordnungshueter.de): aktiv 50, with two or more children 70, Elternzeit 70,
 * Versorgung 70, Ehegatte/Lebenspartner 70, Kinder 80. One older page (beamtenbesoldung.org)
 * says „mehr als 2 Kindern“; three pages name two (the third: „mit maximal einem Kind“ 50), and
 * two reports on the 2017 Elternzeit rule contrast it with „nur einem Kind“, so two it is. The Elternzeit rate is law
 * since 1 January 2017 (Gesetz zur Änderung dienstrechtlicher Vorschriften, GVBl. 2016 S. 354;
 * Finance Ministry letter of 12 December 2016), hence validFromYear 2017; its sentence number was
 * not read, so it cites Art. 96 BayBG as a whole. Anwärter are not rated apart. Pauschale
 * Beihilfe: no provision found, one page only says there is none → „nicht geklärt“. All checked
 * on 24 November 2026; notes in docs/research/beihilfe/bayern.md.
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry, type SecondarySource, type Verification } from "~/modules/calculators/beihilfe-rule-types";

const CHECKED_ON = "2026-11-24";
const BAYBG_96 = "https://www.gesetze-bayern.de/Content/Document/BayBG-96";
const BAYBHV_46 = "https://www.gesetze-bayern.de/Content/Document/BayBhV-46";

const KVPRO: SecondarySource = { name: "kvpro.de, Beihilfevorschriften Bayern", url: "https://www.kvpro.de/beihilfevorschriften/bayern/", kind: "vermittler" };
const RICHTERBESOLDUNG: SecondarySource = {
  name: "richterbesoldung.de, Bayern (Stand 1.\u00a0Februar 2025)",
  url: "https://www.richterbesoldung.de/bundeslaender-a-m/bayern",
  kind: "privat",
};

/** The rates of Art. 96 Abs. 3 BayBG, stated alike by both pages. */
const RATES_TWO_SOURCES: Verification = { how: "zwei Sekundärquellen", sources: [KVPRO, RICHTERBESOLDUNG] };

/** The Elternzeit rate since 2017: richterbesoldung.de lists it, pkv-inhalte.de reports the change. */
const ELTERNZEIT_TWO_SOURCES: Verification = {
  how: "zwei Sekundärquellen",
  sources: [
    RICHTERBESOLDUNG,
    {
      name: "pkv-inhalte.de, Erhöhte Bayerische Beihilfe während der Elternzeit ab 2017",
      url: "https://www.pkv-inhalte.de/pkv-bu-av-blog-tag/bayern/",
      kind: "vermittler",
    },
  ],
};

const baybg = (paragraph: string, verified: Verification = RATES_TWO_SOURCES): BeihilfeSource =>
  beihilfeSource({ regulation: "BayBG", paragraph, url: BAYBG_96, checkedOn: CHECKED_ON, verified });

const baybhv46 = (rest: string): BeihilfeSource =>
  beihilfeSource({ regulation: "BayBhV", paragraph: `§\u00a046 ${rest}`, url: BAYBHV_46, checkedOn: CHECKED_ON, verified: { how: "Normtext" } });

const SATZ_2 = "Art.\u00a096 Abs.\u00a03 Satz\u00a02";

export const entry: DienstherrEntry = {
  id: "bayern",
  status: "geprüft",
  regulation: { short: "BayBG", name: "Bayerisches Beamtengesetz mit Bayerischer Beihilfeverordnung (BayBhV)", url: BAYBG_96 },
  validFromYear: 2017,
  cases: {
    selbst: [
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: baybg(SATZ_2) },
      { when: { elternzeit: true }, rate: { kind: "fest", percent: 70 }, label: "in Elternzeit", source: baybg("Art.\u00a096", ELTERNZEIT_TWO_SOURCES) },
      {
        when: { childrenMin: 2 },
        rate: { kind: "fest", percent: 70 },
        label: "zwei oder mehr berücksichtigungsfähige Kinder",
        source: baybg("Art.\u00a096 Abs.\u00a03 Satz\u00a03"),
      },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: baybg(SATZ_2) },
    ],
    partner: [{ when: {}, rate: { kind: "fest", percent: 70 }, label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in", source: baybg(SATZ_2) }],
    kind: [{ when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: baybg(SATZ_2) }],
  },
  adjustments: [],
  notes: [
    {
      text: "Sind beide Eltern beihilfeberechtigt, erhält den erhöhten Satz von 70\u00a0% für zwei oder mehr Kinder nur einer: wer die Kinderanteile des Familienzuschlags bezieht, es sei denn, beide bestimmen es gemeinsam anders.",
      source: baybhv46("Abs.\u00a02"),
    },
    {
      text: "Für freiwillig gesetzlich Versicherte erstattet die Beihilfe den nach den Kassenleistungen verbleibenden beihilfefähigen Betrag zu 100\u00a0% (Differenzkostenbeihilfe); wozu die Kasse nichts zuschießt, gilt der persönliche Satz.",
      source: baybhv46("Abs.\u00a03"),
    },
  ],
  pauschale: {
    offered: "ungeklärt",
    note: "Eine Vorschrift über eine pauschale Beihilfe habe ich im bayerischen Landesrecht nicht gefunden, und nur eine Quelle sagt, es gebe keine. Für freiwillig gesetzlich Versicherte gilt die Differenzkostenbeihilfe nach §\u00a046 Abs.\u00a03 BayBhV.",
    checkedOn: CHECKED_ON,
  },
};
