import type { HomeContent } from "~/content/types";
import { Section, SectionHeading } from "../ui/section";
import { TargetGroupCard } from "./target-group-card";

/** The six professions, each card leading to its group page. */
export function TargetGroupsSection({ content }: { content: HomeContent["targetGroups"] }) {
  return (
    <Section id="berufsgruppen" labelledBy="berufsgruppen-heading">
      <SectionHeading id="berufsgruppen-heading" title={content.heading} intro={content.intro} />
      <ul className="mt-6 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {content.cards.map((card) => (
          <TargetGroupCard key={card.slug} card={card} />
        ))}
      </ul>
    </Section>
  );
}
