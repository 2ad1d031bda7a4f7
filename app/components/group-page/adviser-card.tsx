import { ArrowRight } from "lucide-react";
import { siteConfig } from "~/config/site-config";
import { sectionIds } from "~/config/site-routes";
import { adviserRole } from "~/content/adviser-role";
import { groupPageLabels } from "~/content/group-page-labels";
import { siteImages } from "~/modules/responsive-images";
import { ResponsiveImage } from "../responsive-image";
import { SectionLink } from "../section-link";

/**
 * The profession pages' „Über mich“ (pkv-site-spec.md §2, in its place after the hero), short:
 * photo, name, role and one line, and the way to the full introduction on the home page
 * (`/#about`), which stands there once (docs/decisions/0046).
 */
export function AdviserCard() {
  const { adviserCard } = groupPageLabels;
  const { adviserPhoto } = siteImages(siteConfig);
  return (
    <section aria-labelledby="adviser-card-heading" className="bg-white py-6 sm:py-10">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex max-w-3xl items-center gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:gap-6 sm:p-5">
          {/* The photo where the config has one; no stand-in for a missing one. */}
          {adviserPhoto && (
            <div className="w-18 shrink-0 overflow-hidden rounded-control bg-surface-muted sm:w-24">
              <ResponsiveImage image={adviserPhoto} sizes="(min-width: 640px) 96px, 72px" className="block h-auto w-full" />
            </div>
          )}
          <div className="min-w-0">
            <h2 id="adviser-card-heading" className="text-sm font-semibold text-brand-800">
              {adviserCard.heading}
            </h2>
            <p className="text-lg leading-snug font-bold text-ink">{siteConfig.adviser.name}</p>
            <p className="text-sm text-ink-muted">{adviserRole(siteConfig).role}</p>
            <p className="mt-1 text-sm text-ink">{adviserCard.line}</p>
            <SectionLink
              section={sectionIds.about}
              className="mt-1 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {adviserCard.link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </SectionLink>
          </div>
        </div>
      </div>
    </section>
  );
}
