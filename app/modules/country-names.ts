/**
 * A country as German copy names the place of a company's seat: „in Deutschland“, but „in den
 * Niederlanden“, „in der Schweiz“, „in den USA“, „im Vereinigten Königreich“. Most country names
 * take no article; the ones that do are listed (the EU/EEA ones completely, the others as far as
 * a host, mail or telephone provider is likely to sit there). An unlisted name is written
 * „in <Name>“ — the owner writes the short name without article, as the config's hint asks.
 */
import { isUnitedStates } from "~/config/eu-eea-countries";

const WITH_ARTICLE: Readonly<Record<string, string>> = {
  // EU/EEA (app/config/eu-eea-countries.ts): only these two of the thirty take an article.
  Niederlande: "in den Niederlanden",
  Slowakei: "in der Slowakei",
  // Elsewhere.
  Schweiz: "in der Schweiz",
  Türkei: "in der Türkei",
  Ukraine: "in der Ukraine",
  Mongolei: "in der Mongolei",
  "Vereinigtes Königreich": "im Vereinigten Königreich",
  "Vereinigte Arabische Emirate": "in den Vereinigten Arabischen Emiraten",
  "Republik Korea": "in der Republik Korea",
  Philippinen: "auf den Philippinen",
  Färöer: "auf den Färöern",
};

/** Where a company sits, ready after „seinen Sitz“: „in den Niederlanden“. */
export function inCountry(country: string): string {
  const name = country.trim();
  if (isUnitedStates(name)) return /^vereinigte/i.test(name) ? `in den ${name.replace(/^Vereinigte/i, "Vereinigten")}` : "in den USA";
  return WITH_ARTICLE[name] ?? `in ${name}`;
}
