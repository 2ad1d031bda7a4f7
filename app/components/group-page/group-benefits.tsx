import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { Section, SectionHeading } from "../ui/section";
import { BenefitCard } from "./benefit-card";

interface GroupBenefitsProps {
  groupName: string;
  benefits: GroupContent["benefits"];
}

/** "Nutzen für {Gruppe}": six benefit cards in one, two or three columns. */
export function GroupBenefits({ groupName, benefits }: GroupBenefitsProps) {
  return (
    <Section labelledBy="benefits-heading">
      <SectionHeading id="benefits-heading" title={groupPageLabels.benefitsHeading(groupName)} intro={benefits.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {benefits.cards.map((card) => (
          <BenefitCard key={card.title} card={card} />
        ))}
      </ul>
    </Section>
  );
}
