import type { TextSection } from "~/content/types";

/** Long copy: subheadings (h3) with their paragraphs, at a readable line length. */
export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return (
    <div className="max-w-3xl">
      {sections.map((section) => (
        <div key={section.heading} className="mt-10">
          <h3 className="text-2xl font-semibold tracking-tight text-ink">{section.heading}</h3>
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
