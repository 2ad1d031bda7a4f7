import { citedText } from "~/content/cited-text";
import type { FaqItem } from "~/content/types";
import { RichTextView } from "./calculators/rich-text";
import { Disclosure } from "./ui/disclosure";

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
        <Disclosure
          key={item.question}
          id={`${idPrefix}-${index + 1}`}
          summary={<h3>{item.question}</h3>}
          summaryClassName="min-h-14 px-5 py-4 text-lg focus-visible:-outline-offset-3"
        >
          <div className="max-w-3xl space-y-3 px-5 pb-5 text-ink-muted">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>
                {/* The paragraphs an answer cites, linked to their text (app/content/cited-text.ts); same tab, as in any prose. */}
                <RichTextView text={citedText(paragraph)} newTab={false} />
              </p>
            ))}
          </div>
        </Disclosure>
      ))}
    </div>
  );
}
