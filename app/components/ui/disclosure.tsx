import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./class-names";

interface DisclosureProps {
  /** The always visible line; may hold a heading (the FAQ's questions are h3). */
  summary: ReactNode;
  /** What opens: one element, so a closed disclosure hides all of it. */
  children: ReactNode;
  id?: string;
  /** On the brand-red band: white text, chevron and focus ring. */
  inverse?: boolean;
  /** The frame around the whole disclosure (border, margin), where its place needs one. */
  className?: string;
  /** Room and type size of the summary line in its place (padding, text size). */
  summaryClassName?: string;
}

/**
 * The one disclosure of the site (docs/decisions/0049: a chevron card, a link-like underlined
 * heading and the browser's ▶ were three looks for the same thing). A native <details>: no script, the
 * content stays in the HTML for readers without JavaScript, search engines and find-in-page.
 * The look is `.disclosure` in app/styles/site.css: the summary a full-width row, the chevron
 * at its end turning when open.
 */
export function Disclosure({ summary, children, id, inverse = false, className, summaryClassName }: DisclosureProps) {
  return (
    <details id={id} className={cn("disclosure", inverse && "disclosure-inverse", className)}>
      <summary className={summaryClassName}>
        {summary}
        <ChevronDown aria-hidden="true" className="disclosure-chevron" />
      </summary>
      {children}
    </details>
  );
}
