import type { TextSection } from "~/content/types";
import { Disclosure } from "../ui/disclosure";

/** Long copy: subheadings (h3) with their paragraphs, at a readable line length. */
function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return (
    <div className="max-w-3xl">
      {sections.map((section) => (
        <div key={section.heading} className="mt-8 first:mt-0">
          <h3 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{section.heading}</h3>
          <div className="mt-3 space-y-4 text-ink-muted">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Long copy folded (docs/decisions/0046): closed at first, one summary that says how much it opens; the text
 * stays in the HTML for readers without JavaScript, find-in-page and search engines.
 */
export function FoldedTextSections({ sections, label }: { sections: readonly TextSection[]; label: string }) {
  return (
    <Disclosure summary={label} className="mt-6 max-w-4xl rounded-card border border-line bg-white sm:mt-8" summaryClassName="min-h-14 px-5 py-3 text-lg">
      <div className="px-5 pt-2 pb-6">
        <TextSections sections={sections} />
      </div>
    </Disclosure>
  );
}
