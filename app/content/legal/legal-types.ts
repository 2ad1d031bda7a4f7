/**
 * Shapes of the legal documents (Impressum, Datenschutzerklärung, Erstinformation). The pages
 * /impressum, /datenschutz and /erstinformation, their dialogs and the Erstinformation PDF are all
 * rendered from these values, so what is shown in one place is never different in another.
 *
 * Imports only relative paths, no "~" alias: the build's PDF script reads this file directly.
 */
import { firstInformationPdfPath, legalRoute, type LegalSlug } from "../../config/site-routes";
import { formatIsoDate } from "../../modules/format-de";
import { formatIsoDate as formatIsoDateEnglish } from "../../modules/format-en";

export interface LegalLink {
  text: string;
  /**
   * https:, tel:, mailto: — or a path on this site: a legal page ("/datenschutz", also with an
   * anchor such as "/datenschutz#cookies"), which a dialog may open in place, or the PDF
   * ("/erstinformation.pdf"), which is a file, never a dialog.
   */
  href: string;
  /** External pages open in a new tab (rel noopener). */
  newTab?: boolean;
}

/** A run of text: plain strings and links. */
export type Inline = string | LegalLink;
export type RichText = readonly Inline[];

export type LegalBlock =
  | { kind: "paragraph"; text: RichText }
  | { kind: "list"; items: readonly RichText[] }
  /** Lines kept together, e.g. an address. */
  | { kind: "lines"; lines: readonly RichText[] }
  /** Term and explanation pairs, e.g. the stored keys or the register entry. */
  | { kind: "facts"; items: readonly { term: string; details: RichText }[] };

/** A titled part of a section, e.g. „Widerspruchsrecht“ under „Ihre Rechte“. Never numbered. */
export interface LegalSubsection {
  heading: string;
  /** Anchor for links such as "/datenschutz#widerspruchsrecht"; unique within its document. */
  id?: string;
  /**
   * Set apart from the text around it (e.g. a framed box): Art. 21 Abs. 4 DSGVO wants the right
   * to object shown clearly and separately from other information.
   */
  prominent?: boolean;
  blocks: readonly LegalBlock[];
}

export interface LegalSection {
  heading: string;
  /** Anchor for links such as "/datenschutz#cookies" and for the table of contents; unique within its document. */
  id: string;
  blocks: readonly LegalBlock[];
  /** Shown after `blocks`, in this order. */
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocumentContent {
  title: string;
  /** Shown between the version line and the first section, without a heading. */
  intro?: readonly LegalBlock[];
  /** Numbered sections show "1.", "2.", … before their headings (subsections stay unnumbered). */
  numbered: boolean;
  /**
   * Heading of a table of contents before the first section, linking every section's anchor;
   * absent for texts short enough to read through (docs/decisions/0049: the privacy policy is 18 phone screens).
   */
  contentsHeading?: string;
  sections: readonly LegalSection[];
  /** Label before the version date, e.g. "Stand:". */
  versionLabel: string;
  /** ISO date (YYYY-MM-DD) of this version, from the site config: the day the text last changed. */
  versionDate: string;
  /**
   * "en" for the English courtesy translations (docs/decisions/0073): dates in English, links
   * to other legal texts lead to their English pages. Absent for the German, binding texts.
   */
  lang?: "en";
}

export function paragraph(...text: Inline[]): LegalBlock {
  return { kind: "paragraph", text };
}

export function list(...items: RichText[]): LegalBlock {
  return { kind: "list", items };
}

export function lines(...rows: Array<Inline | RichText>): LegalBlock {
  return { kind: "lines", lines: rows.map((row) => (typeof row === "string" || !Array.isArray(row) ? [row as Inline] : row)) };
}

export function facts(...items: Array<[string, ...Inline[]]>): LegalBlock {
  return { kind: "facts", items: items.map(([term, ...details]) => ({ term, details })) };
}

export function link(text: string, href: string): LegalLink {
  return { text, href };
}

/** A page elsewhere: opens in a new tab. */
export function externalLink(text: string, href: string): LegalLink {
  return { text, href, newTab: true };
}

/** "https://www.pkv-ombudsmann.de" shown as "www.pkv-ombudsmann.de". */
export function websiteLink(url: string): LegalLink {
  return externalLink(new URL(url).host, url);
}

/** A link to another legal document of this site, optionally to one of its sections. */
export function legalPageLink(text: string, slug: LegalSlug, anchor?: string): LegalLink {
  return link(text, anchor ? `${legalRoute(slug).path}#${anchor}` : legalRoute(slug).path);
}

export function firstInformationPdfLink(text: string): LegalLink {
  return link(text, firstInformationPdfPath);
}

/** A section's heading as the page, the dialog, the table of contents and the PDF show it: "3. Zwecke der Verarbeitung" when numbered. */
export function sectionHeading(content: LegalDocumentContent, index: number): string {
  const { heading } = content.sections[index];
  return content.numbered ? `${index + 1}. ${heading}` : heading;
}

/** "Stand: 23. November 2026", as the page, the dialog and the PDF show it. */
export function versionText(content: LegalDocumentContent): string {
  return `${content.versionLabel} ${(content.lang === "en" ? formatIsoDateEnglish : formatIsoDate)(content.versionDate)}`;
}

export function inlineText(text: RichText): string {
  return text.map((part) => (typeof part === "string" ? part : part.text)).join("");
}
