/**
 * Hessen: § 15 Abs. 1 HBeihVO, read in its own wording on the juris copy at
 * justiz-nrw.wolterskluwer-online.de on 23 November 2026 — a family model, one rate for the
 * Beihilfeberechtigte and the family: Satz 1 allein stehend 50; Satz 2 verheiratet 55 (under
 * Abs. 2 only where the spouse is not beihilfeberechtigt himself and stays within the income
 * limit, i. e. where the spouse counts); Satz 3 plus 5 per child counted under § 3, at most 70;
 * Satz 4 a child raises only the rate of the parent who draws the Familienzuschlag for it.
 * kvk-kassel.de (Beihilfekasse) states the same. The pensioners' rate (a later paragraph of § 15)
 * was found only in one secondary source (der-beamtenberater.de: 60 % without dependants), so
 * pensioners stay open rather than guessed.
 */
import { beihilfeSource, type BeihilfeCase, type BeihilfeSource, type DienstherrEntry } from "../types";

const CHECKED_ON = "2026-11-23";
const HBEIHVO_15 = "https://justiz-nrw.wolterskluwer-online.de/browse/document/386d289b-f630-35d5-8a44-297f894db339";

const s15 = (paragraph: string): BeihilfeSource =>
  beihilfeSource({ regulation: "HBeihVO", paragraph, url: HBEIHVO_15, checkedOn: CHECKED_ON, verified: { how: "Normtext" } });

const PENSIONER_OPEN: BeihilfeCase = {
  when: { status: "versorgung" },
  rate: {
    kind: "offen",
    reason:
      "Um wie viele Prozentpunkte sich der Satz für Versorgungsempfänger:innen erhöht, regelt §\u00a015 HBeihVO in einem Absatz, dessen Wortlaut ich nicht gefunden habe.",
  },
  label: "Versorgungsempfänger:in",
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
  cases: { selbst: [PENSIONER_OPEN, ELTERNZEIT_OPEN, FAMILY], partner: [PENSIONER_OPEN, FAMILY], kind: [PENSIONER_OPEN, FAMILY] },
  adjustments: [],
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
