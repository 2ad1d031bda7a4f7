import type { ReactNode, RefObject } from "react";

interface CalculatorSectionProps {
  /** The section's id (an anchor for links); the heading's id is derived from it. */
  id: string;
  title: string;
  intro: string;
  /** The controls' container, read once after hydration (see usePrerenderedValues). */
  fieldsRef: RefObject<HTMLDivElement | null>;
  fields: ReactNode;
  result: ReactNode;
  /** Below the result, outside the live region: the hand-over button. */
  actions?: ReactNode;
  /**
   * Whether the whole result area is a live region (default). False when the result brings its
   * own, smaller one (ResultSummary), so the verdict is announced and not the reasoning.
   */
  live?: boolean;
}

/**
 * One calculator: heading, fields, and the result in a polite live region that follows every
 * keystroke. Long German compounds may break and hyphenate, so nothing overflows a 320 px screen.
 */
export function CalculatorSection({ id, title, intro, fieldsRef, fields, result, actions, live = true }: CalculatorSectionProps) {
  const headingId = `${id}-titel`;
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-card border border-line bg-white p-3 wrap-break-word hyphens-auto shadow-card sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <div ref={fieldsRef} className="mt-6 grid gap-5 sm:grid-cols-2">
        {fields}
      </div>
      <div data-calculator-result="" aria-live={live ? "polite" : undefined} className="mt-8 rounded-card border border-line bg-surface-tint p-3 sm:p-6">
        {result}
      </div>
      {actions}
    </section>
  );
}

/** A paragraph of the result. */
export function ResultText({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <p className={muted ? "mt-3 text-sm text-ink-muted" : "mt-3 text-ink"}>{children}</p>;
}

export function ResultHeading({ children }: { children: ReactNode }) {
  return <h3 className="mt-6 text-lg font-bold text-ink">{children}</h3>;
}
