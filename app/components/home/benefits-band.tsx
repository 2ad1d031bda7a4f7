import type { HomeContent } from "~/content/types";
import { ContentIcon } from "../content-icon";
import { SavingsExample } from "../figures/savings-example";
import { Section, SectionHeading } from "../ui/section";
import { CallToAction } from "./call-to-action";

interface BenefitsBandProps {
  block: HomeContent["targetGroups"]["benefitsBlock"];
  cta: HomeContent["targetGroups"]["cta"];
}

/**
 * The red band after the professions, the home page's one benefits section: what the PKV can
 * offer, the worked example behind the savings card, then the way to the form.
 */
export function BenefitsBand({ block, cta }: BenefitsBandProps) {
  return (
    <Section id="pkv-vorteile" labelledBy="pkv-vorteile-heading" tone="brand">
      <SectionHeading id="pkv-vorteile-heading" title={block.heading} intro={block.intro} inverse />
      <ul className="mt-6 grid gap-6 sm:mt-10 sm:gap-8 md:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item) => (
          <li key={item.title}>
            <h3 className="flex items-center gap-3 text-xl font-bold text-white">
              <span className="inline-grid size-8 shrink-0 place-items-center rounded-full bg-white/15 text-white sm:size-12">
                <ContentIcon name={item.icon} className="size-5 sm:size-6" />
              </span>
              {item.title}
            </h3>
            <p className="mt-2 text-[0.9375rem] leading-normal text-brand-50 sm:text-base">{item.description}</p>
          </li>
        ))}
      </ul>
      <SavingsExample example={block.savingsExample} />
      <CallToAction text={cta.text} button={cta.button} tone="brand" className="mt-8 sm:mt-12" />
    </Section>
  );
}
