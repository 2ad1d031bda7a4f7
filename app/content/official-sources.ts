/**
 * The one allow list of the copy's external source links: every https address a page cites as
 * a source (statutes, gazettes, rulings, Beihilfe rules, guide and glossary sources, FAQ links)
 * must be on one of these domains; external-links.test.ts checks all copy against it. Kept out
 * of legal-sources.ts so the calculators' browser code does not carry it.
 */
import { BUNDESANZEIGER_AMTLICHER_TEIL, DSGVO_URL, GESETZE_IM_INTERNET, LAND_LAW_PORTALS } from "./legal-sources";

/** The host of an address without „www.“, e.g. „gesetze-im-internet.de“. */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

/**
 * Federal and Land law and gazettes, EU law on EUR-Lex, the federal courts, and the Land authorities whose own pages
 * state a rule. A domain also admits its subdomains. Not here on purpose: insurers, brokers,
 * associations, magazines, commercial copies of statutes — a claim only they support is not made
 * (docs/decisions/0048).
 */
export const OFFICIAL_SOURCE_DOMAINS: readonly string[] = [
  hostOf(GESETZE_IM_INTERNET),
  "recht.bund.de",
  "bgbl.de",
  hostOf(BUNDESANZEIGER_AMTLICHER_TEIL),
  "bundesfinanzhof.de",
  "bverwg.de",
  // EU law in its official German text (the DSGVO, docs/decisions/0067).
  hostOf(DSGVO_URL),
  ...Object.values(LAND_LAW_PORTALS).map(hostOf),
  // Land authorities' own statements of their rules (Landesamt für Steuern und Finanzen Sachsen, Land governments).
  "lsf.sachsen.de",
  "schleswig-holstein.de",
  "sachsen-anhalt.de",
];

/**
 * Whether `url` is an https address on one of the official domains (or a subdomain of one), in
 * German: an official site's English pages (`/en/…`) are a courtesy translation, not the text.
 */
export function isOfficialSource(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:") return false;
  if (/^\/en(\/|$)/.test(parsed.pathname)) return false;
  const host = parsed.hostname.replace(/^www\./, "");
  return OFFICIAL_SOURCE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
