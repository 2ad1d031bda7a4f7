import { ArrowDown } from "lucide-react";
import { groupPageLabels } from "~/content/group-page-labels";
import { SectionLink } from "../section-link";
import { buttonClasses } from "../ui/button";
import { Section } from "../ui/section";

/** "Bereit für den Wechsel?": one sentence of encouragement and the way to the form. */
export function ReadyCta({ text }: { text: string }) {
  return (
    <Section labelledBy="ready-heading" tone="tint">
      <div className="mx-auto max-w-3xl rounded-card border border-line bg-white px-5 py-6 text-center shadow-card sm:px-10 sm:py-10">
        <h2 id="ready-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">
          {groupPageLabels.readyHeading}
        </h2>
        <p className="mt-3 text-ink-muted sm:mt-4 sm:text-lg">{text}</p>
        <SectionLink section="versicherungsform" onThisPage className={buttonClasses("primary", "lg", "mt-5 sm:mt-8")}>
          {groupPageLabels.readyButton}
          <ArrowDown aria-hidden="true" className="size-5" strokeWidth={1.75} />
        </SectionLink>
      </div>
    </Section>
  );
}
