import type { FigureSource } from "~/content/types";
import { cn } from "../ui/class-names";
import { NewTabLink } from "../ui/new-tab-link";

/** Each quoted statutory figure with its year and the law behind it, linked to gesetze-im-internet.de. */
export function FigureSourceList({ sources, inverse = false }: { sources: readonly FigureSource[]; inverse?: boolean }) {
  return (
    <ul className={cn("flex flex-col gap-1.5 text-sm", inverse ? "text-brand-50" : "text-ink-muted")}>
      {sources.map((source) => (
        <li key={source.label}>
          {source.label}:{" "}
          <NewTabLink
            href={source.url}
            text={source.citation}
            className={cn(
              "font-semibold underline underline-offset-2 focus-visible:outline-3",
              inverse ? "text-white focus-visible:outline-white" : "text-brand-800 hover:text-brand-900 focus-visible:outline-focus",
            )}
          />
        </li>
      ))}
    </ul>
  );
}
