import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { useState } from "react";
import type { FaqItem } from "~/content/types";

interface FaqListProps {
  items: readonly FaqItem[];
  /** Prefix for the items' ids, unique on the page. */
  idPrefix: string;
}

/**
 * FAQ accordion (spec §4): all closed at first, items toggle independently, several may be open.
 * Answers stay in the HTML while closed (forceMount; with it Radix no longer hides closed content, so CSS does) so that search engines and readers
 * without JavaScript get them from the prerendered page.
 */
export function FaqList({ items, idPrefix }: FaqListProps) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="divide-y divide-line rounded-card border border-line bg-white">
      {items.map((item, index) => {
        const value = `${idPrefix}-${index + 1}`;
        return (
          <Accordion.Item key={value} value={value} className="group">
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink hover:text-brand-800 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus">
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content forceMount className="px-5 pb-5 text-ink-muted data-[state=closed]:hidden">
              <div className="max-w-3xl space-y-3">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
