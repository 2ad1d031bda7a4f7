import { changesDuringYearNotes, figuresChartCopy as copy, figuresChartRows, yearSources, type FiguresChartRow } from "~/content/figures-chart";
import { formatEuro, formatEuroFromCents, formatNumber } from "~/modules/format-de";
import { Disclosure } from "../ui/disclosure";
import { FigureSourceList } from "./figure-source-list";

/**
 * The statutory limits and the GKV maximum contribution by year, drawn at build time as inline
 * SVG (no JavaScript) with the same numbers as a table beside it. The drawing is aria-hidden:
 * screen readers get the table, which also serves readers whose browser shows no SVG.
 * Colours come only from the theme tokens (app/styles/site.css) through Tailwind's fill/stroke
 * classes. The viewBox scales the drawing to the column; at 320 px its 24-unit text is about 12 px.
 */

/** Drawing units: the SVG scales to its container, so these are proportions, not pixels. */
const WIDTH = 560;
const LEFT = 92;
const RIGHT = 16;
const FONT = 24;
const LIMITS_TOP = 64;
const LIMITS_HEIGHT = 240;
const CONTRIBUTION_TOP = LIMITS_TOP + LIMITS_HEIGHT + 128;
const CONTRIBUTION_HEIGHT = 160;
const HEIGHT = CONTRIBUTION_TOP + CONTRIBUTION_HEIGHT + 48;

/** A round axis maximum with four or five ticks. */
function axis(max: number, step: number): number[] {
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

function Chart({ rows }: { rows: readonly FiguresChartRow[] }) {
  const slot = (WIDTH - LEFT - RIGHT) / rows.length;
  const x = (index: number) => LEFT + slot * (index + 0.5);
  const limitTicks = axis(Math.max(...rows.map((row) => Math.max(row.versicherungspflichtgrenze, row.beitragsbemessungsgrenze))), 20_000);
  const limitY = (value: number) => LIMITS_TOP + LIMITS_HEIGHT * (1 - value / limitTicks[limitTicks.length - 1]);
  const contributionTicks = axis(Math.max(...rows.map((row) => row.gkvHoechstbeitragCents / 100)), 500);
  const contributionY = (value: number) => CONTRIBUTION_TOP + CONTRIBUTION_HEIGHT * (1 - value / contributionTicks[contributionTicks.length - 1]);
  // With many years, every second label keeps the years from running into each other.
  const labelEvery = rows.length > 8 ? 2 : 1;
  const points = (field: "versicherungspflichtgrenze" | "beitragsbemessungsgrenze") =>
    rows.map((row, index) => `${x(index).toFixed(1)},${limitY(row[field]).toFixed(1)}`).join(" ");
  const yearLabels = (top: number) =>
    rows.map((row, index) =>
      index % labelEvery === 0 ? (
        <text key={row.year} x={x(index)} y={top} textAnchor="middle" className="fill-ink-muted">
          {row.year}
        </text>
      ) : null,
    );
  // Tick labels without unit („80.000“): the unit stands in the panel title, so they stay short.
  const grid = (ticks: number[], y: (value: number) => number) =>
    ticks.map((tick) => (
      <g key={tick}>
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} className={tick === 0 ? "stroke-line-strong" : "stroke-line"} strokeWidth={2} />
        <text x={LEFT - 10} y={y(tick) + FONT / 3} textAnchor="end" className="fill-ink-muted">
          {formatNumber(tick)}
        </text>
      </g>
    ));

  return (
    <svg data-chart-drawing viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" className="block h-auto w-full" fontSize={FONT}>
      <text x={0} y={FONT} className="fill-ink" fontWeight={600}>
        {copy.limitsPanelTitle}
      </text>
      {grid(limitTicks, limitY)}
      <polyline points={points("versicherungspflichtgrenze")} fill="none" strokeWidth={4} className="stroke-brand-700" />
      <polyline points={points("beitragsbemessungsgrenze")} fill="none" strokeWidth={4} strokeDasharray="12 8" className="stroke-ink" />
      {rows.map((row, index) => (
        <g key={row.year}>
          <circle cx={x(index)} cy={limitY(row.versicherungspflichtgrenze)} r={7} className="fill-brand-700" />
          <rect x={x(index) - 6} y={limitY(row.beitragsbemessungsgrenze) - 6} width={12} height={12} className="fill-ink" />
        </g>
      ))}
      {yearLabels(LIMITS_TOP + LIMITS_HEIGHT + FONT + 10)}
      <text x={0} y={CONTRIBUTION_TOP - FONT - 16} className="fill-ink" fontWeight={600}>
        {copy.contributionPanelTitle}
      </text>
      {grid(contributionTicks, contributionY)}
      {rows.map((row, index) => (
        <rect
          key={row.year}
          x={x(index) - slot * 0.3}
          y={contributionY(row.gkvHoechstbeitragCents / 100)}
          width={slot * 0.6}
          height={contributionY(0) - contributionY(row.gkvHoechstbeitragCents / 100)}
          className="fill-ink-muted"
        />
      ))}
      {yearLabels(CONTRIBUTION_TOP + CONTRIBUTION_HEIGHT + FONT + 10)}
    </svg>
  );
}

/** The key to the drawing, as HTML text (it scales with the page's font, not the drawing). */
function Legend() {
  const item = "flex items-center gap-2";
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
      <li className={item}>
        <svg viewBox="0 0 24 12" className="h-3 w-6">
          <line x1={0} x2={24} y1={6} y2={6} strokeWidth={3} className="stroke-brand-700" />
        </svg>
        {copy.legend.versicherungspflichtgrenze}
      </li>
      <li className={item}>
        <svg viewBox="0 0 24 12" className="h-3 w-6">
          <line x1={0} x2={24} y1={6} y2={6} strokeWidth={3} strokeDasharray="6 4" className="stroke-ink" />
        </svg>
        {copy.legend.beitragsbemessungsgrenze}
      </li>
      <li className={item}>
        <svg viewBox="0 0 12 12" className="size-3">
          <rect width={12} height={12} className="fill-ink-muted" />
        </svg>
        {copy.legend.gkvHoechstbeitrag}
      </li>
    </ul>
  );
}

/** Chart, table, changes during a year and the sources of every year, for the figures section. */
export function FiguresChart() {
  const rows = figuresChartRows();
  const changes = rows.flatMap((row) => changesDuringYearNotes(row.year));
  const cell = "px-1 py-1.5 text-right tabular-nums whitespace-nowrap sm:px-1.5";
  return (
    <figure data-figures-chart id={copy.anchor} className="mt-10 max-w-3xl">
      <h3 id="grenzen-verlauf-heading" className="text-base font-semibold text-ink">
        {copy.heading}
      </h3>
      <p className="mt-2 max-w-2xl text-sm text-ink-muted">{copy.intro}</p>
      <div className="mt-4 max-w-md">
        <Legend />
        <div className="mt-3">
          <Chart rows={rows} />
        </div>
      </div>
      <table className="mt-6 w-full max-w-xl border-collapse text-xs text-ink sm:text-sm">
        <caption className="text-left font-semibold">{copy.caption}</caption>
        <thead>
          <tr className="border-b border-line-strong align-bottom">
            <th scope="col" className="px-1 py-1.5 text-left sm:px-1.5">
              {copy.columns.year}
            </th>
            <th scope="col" className="px-1 py-1.5 text-right hyphens-manual sm:px-1.5">
              {copy.columns.versicherungspflichtgrenze}
            </th>
            <th scope="col" className="px-1 py-1.5 text-right hyphens-manual sm:px-1.5">
              {copy.columns.beitragsbemessungsgrenze}
            </th>
            <th scope="col" className="px-1 py-1.5 text-right hyphens-manual sm:px-1.5">
              {copy.columns.gkvHoechstbeitrag}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.year} className="border-b border-line">
              <th scope="row" className="px-1 py-1.5 text-left font-semibold sm:px-1.5">
                {row.year}
              </th>
              <td className={cell}>{formatEuro(row.versicherungspflichtgrenze)}</td>
              <td className={cell}>{formatEuro(row.beitragsbemessungsgrenze)}</td>
              <td className={cell}>{formatEuroFromCents(row.gkvHoechstbeitragCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-6 flex max-w-3xl flex-col gap-4">
        {changes.length > 0 && (
          <div>
            <p className="text-sm font-semibold text-ink">{copy.changesHeading}</p>
            <ul className="mt-1.5 flex list-disc flex-col gap-1 pl-5 text-sm text-ink-muted">
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </div>
        )}
        {/* Two sources for every year would be a long list on every page: closed at first, still in the HTML. */}
        <Disclosure summary={copy.sourcesHeading} summaryClassName="text-sm">
          <div className="mt-1.5">
            <FigureSourceList sources={rows.flatMap((row) => yearSources(row.year))} />
          </div>
        </Disclosure>
      </figcaption>
    </figure>
  );
}
