import type { ReactNode } from "react";
import { home } from "~/content/home";
import { AboutSection } from "../about-section";
import { FigureSourcesSection } from "../figures/figure-sources-section";
import { EnquirySection } from "../enquiry-section";
import { BenefitsBand } from "./benefits-band";
import { HomeFaq } from "./home-faq";
import { HomeHero } from "./home-hero";
import { MemberEntry } from "./member-entry";
import { TargetGroupsSection } from "./target-groups-section";

/**
 * The home page body. Section order and why: docs/decisions/0008-home-section-order.md; one
 * benefits section, the figures once (in the hero), no chart appendix: docs/decisions/0046; the
 * entry for those already privately insured under the hero: docs/decisions/0070.
 */
export function HomePage({ wizard }: { wizard?: ReactNode }) {
  return (
    <>
      <HomeHero content={home.hero} />
      <MemberEntry />
      <TargetGroupsSection content={home.targetGroups} />
      <BenefitsBand block={home.targetGroups.benefitsBlock} cta={home.targetGroups.cta} />
      <AboutSection />
      <EnquirySection heading={home.wizardSection.heading} intro={home.wizardSection.intro} wizard={wizard} />
      <HomeFaq content={home.faq} nextYearNote={home.nextYearNote} />
      <FigureSourcesSection sources={home.figureSources} />
    </>
  );
}
