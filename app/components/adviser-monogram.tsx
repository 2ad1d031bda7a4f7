import { initialsOf } from "~/modules/initials";
import { cn } from "./ui/class-names";

/**
 * Where the config has no photo: the adviser's initials in a brand-tinted circle, shown once on
 * a page, never a drawing of a face. Decorative, since the name stands beside it.
 */
export function AdviserMonogram({ name, className }: { name: string; className?: string }) {
  return (
    <span aria-hidden="true" data-monogram="" className={cn("grid shrink-0 place-items-center rounded-full bg-brand-50 font-bold text-brand-800", className)}>
      {initialsOf(name)}
    </span>
  );
}
