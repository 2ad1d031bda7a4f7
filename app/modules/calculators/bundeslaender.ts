/** The sixteen Länder, by id; their names are copy (app/content/calculators.ts). */
export const BUNDESLAND_IDS = [
  "baden-wuerttemberg",
  "bayern",
  "berlin",
  "brandenburg",
  "bremen",
  "hamburg",
  "hessen",
  "mecklenburg-vorpommern",
  "niedersachsen",
  "nordrhein-westfalen",
  "rheinland-pfalz",
  "saarland",
  "sachsen",
  "sachsen-anhalt",
  "schleswig-holstein",
  "thueringen",
] as const;

export type BundeslandId = (typeof BUNDESLAND_IDS)[number];

export function isBundeslandId(value: string): value is BundeslandId {
  return (BUNDESLAND_IDS as readonly string[]).includes(value);
}
