/**
 * A legal document as plain text, one block per line and each run of text with its links joined
 * as a reader sees it: for checks that a sentence or a config value appears, whether or not part
 * of it is a link (the English texts link their citations, docs/decisions/0073).
 */
import { inlineText, type LegalBlock, type LegalDocumentContent, type LegalSection, type LegalSubsection } from "./legal-types";

export function blockText(block: LegalBlock): string {
  switch (block.kind) {
    case "paragraph":
      return inlineText(block.text);
    case "list":
      return block.items.map(inlineText).join("\n");
    case "lines":
      return block.lines.map(inlineText).join("\n");
    case "facts":
      return block.items.map((item) => `${item.term}: ${inlineText(item.details)}`).join("\n");
  }
}

export const partText = (part: LegalSection | LegalSubsection): string => [part.heading, ...part.blocks.map(blockText)].join("\n");

/** A section with its subsections, or a subsection alone. */
export function sectionText(section: LegalSection | LegalSubsection): string {
  const subsections = "subsections" in section ? (section.subsections ?? []) : [];
  return [partText(section), ...subsections.map(partText)].join("\n");
}

/** The whole document, no-break spaces as plain ones. */
export function documentText(content: LegalDocumentContent): string {
  return [content.title, ...(content.intro ?? []).map(blockText), ...content.sections.map(sectionText)].join("\n").replace(/[\u00a0\u202f]/g, " ");
}
