import type { ReactNode } from "react";
import { cn } from "./class-names";

interface SectionProps {
  id?: string;
  /** Id of the heading that names the section (aria-labelledby). */
  labelledBy: string;
  tone?: "white" | "muted" | "tint" | "brand";
  className?: string;
  children: ReactNode;
}

const tones = {
  white: "bg-white",
  muted: "bg-surface-muted",
  tint: "bg-surface-tint",
  brand: "bg-brand-700 text-white",
} as const;

/** A page section with one of the alternating backgrounds and the standard width and rhythm (tighter on a phone). */
export function Section({ id, labelledBy, tone = "white", className, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn(tones[tone], "py-12 sm:py-20", className)}>
      <div className="mx-auto max-w-6xl px-4">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  inverse?: boolean;
}

export function SectionHeading({ id, eyebrow, title, intro, inverse = false }: SectionHeadingProps) {
  return (
    <div className="max-w-3xl">
      {eyebrow && <p className={cn("font-semibold", inverse ? "text-brand-100" : "text-brand-800")}>{eyebrow}</p>}
      <h2 id={id} className={cn("mt-2 text-2xl font-bold tracking-tight sm:text-4xl", inverse ? "text-white" : "text-ink")}>
        {title}
      </h2>
      {intro && <p className={cn("mt-3 sm:mt-4 sm:text-lg", inverse ? "text-brand-50" : "text-ink-muted")}>{intro}</p>}
    </div>
  );
}
