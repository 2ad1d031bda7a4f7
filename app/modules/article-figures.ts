/**
 * What the guide's MDX components <Figure>, <FigureYear> and <GkvMaximum> print
 * (app/components/ratgeber/*.astro): statutory figures from statutory-figures.ts, formatted as
 * everywhere on the site. Pure functions of a figures row, so tests run them on fixture rows and
 * next year's row changes every article at the next build.
 */
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import type { FigureTable } from "~/modules/figures/figure-table";
import * as germanFormats from "./format-de";
import { gkvMaximum, maxHealthContributionCents } from "./savings-example-numbers";

/** The formats a figure is written in: German by default, English on the English pages (docs/decisions/0073). */
type Formats = Pick<typeof germanFormats, "formatEuro" | "formatEuroFromCents" | "formatPercent">;

/** The names an article may quote: every numeric figure that is an amount or a rate. */
export const ARTICLE_FIGURE_NAMES = [
  "versicherungspflichtgrenze",
  "besondereVersicherungspflichtgrenze",
  "beitragsbemessungsgrenze",
  "beitragsbemessungsgrenzeMonat",
  "allgemeinerBeitragssatz",
  "ermaessigterBeitragssatz",
  "durchschnittlicherZusatzbeitrag",
  "pflegeBeitragssatz",
  "pflegeKinderlosenzuschlag",
  "pflegeAbschlagJeKind",
  "maxEmployerSubsidyHealth",
  "maxEmployerSubsidyCare",
  "geringfuegigkeitsgrenze",
  "uebergangsbereichObergrenze",
] as const satisfies readonly (keyof StatutoryFigures)[];

export type ArticleFigureName = (typeof ARTICLE_FIGURE_NAMES)[number];

/** Figures given in per cent; all others are euro amounts. */
const RATES: ReadonlySet<ArticleFigureName> = new Set([
  "allgemeinerBeitragssatz",
  "ermaessigterBeitragssatz",
  "durchschnittlicherZusatzbeitrag",
  "pflegeBeitragssatz",
  "pflegeKinderlosenzuschlag",
  "pflegeAbschlagJeKind",
]);

function isArticleFigureName(name: string): name is ArticleFigureName {
  return (ARTICLE_FIGURE_NAMES as readonly string[]).includes(name);
}

/** „77.400 €“ or „14,6 %“ (no-break space before the unit). Throws for a name no article may use, so the build stops. */
export function figureText(name: string, figures: StatutoryFigures, formats: Formats = germanFormats): string {
  if (!isArticleFigureName(name)) throw new Error(`<Figure name="${name}">: unknown figure; use one of ${ARTICLE_FIGURE_NAMES.join(", ")}`);
  const value = figures[name];
  return RATES.has(name) ? formats.formatPercent(value) : formats.formatEuro(value);
}

export type GkvMaximumPart = "total" | "kv";

/**
 * The GKV's monthly maximum contribution: „total“ is health and care insurance for a childless
 * member (general rate plus average Zusatzbeitrag, Pflege rate plus the childless surcharge) as
 * the worked example on the profession pages computes it; „kv“ is health insurance alone, the
 * cap of the Basistarif's premium (§ 152 Abs. 3 VAG).
 */
export function gkvMaximumText(part: GkvMaximumPart, figures: StatutoryFigures, formats: Formats = germanFormats): string {
  const cents = part === "kv" ? maxHealthContributionCents(figures) : gkvMaximum(figures).totalCents;
  return formats.formatEuroFromCents(cents);
}

/** The figures table as the components read it: the current row and the rows by year. */
export type ArticleFigureTable = Pick<FigureTable, "currentFigures" | "figuresFor">;

/**
 * What <Figure name="…" year="previous"?> prints: the current year's value, or last year's. The
 * article pages (app/components/ratgeber/figure.astro) and the editor's preview both call it.
 */
export function articleFigureText(table: ArticleFigureTable, name: string, year: "current" | "previous" = "current"): string {
  return figureText(name, year === "previous" ? table.figuresFor(table.currentFigures.year - 1) : table.currentFigures);
}

/** What <FigureYear offset={n}?> prints: the figures' year, or one `offset` years from it. */
export function figureYearText(table: ArticleFigureTable, offset = 0): string {
  if (!Number.isInteger(offset)) throw new Error(`<FigureYear offset={${offset}}>: offset must be a whole number`);
  return String(table.currentFigures.year + offset);
}

/** What <GkvMaximum part="kv"?> prints for the current year. */
export function articleGkvMaximumText(table: ArticleFigureTable, part: string = "total"): string {
  if (part !== "total" && part !== "kv") throw new Error(`<GkvMaximum part="${part}">: use "kv" or leave it out`);
  return gkvMaximumText(part, table.currentFigures);
}
