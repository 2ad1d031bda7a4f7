import { ExternalLink } from "lucide-react";

interface NewTabLinkProps {
  href: string;
  /** The link's visible text. */
  text: string;
  className?: string;
  /** What screen readers hear after the text; English pages pass their own words (docs/decisions/0073). */
  note?: string;
}

/**
 * A link to another site, opened in a new tab, with the ↗ icon after its text. The link stays an
 * inline box and the icon is tied to the last character (a no-wrap span), so when the text
 * wraps the icon follows the last word instead of floating at the right edge of a box; a long
 * word can still break (overflow-wrap) before that last character.
 */
export function NewTabLink({ href, text, className, note = "(öffnet in neuem Tab)" }: NewTabLinkProps) {
  const characters = Array.from(text);
  const last = characters.pop() ?? "";
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {characters.join("")}
      <span className="whitespace-nowrap" data-new-tab-end="">
        {last}
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
      </span>
      <span className="sr-only">{note}</span>
    </a>
  );
}
