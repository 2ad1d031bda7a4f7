import type { HomeContent } from "~/content/types";
import { ContentIcon } from "../content-icon";
import { SavingsExample } from "../figures/savings-example";
import { Section, SectionHeading } from "../ui/section";
import { CallToAction } from "./call-to-action";

interface BenefitsBandProps {
  block: HomeContent["targetGroups"]["benefitsBlock"];
  cta: HomeContent["targetGroups"]["cta"];
}

/** The red band after the professions: what the PKV can offer, then the way to the form. */
export function BenefitsBand({ block, cta }: BenefitsBandProps) {
  return (
    <Section id="pkv-vorteile" labelledBy="pkv-vorteile-heading" tone="brand">
      <SectionHeading id="pkv-vorteile-heading" title={block.heading} inverse />
      <ul className="mt-10 grid gap-8 md:grid-cols-3">
        {block.items.map((item) => (
          <li key={item.title}>
            <span className="inline-grid size-12 place-items-center rounded-full bg-white/15 text-white">
              <ContentIcon name={item.icon} />
            </span>
            <h3 className="mt-4 text-xl font-bold text-white">{item.title}</h3>
            <p className="mt-2 text-brand-50">{item.description}</p>
          </li>
        ))}
      </ul>
      <SavingsExample example={block.savingsExample} />
      <CallToAction text={cta.text} button={cta.button} tone="brand" className="mt-12" />
    </Section>
  );
}
