/**
 * Where the site links the law: every provision goes to the Federal Ministry of Justice's
 * statute site. The one place its address and the laws' paths on it are written; the figures
 * module, the calculators' rules and the Beihilfe rules build their links from here.
 */
export const GESETZE_IM_INTERNET = "https://www.gesetze-im-internet.de";

/** The laws the site cites, by their folder on gesetze-im-internet.de. */
const LAW_PATHS = {
  sgbIV: "sgb_4",
  sgbV: "sgb_5",
  sgbXI: "sgb_11",
  bbhv: "bbhv",
  beitrvv: "beitrvv",
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
