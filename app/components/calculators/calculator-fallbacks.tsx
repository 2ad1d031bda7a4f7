import { useState } from "react";
import type { FigureRow } from "~/content/calculator-figures";
import type { FigureSource } from "~/content/types";
import { ENQUIRY_SECTION_ID } from "~/modules/enquiry-handover";
import { useCalculatorLanguage } from "./calculator-language";
import { SourceLink } from "./cited-text";

/**
 * What a calculator shows where JavaScript does not run, instead of fields that would do nothing:
 * that the calculation needs it, and the figures it would compute with as a table, each with its
 * provision (docs/decisions/0047). The pointer to the enquiry's contact links stands once on a page: a
 * calculator that follows another one on the page hides it (`in-…`, the islands' wrappers are
 * siblings marked data-calculator).
 */
export function NoScriptFigures({ caption, rows }: { caption: string; rows: readonly FigureRow[] }) {
  const { noScript } = useCalculatorLanguage().common;
  return (
    <div className="mt-6">
      {/* Two columns, the provision under each name, whose long compounds may break anywhere: fits 320 px. */}
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="mb-3 text-left font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b border-line-strong">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {noScript.columns.figure}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {noScript.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-line align-top">
              <th scope="row" className="py-2 pr-2 font-normal wrap-anywhere">
                {row.label}
                <span className="block text-sm">
                  <SourceLink source={row.source} />
                </span>
              </th>
              <td className="py-2 tabular-nums">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-enquiry-mention="" className="mt-4 text-ink in-[[data-calculator]~[data-calculator]]:hidden">
        {noScript.enquiryBefore}
        <a href={`#${ENQUIRY_SECTION_ID}`} className="font-semibold text-brand-800 underline underline-offset-4">
          {noScript.enquiryLink}
        </a>
        {noScript.enquiryAfter}
      </p>
    </div>
  );
}

/**
 * Only on paper, under a result: the day it was computed, the year of the figures and where they
 * are laid down, and the address of this very result, where the reasoning with its provisions
 * stands (it is not printed, so the printout keeps to one or two pages). The adviser's contact
 * follows outside the island (calculator-island.astro). Rendered with a result only, which exists
 * only after hydration, so the date and the address are the reader's.
 */
export function PrintedWith({ year, sources, link }: { year: number; sources: readonly FigureSource[]; link: string }) {
  const { common, format } = useCalculatorLanguage();
  const { print } = common;
  // The day the result appeared, kept while it is shown.
  const [date] = useState(() => format.formatLongDate(new Date()));
  return (
    <div className="hidden border-t border-line pt-3 text-sm text-ink print:mt-4 print:block">
      <p>{print.computed({ date, year })}</p>
      <p className="mt-1 break-all">
        {print.online} {link}
      </p>
      {sources.length > 0 && (
        <>
          <p className="mt-2 font-semibold">{print.sources}</p>
          <ul className="mt-1 list-disc pl-5">
            {sources.map((source) => (
              <li key={source.label}>
                {source.label}: {source.citation}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
