import type { ReactNode } from "react";
import { groupRoute } from "~/config/page-routes";
import type { GroupRoute } from "~/config/site-routes";
import { calculatorEntry } from "~/content/calculator-page";
import { calculatorCopies } from "~/content/calculators";
import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { FigureSourcesSection } from "../figures/figure-sources-section";
import { NextYearNote } from "../figures/next-year-note";
import { EnquirySection } from "../enquiry-section";
import { AdviserCard } from "./adviser-card";
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
  /** The calculator islands the route table names for this group (named slot). */
  calculator?: ReactNode;
  /** The guide's articles for this group (app/pages/pkv-[slug].astro resolves them from the route table). */
  articles?: readonly ArticleLink[];
  /** The page's route; by default the route table's. The editor's preview passes the entry being edited, which has none yet. */
  route?: Pick<GroupRoute, "groupName" | "calculators">;
}

/**
 * One template for all six profession pages (pkv-site-spec.md §2 "Group pages", in the spec's
 * order); a page differs only by its content module and its route. Compact for a phone
 * (docs/decisions/0046): a short adviser card for „Über mich“, the calculator that answers the
 * page's question right after it (where the hero's primary action leads), the year-change note,
 * the six benefits and the long texts folded, the guide's articles (not a spec section) after the
 * FAQ, no figures chart. Backgrounds alternate section by section.
 */
export function GroupPage({ content, wizard, calculator, articles = [], route = groupRoute(content.slug) }: GroupPageProps) {
  const { groupName, calculators } = route;
  const first = calculators[0];
  const calculatorAction = first ? { label: calculatorCopies[first].pageAction, target: calculatorEntry(first).anchor } : null;
  return (
    <>
      <GroupHero hero={content.hero} calculatorAction={calculatorAction} />
      <AdviserCard />
      {(calculators.length > 0 || content.nextYearNote) && (
        <div className="bg-surface-muted py-6 sm:py-12">
          <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 sm:gap-10">
            {calculators.length > 0 && calculator}
            <NextYearNote note={content.nextYearNote} />
          </div>
        </div>
      )}
      <GroupFeatures groupName={groupName} features={content.features} />
      <GroupBenefits groupName={groupName} benefits={content.benefits} />
      <WhyPkvBand groupName={groupName} whyPkv={content.whyPkv} example={content.gkvExample} />
      <ReadyCta text={content.readyCta} />
      <GroupOverview overview={content.overview} />
      <EnquirySection heading={groupPageLabels.enquiryHeading(groupName)} intro={groupPageLabels.enquiryIntro} wizard={wizard} />
      <GroupFaq groupName={groupName} faqs={content.faqs} />
      {content.extra && <GroupExtra extra={content.extra} />}
      {articles.length > 0 && <GroupArticles groupName={groupName} articles={articles} />}
      <FigureSourcesSection sources={content.figureSources} />
    </>
  );
}
