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
 * each explained for this group; boxes only from tablet width up, so a phone reads it as one block.
 * White and brand-100 text on brand-700/800 stay above 7:1.
 */
export function WhyPkvBand({ groupName, whyPkv, example }: WhyPkvBandProps) {
  return (
    <Section labelledBy="why-pkv-heading" tone="brand">
      <SectionHeading id="why-pkv-heading" title={groupPageLabels.whyPkvHeading(groupName)} inverse />
      <ul className="mt-6 grid gap-6 sm:mt-10 md:grid-cols-3">
        {advantageOrder.map((key) => {
          const advantage = groupPageLabels.whyPkvAdvantages[key];
          return (
            <li key={key} className="md:rounded-card md:border md:border-brand-600 md:bg-brand-800 md:p-6">
              <h3 className="flex items-start gap-3 text-xl font-semibold text-white">
                <span className="inline-grid size-8 shrink-0 place-items-center rounded-full bg-white text-brand-700 md:size-12">
                  <ContentIcon name={advantage.icon} className="size-5 md:size-6" />
                </span>
                <span className="self-center">{advantage.title}</span>
              </h3>
              <p className="mt-2 text-[0.9375rem] leading-normal text-brand-100 sm:text-base md:mt-3">{whyPkv[key]}</p>
            </li>
          );
        })}
      </ul>
      <SavingsExample example={example ?? groupPageLabels.savingsExample} />
    </Section>
  );
}
