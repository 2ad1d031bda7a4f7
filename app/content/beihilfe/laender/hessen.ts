/**
 * Hessen: § 15 Abs. 1 HBeihVO, read in its own wording on the juris copy at
 * justiz-nrw.wolterskluwer-online.de on 23 November 2026 — a family model, one rate for the
 * Beihilfeberechtigte and the family: Satz 1 allein stehend 50; Satz 2 verheiratet 55 (under
 * Abs. 2 only where the spouse is not beihilfeberechtigt himself and stays within the income
 * limit, i. e. where the spouse counts); Satz 3 plus 5 per child counted under § 3, at most 70;
 * Satz 4 a child raises only the rate of the parent who draws the Familienzuschlag for it.
 *
 * The later paragraphs of § 15 (pensioners, Anwärter, stationäre Leistungen) were not found in
 * their wording (checked again on 26 November 2026); each rate below from them is stated because
 * two independent secondary sources agree (decision 0025), and is open where they do not
 * (docs/research/beihilfe/hessen.md, decision 0037):
 * - Anwärter:innen and their berücksichtigungsfähige Angehörige: 70, no points for dependants
 *   (kvk-kassel.de, the Beihilfekasse; heikorohmann.de).
 * - Stationäre Leistungen: the rate plus 15 points, at most 85 — Anwärter so 85 (the same two).
 * - Versorgungsempfänger:innen: 60, plus 5 per dependant, at most 70 (heikorohmann.de,
 *   timfrank.de: „+10 Prozentpunkte“, der-beamtenberater.de: 60 without dependants). With three
 *   or more dependants the sources part (a cap of 70, or 10 points above the family rate), so open.
 * Linked to the Land's official law portal (LAND_LAW_PORTALS), not to the copy it was read on
 * (decision 0048).
 */
import { beihilfeSource, type BeihilfeCase, type BeihilfeSource, type DienstherrEntry, type SecondarySource } from "~/modules/calculators/beihilfe-rule-types";
import { LAND_LAW_PORTALS } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const CHECKED_LATER_ON = "2026-11-26";
const HBEIHVO_15 = LAND_LAW_PORTALS.hessen;

const KVK: SecondarySource = {
  name: "kvk-kassel.de, KVK-Beihilfekasse: „In welcher Höhe wird Beihilfe gewährt?“",
  url: "https://www.kvk-kassel.de/de/arbeitnehmer-beamte-leistungsempfaenger/kvk-beihilfekasse/in-welcher-hoehe-wird-beihilfe-gewaehrt",
  kind: "amtlich",
};
const ROHMANN: SecondarySource = { name: "heikorohmann.de, „Beihilfe Hessen“", url: "https://heikorohmann.de/beihilfe-hessen-2/", kind: "vermittler" };
const TIMFRANK: SecondarySource = { name: "timfrank.de, „Beihilfe“ (Hessen)", url: "https://www.timfrank.de/beihilfe/", kind: "vermittler" };

const s15 = (paragraph: string): BeihilfeSource =>
  beihilfeSource({ regulation: "HBeihVO", paragraph, url: HBEIHVO_15, checkedOn: CHECKED_ON, verified: { how: "Normtext" } });

/** A later paragraph of § 15, its wording not found: the rate stands on two agreeing secondary sources. */
const s15Secondary = (paragraph: string, sources: readonly [SecondarySource, SecondarySource]): BeihilfeSource =>
  beihilfeSource({ regulation: "HBeihVO", paragraph, url: HBEIHVO_15, checkedOn: CHECKED_LATER_ON, verified: { how: "zwei Sekundärquellen", sources } });

/** 60, plus 5 per dependant, at most 70 — where both sources agree, i. e. up to two dependants. */
const PENSIONER: BeihilfeCase = {
  when: { status: "versorgung", dependantsMax: 2 },
  rate: { kind: "punkte", base: 60, perPartner: 5, perChild: 5, partnerWenn: "beruecksichtigungsfaehig", max: 70 },
  label: "Versorgungsempfänger:in: 60\u00a0%, je berücksichtigungsfähige:n Angehörige:n 5\u00a0Prozentpunkte mehr, höchstens 70\u00a0%",
  source: s15Secondary("§\u00a015", [ROHMANN, TIMFRANK]),
};

const PENSIONER_OPEN: BeihilfeCase = {
  when: { status: "versorgung", dependantsMin: 3 },
  rate: {
    kind: "offen",
    reason:
      "Ob der Satz für Versorgungsempfänger:innen mit drei oder mehr berücksichtigungsfähigen Angehörigen über 70\u00a0% steigt, sagen meine Quellen nicht übereinstimmend; den Wortlaut des Absatzes von §\u00a015 HBeihVO habe ich nicht gefunden.",
  },
  label: "Versorgungsempfänger:in mit drei oder mehr berücksichtigungsfähigen Angehörigen",
  source: s15("§\u00a015"),
};

/** Only Abs. 1 and the start of Abs. 2 were read; an Elternzeit rule like the Bund's may sit in a later paragraph. */
const ELTERNZEIT_OPEN: BeihilfeCase = {
  when: { elternzeit: true },
  rate: {
    kind: "offen",
    reason: "Ob die Elternzeit den Satz ändert, regelt §\u00a015 HBeihVO womöglich in einem Absatz, dessen Wortlaut ich nicht gefunden habe.",
  },
  label: "aktiv, in Elternzeit",
  source: s15("§\u00a015"),
};

/** Anwärter:innen and their dependants alike; the Beihilfekasse names Abs. 6 for this rule. */
const ANWAERTER: BeihilfeCase = {
  when: { anwaerter: true },
  rate: { kind: "fest", percent: 70 },
  label: "Anwärter:in im Vorbereitungsdienst: einheitlich 70\u00a0%, auch für berücksichtigungsfähige Angehörige",
  source: s15Secondary("§\u00a015 Abs.\u00a06", [KVK, ROHMANN]),
};

/** § 15 Abs. 1 Sätze 1 bis 3: 50, 55 with a spouse who counts, plus 5 per child, at most 70 — for the whole family. */
const FAMILY: BeihilfeCase = {
  when: {},
  rate: { kind: "punkte", base: 50, perPartner: 5, perChild: 5, partnerWenn: "beruecksichtigungsfaehig", max: 70 },
  label: "Familienbemessungssatz: 50\u00a0%, mit Ehe- oder Lebenspartner:in 55\u00a0%, je Kind 5\u00a0Prozentpunkte mehr, höchstens 70\u00a0%",
  source: s15("§\u00a015 Abs.\u00a01 Satz\u00a01 bis\u00a03"),
};

export const entry: DienstherrEntry = {
  id: "hessen",
  status: "geprüft",
  regulation: { short: "HBeihVO", name: "Hessische Beihilfenverordnung", url: HBEIHVO_15 },
  validFromYear: 2024,
  cases: {
    selbst: [PENSIONER, PENSIONER_OPEN, ELTERNZEIT_OPEN, ANWAERTER, FAMILY],
    partner: [PENSIONER, PENSIONER_OPEN, ANWAERTER, FAMILY],
    kind: [PENSIONER, PENSIONER_OPEN, ANWAERTER, FAMILY],
  },
  adjustments: [],
  stationaer: {
    persons: ["selbst", "partner", "kind"],
    points: 15,
    max: 85,
    label: "15\u00a0Prozentpunkte mehr, höchstens 85\u00a0%",
    source: s15Secondary("§\u00a015", [KVK, ROHMANN]),
  },
  notes: [
    {
      text: "In Hessen gilt ein Satz für die ganze Familie. Ist ein Kind bei beiden Eltern berücksichtigungsfähig, erhöht es nur den Satz des Elternteils, der den Familienzuschlag für das Kind bezieht.",
      source: s15("§\u00a015 Abs.\u00a01 Satz\u00a04"),
    },
    {
      text: "Ehe- und Lebenspartner:innen erhöhen den Satz nicht, wenn sie selbst beihilfeberechtigt sind oder ihre Einkünfte die Grenze übersteigen.",
      source: s15("§\u00a015 Abs.\u00a02 Nr.\u00a01"),
    },
  ],
  pauschale: {
    offered: "ungeklärt",
    note: "Eine Vorschrift über eine pauschale Beihilfe habe ich im hessischen Landesrecht nicht gefunden.",
    checkedOn: CHECKED_ON,
  },
};
