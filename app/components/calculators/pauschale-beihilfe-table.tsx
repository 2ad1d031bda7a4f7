import { PAUSCHALE_BEIHILFE_AS_OF_ISO, pauschaleBeihilfeState } from "~/content/pauschale-beihilfe";
import { DIENSTHERR_LIST } from "~/content/beihilfe/dienstherren";
import { dienstherrName } from "./beihilfe-result";
import { Disclosure } from "../ui/disclosure";
import { SourceLink } from "./cited-text";
import { useCalculatorLanguage } from "./calculator-language";

/** Build-time overview of all 17 Dienstherren; a `Disclosure`, so it costs no space until asked for. */
export function PauschaleBeihilfeTable() {
  const language = useCalculatorLanguage();
  const { format } = language;
  const p = language.beihilfe.pauschale;
  return (
    <Disclosure
      summary={p.tableSummary}
      className="mt-6 rounded-control border border-line print:hidden"
      summaryClassName="px-3 py-2 focus-visible:-outline-offset-3"
    >
      <div className="px-3 pb-3">
        <table className="mt-1 w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-ink-muted">{p.tableCaption({ asOf: format.formatIsoMonth(PAUSCHALE_BEIHILFE_AS_OF_ISO) })}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-2">
                {p.columns.dienstherr}
              </th>
              <th scope="col" className="py-1">
                {p.columns.angebot}
              </th>
            </tr>
          </thead>
          <tbody>
            {DIENSTHERR_LIST.map((entry) => {
              const pauschale = pauschaleBeihilfeState(entry.id);
              return (
                <tr key={entry.id} className="border-b border-line align-top">
                  <th scope="row" className="py-1 pr-2 font-medium">
                    {dienstherrName(language, entry.id)}
                  </th>
                  <td className="py-1">
                    {pauschale.state === "offered" ? (
                      <>
                        {p.cell.yes({ since: format.formatIsoDate(pauschale.sinceIso) })}
                        {pauschale.note !== undefined && `, ${p.cell.conditions}`} (<SourceLink source={pauschale.provision} />)
                      </>
                    ) : pauschale.state === "notOffered" ? (
                      p.cell.no
                    ) : (
                      p.cell.open
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
