import type { RichText } from "~/content/calculators";
import { calculatorCommon } from "~/content/calculators";
import type { LegalSource } from "~/modules/figures/figure-types";
import { CitedParts, SourceAnchor } from "./cited-text";

/*
 * Provisions linked in the German pages' prose and in the members' refund check, with the German
 * words after a link that opens a new tab. The calculators read theirs from their language
 * (cited-text.tsx, docs/decisions/0073); the markup is the same.
 */

/**
 * A provision, linked to its official text: in a new tab beside a calculator's result, so the
 * result stays; in the reading flow of prose (`newTab={false}`) like any other link.
 */
export function SourceLink({ source, newTab = true }: { source: LegalSource; newTab?: boolean }) {
  return <SourceAnchor source={source} newTab={newTab} newTabText={calculatorCommon.newTab} />;
}

/** Copy with citations: strings as text, sources as links, in order. */
export function RichTextView({ text, newTab = true }: { text: RichText; newTab?: boolean }) {
  return <CitedParts text={text} newTab={newTab} newTabText={calculatorCommon.newTab} />;
}
