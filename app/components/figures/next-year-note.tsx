import { CalendarClock } from "lucide-react";
import { groupPageLabels } from "~/content/group-page-labels";
import { cn } from "../ui/class-names";

/** From October on: next year's limit, or that it is not yet published (app/content/figure-notes.ts). */
export function NextYearNote({ note, className }: { note: string | null; className?: string }) {
  if (!note) return null;
  return (
    <p className={cn("flex max-w-3xl items-start gap-3 rounded-control border border-line bg-white p-4 text-sm text-ink", className)}>
      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>
        <strong className="font-semibold">{groupPageLabels.nextYearNoteLabel}:</strong> {note}
      </span>
    </p>
  );
}
