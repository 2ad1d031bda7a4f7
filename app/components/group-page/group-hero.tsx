import { ArrowLeft } from "lucide-react";
import { sectionIds } from "~/config/site-routes";
import { groupPageLabels } from "~/content/group-page-labels";
import type { GroupContent } from "~/content/types";
import { SectionLink } from "../section-link";
import { buttonClasses } from "../ui/button";

export interface HeroAction {
  label: string;
  /** Section id on this page. */
  target: string;
}

interface GroupHeroProps {
  hero: GroupContent["hero"];
  /** Where the primary action leads, and its label: the first calculator where the page has one (group-page.tsx). */
  calculatorAction: HeroAction | null;
}

/**
 * The way back home, then who the page is for and one primary action whose label says where it
 * goes (docs/decisions/0046): to the calculator that answers the page's question, the enquiry form second;
 * without a calculator, the enquiry form alone. Short enough that the primary action stands on a
 * phone's first screen.
 */
export function GroupHero({ hero, calculatorAction }: GroupHeroProps) {
  const enquiry: HeroAction = { label: hero.enquiryCta, target: sectionIds.contact };
  const [primary, secondary] = calculatorAction ? [calculatorAction, enquiry] : [enquiry, null];
  return (
    <section aria-labelledby="group-hero-heading" data-hero="" className="bg-surface-tint pt-22 pb-10 sm:pt-28 sm:pb-20">
      <div className="mx-auto max-w-6xl px-4">
        <a href="/" className={buttonClasses("ghost", "md", "-ml-4 print:hidden")}>
          <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={1.75} />
          {groupPageLabels.backToHome}
        </a>
        <div className="mt-4 max-w-3xl sm:mt-8">
          <p className="font-semibold text-brand-800">{hero.targetGroup}</p>
          <h1 id="group-hero-heading" className="mt-3 text-display font-bold tracking-tight text-ink">
            {hero.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-ink sm:mt-5 sm:text-xl">{hero.subtitle}</p>
          <p className="mt-3 text-ink-muted sm:mt-4">{hero.description}</p>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row">
          <SectionLink section={primary.target} onThisPage data-primary-action="" className={buttonClasses("primary", "lg")}>
            {primary.label}
          </SectionLink>
          {secondary && (
            <SectionLink section={secondary.target} onThisPage className={buttonClasses("outline", "lg")}>
              {secondary.label}
            </SectionLink>
          )}
        </div>
      </div>
    </section>
  );
}
