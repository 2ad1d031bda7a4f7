/**
 * What the English courtesy translations of the legal texts share (docs/decisions/0073): links to
 * the other legal texts lead to their English pages, citations stay as the law writes them and
 * link the official source (the statutes the site's citation linker knows on
 * gesetze-im-internet.de, the GDPR on EUR-Lex), and the notice that only the German text binds.
 */
import { englishRoute } from "~/config/english-routes";
import { legalRoute, type LegalSlug } from "~/config/site-routes";
import { citedText } from "../cited-text";
import { GDPR_ENGLISH_URL } from "../legal-sources";
import { externalLink, link, type Inline, type LegalLink } from "./legal-types";

/** A link to another English legal text of this site, optionally to one of its sections (the anchors are the German text's). */
export function englishLegalPageLink(text: string, slug: LegalSlug, anchor?: string): LegalLink {
  const path = englishRoute(slug).path;
  return link(text, anchor ? `${path}#${anchor}` : path);
}

const GDPR_CITATION = /Art\.[ \u00a0]\d+(?:[ \u00a0](?:Abs\.|para\.|lit\.|Nr\.|Satz)[ \u00a0]?[0-9a-z]+)*[ \u00a0]GDPR/g;

function gdprCited(text: string): Inline[] {
  const parts: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(GDPR_CITATION)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(externalLink(match[0], GDPR_ENGLISH_URL));
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/**
 * A sentence with its citations linked: „§ 60 Abs. 1 Satz 1 VVG“, „§ 34d GewO“ to their
 * paragraphs, „Art. 13 GDPR“ to the regulation. Laws without a checked address (DDG, VersVermV,
 * BDSG …) stay plain text, as in the German text.
 */
export function cited(text: string): Inline[] {
  return citedText(text).flatMap((part): Inline[] => (typeof part === "string" ? gdprCited(part) : [externalLink(part.citation, part.url)]));
}

export interface CourtesyNotice {
  /** The sentence decision 0073 fixes. */
  text: string;
  /** Before the link to the German page. */
  linkLead: string;
  /** The binding German page; its link text is the German title, marked lang="de" and hreflang="de". */
  germanPath: string;
  germanTitle: string;
}

const GERMAN_TITLES: Record<LegalSlug, string> = { impressum: "Impressum", datenschutz: "Datenschutzerklärung", erstinformation: "Erstinformation" };

/** The first thing on each English legal page and in its dialog: the German text is the one that binds. */
export function courtesyNotice(slug: LegalSlug): CourtesyNotice {
  return {
    text: "This is a courtesy translation. The German version is legally binding.",
    linkLead: "German version:",
    germanPath: legalRoute(slug).path,
    germanTitle: GERMAN_TITLES[slug],
  };
}
