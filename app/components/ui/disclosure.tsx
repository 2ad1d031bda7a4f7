import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./class-names";

interface DisclosureProps {
  /** The always visible line; may hold a heading. */
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
 * A closed native <details> in the FAQ's look: the summary a full-width row, a chevron at its end
 * turning when open. No script; the content stays in the HTML for readers without JavaScript,
 * search engines and find-in-page. (Same interface as the site-wide disclosure of issue 25's
 * „three designs for the same disclosure“, which replaces this file when the branches meet.)
 */
export function Disclosure({ summary, children, id, inverse = false, className, summaryClassName }: DisclosureProps) {
  return (
    <details id={id} className={cn("group", className)}>
      <summary
        className={cn(
          "flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 text-left font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden",
          inverse ? "text-white hover:text-brand-50 focus-visible:outline-white" : "text-ink hover:text-brand-800 focus-visible:outline-focus",
          summaryClassName,
        )}
      >
        {summary}
        <ChevronDown
          aria-hidden="true"
          className={cn(
            "size-5 shrink-0 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none",
            inverse ? "text-inherit" : "text-brand-700",
          )}
        />
      </summary>
      {children}
    </details>
  );
}
