import type { HomeContent } from "~/content/types";
import { FaqList } from "../faq-list";
import { Section, SectionHeading } from "../ui/section";
import { CallToAction } from "./call-to-action";

/** Six general questions, then the way to the form for everything they leave open. */
export function HomeFaq({ content }: { content: HomeContent["faq"] }) {
  return (
    <Section id="faq" labelledBy="faq-heading">
      <SectionHeading id="faq-heading" title={content.heading} intro={content.intro} />
      <div className="mt-10">
        <FaqList items={content.items} idPrefix="home-faq" />
      </div>
      <CallToAction text={content.cta.text} button={content.cta.button} className="mt-10" />
    </Section>
  );
}
