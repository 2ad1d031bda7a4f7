import { home } from "~/content/home";
import { siteConfig } from "~/config/site-config";
import { SectionLink } from "./section-link";
import { buttonClasses } from "./ui/button";

/** "Über mich" (id about): shared by the home page and every group page. */
export function AboutSection() {
  const { about } = home;
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <p className="font-semibold text-brand-800">{about.eyebrow}</p>
        <h2 id="about-heading" className="mt-2 text-3xl font-bold text-ink">
          {about.heading}
        </h2>
        <div className="mt-6 max-w-3xl space-y-4 text-ink-muted">
          {about.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-6 text-sm text-ink-muted">
          {about.certification} {siteConfig.broker.name}.
        </p>
        <SectionLink section="versicherungsform" onThisPage className={buttonClasses("primary", "lg", "mt-8")}>
          {about.cta}
        </SectionLink>
      </div>
    </section>
  );
}
