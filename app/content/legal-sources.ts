/**
 * Where the site links the law: every provision goes to the Federal Ministry of Justice's
 * statute site; a figure set by ordinance or announcement goes to the gazette that published it
 * (Bundesgesetzblatt, Bundesanzeiger); a Land's provision to the Land's own law portal. The one
 * place these addresses and the laws' paths are written; the figures module, the calculators'
 * rules and the Beihilfe rules build their links here. The allow list every external source link in the copy is checked
 * against is built from these in official-sources.ts.
 */
import type { BundeslandId } from "~/config/bundeslaender";

export const GESETZE_IM_INTERNET = "https://www.gesetze-im-internet.de";

/** The laws the site cites, by their folder on gesetze-im-internet.de. */
const LAW_PATHS = {
  sgbIV: "sgb_4",
  sgbV: "sgb_5",
  sgbXI: "sgb_11",
  /** Künstlersozialversicherungsgesetz: artists and publicists insured through the Künstlersozialkasse. */
  ksvg: "ksvg",
  bbhv: "bbhv",
  beitrvv: "beitrvv",
  uwg: "uwg_2004",
  vvg: "vvg_2008",
  vvgInfoV: "vvg-infov",
  vag: "vag_2016",
  estg: "estg",
  kvav: "kvav",
  gewo: "gewo",
  agg: "agg",
  /** Aufenthaltsgesetz: the residence titles and what they ask of health insurance (the English expats page). */
  aufenthG: "aufenthg_2004",
} as const;

export type Law = keyof typeof LAW_PATHS;

/** The law's folder, e.g. https://www.gesetze-im-internet.de/sgb_5 (paragraphs are `/__6.html` below it). */
export function lawUrl(law: Law): string {
  return `${GESETZE_IM_INTERNET}/${LAW_PATHS[law]}`;
}

/** One paragraph, e.g. provisionUrl("sgbV", "242a") → …/sgb_5/__242a.html. */
export function provisionUrl(law: Law, paragraph: string): string {
  return `${lawUrl(law)}/__${paragraph}.html`;
}

/**
 * The General Data Protection Regulation (DSGVO), in German on EUR-Lex, the European Union's
 * official publication of its law: an EU regulation has no page on the federal statute site.
 * Its articles have no stable anchors there, so the citation names the article and links the act.
 */
export const DSGVO_URL = "https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:32016R0679";

/** The same act in English on EUR-Lex (every language version is equally authentic), for the English pages (docs/decisions/0073). */
export const GDPR_ENGLISH_URL = "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32016R0679";

/**
 * An issue of the Bundesgesetzblatt Teil I: from 2023 it is published electronically on
 * recht.bund.de by number („BGBl. 2025 I Nr. 278“), before that on bgbl.de by page
 * („BGBl. I S. 2848“ of 2019). Returns the address of the promulgated text.
 */
export function bgblUrl(gazette: { year: number; number: number } | { year: number; page: number }): string {
  if ("number" in gazette) return `https://www.recht.bund.de/bgbl/1/${gazette.year}/${gazette.number}/VO.html`;
  return `https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl1${String(gazette.year).slice(2)}s${gazette.page}.pdf`;
}

/**
 * The official part of the Bundesanzeiger, where the BMG announces the average Zusatzbeitrag
 * (§ 242a Abs. 2 SGB V). Its announcements have no stable address of their own, so the site
 * names each one and links here, where it is found by title.
 */
export const BUNDESANZEIGER_AMTLICHER_TEIL = "https://www.bundesanzeiger.de/pub/de/amtlicher-teil";

/**
 * Each Land's official portal of its law (Landesrecht, Bürgerservice). Most run on juris, whose
 * document addresses could not be checked from here; where no checked address of the provision
 * itself is known, a Beihilfe source names the provision and links the portal, where it is found
 * by its name, as with the Bundesanzeiger above — never a private copy (decision 0048).
 */
export const LAND_LAW_PORTALS: Readonly<Record<BundeslandId, string>> = {
  "baden-wuerttemberg": "https://www.landesrecht-bw.de",
  bayern: "https://www.gesetze-bayern.de",
  berlin: "https://gesetze.berlin.de",
  brandenburg: "https://bravors.brandenburg.de",
  bremen: "https://www.transparenz.bremen.de",
  hamburg: "https://www.landesrecht-hamburg.de",
  hessen: "https://www.rv.hessenrecht.hessen.de",
  "mecklenburg-vorpommern": "https://www.landesrecht-mv.de",
  niedersachsen: "https://voris.wolterskluwer-online.de",
  "nordrhein-westfalen": "https://recht.nrw.de",
  "rheinland-pfalz": "https://landesrecht.rlp.de",
  saarland: "https://recht.saarland.de",
  sachsen: "https://www.revosax.sachsen.de",
  "sachsen-anhalt": "https://www.landesrecht.sachsen-anhalt.de",
  "schleswig-holstein": "https://www.gesetze-rechtsprechung.sh.juris.de",
  thueringen: "https://landesrecht.thueringen.de",
};
