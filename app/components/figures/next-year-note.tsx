import { CalendarClock } from "lucide-react";
import { groupPageLabels } from "~/content/group-page-labels";
import { Disclosure } from "../ui/disclosure";
import { cn } from "../ui/class-names";

/**
 * From October on: next year's limit, or that it is not yet published (app/content/figure-notes.ts).
 * Folded (docs/decisions/0046: 13 lines in the hero pushed the first call to action off a phone's first
 * screen); the note stays in the HTML.
 */
export function NextYearNote({ note, className }: { note: string | null; className?: string }) {
  if (!note) return null;
  return (
    <Disclosure
      summary={
        <span className="flex items-center gap-3">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          {groupPageLabels.nextYearNoteLabel}
        </span>
      }
      className={cn("max-w-3xl rounded-control border border-line bg-white text-sm text-ink", className)}
      summaryClassName="px-4 py-2 focus-visible:-outline-offset-3"
    >
      <p className="px-4 pb-4">{note}</p>
    </Disclosure>
  );
}
