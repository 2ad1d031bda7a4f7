/**
 * Links the paragraphs a plain sentence cites: „… (§ 6 Abs. 4 SGB V)“ becomes text and a link to
 * § 6 on gesetze-im-internet.de. For copy written as one string (the FAQ answers), so a citation
 * is a link without the author building one by hand. Only the laws in CITED_LAWS are linked; a
 * citation of anything else — the insurers' model conditions (MB/KK), which have no official
 * text — stays plain text. Chains that share the law („§ 5 Abs. 5 und § 9 SGB V“) link each part.
 */
import type { RichText } from "./calculators";
import { provisionUrl, type Law } from "./legal-sources";

/** How the copy writes each law's abbreviation (with its no-break space) → its folder on gesetze-im-internet.de. */
const CITED_LAWS: Readonly<Record<string, Law>> = {
  "SGB\u00a0IV": "sgbIV",
  "SGB\u00a0V": "sgbV",
  "SGB\u00a0XI": "sgbXI",
  VVG: "vvg",
  // Matched before „VVG“ (longer names first), so „§ 6 VVG-InfoV“ is never read as § 6 VVG.
  "VVG-InfoV": "vvgInfoV",
  VAG: "vag",
  EStG: "estg",
  KVAV: "kvav",
  BBhV: "bbhv",
  UWG: "uwg",
  GewO: "gewo",
  AGG: "agg",
  AufenthG: "aufenthG",
};

const SPACE = "[ \\u00a0]";
/** One paragraph with its finer parts: „§ 8 Abs. 1 Satz 1 Nr. 1“. */
const SECTION = `§${SPACE}(\\d+[a-z]?)(?:${SPACE}(?:Abs\\.|Satz|Nr\\.|Buchst\\.|Halbsatz)${SPACE}?(?:\\d+[a-z]?|[a-z]\\b))*`;
const JOINER = `(?:,|${SPACE}und|${SPACE}oder)${SPACE}`;
const LAW = `(${Object.keys(CITED_LAWS)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\u00a0", SPACE))
  .join("|")})(?![A-Za-z])`;
/** A chain of paragraphs ending in one law. */
const CITATION = new RegExp(`${SECTION}(?:${JOINER}${SECTION})*${SPACE}${LAW}`, "g");
const ONE_SECTION = new RegExp(SECTION, "g");

function lawOf(written: string): Law {
  return CITED_LAWS[written.replace(/ /g, "\u00a0")];
}

export function citedText(text: string): RichText {
  const parts: (string | RichText[number])[] = [];
  let at = 0;
  for (const match of text.matchAll(CITATION)) {
    const law = lawOf(match[match.length - 1]);
    const chain = match[0];
    const start = match.index;
    if (start > at) parts.push(text.slice(at, start));
    // Each paragraph of the chain is its own link; the last one carries the law's name.
    const sections = [...chain.matchAll(ONE_SECTION)];
    let inChain = 0;
    sections.forEach((section, index) => {
      const last = index === sections.length - 1;
      if (section.index > inChain) parts.push(chain.slice(inChain, section.index));
      const end = last ? chain.length : section.index + section[0].length;
      parts.push({ citation: chain.slice(section.index, end), url: provisionUrl(law, section[1]) });
      inChain = end;
    });
    at = start + chain.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
