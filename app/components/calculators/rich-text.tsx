import { Fragment } from "react";
import type { RichText } from "~/content/calculators";
import { calculatorCommon } from "~/content/calculators";
import type { LegalSource } from "~/content/statutory-figures";

/** A provision, linked to its text on gesetze-im-internet.de in a new tab. */
export function SourceLink({ source }: { source: LegalSource }) {
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {source.citation}
      <span className="sr-only"> {calculatorCommon.newTab}</span>
    </a>
  );
}

/** Copy with citations: strings as text, sources as links, in order. */
export function RichTextView({ text }: { text: RichText }) {
  return (
    <>
      {text.map((part, index) =>
        typeof part === "string" ? (
          // The parts of one sentence never reorder, so their position is their identity.
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <SourceLink key={index} source={part} />
        ),
      )}
    </>
  );
}
