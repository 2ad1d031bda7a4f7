/** The GKV calculator's result for a civil servant with Beihilfe: both contributions alone, or shared with a Land that pays the pauschale Beihilfe. */
import { gkvCopy } from "~/content/calculators";
import { PAUSCHALE_BEIHILFE_AS_OF, type PauschaleBeihilfeState } from "~/content/pauschale-beihilfe";
import { figuresFor } from "~/content/statutory-figures";
import type { GkvCivilServantResult } from "~/modules/calculators/gkv-contribution";
import { formatEuro, formatEuroWithCents, formatPercentFromMilli } from "~/modules/format-de";
import { ResultHeading, ResultText } from "./calculator-section";
import { Bullets, careRateItems, dienstherrName, type Dienstherr } from "./gkv-parts";
import { ResultSummary, type SummaryFact } from "./result-summary";
import { RichTextView } from "./rich-text";

const copy = gkvCopy;

export function CivilServantView({
  result,
  dienstherr,
  pauschale,
  pauschaleCents,
}: {
  result: GkvCivilServantResult;
  dienstherr: Dienstherr;
  pauschale: PauschaleBeihilfeState;
  pauschaleCents: number | undefined;
}) {
  const b = copy.result.beamte;
  const { health, care, year } = result;
  const name = dienstherrName(dienstherr);
  const amount = formatEuroWithCents(result.totalCents);
  const offered = pauschale.state === "offered" && pauschaleCents !== undefined;
  const facts: SummaryFact[] = [
    { term: b.health({ rate: formatPercentFromMilli(health.rate) }), value: formatEuroWithCents(health.cents) },
    { term: b.care({ rate: formatPercentFromMilli(care.rate) }), value: formatEuroWithCents(care.cents) },
    offered
      ? { term: b.pauschale({ land: name }), value: formatEuroWithCents(pauschaleCents) }
      : pauschale.state === "unsettled"
        ? { term: b.unsettledTerm, value: b.unsettledValue }
        : { term: b.noSubsidy, value: b.noSubsidyValue },
  ];
  const verdict = offered
    ? b.verdictShared({
        year,
        amount,
        own: formatEuroWithCents(result.totalCents - pauschaleCents),
        land: name,
        pauschale: formatEuroWithCents(pauschaleCents),
      })
    : pauschale.state === "unsettled"
      ? b.verdictUnsettled({ year, amount })
      : b.verdict({ year, amount });
  const baseFacts = { year, pay: formatEuro(result.monthlyPayCents / 100), bbgMonth: formatEuro(result.bbgMonthCents / 100) };
  return (
    <ResultSummary
      verdict={verdict}
      tone="neutral"
      facts={facts}
      note={result.capped ? b.capped({ year, bbgMonth: baseFacts.bbgMonth, bbgYear: formatEuro(figuresFor(year).beitragsbemessungsgrenze) }) : undefined}
      detailsLabel={copy.result.summary.detailsLabel}
    >
      <ResultText>
        <RichTextView
          text={
            result.minimumBaseApplied
              ? b.minimumBase({
                  ...baseFacts,
                  minimum: formatEuroWithCents(result.minimumBaseCents),
                  bezugsgroesse: formatEuro(figuresFor(year).bezugsgroesseMonat),
                })
              : b.base({ ...baseFacts, capped: result.capped })
          }
        />
      </ResultText>
      <Bullets
        items={[
          b.healthRates({
            year,
            general: formatPercentFromMilli(health.generalRate),
            zusatz: formatPercentFromMilli(health.zusatzRate),
            total: formatPercentFromMilli(health.rate),
          }),
          b.careRates({ year, base: formatPercentFromMilli(care.baseRate) }),
          ...careRateItems(care, year),
        ]}
      />
      <ResultText>
        <RichTextView text={b.alone} />
      </ResultText>
      <ResultHeading>{copy.fields.dienstherr.label}</ResultHeading>
      <ResultText>
        {pauschale.state === "offered" && pauschaleCents !== undefined ? (
          <RichTextView
            text={b.pauschaleText({
              land: name,
              since: pauschale.since,
              half: formatEuroWithCents(pauschaleCents),
              provision: pauschale.provision,
              note: pauschale.note,
            })}
          />
        ) : pauschale.state === "unsettled" ? (
          b.unsettledPauschale({ dienstherr: name })
        ) : (
          b.noPauschale({ dienstherr: name })
        )}
      </ResultText>
      {pauschale.state === "unsettled" && <ResultText muted>{pauschale.note}</ResultText>}
      <ResultText muted>{b.checkWithBeihilfestelle({ asOf: PAUSCHALE_BEIHILFE_AS_OF })}</ResultText>
      <ResultText muted>
        <RichTextView text={b.otherIncome} />
      </ResultText>
      <ResultText>{copy.result.noPremium}</ResultText>
    </ResultSummary>
  );
}
