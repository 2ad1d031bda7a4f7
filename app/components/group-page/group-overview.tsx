import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { Section, SectionHeading } from "../ui/section";
import { FoldedTextSections } from "./text-sections";

/** "Ihre Vorteile im Überblick": the intro, then the page's long text folded, for readers who want the details. */
export function GroupOverview({ overview }: { overview: GroupContent["overview"] }) {
  return (
    <Section labelledBy="overview-heading">
      <SectionHeading id="overview-heading" title={groupPageLabels.overviewHeading} intro={overview.intro} />
      <FoldedTextSections sections={overview.sections} label={groupPageLabels.foldedTextLabel(overview.sections.length)} />
    </Section>
  );
}
