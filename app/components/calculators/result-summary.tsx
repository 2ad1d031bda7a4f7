import type { ReactNode } from "react";
import { cn } from "../ui/class-names";
import { Disclosure } from "../ui/disclosure";

/** One deciding figure under the verdict: „Grenze 2026 – 77.400 €“. */
export interface SummaryFact {
  term: string;
  value: ReactNode;
}

export type SummaryTone = "positive" | "negative" | "open" | "neutral";

interface ResultSummaryProps {
  /** The verdict as one line, e.g. „Ergebnis: versicherungsfrei ab 1. Januar 2027“. */
  verdict: ReactNode;
  tone: SummaryTone;
  /** The two to four figures that decide it. */
  facts: readonly SummaryFact[];
  /** One sentence under the verdict that explains a figure which would otherwise surprise, e.g. why it is the maximum. */
  note?: ReactNode;
  /** Label of the disclosure holding the reasoning, e.g. „Begründung und Vorschriften“. */
  detailsLabel: string;
  /** The reasoning and its paragraphs: in the HTML (readable without JavaScript), closed at first. */
  children: ReactNode;
}

const toneClass: Readonly<Record<SummaryTone, string>> = {
  positive: "border-success",
  negative: "border-brand-700",
  open: "border-ink-muted",
  neutral: "border-line-strong",
};

/**
 * A calculator result a prospect takes in on a phone (docs/decisions/0019): the verdict and the figures
 * that decide it first, in a polite live region of their own, so a screen reader announces the
 * new verdict and not the whole reasoning at every keystroke; the reasoning follows behind a
 * native `<details>` (the site's one `Disclosure`) that stays in the prerendered HTML. Used by the switch check and the GKV
 * calculator; the Beihilfe result keeps its own card per person, each with its provision and check date.
 */
export function ResultSummary({ verdict, tone, facts, note, detailsLabel, children }: ResultSummaryProps) {
  return (
    <>
      <div aria-live="polite" aria-atomic="true" className={cn("border-l-4 pl-3 sm:pl-4", toneClass[tone])}>
        <p className="text-xl font-bold text-ink sm:text-2xl">{verdict}</p>
        {note && <p className="mt-2 text-ink">{note}</p>}
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 min-[400px]:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.term} className="min-w-0">
              <dt className="text-sm text-ink-muted">{fact.term}</dt>
              <dd className="text-lg font-semibold text-ink tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {/* Not on paper: it would take the printout past two pages; the printout links to it instead (PrintedWith). */}
      <Disclosure summary={detailsLabel} className="mt-5 border-t border-line pt-3 print:hidden">
        <div className="pb-1">{children}</div>
      </Disclosure>
    </>
  );
}
