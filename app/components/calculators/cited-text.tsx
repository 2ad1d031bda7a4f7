/**
 * Provisions linked in the calculators' texts, in the island's language: the words read after a
 * link that opens a new tab come from the calculator's language (calculator-language.tsx), so this
 * file holds no copy and an English island no German word (docs/decisions/0073). Elsewhere on the
 * site rich-text.tsx gives the same markup with the German words.
 */
import { Fragment } from "react";
import type { RichText } from "~/content/calculators";
import type { LegalSource } from "~/modules/figures/figure-types";
import { useCalculatorLanguage } from "./calculator-language";

/**
 * A provision, linked to its official text: in a new tab beside a calculator's result, so the
 * result stays; in the reading flow of prose (`newTab={false}`) like any other link.
 */
export function SourceAnchor({ source, newTab = true, newTabText }: { source: LegalSource; newTab?: boolean; newTabText: string }) {
  return (
    <a
      href={source.url}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {source.citation}
      {newTab && <span className="sr-only"> {newTabText}</span>}
    </a>
  );
}

/** Copy with citations: strings as text, sources as links, in order. */
export function CitedParts({ text, newTab = true, newTabText }: { text: RichText; newTab?: boolean; newTabText: string }) {
  return (
    <>
      {text.map((part, index) =>
        typeof part === "string" ? (
          // The parts of one sentence never reorder, so their position is their identity.
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <SourceAnchor key={index} source={part} newTab={newTab} newTabText={newTabText} />
        ),
      )}
    </>
  );
}

/** A provision linked, in the calculator's language. */
export function SourceLink({ source, newTab = true }: { source: LegalSource; newTab?: boolean }) {
  return <SourceAnchor source={source} newTab={newTab} newTabText={useCalculatorLanguage().common.newTab} />;
}

/** A calculator's text with its provisions linked, in the calculator's language. */
export function RichTextView({ text, newTab = true }: { text: RichText; newTab?: boolean }) {
  return <CitedParts text={text} newTab={newTab} newTabText={useCalculatorLanguage().common.newTab} />;
}
