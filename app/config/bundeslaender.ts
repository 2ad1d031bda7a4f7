/** The sixteen Länder, by id: the one list of them on the site (names below, in the same order). */
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

/** Each Land's name as written in German; the site config, the calculators and the legal texts read it here. */
export const BUNDESLAND_NAMES = {
  "baden-wuerttemberg": "Baden-Württemberg",
  bayern: "Bayern",
  berlin: "Berlin",
  brandenburg: "Brandenburg",
  bremen: "Bremen",
  hamburg: "Hamburg",
  hessen: "Hessen",
  "mecklenburg-vorpommern": "Mecklenburg-Vorpommern",
  niedersachsen: "Niedersachsen",
  "nordrhein-westfalen": "Nordrhein-Westfalen",
  "rheinland-pfalz": "Rheinland-Pfalz",
  saarland: "Saarland",
  sachsen: "Sachsen",
  "sachsen-anhalt": "Sachsen-Anhalt",
  "schleswig-holstein": "Schleswig-Holstein",
  thueringen: "Thüringen",
} as const satisfies Readonly<Record<BundeslandId, string>>;

export type BundeslandName = (typeof BUNDESLAND_NAMES)[BundeslandId];

/** The names in the order of BUNDESLAND_IDS, as a non-empty tuple (z.enum wants one). */
export const BUNDESLAND_NAME_LIST = BUNDESLAND_IDS.map((id) => BUNDESLAND_NAMES[id]) as unknown as readonly [BundeslandName, ...BundeslandName[]];
