import type { HomeContent } from "~/content/types";
import { Card, IconBadge } from "../ui/card";
import { Section, SectionHeading } from "../ui/section";

/** Four things the PKV offers: protection, fast processing, care, personal advice. */
export function BenefitsGrid({ content }: { content: HomeContent["benefitsGrid"] }) {
  return (
    <Section id="leistungen" labelledBy="leistungen-heading" tone="tint">
      <SectionHeading id="leistungen-heading" title={content.heading} intro={content.intro} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.items.map((item) => (
          <Card as="li" key={item.title}>
            <IconBadge icon={item.icon} />
            <h3 className="mt-4 text-xl font-bold text-ink">{item.title}</h3>
            <p className="mt-2 text-ink-muted">{item.description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
