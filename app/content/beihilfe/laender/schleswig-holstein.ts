/**
 * Schleswig-Holstein: the Beihilfeverordnung of 15 November 2016 (BhVO, Gl.-Nr. 2032-1-17) is in
 * force; its § 6 (Bemessung) was not found in the wording — only § 6 of the old BhVO of 2006,
 * repealed in 2016. Two secondary sources agree on the family rule in § 6 BhVO since 1 May 2022
 * (medirenta.de, beihilfe-partner.de: spouse 90 instead of 70 with two or more children, all
 * children 90 instead of 80 with three or more), but the Beihilfeberechtigte's own rates have only
 * one current source (voigt-versicherung.de, 2026, which leaves the family rule out). So
 * Schleswig-Holstein stays „auf Anfrage“. The pauschale Beihilfe (Zuschuss nach § 80a LBG) is
 * settled by the DLZP's own FAQ and the GEW: since 1 January 2024, only for voluntary GKV members
 * for whom the PKV Basistarif is unaffordable or closed. Checked on 23 November 2026; notes in
 * docs/research/beihilfe/schleswig-holstein.md.
 */
import { beihilfeSource, type DienstherrEntry } from "../types";

const CHECKED_ON = "2026-11-23";
const DLZP_FAQ =
  "https://app.schleswig-holstein.de/DE/landesregierung/ministerien-behoerden/DLZP/V-FAQ/FAQSeiten/I-FAQBeihilfe/_documents/Fachinhalt_AnspruchaufBeihilfe";

export const entry: DienstherrEntry = {
  id: "schleswig-holstein",
  status: "aufAnfrage",
  regulation: {
    short: "BhVO",
    name: "Landesverordnung über die Gewährung von Beihilfen an Beamtinnen und Beamte in Schleswig-Holstein",
    url: "https://www.schleswig-holstein.de/DE/Landesregierung/Themen/Finanzen/Beihilferecht/beihilferecht.html",
  },
  reason:
    "Die geltende Beihilfeverordnung von 2016 habe ich nicht im Wortlaut gefunden. Die Sätze für Ehe- oder Lebenspartner:innen und Kinder bestätigen zwei Quellen, den Satz für die beihilfeberechtigte Person nur eine aktuelle; darum nenne ich für Schleswig-Holstein noch keinen Satz.",
  pauschale: {
    offered: true,
    since: "2024-01-01",
    provision: beihilfeSource({
      regulation: "LBG",
      paragraph: "§\u00a080a",
      url: DLZP_FAQ,
      checkedOn: CHECKED_ON,
      verified: {
        how: "zwei Sekundärquellen",
        sources: [
          { name: "Dienstleistungszentrum Personal Schleswig-Holstein, FAQ Anspruch auf Beihilfe", url: DLZP_FAQ },
          {
            name: "GEW Schleswig-Holstein, Pauschale Beihilfe für Beamtinnen und Beamte",
            url: "https://www.gew-sh.de/aktuelles/detailseite/zuschuss-zur-freiwilligen-gesetzlichen-krankenversicherung-fuer-beamtinnen-und-beamte",
          },
        ],
      },
    }),
    restrictions:
      "Nur für freiwillig gesetzlich Versicherte und nur auf Antrag, wenn ihnen der Wechsel in die private Krankenversicherung im Basistarif finanziell von Nachteil oder nicht möglich ist; Antrag und Verzicht auf die Beihilfe sind unwiderruflich.",
  },
};
