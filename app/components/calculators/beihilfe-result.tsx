/**
 * The Beihilfe calculator's result: the verdict, a figure per person (with the rate for stationäre
 * Leistungen where the Dienstherr states one), the reasoning in a disclosure, and the chosen
 * Dienstherr's pauschale Beihilfe — or „auf Anfrage“ with the reason.
 */
import type { DienstherrEntry, DienstherrId } from "~/modules/calculators/beihilfe-rule-types";
import { pauschaleBeihilfeState } from "~/content/pauschale-beihilfe";
import type { BeihilfeResult, OpenRate, PersonRate } from "~/modules/calculators/beihilfe";
import { Disclosure } from "../ui/disclosure";
import { SourceWithDate, VerificationText } from "./beihilfe-sources";
import { useCalculatorLanguage, type CalculatorLanguage } from "./calculator-language";
import { ResultText } from "./calculator-section";
import { SourceLink } from "./cited-text";

export function dienstherrName(language: Pick<CalculatorLanguage, "beihilfe" | "bundeslandNames">, id: DienstherrId): string {
  return id === "bund" ? language.beihilfe.fields.dienstherr.bund : language.bundeslandNames[id];
}

function RateFigure({ rate }: { rate: PersonRate | OpenRate }) {
  const { beihilfe: copy, format } = useCalculatorLanguage();
  const { formatPercent } = format;
  const r = copy.result;
  return (
    <div className="rounded-control border border-line bg-white p-4">
      <dt className="text-sm font-semibold text-ink-muted">{r.persons[rate.person]}</dt>
      {rate.bemessungssatz === null ? (
        <>
          <dd className="text-2xl font-bold text-ink">{r.openFigure}</dd>
          <dd className="mt-1 text-sm text-ink-muted">{rate.reason}</dd>
        </>
      ) : (
        <>
          <dd className="text-3xl font-bold text-ink">{formatPercent(rate.bemessungssatz)}</dd>
          <dd className="text-sm font-semibold text-brand-800">{r.pkvShort({ pkv: formatPercent(rate.pkvAnteil) })}</dd>
          {rate.stationaer && (
            <dd className="mt-1 text-sm text-ink">
              {r.stationaer({ satz: formatPercent(rate.stationaer.bemessungssatz), pkv: formatPercent(rate.stationaer.pkvAnteil) })}
              <SourceLink source={rate.stationaer.rule.source} />
            </dd>
          )}
        </>
      )}
      <dd className="mt-1 text-sm text-ink-muted">
        <SourceWithDate source={rate.case.source} />
      </dd>
      {/* A rate whose wording was not read says so under the figure itself, not only in the reasoning (docs/decisions/0066). */}
      {rate.bemessungssatz !== null && rate.case.source.verified.how !== "Normtext" && (
        <dd className="mt-1 text-sm font-semibold text-ink">{r.secondaryMark}</dd>
      )}
    </div>
  );
}

function PauschaleForEntry({ entry }: { entry: DienstherrEntry }) {
  const language = useCalculatorLanguage();
  const { beihilfe: copy, gkv, format } = language;
  const p = copy.pauschale;
  const name = dienstherrName(language, entry.id);
  const pauschale = pauschaleBeihilfeState(entry.id);
  return (
    <>
      <h4 className="mt-5 font-bold text-ink">{p.heading}</h4>
      {pauschale.state === "offered" ? (
        <ResultText muted>
          {p.offered({ dienstherr: name, since: format.formatIsoDate(pauschale.sinceIso) })}
          <SourceWithDate source={pauschale.provision} />
          {pauschale.provision.verified.how !== "Normtext" && (
            <>
              {" ("}
              <VerificationText source={pauschale.provision} />)
            </>
          )}
          . {/* The waiver once, in the Land's words where it has its own (docs/decisions/0066). */}
          {pauschale.waiver ?? gkv.result.beamte.pauschaleWaiver}
          {pauschale.note && <> {p.restricted({ restrictions: pauschale.note })}</>}
        </ResultText>
      ) : (
        <ResultText muted>{pauschale.note}</ResultText>
      )}
    </>
  );
}

export function BeihilfeResultView({ result, entry }: { result: BeihilfeResult; entry: DienstherrEntry }) {
  const language = useCalculatorLanguage();
  const { beihilfe: copy, format } = language;
  const { formatPercent } = format;
  const r = copy.result;
  const name = dienstherrName(language, result.dienstherr);
  const heading = <h3 className="text-xl font-bold text-ink sm:text-2xl">{r.heading({ year: result.year, dienstherr: name })}</h3>;
  if (result.outcome === "aufAnfrage") {
    return (
      <>
        {heading}
        <ResultText>{r.onRequest({ dienstherr: name, year: result.year })}</ResultText>
        <ResultText muted>
          {entry.status === "aufAnfrage" ? entry.reason : result.open ? result.open.reason : r.beforeWording({ validFrom: entry.validFromYear })}
        </ResultText>
        {result.open && (
          <ResultText muted>
            <SourceWithDate source={result.open.case.source} />
          </ResultText>
        )}
        <ResultText>{r.onRequestNext}</ResultText>
        <PauschaleForEntry entry={entry} />
      </>
    );
  }
  const rates = [result.selbst, result.partner, result.kind].filter((rate): rate is PersonRate | OpenRate => rate !== null);
  // The rule is listed once, with its verification, where it gave any person shown a rate.
  const stationaer = rates.flatMap((rate) => (rate.bemessungssatz !== null && rate.stationaer ? [rate.stationaer.rule] : []))[0];
  return (
    <>
      {heading}
      <p className="mt-3 text-lg font-semibold text-ink">
        {r.verdict({ satz: formatPercent(result.selbst.bemessungssatz), pkv: formatPercent(result.selbst.pkvAnteil) })}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {rates.map((rate) => (
          <RateFigure key={rate.person} rate={rate} />
        ))}
      </dl>
      <ResultText>{r.pkvShare}</ResultText>
      <Disclosure
        summary={r.detailsSummary}
        className="mt-4 rounded-control border border-line bg-white print:hidden"
        summaryClassName="px-3 py-2 focus-visible:-outline-offset-3"
      >
        <div className="px-3 pb-3">
          <ul className="mt-1 list-disc space-y-2 pl-5 text-sm text-ink">
            {rates.map((rate) => (
              <li key={rate.person}>
                {r.caseLine({
                  person: r.persons[rate.person],
                  label: rate.case.label,
                  satz: rate.bemessungssatz === null ? r.openFigure : formatPercent(rate.bemessungssatz),
                })}
                <SourceLink source={rate.case.source} />
                {/* An open case's source names where the rule sits, not a rate that was verified. */}
                {rate.bemessungssatz === null ? (
                  ` (${rate.reason})`
                ) : (
                  <>
                    {" ("}
                    <VerificationText source={rate.case.source} />)
                  </>
                )}
                {rate.bemessungssatz !== null &&
                  rate.adjustments.map((adjustment) => (
                    <span key={adjustment.source.citation}>
                      {"; "}
                      {r.adjustmentLine({ label: adjustment.label, points: String(adjustment.points).replace("-", "−") })}
                      <SourceLink source={adjustment.source} />
                    </span>
                  ))}
              </li>
            ))}
            {stationaer && (
              <li>
                {r.stationaerRule({ label: stationaer.label })}
                <SourceLink source={stationaer.source} /> (<VerificationText source={stationaer.source} />)
              </li>
            )}
          </ul>
          {entry.status === "geprüft" && entry.notes.length > 0 && (
            <>
              <p className="mt-3 text-sm font-semibold text-ink">{r.notesHeading}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink">
                {entry.notes.map((n) => (
                  <li key={n.source.citation + n.text}>
                    {n.text} (<SourceLink source={n.source} />)
                  </li>
                ))}
              </ul>
            </>
          )}
          {entry.status === "geprüft" && <ResultText muted>{r.regulation({ name: entry.regulation.name, short: entry.regulation.short })}</ResultText>}
          <ResultText muted>{r.heilfuersorge}</ResultText>
        </div>
      </Disclosure>
      <PauschaleForEntry entry={entry} />
    </>
  );
}
