import type { HomeContent } from "~/content/types";
import { NextYearNote } from "../figures/next-year-note";
import { FaqList } from "../faq-list";
import { Section, SectionHeading } from "../ui/section";
import { CallToAction } from "./call-to-action";

/** Six general questions (one of them on the income limit, hence the note on next year's), then the way to the form. */
export function HomeFaq({ content, nextYearNote }: { content: HomeContent["faq"]; nextYearNote: string | null }) {
  return (
    <Section id="faq" labelledBy="faq-heading">
      <SectionHeading id="faq-heading" title={content.heading} intro={content.intro} />
      <div className="mt-6 sm:mt-10">
        <FaqList items={content.items} idPrefix="home-faq" />
      </div>
      <NextYearNote note={nextYearNote} className="mt-6" />
      <CallToAction text={content.cta.text} button={content.cta.button} className="mt-8 sm:mt-10" />
    </Section>
  );
}
