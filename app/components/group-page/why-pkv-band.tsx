import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { ContentIcon } from "../content-icon";
import { SavingsExample } from "../figures/savings-example";
import { Section, SectionHeading } from "../ui/section";

interface WhyPkvBandProps {
  groupName: string;
  whyPkv: GroupContent["whyPkv"];
  /** The group's own worked example (GroupContent.gkvExample), shown instead of the general one. */
  example?: GroupContent["gkvExample"];
}

const advantageOrder = ["savings", "plannablePremiums", "fastReimbursement"] as const;

/**
 * The red band, the page's brand moment: the spec's three advantages as fixed titles,
 * each explained for this group. White and brand-100 text on brand-700/800 stay above 7:1.
 */
export function WhyPkvBand({ groupName, whyPkv, example }: WhyPkvBandProps) {
  return (
    <Section labelledBy="why-pkv-heading" tone="brand">
      <SectionHeading id="why-pkv-heading" title={groupPageLabels.whyPkvHeading(groupName)} inverse />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {advantageOrder.map((key) => {
          const advantage = groupPageLabels.whyPkvAdvantages[key];
          return (
            <li key={key} className="rounded-card border border-brand-600 bg-brand-800 p-6">
              <span className="inline-grid size-12 place-items-center rounded-full bg-white text-brand-700">
                <ContentIcon name={advantage.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-white">{advantage.title}</h3>
              <p className="mt-3 text-brand-100">{whyPkv[key]}</p>
            </li>
          );
        })}
      </ul>
      <SavingsExample example={example ?? groupPageLabels.savingsExample} />
    </Section>
  );
}
