/**
 * The member states of the European Union and the other states of the European Economic Area
 * (Island, Liechtenstein, Norwegen), by their German short names: a recipient established in one
 * of them needs no transfer safeguard under Chapter V DSGVO.
 */
const EU_EEA_COUNTRIES = [
  "Belgien",
  "Bulgarien",
  "Dänemark",
  "Deutschland",
  "Estland",
  "Finnland",
  "Frankreich",
  "Griechenland",
  "Irland",
  "Italien",
  "Kroatien",
  "Lettland",
  "Litauen",
  "Luxemburg",
  "Malta",
  "Niederlande",
  "Österreich",
  "Polen",
  "Portugal",
  "Rumänien",
  "Schweden",
  "Slowakei",
  "Slowenien",
  "Spanien",
  "Tschechien",
  "Ungarn",
  "Zypern",
  "Island",
  "Liechtenstein",
  "Norwegen",
] as const;

/** The three that are in the EEA but not in the EU. */
const EEA_ONLY: readonly string[] = ["Island", "Liechtenstein", "Norwegen"];

export function inEuOrEea(country: string): boolean {
  return (EU_EEA_COUNTRIES as readonly string[]).includes(country.trim());
}

/** A member state of the European Union (not Island, Liechtenstein or Norwegen). */
export function inEu(country: string): boolean {
  return inEuOrEea(country) && !EEA_ONLY.includes(country.trim());
}

/** „USA“, „Vereinigte Staaten“, „Vereinigte Staaten von Amerika“: the one third country with the Data Privacy Framework. */
export function isUnitedStates(country: string): boolean {
  return /^(usa|us|vereinigte staaten( von amerika)?)$/i.test(country.trim());
}
