/**
 * The GKV calculator's result for the self-employed, voluntarily insured (docs/decisions/0069):
 * both contributions alone, the rate with or without Krankengeld, on at least the minimum base,
 * and what this calculator does not compute (other income, artists through the Künstlersozialkasse).
 */
import { figuresFor } from "~/content/statutory-figures";
import { perYear, type GkvSelfEmployedResult } from "~/modules/calculators/gkv-contribution";
import { useCalculatorLanguage } from "./calculator-language";
import { ResultText } from "./calculator-section";
import { Bullets, careRateItems } from "./gkv-parts";
import { ResultSummary, type SummaryFact } from "./result-summary";
import { RichTextView } from "./cited-text";

export function SelfEmployedView({ result }: { result: GkvSelfEmployedResult }) {
  const language = useCalculatorLanguage();
  const { gkv: copy, format } = language;
  const { formatEuro, formatEuroWithCents, formatPercentFromMilli } = format;
  const s = copy.result.selbststaendig;
  const { health, care, year } = result;
  const figures = figuresFor(year);
  const facts: SummaryFact[] = [
    { term: s.health({ rate: formatPercentFromMilli(health.rate) }), value: formatEuroWithCents(health.cents) },
    { term: s.care({ rate: formatPercentFromMilli(care.rate) }), value: formatEuroWithCents(care.cents) },
    { term: s.krankengeldTerm, value: result.krankengeld ? s.withKrankengeld : s.withoutKrankengeld },
  ];
  const profit = formatEuro(result.monthlyPayCents / 100);
  const bbgMonth = formatEuro(result.bbgMonthCents / 100);
  return (
    <ResultSummary
      verdict={s.verdict({ year, amount: formatEuroWithCents(result.totalCents) })}
      tone="neutral"
      facts={facts}
      note={result.capped ? s.capped({ year, bbgMonth, bbgYear: formatEuro(figures.beitragsbemessungsgrenze) }) : undefined}
      detailsLabel={copy.result.summary.detailsLabel}
    >
      <ResultText>
        <RichTextView
          text={
            result.minimumBaseApplied
              ? s.minimumBase({ year, profit, minimum: formatEuroWithCents(result.minimumBaseCents), bezugsgroesse: formatEuro(figures.bezugsgroesseMonat) })
              : s.base({ year, profit, bbgMonth, capped: result.capped })
          }
        />
      </ResultText>
      <Bullets
        items={[
          s.healthRates({
            year,
            krankengeld: result.krankengeld,
            general: formatPercentFromMilli(health.generalRate),
            zusatz: formatPercentFromMilli(health.zusatzRate),
            total: formatPercentFromMilli(health.rate),
          }),
          s.careRates({ year, rate: formatPercentFromMilli(care.baseRate) }),
          ...careRateItems(language, care, year),
        ]}
      />
      <ResultText>
        <RichTextView text={s.alone({ total: formatEuroWithCents(result.totalCents), totalYear: formatEuroWithCents(perYear(result.totalCents)) })} />
      </ResultText>
      <ResultText>
        <RichTextView text={result.krankengeld ? s.krankengeld.with : s.krankengeld.without} />
      </ResultText>
      <ResultText muted>
        <RichTextView text={s.provisional} />
      </ResultText>
      <ResultText muted>
        <RichTextView text={s.otherIncome} />
      </ResultText>
      <ResultText muted>
        <RichTextView text={s.artists} />
      </ResultText>
      <ResultText>{copy.result.noPremium}</ResultText>
    </ResultSummary>
  );
}
