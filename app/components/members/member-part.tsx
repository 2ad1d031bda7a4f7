import { Check, TriangleAlert } from "lucide-react";
import { citedText } from "~/content/cited-text";
import type { MemberSection } from "~/content/members";
import { RichTextView } from "../calculators/rich-text";
import { Section, SectionHeading } from "../ui/section";
import { MoreLinks, type MoreLink } from "./more-links";

/**
 * One part of the member page: the rule in paragraphs and points, each with its paragraph linked
 * (citedText), an optional box, and the guide's articles and glossary terms on the subject.
 */
export function MemberPart({ section, links, tone }: { section: MemberSection; links: readonly MoreLink[]; tone: "white" | "muted" }) {
  const headingId = `${section.id}-titel`;
  return (
    <Section id={section.id} labelledBy={headingId} tone={tone}>
      <div className="max-w-3xl">
        <SectionHeading id={headingId} title={section.heading} />
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-ink sm:text-lg">
            <RichTextView text={citedText(paragraph)} newTab={false} />
          </p>
        ))}
        {section.points && section.points.length > 0 && (
          <ul className="mt-6 flex flex-col gap-3">
            {section.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <RichTextView text={citedText(point)} newTab={false} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {section.caution && (
          <div role="note" className="mt-8 rounded-card border border-brand-200 bg-brand-50 p-5">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {section.caution.title}
            </p>
            <p className="mt-2 text-ink">
              <RichTextView text={citedText(section.caution.text)} newTab={false} />
            </p>
          </div>
        )}
        <MoreLinks links={links} />
      </div>
    </Section>
  );
}
