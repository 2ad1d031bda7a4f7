import { groupPageLabels } from "~/content/group-page-labels";
import type { FaqItem } from "~/content/types";
import { FaqList } from "../faq-list";
import { Section, SectionHeading } from "../ui/section";

interface GroupFaqProps {
  groupName: string;
  faqs: readonly FaqItem[];
}

/** "Häufige Fragen zur privaten Krankenversicherung für {Gruppe}": six accordion questions. */
export function GroupFaq({ groupName, faqs }: GroupFaqProps) {
  return (
    <Section labelledBy="faq-heading">
      <SectionHeading id="faq-heading" title={groupPageLabels.faqHeading(groupName)} />
      <div className="mt-6 max-w-4xl sm:mt-10">
        <FaqList items={faqs} idPrefix="faq" />
      </div>
    </Section>
  );
}
