import type { ReactNode } from "react";
import { cn } from "./class-names";

/**
 * The look of a labelled text field or select, shared by every form of the site. Focus is the
 * site's focus ring on a dark neutral border; red belongs to an error alone (aria-invalid, with
 * its message), so a field that only has the cursor never looks wrong.
 */
export const fieldClasses = {
  label: "block font-semibold text-ink",
  hint: "text-sm text-ink-muted",
  control:
    "block min-h-12 w-full min-w-0 rounded-control border border-ink-muted/70 bg-white px-4 text-base text-ink placeholder:text-ink-muted " +
    "focus-visible:border-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus " +
    "aria-invalid:border-brand-700 aria-invalid:focus-visible:border-brand-700",
  error: "mt-2 text-sm font-semibold text-brand-700",
} as const;

interface FieldProps {
  /** Label and hint: the first of the two rows a field shares with its neighbours. */
  head: ReactNode;
  /** The control (with anything drawn inside it, e.g. a unit). */
  control: ReactNode;
  /** Error message and further notes below the control; may be empty. */
  foot?: ReactNode;
  /** Its place in the grid where it differs, e.g. "sm:col-span-2" for a field across both columns. */
  className?: string;
}

/**
 * One field as two rows of the surrounding FieldGrid (CSS subgrid): label and hint, then the
 * control with its message. Side by side, the controls therefore start at the same height however
 * many lines the labels and hints above them take; stacked, each field is just its two rows. The
 * grid's row gap is the one between label and control, so the subgrid inherits it unchanged
 * (a gap of its own would make the browser pad the rows to make up the difference); the space
 * between stacked fields is the padding under each.
 */
export function Field({ head, control, foot, className }: FieldProps) {
  return (
    <div className={cn("row-span-2 grid min-w-0 grid-rows-subgrid", className)} data-field="">
      <div>{head}</div>
      <div className="pb-4">
        {control}
        {foot}
      </div>
    </div>
  );
}

/**
 * Fields in a grid whose rows they share (see Field). `columns` sets the columns from a
 * breakpoint on, e.g. "sm:grid-cols-[2fr_1fr]"; below it the fields stack. A single column is
 * minmax(0, 1fr), so a long word inside never widens the form beyond its card.
 */
export function FieldGrid({ columns, children }: { columns?: string; children: ReactNode }) {
  return <div className={cn("grid grid-cols-1 gap-x-6 gap-y-2", columns)}>{children}</div>;
}

/** The unit after a text field's value („€“, „Jahre“), inside its right edge; the control gets `pr-10` for it. */
export function FieldUnit({ unit }: { unit: string }) {
  return (
    <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-ink-muted">
      {unit}
    </span>
  );
}
