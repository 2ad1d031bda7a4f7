import { ArrowLeft } from "lucide-react";
import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { NextYearNote } from "../figures/next-year-note";
import { SectionLink } from "../section-link";
import { buttonClasses } from "../ui/button";

/** The way back home, then who the page is for and the two ways to the enquiry form. */
export function GroupHero({ hero, nextYearNote }: { hero: GroupContent["hero"]; nextYearNote: string | null }) {
  return (
    <section aria-labelledby="group-hero-heading" data-hero="" className="bg-surface-tint pt-24 pb-16 sm:pt-28 sm:pb-20">
      <div className="mx-auto max-w-6xl px-4">
        <a href="/" className={buttonClasses("ghost", "md", "-ml-4")}>
          <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={1.75} />
          {groupPageLabels.backToHome}
        </a>
        <div className="mt-8 max-w-3xl">
          <p className="font-semibold text-brand-800">{hero.targetGroup}</p>
          <h1 id="group-hero-heading" className="mt-3 text-display font-bold tracking-tight text-ink">
            {hero.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-ink">{hero.subtitle}</p>
          <p className="mt-4 text-ink-muted">{hero.description}</p>
        </div>
        <NextYearNote note={nextYearNote} className="mt-6" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <SectionLink section="versicherungsform" onThisPage className={buttonClasses("primary", "lg")}>
            {hero.primaryCta}
          </SectionLink>
          <SectionLink section="versicherungsform" onThisPage className={buttonClasses("outline", "lg")}>
            {hero.secondaryCta}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
