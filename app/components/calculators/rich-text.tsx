import { Fragment } from "react";
import type { RichText } from "~/content/calculators";
import { calculatorCommon } from "~/content/calculators";
import type { LegalSource } from "~/modules/figures/figure-types";

/**
 * A provision, linked to its official text: in a new tab beside a calculator's result, so the
 * result stays; in the reading flow of prose (`newTab={false}`) like any other link.
 */
export function SourceLink({ source, newTab = true }: { source: LegalSource; newTab?: boolean }) {
  return (
    <a
      href={source.url}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {source.citation}
      {newTab && <span className="sr-only"> {calculatorCommon.newTab}</span>}
    </a>
  );
}

/** Copy with citations: strings as text, sources as links, in order. */
export function RichTextView({ text, newTab = true }: { text: RichText; newTab?: boolean }) {
  return (
    <>
      {text.map((part, index) =>
        typeof part === "string" ? (
          // The parts of one sentence never reorder, so their position is their identity.
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <SourceLink key={index} source={part} newTab={newTab} />
        ),
      )}
    </>
  );
}
