/**
 * A statutory figure without its year misleads a reader as soon as the year turns, and one
 * without its source cannot be checked: wherever a limit or subsidy of any known year appears,
 * the same sentence must name that year and the figure's legal citation (a benefit point counts
 * as one sentence). The build refuses an owner's text that breaks it (owner-copy.ts), naming file
 * and field; statutory-figures-labelled.test.ts applies it to every content module
 * (docs/decisions/0072-owners-yearly-check.md).
 */
import { formatEuro } from "~/modules/format-de";
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import { splitSentences } from "~/modules/german-sentences";
import { FIGURE_SOURCES, KNOWN_FIGURE_YEARS, figuresFor } from "./statutory-figures";

export const LABELLED_AMOUNT_FIELDS = [
  "versicherungspflichtgrenze",
  "beitragsbemessungsgrenze",
  "beitragsbemessungsgrenzeMonat",
  "maxEmployerSubsidyHealth",
] as const satisfies readonly (keyof StatutoryFigures)[];

export type LabelledAmountField = (typeof LABELLED_AMOUNT_FIELDS)[number];

/** The citation a sentence quoting the field must carry, and the placeholder that writes it; the monthly limit is the yearly one divided by 12. */
export const CITATION_OF: Readonly<Record<LabelledAmountField, { citation: string; placeholder: string }>> = {
  versicherungspflichtgrenze: { citation: FIGURE_SOURCES.versicherungspflichtgrenze.citation, placeholder: "{norm:versicherungspflichtgrenze}" },
  beitragsbemessungsgrenze: { citation: FIGURE_SOURCES.beitragsbemessungsgrenze.citation, placeholder: "{norm:beitragsbemessungsgrenze}" },
  beitragsbemessungsgrenzeMonat: { citation: FIGURE_SOURCES.beitragsbemessungsgrenze.citation, placeholder: "{norm:beitragsbemessungsgrenze}" },
  maxEmployerSubsidyHealth: { citation: FIGURE_SOURCES.maxEmployerSubsidyHealth.citation, placeholder: "{norm:maxEmployerSubsidyHealth}" },
};

/** The number alone ("77.400", "508,59") catches "77.400 Euro" as well as formatEuro's "77.400 €". */
const plainNumber = (amount: number) => new Intl.NumberFormat("de-DE", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);

interface Candidate {
  year: number;
  field: LabelledAmountField;
  euro: string;
  citation: string;
}

/** Every figure of every known year by its text; a number two years share (2021 and 2022) stands for both. */
export const LABELLED_FIGURES: readonly { text: string; candidates: readonly Candidate[] }[] = (() => {
  const byText = new Map<string, Candidate[]>();
  for (const year of KNOWN_FIGURE_YEARS)
    for (const field of LABELLED_AMOUNT_FIELDS) {
      const amount = figuresFor(year)[field];
      byText.set(plainNumber(amount), [
        ...(byText.get(plainNumber(amount)) ?? []),
        { year, field, euro: formatEuro(amount), citation: CITATION_OF[field].citation },
      ]);
    }
  return [...byText].map(([text, candidates]) => ({ text, candidates }));
})();

export interface QuotedFigure {
  /** The number as it stands in the sentence. */
  text: string;
  years: number[];
  fields: LabelledAmountField[];
  sentence: string;
  labelled: boolean;
  cited: boolean;
}

/** Every statutory amount of any known year in `text`, with whether its sentence names its year and its source. */
export function quotedFiguresIn(text: string): QuotedFigure[] {
  return splitSentences(text).flatMap((sentence) =>
    LABELLED_FIGURES.filter((figure) => sentence.includes(figure.text)).map(({ text: number, candidates }) => ({
      text: number,
      years: candidates.map((candidate) => candidate.year),
      fields: candidates.map((candidate) => candidate.field),
      sentence,
      labelled: candidates.some((candidate) => sentence.includes(String(candidate.year))),
      cited: candidates.some((candidate) => sentence.includes(candidate.citation)),
    })),
  );
}

/** What the build says about a text's figures without year or source, in German; empty when every figure has both. */
export function figureLabelProblems(text: string): string[] {
  return quotedFiguresIn(text).flatMap((quote) => {
    const what = `${quote.text} (${quote.fields[0]} ${quote.years.join(" oder ")})`;
    const excerpt = quote.sentence.length > 90 ? `${quote.sentence.slice(0, 90)}…` : quote.sentence;
    return [
      ...(quote.labelled ? [] : [`${what} steht ohne sein Jahr – bitte {jahr} in denselben Satz schreiben: „${excerpt}“`]),
      ...(quote.cited
        ? []
        : [`${what} steht ohne seine Rechtsquelle – bitte ${CITATION_OF[quote.fields[0]!].placeholder} in denselben Satz schreiben: „${excerpt}“`]),
    ];
  });
}
