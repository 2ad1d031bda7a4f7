import type { ReactNode } from "react";
import { groupRoute } from "~/config/site-routes";
import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { AboutSection } from "../about-section";
import { FigureSourcesSection } from "../figures/figure-sources-section";
import { EnquirySection } from "../enquiry-section";
import { GroupArticles, type ArticleLink } from "./group-articles";
import { GroupBenefits } from "./group-benefits";
import { GroupExtra } from "./group-extra";
import { GroupFaq } from "./group-faq";
import { GroupFeatures } from "./group-features";
import { GroupHero } from "./group-hero";
import { GroupOverview } from "./group-overview";
import { ReadyCta } from "./ready-cta";
import { WhyPkvBand } from "./why-pkv-band";

interface GroupPageProps {
  content: GroupContent;
  /** The enquiry wizard island, placed by the page file (app/pages/pkv-*.astro, named slot). */
  wizard?: ReactNode;
  /** A calculator island for this group, where one fits (named slot), shown before the enquiry it feeds. */
  calculator?: ReactNode;
  /** The guide's articles for this group (app/pages/pkv-[slug].astro resolves them from the route table). */
  articles?: readonly ArticleLink[];
}

/**
 * One template for all six profession pages (pkv-site-spec.md §2 "Group pages", in the spec's order);
 * a page differs only by its content module. Backgrounds alternate section by section.
 */
export function GroupPage({ content, wizard, calculator, articles = [] }: GroupPageProps) {
  const { groupName } = groupRoute(content.slug);
  return (
    <>
      <GroupHero hero={content.hero} nextYearNote={content.nextYearNote} />
      <AboutSection />
      <GroupFeatures groupName={groupName} features={content.features} />
      <GroupBenefits groupName={groupName} benefits={content.benefits} />
      <WhyPkvBand groupName={groupName} whyPkv={content.whyPkv} example={content.gkvExample} />
      <ReadyCta text={content.readyCta} />
      <GroupOverview overview={content.overview} />
      {articles.length > 0 && <GroupArticles groupName={groupName} articles={articles} />}
      {calculator && (
        <div className="bg-surface-muted py-12 sm:py-16">
          <div className="mx-auto max-w-4xl px-4">{calculator}</div>
        </div>
      )}
      <EnquirySection heading={groupPageLabels.enquiryHeading(groupName)} intro={groupPageLabels.enquiryIntro} wizard={wizard} />
      <GroupFaq groupName={groupName} faqs={content.faqs} />
      {content.extra && <GroupExtra extra={content.extra} />}
      <FigureSourcesSection sources={content.figureSources} />
    </>
  );
}
