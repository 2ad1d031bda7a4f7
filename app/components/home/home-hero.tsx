import { BadgeCheck } from "lucide-react";
import { siteConfig } from "~/config/site-config";
import { adviserRole } from "~/content/adviser-role";
import type { HomeContent } from "~/content/types";
import { siteImages } from "~/modules/responsive-images";
import { ResponsiveImage } from "../responsive-image";
import { SectionLink } from "../section-link";
import { buttonClasses } from "../ui/button";
import { cn } from "../ui/class-names";
import { sectionIds } from "~/config/site-routes";

/** Tailwind's `lg` breakpoint: from here the hero shows the adviser's portrait beside the text, below it a small round photo. */
const PORTRAIT_FROM_PX = 1024;

export function HomeHero({ content }: { content: HomeContent["hero"] }) {
  const lead = content.title.endsWith(content.titleHighlight)
    ? content.title.slice(0, content.title.length - content.titleHighlight.length)
    : `${content.title} `;
  const { adviserPhoto } = siteImages(siteConfig);
  return (
    <section id={sectionIds.top} data-hero="" className="bg-surface-tint pt-24 pb-10 sm:pt-32 sm:pb-20">
      <div className={cn("mx-auto grid max-w-6xl items-center gap-12 px-4", adviserPhoto && "lg:grid-cols-[1fr_20rem] xl:grid-cols-[1fr_22rem]")}>
        <div>
          <ul className="flex flex-wrap gap-2" aria-label="Das zeichnet die Beratung aus">
            {content.badges.map((badge) => (
              <li
                key={badge}
                className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800"
              >
                <BadgeCheck aria-hidden="true" className="size-4" />
                {badge}
              </li>
            ))}
          </ul>
          <h1 className="mt-6 max-w-3xl text-display font-bold tracking-tight text-ink">
            {lead}
            <span className="text-brand-700">{content.titleHighlight}</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">{content.subtitle}</p>
          {adviserPhoto && (
            // Phones: the face within the first screen, right above the first call to action; from lg the portrait beside the text.
            <p data-hero-photo="" className="mt-6 flex items-center gap-3 lg:hidden">
              <span className="size-14 shrink-0 overflow-hidden rounded-full bg-surface-muted">
                <ResponsiveImage image={adviserPhoto} sizes="56px" hiddenFrom={PORTRAIT_FROM_PX} className="block size-full" />
              </span>
              <span>
                <span className="block font-bold text-ink">{siteConfig.adviser.name}</span>
                <span className="block text-sm text-ink-muted">{adviserRole(siteConfig).role}</span>
              </span>
            </p>
          )}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SectionLink section="versicherungsform" onThisPage className={buttonClasses("primary", "lg")}>
              {content.primaryCta}
            </SectionLink>
            <SectionLink section="about" onThisPage className={buttonClasses("outline", "lg")}>
              {content.secondaryCta}
            </SectionLink>
          </div>
          <dl className="mt-8 grid max-w-xl grid-cols-3 gap-4 sm:mt-12">
            {content.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end">
                <dt className="text-sm text-ink-muted">{stat.label}</dt>
                <dd className="text-3xl font-bold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* Without a photo no stand-in: the initials appear once, in the about section. */}
        {adviserPhoto && (
          <figure className="hidden overflow-hidden rounded-card border border-line bg-white shadow-card lg:block">
            <ResponsiveImage
              image={adviserPhoto}
              sizes="(min-width: 1280px) 352px, 320px"
              priority
              hiddenBelow={PORTRAIT_FROM_PX}
              className="block h-auto w-full"
            />
            <figcaption className="px-5 py-4">
              <span className="block font-bold text-ink">{siteConfig.adviser.name}</span>
              <span className="block text-sm text-ink-muted">{adviserRole(siteConfig).role}</span>
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
