import { ArrowDown } from "lucide-react";
import { groupPageLabels } from "~/content/group-page-labels";
import { SectionLink } from "../section-link";
import { buttonClasses } from "../ui/button";
import { Section } from "../ui/section";

/** "Bereit für den Wechsel?": one sentence of encouragement and the way to the form. */
export function ReadyCta({ text }: { text: string }) {
  return (
    <Section labelledBy="ready-heading" tone="tint">
      <div className="mx-auto max-w-3xl rounded-card border border-line bg-white px-6 py-10 text-center shadow-card sm:px-10">
        <h2 id="ready-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {groupPageLabels.readyHeading}
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{text}</p>
        <SectionLink section="versicherungsform" onThisPage className={buttonClasses("primary", "lg", "mt-8")}>
          {groupPageLabels.readyButton}
          <ArrowDown aria-hidden="true" className="size-5" strokeWidth={1.75} />
        </SectionLink>
      </div>
    </Section>
  );
}
