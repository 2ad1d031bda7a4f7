/** The GKV calculator's result for a civil servant with Beihilfe: both contributions alone, or shared with a Land that pays the pauschale Beihilfe. */
import { PAUSCHALE_BEIHILFE_AS_OF_ISO, type PauschaleBeihilfeInYear } from "~/content/pauschale-beihilfe";
import { figuresFor } from "~/content/statutory-figures";
import type { GkvCivilServantResult } from "~/modules/calculators/gkv-contribution";
import { useCalculatorLanguage } from "./calculator-language";
import { ResultHeading, ResultText } from "./calculator-section";
import { Bullets, careRateItems, dienstherrName, type Dienstherr } from "./gkv-parts";
import { ResultSummary, type SummaryFact } from "./result-summary";
import { RichTextView } from "./cited-text";

export function CivilServantView({
  result,
  dienstherr,
  pauschale,
  pauschaleCents,
}: {
  result: GkvCivilServantResult;
  dienstherr: Dienstherr;
  pauschale: PauschaleBeihilfeInYear;
  pauschaleCents: number | undefined;
}) {
  const language = useCalculatorLanguage();
  const { gkv: copy, format } = language;
  const { formatEuro, formatEuroWithCents, formatPercentFromMilli } = format;
  const b = copy.result.beamte;
  const { health, care, year } = result;
  const name = dienstherrName(language, dienstherr);
  const amount = formatEuroWithCents(result.totalCents);
  const offer = pauschale.state === "offered" && pauschaleCents !== undefined ? { ...pauschale, cents: pauschaleCents } : null;
  // „ab dem 1. Februar 2024“ only in the year it starts (docs/decisions/0066).
  const from = offer && offer.fromMonth !== null ? format.formatIsoDate(offer.sinceIso) : undefined;
  const facts: SummaryFact[] = [
    { term: b.health({ rate: formatPercentFromMilli(health.rate) }), value: formatEuroWithCents(health.cents) },
    { term: b.care({ rate: formatPercentFromMilli(care.rate) }), value: formatEuroWithCents(care.cents) },
    offer
      ? { term: b.pauschale({ land: name, since: from }), value: b.pauschaleValue({ pauschale: formatEuroWithCents(offer.cents) }) }
      : pauschale.state === "unsettled"
        ? { term: b.unsettledTerm, value: b.unsettledValue }
        : { term: b.noSubsidy, value: b.noSubsidyValue },
  ];
  const verdict = offer
    ? b.verdictShared({ year, amount, land: name, pauschale: formatEuroWithCents(offer.cents), since: from })
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
          ...careRateItems(language, care, year),
        ]}
      />
      <ResultText>
        <RichTextView text={b.alone} />
      </ResultText>
      <ResultHeading>{copy.fields.dienstherr.label}</ResultHeading>
      <ResultText>
        {offer ? (
          <RichTextView
            text={b.pauschaleText({
              land: name,
              since: format.formatIsoDate(offer.sinceIso),
              half: formatEuroWithCents(offer.cents),
              provision: offer.provision,
              note: offer.note,
              waiver: offer.waiver,
              partYear: from ? { year, months: offer.months, total: formatEuroWithCents(offer.cents * offer.months) } : undefined,
            })}
          />
        ) : pauschale.state === "unsettled" ? (
          b.unsettledPauschale({ dienstherr: name })
        ) : pauschale.state === "notYet" ? (
          b.notYetPauschale({ dienstherr: name, since: format.formatIsoDate(pauschale.sinceIso), year })
        ) : (
          b.noPauschale({ dienstherr: name })
        )}
      </ResultText>
      {pauschale.state === "unsettled" && <ResultText muted>{pauschale.note}</ResultText>}
      <ResultText muted>{b.checkWithBeihilfestelle({ asOf: format.formatIsoMonth(PAUSCHALE_BEIHILFE_AS_OF_ISO) })}</ResultText>
      <ResultText muted>
        <RichTextView text={b.otherIncome} />
      </ResultText>
      <ResultText>{copy.result.noPremium}</ResultText>
    </ResultSummary>
  );
}
