/**
 * The figures each calculator computes with, as rows of name, value and source: the table a
 * calculator shows instead of a result when JavaScript does not run (docs/decisions/0047), and the list of
 * sources printed under a result. Values come from statutory-figures.ts and the Beihilfe data,
 * names and sources from figure-notes.ts; nothing is written here.
 */
import type { NumberFormats } from "~/modules/number-formats";
import { DIENSTHERREN } from "./beihilfe/dienstherren";
import type { BeihilfePerson } from "~/modules/calculators/beihilfe-rule-types";
import type { GkvStatus } from "~/modules/calculators/gkv-contribution";
import type { CalculatorWords } from "./calculator-words";
import { figureSources, figureSource, figuresText, type QuotedFigure } from "./figure-notes";
import type { FiguresText } from "~/modules/text-files/figures-schema";
import { figuresFor, hasFiguresFor } from "./statutory-figures";
import type { LegalSource, StatutoryFigures } from "~/modules/figures/figure-types";
import type { FigureSource } from "./types";

export interface FigureRow {
  label: string;
  value: string;
  source: LegalSource;
}

/** The figures the switch check compares with. */
export const SWITCH_CHECK_FIGURES = ["versicherungspflichtgrenze", "besondereVersicherungspflichtgrenze"] as const satisfies readonly QuotedFigure[];

/** The figures the GKV calculator computes with (for employees and civil servants). */
export const GKV_FIGURES = [
  "beitragsbemessungsgrenze",
  "allgemeinerBeitragssatz",
  "ermaessigterBeitragssatz",
  "durchschnittlicherZusatzbeitrag",
  "pflegeBeitragssatz",
  "pflegeKinderlosenzuschlag",
  "maxEmployerSubsidyHealth",
] as const satisfies readonly QuotedFigure[];

/**
 * The figures the GKV calculator computes with for the status it shows: the self-employed have no
 * employer, so the maximum employer subsidy is none of their figures (docs/decisions/0069), and
 * their page need not list its source.
 */
function gkvFiguresFor(status: GkvStatus): readonly QuotedFigure[] {
  return status === "selbststaendig" ? GKV_FIGURES.filter((field) => field !== "maxEmployerSubsidyHealth") : GKV_FIGURES;
}

const PERSONS: readonly BeihilfePerson[] = ["selbst", "partner", "kind"];

/**
 * The rows in one language: its words for „im Jahr“ and the Beihilfe persons, its number formats
 * (decision 0073). The figures' names and provisions are figure-notes.ts's.
 */
export function makeCalculatorFigureRows(
  words: Pick<CalculatorWords, "common" | "beihilfe">,
  { formatEuro, formatPercent }: Pick<NumberFormats, "formatEuro" | "formatPercent">,
  figureWords: FiguresText = figuresText,
) {
  const { perMonth, perYear } = words.common;

  /** A figure as the table shows it: amounts with their period, rates in per cent. */
  function figureValue(field: QuotedFigure, figures: StatutoryFigures): string {
    switch (field) {
      case "versicherungspflichtgrenze":
      case "besondereVersicherungspflichtgrenze":
        return `${formatEuro(figures[field])} ${perYear}`;
      case "beitragsbemessungsgrenze":
        return `${formatEuro(figures.beitragsbemessungsgrenze)} ${perYear}, ${formatEuro(figures.beitragsbemessungsgrenzeMonat)} ${perMonth}`;
      case "maxEmployerSubsidyHealth":
        return `${formatEuro(figures.maxEmployerSubsidyHealth)} ${perMonth}`;
      default:
        return formatPercent(figures[field]);
    }
  }

  function rowsOf(fields: readonly QuotedFigure[], year: number): FigureRow[] {
    const figures = figuresFor(year);
    return fields.map((field) => {
      const { label, citation, url } = figureSource(field, year, figureWords);
      return { label, value: figureValue(field, figures), source: { citation, url } };
    });
  }

  /** The switch check's limits of `year`, and next year's general limit once it is published. */
  function switchCheckFigureRows(year: number): FigureRow[] {
    const rows = rowsOf(SWITCH_CHECK_FIGURES, year);
    return hasFiguresFor(year + 1) ? [...rows, ...rowsOf(["versicherungspflichtgrenze"], year + 1)] : rows;
  }

  function gkvFigureRows(year: number, status: GkvStatus = "angestellt"): FigureRow[] {
    return rowsOf(gkvFiguresFor(status), year);
  }

  /**
   * The Bund's Bemessungssätze, case by case as the Dienstherren data states them (§ 46 BBhV): the
   * Länder regulate their own, which the calculator reads per Land, so without it the Bund stands as
   * the example and the Land's rate is given on request.
   */
  function beihilfeBundRows(): FigureRow[] {
    const bund = DIENSTHERREN.bund;
    if (bund.status !== "geprüft") return [];
    return PERSONS.flatMap((person) =>
      bund.cases[person].flatMap((rule) =>
        rule.rate.kind === "fest"
          ? [{ label: `${words.beihilfe.result.persons[person]}: ${rule.label}`, value: formatPercent(rule.rate.percent), source: rule.source }]
          : [],
      ),
    );
  }

  /** Where the GKV result's figures are laid down, for the printed result, in this language. */
  function gkvResultSources(year: number, status: GkvStatus = "angestellt"): FigureSource[] {
    return figureSources(gkvFiguresFor(status), year, figureWords);
  }

  function switchCheckResultSources(year: number): FigureSource[] {
    return figureSources(SWITCH_CHECK_FIGURES, year, figureWords);
  }

  return { switchCheckFigureRows, gkvFigureRows, beihilfeBundRows, gkvResultSources, switchCheckResultSources };
}

export type CalculatorFigureRows = ReturnType<typeof makeCalculatorFigureRows>;

/** Where the figures of a computed result are laid down, for the printed result. */
export function switchCheckSources(year: number): FigureSource[] {
  return figureSources(SWITCH_CHECK_FIGURES, year);
}

export function gkvSources(year: number, status: GkvStatus = "angestellt"): FigureSource[] {
  return figureSources(gkvFiguresFor(status), year);
}
