import { nextYearSources } from "~/content/figures-chart";
import { groupPageLabels } from "~/content/group-page-labels";
import type { FigureSource } from "~/content/types";
import { Section } from "../ui/section";
import { FigureSourceList } from "./figure-source-list";
import { FiguresChart } from "./figures-chart";

/**
 * The end of a page: where each statutory figure it quotes is laid down, by year, then the
 * figures since 2020 as a chart and table with every year's sources (issue 17). Every page that
 * quotes a figure (home, the six profession pages, /pkv-rechner) shows this section, so the chart
 * stands wherever a figure is quoted, after the page's own sources.
 */
export function FigureSourcesSection({ sources: pageSources }: { sources: readonly FigureSource[] }) {
  if (pageSources.length === 0) return null;
  const listed = new Set(pageSources.map((source) => source.label));
  const sources = [...pageSources, ...nextYearSources().filter((source) => !listed.has(source.label))];
  return (
    <Section labelledBy="rechtsgrundlagen-heading" tone="muted" className="py-10 sm:py-12">
      <h2 id="rechtsgrundlagen-heading" className="text-lg font-semibold text-ink">
        {groupPageLabels.figureSourcesHeading}
      </h2>
      <div className="mt-4">
        <FigureSourceList sources={sources} />
      </div>
      <FiguresChart />
    </Section>
  );
}
