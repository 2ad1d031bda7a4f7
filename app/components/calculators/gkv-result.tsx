/** The GKV calculator's result for an employee, or why pay in the Minijob or Übergangsbereich is not computed; civil servants and the self-employed have their own views. */
import type { RichText } from "~/content/calculators";
import { pauschaleBeihilfeInYear, type PauschaleBeihilfeInYear } from "~/content/pauschale-beihilfe";
import { figuresFor } from "~/content/statutory-figures";
import { perYear, type GkvEmployeeResult, type GkvOutOfScope, type GkvResult } from "~/modules/calculators/gkv-contribution";
import { useCalculatorLanguage } from "./calculator-language";
import { ResultHeading, ResultText } from "./calculator-section";
import { CivilServantView } from "./gkv-civil-servant";
import { SelfEmployedView } from "./gkv-self-employed";
import { Bullets, ShareTable, careRateItems, splitRows, type Dienstherr } from "./gkv-parts";
import { ResultSummary, type SummaryFact } from "./result-summary";
import { RichTextView } from "./cited-text";

export function GkvResultView({
  result,
  dienstherr,
  pauschale,
  pauschaleCents,
}: {
  result: GkvResult;
  dienstherr: Dienstherr | null;
  pauschale: PauschaleBeihilfeInYear | null;
  pauschaleCents: number | undefined;
}) {
  if (result.kind === "beamte") {
    const civil = dienstherr ?? "bund";
    return (
      <CivilServantView
        result={result}
        dienstherr={civil}
        pauschale={pauschale ?? pauschaleBeihilfeInYear(civil, result.year)}
        pauschaleCents={pauschaleCents}
      />
    );
  }
  if (result.kind === "selbststaendig") return <SelfEmployedView result={result} />;
  if (result.kind === "angestellt") return <EmployeeView result={result} />;
  return <OutOfScopeView result={result} />;
}

function OutOfScopeView({ result }: { result: GkvOutOfScope }) {
  const language = useCalculatorLanguage();
  const { gkv: copy, format } = language;
  const { formatEuro } = format;
  const o = copy.result.outOfScope;
  const limit = formatEuro(result.kind === "minijob" ? result.geringfuegigkeitsgrenze : result.uebergangsbereichObergrenze);
  const pay = formatEuro(result.monthlyPayCents / 100);
  return (
    <ResultSummary
      verdict={o.verdict[result.kind]({ year: result.year })}
      tone="open"
      facts={[
        { term: o.payTerm, value: pay },
        { term: o.limitTerm[result.kind]({ year: result.year }), value: limit },
      ]}
      detailsLabel={copy.result.summary.detailsLabel}
    >
      <ResultText>
        <RichTextView text={o.explanation[result.kind]({ pay, limit })} />
      </ResultText>
    </ResultSummary>
  );
}

function EmployeeView({ result }: { result: GkvEmployeeResult }) {
  const language = useCalculatorLanguage();
  const { gkv: copy, format } = language;
  const { formatEuro, formatEuroWithCents, formatPercentFromMilli } = format;
  const r = copy.result;
  const figures = figuresFor(result.year);
  const { health, care, year } = result;
  const payText = formatEuro(result.monthlyPayCents / 100);
  const baseFacts = { year, pay: payText, bbgMonth: formatEuro(result.bbgMonthCents / 100), bbgYear: formatEuro(figures.beitragsbemessungsgrenze) };
  // Whole euros like the limit beside it: „84.996 €“, not „84.996,00 €“ (cents only when the pay has some).
  const jaegFacts = { year, pay: payText, annual: formatEuro(perYear(result.monthlyPayCents) / 100), jaeg: formatEuro(result.jaeg) };
  const careItems: RichText[] = [r.careRates.base({ year, rate: formatPercentFromMilli(care.baseRate) }), ...careRateItems(language, care, year)];
  if (care.sachsenShiftRate > 0) careItems.push(r.careRates.sachsen({ year, rate: formatPercentFromMilli(care.sachsenShiftRate) }));
  const facts: SummaryFact[] = [
    { term: r.summary.employee, value: formatEuroWithCents(result.sum.employeeCents) },
    { term: r.summary.employer, value: formatEuroWithCents(result.sum.employerCents) },
    result.privateOption === "aboveJaeg"
      ? { term: r.summary.subsidy, value: r.summary.subsidyValue({ amount: formatEuroWithCents(result.subsidy.totalCents) }) }
      : { term: r.summary.noPrivate, value: r.summary.noPrivateValue },
  ];

  return (
    <ResultSummary
      verdict={r.summary.verdict({ year, amount: formatEuroWithCents(result.sum.employeeCents) })}
      tone="neutral"
      facts={facts}
      note={result.capped ? r.summary.capped(baseFacts) : undefined}
      detailsLabel={r.summary.detailsLabel}
    >
      <ResultText>
        <RichTextView text={result.capped ? r.base.capped(baseFacts) : r.base.uncapped(baseFacts)} />
      </ResultText>

      <ShareTable caption={r.healthCaption({ rate: formatPercentFromMilli(health.totalRate) })} rows={splitRows(copy, health, true)} />
      <Bullets
        items={[
          r.healthRates.general({ year, rate: formatPercentFromMilli(health.generalRate) }),
          r.healthRates.zusatz({ year, rate: formatPercentFromMilli(health.zusatzRate), average: formatPercentFromMilli(result.averageZusatzRate) }),
          r.healthRates.split,
        ]}
      />

      <ShareTable caption={r.careCaption({ rate: formatPercentFromMilli(care.totalRate) })} rows={splitRows(copy, care, true)} />
      <Bullets items={careItems} />

      <ShareTable
        caption={r.sumCaption}
        rows={[
          { label: r.table.employee, cents: result.sum.employeeCents },
          { label: r.table.employer, cents: result.sum.employerCents },
          { label: r.table.total, cents: result.sum.totalCents },
        ]}
      />
      <ResultText muted>
        <RichTextView text={r.rounding} />
      </ResultText>

      <ResultHeading>{r.subsidyHeading}</ResultHeading>
      <ResultText>
        <RichTextView text={r.privateOption[result.privateOption](jaegFacts)} />
      </ResultText>
      <ResultText>
        <RichTextView
          text={r.subsidy({
            year,
            health: formatEuroWithCents(result.subsidy.healthCents),
            care: formatEuroWithCents(result.subsidy.careCents),
            total: formatEuroWithCents(result.subsidy.totalCents),
            totalYear: formatEuroWithCents(perYear(result.subsidy.totalCents)),
            healthCap: formatEuroWithCents(result.subsidy.healthCapCents),
            careCap: formatEuroWithCents(result.subsidy.careCapCents),
          })}
        />
      </ResultText>
      <ResultText muted>{r.subsidyAverage({ year, rate: formatPercentFromMilli(result.averageZusatzRate) })}</ResultText>
      {care.sachsenShiftRate > 0 && <ResultText muted>{r.subsidySachsen}</ResultText>}
      <ResultText>{r.noPremium}</ResultText>

      <ResultHeading>{r.assumptionsHeading}</ResultHeading>
      <Bullets items={r.assumptions} />
    </ResultSummary>
  );
}
