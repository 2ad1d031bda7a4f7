import type { ReactNode } from "react";
import { citedText } from "~/content/cited-text";
import { MEMBER_TOOL_ID, memberPage, type MemberSectionId } from "~/content/members";
import { memberWhatsAppGreeting } from "~/content/wizard-member";
import { sectionIds } from "~/config/site-routes";
import { RichTextView } from "../calculators/rich-text";
import { EnquirySection } from "../enquiry-section";
import { FigureSourcesSection } from "../figures/figure-sources-section";
import { SectionLink } from "../section-link";
import { buttonClasses } from "../ui/button";
import { Section, SectionHeading } from "../ui/section";
import { MemberPart } from "./member-part";
import { MoreLinks, type MoreLink } from "./more-links";

interface MembersPageProps {
  /** The guide's articles and glossary terms under each part, titled from the collections (app/pages/schon-privat-versichert.astro). */
  links: Readonly<Record<MemberSectionId, readonly MoreLink[]>>;
  /** The decision „Rechnung einreichen oder Rückerstattung behalten?“: an island the page file places here. */
  tool?: ReactNode;
  /** The wizard in the member's mode: an island the page file places here. */
  wizard?: ReactNode;
}

/**
 * „Schon privat versichert?“ (docs/decisions/0070): what § 204 VVG allows, Standard- and
 * Basistarif, relief in old age — each rule with its paragraph —, what the switch costs as the
 * config says, the decision on bills and refunds, and the enquiry with the member's questions.
 */
export function MembersPage({ links, tool, wizard }: MembersPageProps) {
  const { hero, sections, fee, enquiry } = memberPage;
  return (
    <>
      <section aria-labelledby="bestand-titel" className="bg-surface-tint pt-28 pb-12 sm:pt-32">
        <div className="mx-auto max-w-4xl px-4">
          <p className="font-semibold text-brand-800">{hero.eyebrow}</p>
          <h1 id="bestand-titel" className="mt-3 text-display font-bold tracking-tight text-ink">
            {hero.title}
          </h1>
          {hero.intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-ink-muted">
              <RichTextView text={citedText(paragraph)} newTab={false} />
            </p>
          ))}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SectionLink section={sectionIds.contact} onThisPage className={buttonClasses("primary", "lg")}>
              {hero.cta}
            </SectionLink>
            <a href={`#${MEMBER_TOOL_ID}`} className={buttonClasses("outline", "lg")}>
              {hero.toolLink}
            </a>
          </div>
        </div>
      </section>
      {sections.map((section, index) => (
        <MemberPart key={section.id} section={section} links={links[section.id]} tone={index % 2 === 0 ? "white" : "muted"} />
      ))}
      <Section labelledBy="bestand-kosten" tone="tint">
        <div className="max-w-3xl">
          <SectionHeading id="bestand-kosten" title={fee.heading} />
          <p data-member-fee="" className="mt-4 text-ink sm:text-lg">
            {fee.text}
          </p>
          <p className="mt-4 text-ink-muted">{fee.noFigure}</p>
        </div>
      </Section>
      <div className="bg-surface-muted py-12 sm:py-16">
        <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4">
          {tool}
          <MoreLinks links={links.tool} />
        </div>
      </div>
      <EnquirySection heading={enquiry.heading} intro={enquiry.intro} wizard={wizard} whatsappGreeting={memberWhatsAppGreeting} />
      <FigureSourcesSection sources={memberPage.figureSources} />
    </>
  );
}
