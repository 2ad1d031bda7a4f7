/**
 * A page's address from its German name, as a German reader writes it without umlauts:
 * „Zahnärzte“ → „zahnaerzte“, „Selbstständige“ → „selbststaendige“, „Straße“ → „strasse“. The
 * editor names a new profession file with it (Decap's own slug rules would make „zahnarzte“, and
 * the README, the handbook and every shipped address spell ä as ae; docs/decisions/0071), and the
 * build suggests it for a file name it cannot use. Pure, for Node and the browser alike.
 */

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue", ẞ: "ss" };

/** Lower case a–z, 0–9 and single hyphens; every other run of characters becomes one hyphen. */
export function addressSlug(name: string): string {
  return name
    .replace(/[äöüßÄÖÜẞ]/g, (letter) => UMLAUTS[letter]!)
    .normalize("NFKD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
