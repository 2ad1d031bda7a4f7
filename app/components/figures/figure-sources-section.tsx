import { ArrowRight } from "lucide-react";
import { calculatorRoute } from "~/config/site-routes";
import { figuresChartCopy, nextYearSources } from "~/content/figures-chart";
import { groupPageLabels } from "~/content/group-page-labels";
import type { FigureSource } from "~/content/types";
import { Section } from "../ui/section";
import { FigureSourceList } from "./figure-source-list";
import { FiguresChart } from "./figures-chart";

interface FigureSourcesSectionProps {
  sources: readonly FigureSource[];
  /**
   * Whether the figures since 2020 follow as chart and table (docs/decisions/0028): only on /pkv-rechner.
   * Every other page links there instead, so no statistics appendix stands above every footer
   * (docs/decisions/0046).
   */
  chart?: boolean;
}

/**
 * The end of a page: where each statutory figure it quotes is laid down, by year; then the
 * figures since 2020 as chart and table with every year's sources, or the link to them.
 */
export function FigureSourcesSection({ sources: pageSources, chart = false }: FigureSourcesSectionProps) {
  if (pageSources.length === 0) return null;
  const listed = new Set(pageSources.map((source) => source.label));
  const sources = [...pageSources, ...nextYearSources().filter((source) => !listed.has(source.label))];
  return (
    <Section labelledBy="rechtsgrundlagen-heading" tone="muted" className="py-8 sm:py-12">
      <h2 id="rechtsgrundlagen-heading" className="text-lg font-semibold text-ink">
        {groupPageLabels.figureSourcesHeading}
      </h2>
      <div className="mt-4">
        <FigureSourceList sources={sources} />
      </div>
      {chart ? (
        <FiguresChart />
      ) : (
        <p className="mt-3 text-sm">
          <a
            href={`${calculatorRoute.path}#${figuresChartCopy.anchor}`}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {figuresChartCopy.linkLabel}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </p>
      )}
    </Section>
  );
}
