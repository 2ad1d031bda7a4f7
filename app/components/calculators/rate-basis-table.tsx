import { DIENSTHERR_LIST } from "~/content/beihilfe/dienstherren";
import { rateBasis } from "~/content/beihilfe/rate-basis";
import { dienstherrName } from "./beihilfe-result";
import { VerificationText } from "./beihilfe-sources";
import { SourceLink } from "./cited-text";
import { Disclosure } from "../ui/disclosure";
import { useCalculatorLanguage } from "./calculator-language";

/**
 * Build-time overview of what each of the 17 Dienstherren's rates rest on: the provisions read in
 * their wording, and those stated on two agreeing sources, named with who publishes them
 * (docs/decisions/0066). A `Disclosure` like the pauschale Beihilfe's table beside it, in the HTML
 * without JavaScript. Static, outside the island: in full on /pkv-rechner, a link to it on the
 * profession pages (calculator-island.astro), so their pages stay within their HTML budget.
 */
export const RATE_BASIS_ID = "beihilfe-grundlagen";

export function RateBasisTable() {
  const language = useCalculatorLanguage();
  const b = language.beihilfe.basis;
  return (
    <Disclosure
      id={RATE_BASIS_ID}
      summary={b.summary}
      className="mt-6 rounded-control border border-line print:hidden"
      summaryClassName="px-3 py-2 focus-visible:-outline-offset-3"
    >
      <div className="px-3 pb-3">
        <table className="mt-1 w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-ink-muted">{b.caption}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-2">
                {b.columns.dienstherr}
              </th>
              <th scope="col" className="py-1">
                {b.columns.grundlage}
              </th>
            </tr>
          </thead>
          <tbody>
            {DIENSTHERR_LIST.map((entry) => {
              const basis = rateBasis(entry);
              return (
                <tr key={entry.id} className="border-b border-line align-top">
                  <th scope="row" className="py-1 pr-2 font-medium">
                    {dienstherrName(language, entry.id)}
                  </th>
                  {/* Source names and provisions hold long unbroken runs (domains, no-break spaces): they wrap anywhere, so 320 px never scrolls sideways. */}
                  <td className="py-1 wrap-anywhere">
                    {basis === null ? (
                      b.onRequest
                    ) : (
                      <>
                        {basis.read.length > 0 && (
                          <p>
                            {b.read}
                            {basis.read.map((source, index) => (
                              <span key={source.citation}>
                                {index > 0 && ", "}
                                <SourceLink source={source} />
                              </span>
                            ))}
                          </p>
                        )}
                        {basis.secondary.length > 0 && (
                          <>
                            <p className={basis.read.length > 0 ? "mt-1" : undefined}>{b.secondary}</p>
                            <ul className="list-disc pl-5">
                              {basis.secondary.map(({ provisions, sources }) => (
                                <li key={`${sources[0].url} ${sources[1].url}`}>
                                  {provisions.map((provision, index) => (
                                    <span key={provision.citation}>
                                      {index > 0 && ", "}
                                      <SourceLink source={provision} />
                                    </span>
                                  ))}{" "}
                                  (<VerificationText source={provisions[0]!} />)
                                </li>
                              ))}
                            </ul>
                          </>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Disclosure>
  );
}
