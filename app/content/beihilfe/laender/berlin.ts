/**
 * Berlin: the rates are set by § 76 Abs. 3 LBG. § 46 LBhVO (read in its wording on
 * beihilfevorschriften.de) grants Beihilfe „gemäß § 76 Absatz 3 des Landesbeamtengesetzes“ as a
 * Bemessungssatz (Abs. 1) and names „den erhöhten Bemessungssatz von 70 Prozent nach § 76
 * Absatz 3 Satz 3“ for the parent who draws the Familienzuschlag (Abs. 2); the LBhVO does not
 * refer to the BBhV for the rates. § 76 Abs. 3 itself was not found in its wording (the copy I
 * could read ends in Abs. 2), so the percentages are verified by two secondary sources that agree:
 * richterbesoldung.de (aktiv 50, with two children 70, Versorgung 70, Ehegatte 70, Kind 80) and
 * pkv-kosten-vergleich.de (the rates „ergeben sich aus dem Landesbeamtengesetz und sind identisch
 * mit denen für Bundesbeamte“). Neither names an Elternzeit rate, and § 46 LBhVO has none, so the
 * Elternzeit case with fewer than two children is open. Anwärter are not rated apart.
 * Pauschale Beihilfe: § 76 Abs. 5 LBG, inserted by the Gesetz zur Einführung der pauschalen
 * Beihilfe of 4 March 2020 (GVBl. S. 204), read in the amending act's wording; in force
 * 18 March 2020 (berlin.de, Landesverwaltungsamt), claimable from 1 January 2020
 * (Humboldt-Universität, Personalabteilung). validFromYear 2020: the sources describe the
 * rates as they stand since then. Notes in docs/research/beihilfe/berlin.md.
 */
import { beihilfeSource, type BeihilfeSource, type DienstherrEntry, type Verification } from "~/modules/calculators/beihilfe-rule-types";

const CHECKED_ON = "2026-11-24";
const LBG_76 = "https://gesetze.berlin.de/perma?j=BG_BE_!_76";
const LBHVO_46 = "https://gesetze.berlin.de/perma?j=BhV_BE_!_46";

/** The rates of § 76 Abs. 3 LBG, stated alike by both pages. */
const RATES_TWO_SOURCES: Verification = {
  how: "zwei Sekundärquellen",
  sources: [
    { name: "richterbesoldung.de, Berlin", url: "https://www.richterbesoldung.de/bundeslaender-a-m/berlin", kind: "privat" },
    { name: "pkv-kosten-vergleich.de, Beihilfeverordnung Berlin", url: "https://www.pkv-kosten-vergleich.de/beihilfeverordnungen/berlin/", kind: "vermittler" },
  ],
};

const lbg76 = (rest: string): BeihilfeSource =>
  beihilfeSource({ regulation: "LBG", paragraph: `§\u00a076 Abs.\u00a03${rest}`, url: LBG_76, checkedOn: CHECKED_ON, verified: RATES_TWO_SOURCES });

const lbhvo46 = (rest: string): BeihilfeSource =>
  beihilfeSource({ regulation: "LBhVO", paragraph: `§\u00a046 ${rest}`, url: LBHVO_46, checkedOn: CHECKED_ON, verified: { how: "Normtext" } });

/** Why the Elternzeit case is open: no source names a rate, and the Bund pays 70 % there. */
const ELTERNZEIT_OPEN =
  "Ob Berlin in der Elternzeit einen höheren Satz gewährt (beim Bund sind es 70\u00a0%), steht in §\u00a076 Abs.\u00a03 LBG, dessen Wortlaut ich nicht gefunden habe; keine meiner Quellen nennt einen.";

export const entry: DienstherrEntry = {
  id: "berlin",
  status: "geprüft",
  regulation: { short: "LBG", name: "Landesbeamtengesetz mit Landesbeihilfeverordnung (LBhVO)", url: LBG_76 },
  validFromYear: 2020,
  cases: {
    selbst: [
      { when: { status: "versorgung" }, rate: { kind: "fest", percent: 70 }, label: "Versorgungsempfänger:in", source: lbg76("") },
      { when: { elternzeit: true, childrenMax: 1 }, rate: { kind: "offen", reason: ELTERNZEIT_OPEN }, label: "in Elternzeit", source: lbg76("") },
      {
        when: { childrenMin: 2 },
        rate: { kind: "fest", percent: 70 },
        label: "zwei oder mehr berücksichtigungsfähige Kinder",
        source: lbg76(" Satz\u00a03"),
      },
      { when: {}, rate: { kind: "fest", percent: 50 }, label: "aktiv", source: lbg76("") },
    ],
    partner: [{ when: {}, rate: { kind: "fest", percent: 70 }, label: "berücksichtigungsfähige:r Ehe- oder Lebenspartner:in", source: lbg76("") }],
    kind: [{ when: {}, rate: { kind: "fest", percent: 80 }, label: "berücksichtigungsfähiges Kind", source: lbg76("") }],
  },
  adjustments: [],
  notes: [
    {
      text: "Sind beide Eltern beihilfeberechtigt, erhält den erhöhten Satz von 70\u00a0% für zwei oder mehr Kinder nur, wer den Familienzuschlag für die Kinder bezieht.",
      source: lbhvo46("Abs.\u00a02"),
    },
  ],
  pauschale: {
    offered: true,
    since: "2020-01-01",
    provision: beihilfeSource({
      regulation: "LBG",
      paragraph: "§\u00a076 Abs.\u00a05",
      url: LBG_76,
      checkedOn: "2026-11-23",
      verified: { how: "Normtext" },
    }),
  },
};
