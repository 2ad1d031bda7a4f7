import { siteConfig } from "~/config/site-config";
import { adviserRole } from "~/content/adviser-role";
import { home } from "~/content/home";
import { trustContent } from "~/content/trust";
import { siteImages } from "~/modules/responsive-images";
import { AdviserMonogram } from "./adviser-monogram";
import { ContentIcon } from "./content-icon";
import { ResponsiveImage } from "./responsive-image";
import { SectionLink } from "./section-link";
import { buttonClasses } from "./ui/button";
import { Card } from "./ui/card";
import { TrustBlock } from "./trust/trust-block";
import { Section, SectionHeading } from "./ui/section";
import { sectionIds } from "~/config/site-routes";

/**
 * "Über mich" (id about) on the home page, the one place with the full introduction (the
 * profession pages show a short card that links here, group-page/adviser-card.tsx): photo (or the
 * initials when the config has none), certification and broker partner beside the introduction,
 * four qualities, the evidence the config holds (reviews, rating profile, insurers compared,
 * app/content/trust.ts), the way to the form. The adviser's figures stand once, in the hero
 * (docs/decisions/0046).
 */
export function AboutSection() {
  const { about } = home;
  const { adviserPhoto, brokerLogo } = siteImages(siteConfig);
  const trust = trustContent(siteConfig);
  const caption = (
    <>
      <span className="block text-lg font-bold text-ink">{siteConfig.adviser.name}</span>
      <span className="block text-ink-muted">{adviserRole(siteConfig).role}</span>
    </>
  );
  return (
    <Section id={sectionIds.about} labelledBy="about-heading">
      <SectionHeading id="about-heading" eyebrow={about.eyebrow} title={about.heading} />
      <div className="mt-6 grid gap-8 sm:mt-10 sm:gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="flex flex-col gap-4 sm:gap-6 lg:col-span-5">
          {adviserPhoto ? (
            <figure className="flex items-center gap-5 lg:flex-col lg:items-stretch lg:gap-0 lg:overflow-hidden lg:rounded-card lg:border lg:border-line lg:shadow-card">
              <div className="w-28 shrink-0 overflow-hidden rounded-card bg-surface-muted sm:w-36 lg:w-full lg:rounded-none">
                <ResponsiveImage image={adviserPhoto} sizes="(min-width: 1024px) 440px, (min-width: 640px) 144px, 112px" className="block h-auto w-full" />
              </div>
              <figcaption className="lg:px-5 lg:py-4">{caption}</figcaption>
            </figure>
          ) : (
            // No photo configured: the initials once, beside the name, at every width (decision 0048).
            <div className="flex items-center gap-5">
              <AdviserMonogram name={siteConfig.adviser.name} className="size-20 text-2xl sm:size-24 sm:text-3xl" />
              <p>{caption}</p>
            </div>
          )}
          <Card className="flex items-start gap-4 p-4 sm:p-6">
            <ContentIcon name="award" className="mt-0.5 size-7 shrink-0 text-brand-700" />
            <p className="text-ink">{about.certification}</p>
          </Card>
          <Card className="p-4 sm:p-6">
            <ResponsiveImage image={brokerLogo} sizes="160px" className="block h-12 w-40" />
            <p className="mt-3 text-ink-muted sm:mt-4">{about.brokerNote}</p>
          </Card>
        </div>
        <div className="lg:col-span-7">
          <div className="space-y-4 text-ink-muted sm:text-lg">
            {about.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-8 grid gap-5 sm:mt-10 sm:grid-cols-2 sm:gap-6">
            {about.qualities.map((quality) => (
              <li key={quality.title}>
                <h3 className="flex items-center gap-3 text-xl font-bold text-ink">
                  <span className="inline-grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:size-12">
                    <ContentIcon name={quality.icon} className="size-5 sm:size-6" />
                  </span>
                  {quality.title}
                </h3>
                <p className="mt-1 text-sm text-ink-muted sm:text-base">{quality.description}</p>
              </li>
            ))}
          </ul>
          {trust && <TrustBlock content={trust} />}
          <SectionLink section="versicherungsform" onThisPage className={buttonClasses("primary", "lg", "mt-8 w-full sm:mt-10 sm:w-auto")}>
            {about.cta}
          </SectionLink>
        </div>
      </div>
    </Section>
  );
}
