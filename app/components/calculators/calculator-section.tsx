import type { ReactNode } from "react";
import type { FigureRow } from "~/content/calculator-figures";
import type { FigureSource } from "~/content/types";
import { calculatorLink } from "~/modules/calculators/url-state";
import type { EnquiryHandover } from "~/modules/enquiry-handover";
import { useHydrated } from "~/hooks/use-hydrated";
import { FieldGrid } from "../ui/field";
import { CalculatorActions } from "./calculator-actions";
import { useCalculatorLanguage } from "./calculator-language";
import { NoScriptFigures, PrintedWith } from "./calculator-fallbacks";
import type { CalculatorForm } from "./use-calculator-form";

interface CalculatorSectionProps {
  /**
   * The calculator's form (useCalculatorForm): its prefix is the section's id (an anchor for
   * links, also the anchor before the input in a result's link, `#gkv-beitrag?…`; the heading's id
   * is derived from it), its container is read once after hydration, its year and address
   * parameters go with a result onto paper and into „Link kopieren“ (docs/decisions/0064).
   */
  form: Pick<CalculatorForm, "idPrefix" | "year" | "fieldsRef" | "params">;
  copy: { title: string; intro: string };
  /** Fields of fields.tsx and choice-fields.tsx: each takes two rows of the grid (see ui/field.tsx). */
  fields: ReactNode;
  /**
   * A computed result: its view, the sources of its figures printed under it, and what it hands to
   * the enquiry wizard; null while the fields do not yet hold what it needs, which is always so
   * when prerendered (the calculators start empty), so the address read for paper is the
   * browser's. A section with a result is marked (data-has-result): the print stylesheet prints
   * only those.
   */
  outcome: { view: ReactNode; sources: readonly FigureSource[]; handover: EnquiryHandover | null } | null;
  /** Stands in the result area while there is no outcome: what the visitor still has to enter or correct. */
  prompt: string;
  /**
   * Whether the whole result area is a live region (default). False when the result brings its
   * own, smaller one (ResultSummary), so the verdict is announced and not the reasoning.
   */
  live?: boolean;
  /** Shown instead of fields and result where JavaScript does not run: the figures as a table. */
  noScript: { caption: string; rows: readonly FigureRow[] };
  /** Below everything, with or without JavaScript, e.g. the Beihilfe calculator's table of all Dienstherren. */
  footer?: ReactNode;
}

/**
 * One calculator: heading, fields, and the result in a polite live region that follows every
 * keystroke. It starts empty (docs/decisions/0047): the result area says what is still missing until the
 * fields hold what the result needs, so the prerendered page shows no result nobody asked for.
 * Until the island has hydrated it says that the calculator is loading, not that something is
 * missing: on a slow connection the fields can be filled seconds before anything is computed
 * (docs/decisions/0068-prospects-slips.md); what was typed is read at hydration. The area keeps its
 * height through hydration, so the switch moves nothing below it, as long as the loading text is
 * no longer than the prompt (the owner's text is short).
 * Long German compounds may break and hyphenate, so nothing overflows a 320 px screen.
 */
export function CalculatorSection({ form, copy, fields, outcome, prompt, live = true, noScript, footer }: CalculatorSectionProps) {
  const { idPrefix: id, year, fieldsRef, params } = form;
  const hydrated = useHydrated();
  const { common: calculatorCommon } = useCalculatorLanguage();
  const headingId = `${id}-titel`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-has-result={outcome ? "" : undefined}
      className="rounded-card border border-line bg-white p-3 wrap-break-word hyphens-auto shadow-card sm:p-8 print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={headingId} className="text-2xl font-bold text-ink sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-2 text-ink-muted print:hidden">{copy.intro}</p>
      {/* Fields and result need the script; without it the table below stands in their place. */}
      <div className="noscript:hidden">
        <div ref={fieldsRef} className="mt-6">
          <FieldGrid columns="sm:grid-cols-2">{fields}</FieldGrid>
        </div>
        <div
          data-calculator-result=""
          aria-live={live ? "polite" : undefined}
          aria-busy={hydrated ? undefined : true}
          className="mt-8 rounded-card border border-line bg-surface-tint p-3 sm:p-6"
        >
          {outcome ? (
            outcome.view
          ) : (
            // Until hydrated, the short loading text covers the prompt, which keeps its place invisibly:
            // the area is the prompt's height before and after, so nothing below it moves (no layout shift).
            <div className="grid">
              {!hydrated && <ResultPrompt shown>{calculatorCommon.loading}</ResultPrompt>}
              <ResultPrompt shown={hydrated}>{prompt}</ResultPrompt>
            </div>
          )}
          {outcome && <PrintedWith year={year} sources={outcome.sources} link={calculatorLink(window.location.origin, window.location.pathname, id, params)} />}
        </div>
        <CalculatorActions handover={outcome?.handover ?? null} idPrefix={id} shareParams={outcome ? params : null} />
      </div>
      {/* Not what a search should find: with a script it is not on screen (Pagefind ignores it). */}
      <div className="hidden noscript:block" data-pagefind-ignore="">
        <NoScriptFigures caption={noScript.caption} rows={noScript.rows} />
      </div>
      {footer}
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

/** Stands in the result area while nothing can be computed: loading, what is missing or what to correct. Invisible ones are hidden from screen readers too. */
function ResultPrompt({ children, shown }: { children: ReactNode; shown: boolean }) {
  return <p className={shown ? "col-start-1 row-start-1 text-ink" : "invisible col-start-1 row-start-1 text-ink"}>{children}</p>;
}
