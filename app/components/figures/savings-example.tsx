import type { SavingsExampleContent } from "~/content/types";
import { Disclosure } from "../ui/disclosure";
import { FigureSourceList } from "./figure-source-list";

/**
 * The dated worked example that stands with every „bis zu 40 %“ (UWG § 5, docs/decisions/0015): a
 * disclosure on the red band, closed at first, its text in the HTML for readers without
 * JavaScript and for search engines.
 */
export function SavingsExample({ example }: { example: SavingsExampleContent }) {
  return (
    <Disclosure
      inverse
      summary={example.heading}
      className="mt-10 rounded-card border border-brand-600 bg-brand-800 text-brand-50"
      summaryClassName="min-h-12 px-5 py-4 focus-visible:-outline-offset-3"
    >
      <div className="flex max-w-3xl flex-col gap-3 px-5 pb-6">
        {example.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="font-semibold text-white">{example.conditionsIntro}</p>
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          {example.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
        <p className="font-semibold text-white">{example.disclaimer}</p>
        <FigureSourceList sources={example.sources} inverse />
      </div>
    </Disclosure>
  );
}
