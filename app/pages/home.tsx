import { home } from "~/content/home";
import { AboutSection } from "~/components/about-section";
import { EnquirySection } from "~/components/enquiry-section";
import { BenefitsBand } from "~/components/home/benefits-band";
import { BenefitsGrid } from "~/components/home/benefits-grid";
import { HomeFaq } from "~/components/home/home-faq";
import { HomeHero } from "~/components/home/home-hero";
import { TargetGroupsSection } from "~/components/home/target-groups-section";
import { homeMeta } from "./page-meta";

export const meta = () => homeMeta(home);

/** Section order and why: docs/decisions/0008-home-section-order.md. */
export default function HomePage() {
  return (
    <>
      <HomeHero content={home.hero} />
      <TargetGroupsSection content={home.targetGroups} />
      <BenefitsBand block={home.targetGroups.benefitsBlock} cta={home.targetGroups.cta} />
      <AboutSection />
      <BenefitsGrid content={home.benefitsGrid} />
      <EnquirySection heading={home.wizardSection.heading} intro={home.wizardSection.intro} />
      <HomeFaq content={home.faq} />
    </>
  );
}
