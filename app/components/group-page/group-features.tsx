import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { ContentIcon } from "../content-icon";
import { Section, SectionHeading } from "../ui/section";

interface GroupFeaturesProps {
  groupName: string;
  features: GroupContent["features"];
}

/**
 * The four feature cards: what the advice covers for this group. On a phone a compact list (a
 * small icon beside the title, no card around it), so four cards do not stack into a wall;
 * cards two by two from tablet width up.
 */
export function GroupFeatures({ groupName, features }: GroupFeaturesProps) {
  return (
    <Section labelledBy="features-heading" tone="muted">
      <SectionHeading id="features-heading" title={groupPageLabels.featuresHeading(groupName)} />
      <ul className="mt-6 grid gap-5 sm:mt-10 sm:grid-cols-2 sm:gap-6">
        {features.map((feature) => (
          <li key={feature.title} className="sm:rounded-card sm:border sm:border-line sm:bg-white sm:p-6 sm:shadow-card">
            <h3 className="flex items-start gap-2.5 text-lg font-semibold text-pretty text-ink sm:text-xl">
              <ContentIcon name={feature.icon} className="mt-0.5 size-6 shrink-0 text-brand-700" />
              {feature.title}
            </h3>
            <p className="mt-1 text-sm text-ink-muted sm:mt-1.5 sm:text-base">{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
