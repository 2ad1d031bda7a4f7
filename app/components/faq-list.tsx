import { ChevronDown } from "lucide-react";
import { citedText } from "~/content/cited-text";
import type { FaqItem } from "~/content/types";
import { RichTextView } from "./calculators/rich-text";

interface FaqListProps {
  items: readonly FaqItem[];
  /** Prefix for the items' ids, unique on the page. */
  idPrefix: string;
}

/**
 * FAQ (pkv-site-spec.md §4): all closed at first, items toggle independently, several may be open.
 * Native <details>: no script, the open state is the browser's own (no aria-expanded to go
 * stale without JavaScript), answers are in the HTML for search engines and find-in-page.
 */
export function FaqList({ items, idPrefix }: FaqListProps) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white">
      {items.map((item, index) => (
        <details key={item.question} id={`${idPrefix}-${index + 1}`} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink hover:text-brand-800 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="max-w-3xl space-y-3 px-5 pb-5 text-ink-muted">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>
                {/* The paragraphs an answer cites, linked to their text (app/content/cited-text.ts); same tab, as in any prose. */}
                <RichTextView text={citedText(paragraph)} newTab={false} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
