/** Shapes of the two legal documents (privacy policy, legal notice), rendered by components/legal. */

export interface LegalLink {
  text: string;
  /** https:, tel:, mailto: — or "#datenschutz"/"#impressum" to switch to the other legal document. */
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

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  /** Numbered sections show "1.", "2.", … before their headings. */
  numbered: boolean;
  sections: readonly LegalSection[];
  /** Label before the version date, e.g. "Stand:". */
  versionLabel: string;
  /** ISO date (YYYY-MM-DD) of this version; without it the dialog shows the day of reading. */
  versionDate?: string;
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
