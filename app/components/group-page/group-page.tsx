import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { GroupContent } from "~/content/types";
import { AboutSection } from "../about-section";
import { EnquirySection } from "../enquiry-section";
import { SectionLink } from "../section-link";
import { buttonClasses } from "../ui/button";

/** One template for all six profession pages; a page differs only by its content module. */
export function GroupPage({ content }: { content: GroupContent }) {
  const { hero } = content;
  return (
    <>
      <section className="bg-surface-tint pt-24 pb-16 sm:pt-28">
        <div className="mx-auto max-w-6xl px-4">
          <Link to="/" className={buttonClasses("ghost", "md", "-ml-3")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Zurück zur Startseite
          </Link>
          <p className="mt-6 font-semibold text-brand-800">{hero.targetGroup}</p>
          <h1 className="mt-2 max-w-3xl text-4xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">{hero.title}</h1>
          <p className="mt-4 max-w-2xl text-xl text-ink">{hero.subtitle}</p>
          <p className="mt-4 max-w-2xl text-ink-muted">{hero.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SectionLink section="versicherungsform" onThisPage className={buttonClasses("primary", "lg")}>
              {hero.primaryCta}
            </SectionLink>
          </div>
        </div>
      </section>
      <AboutSection />
      <EnquirySection heading="Ihre kostenlose PKV-Anfrage" intro={content.readyCta} />
    </>
  );
}
