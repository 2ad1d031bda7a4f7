/**
 * The English expats page's words (texte/expats.yaml, English only: docs/decisions/0073), finished
 * by the build: figures in English formats, English typography, the claims rules in English. The
 * paragraphs cite their provisions in parentheses; `citedParagraphs` turns each into text and
 * links to gesetze-im-internet.de (../cited-text.ts), so the owner writes no link by hand.
 */
import type { ExpatsText } from "~/modules/text-files/expats-schema";
import { citedText } from "../cited-text";
import type { RichText } from "../calculators";
import text from "./texte/expats.yaml";

export const expatsPage: ExpatsText = text as ExpatsText;

/** Each paragraph as text and links to the provisions it cites. */
export function citedParagraphs(paragraphs: readonly string[]): RichText[] {
  return paragraphs.map((paragraph) => citedText(paragraph));
}
