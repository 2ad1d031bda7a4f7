import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { FaqList } from "../faq-list";
import { Section, SectionHeading } from "../ui/section";
import { FoldedTextSections } from "./text-sections";

type Extra = NonNullable<GroupContent["extra"]>;

/**
 * A group's additional wording block (the doctors': Ärzteversorgung, Praxisausfall,
 * Krankentagegeld), its text folded, and its own FAQ, as two sections so each FAQ
 * sits under its own h2.
 */
export function GroupExtra({ extra }: { extra: Extra }) {
  return (
    <>
      <Section labelledBy="extra-heading" tone="tint">
        <SectionHeading id="extra-heading" title={extra.heading} intro={extra.intro} />
        <FoldedTextSections sections={extra.sections} label={groupPageLabels.foldedTextLabel(extra.sections.length)} />
      </Section>
      <Section labelledBy="extra-faq-heading" tone="tint" className="pt-0 sm:pt-0">
        <SectionHeading id="extra-faq-heading" title={extra.faqHeading} />
        <div className="mt-6 max-w-4xl sm:mt-10">
          <FaqList items={extra.faqs} idPrefix="extra-faq" />
        </div>
      </Section>
    </>
  );
}
