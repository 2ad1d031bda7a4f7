import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { Card, IconBadge } from "../ui/card";
import { Section, SectionHeading } from "../ui/section";

interface GroupFeaturesProps {
  groupName: string;
  features: GroupContent["features"];
}

/** The four feature cards: what the advice covers for this group, two by two from tablet width up. */
export function GroupFeatures({ groupName, features }: GroupFeaturesProps) {
  return (
    <Section labelledBy="features-heading" tone="muted">
      <SectionHeading id="features-heading" title={groupPageLabels.featuresHeading(groupName)} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {features.map((feature) => (
          <Card as="li" key={feature.title} className="flex flex-col gap-4 sm:flex-row">
            <IconBadge icon={feature.icon} />
            <div>
              <h3 className="text-xl font-semibold text-ink">{feature.title}</h3>
              <p className="mt-2 text-ink-muted">{feature.description}</p>
            </div>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
