import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { Section, SectionHeading } from "../ui/section";
import { BenefitCard } from "./benefit-card";

interface GroupBenefitsProps {
  groupName: string;
  benefits: GroupContent["benefits"];
}

/** "Nutzen für {Gruppe}": six benefits as a compact list of titles, each opening to its text; two columns from desktop width. */
export function GroupBenefits({ groupName, benefits }: GroupBenefitsProps) {
  return (
    <Section labelledBy="benefits-heading">
      <SectionHeading id="benefits-heading" title={groupPageLabels.benefitsHeading(groupName)} intro={benefits.intro} />
      <ul className="mt-6 grid items-start gap-3 sm:mt-10 lg:grid-cols-2">
        {benefits.cards.map((card) => (
          <BenefitCard key={card.title} card={card} />
        ))}
      </ul>
    </Section>
  );
}
