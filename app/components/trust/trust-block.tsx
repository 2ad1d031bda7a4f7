import { ExternalLink } from "lucide-react";
import { calculatorCommon } from "~/content/calculators";
import type { TrustContent } from "~/content/trust";
import { SourceLink } from "../calculators/rich-text";

const linkClasses =
  "font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";

/**
 * The about section's evidence from the config (app/content/trust.ts): reviews with name or
 * initials and date, the § 5b Abs. 3 UWG statement right under them, the rating profile as a
 * plain link (no widget, no stars, no score), the insurers compared. Parts the config leaves out
 * are not rendered at all, so there is never an empty „Bewertungen“ heading.
 */
export function TrustBlock({ content }: { content: TrustContent }) {
  const { reviews, ratingProfile, insurers } = content;
  return (
    <div data-trust="" className="mt-10 space-y-8">
      {reviews && (
        <section aria-labelledby="trust-reviews">
          <h3 id="trust-reviews" className="text-xl font-bold text-ink">
            {reviews.heading}
          </h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {reviews.items.map((review) => (
              <li key={`${review.isoDate} ${review.author}`} className="rounded-card bg-surface-tint p-5">
                <figure>
                  <blockquote className="text-ink">{review.quote}</blockquote>
                  <figcaption className="mt-3 text-sm text-ink-muted">
                    <span className="font-semibold text-ink">{review.author}</span>
                    {review.context && <>, {review.context}</>}
                    {" – "}
                    <time dateTime={review.isoDate}>{review.date}</time>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-ink-muted">
            <span className="font-semibold text-ink">{reviews.check.label}</span> {reviews.check.text} (<SourceLink source={reviews.check.source} />)
          </p>
        </section>
      )}
      {ratingProfile && (
        <p>
          <a href={ratingProfile.url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            {ratingProfile.text}
            {/* Inline, so the icon stays after the last word when the link wraps. */}
            <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em]" />
            <span className="sr-only"> {calculatorCommon.newTab}</span>
          </a>
        </p>
      )}
      {insurers && (
        <section aria-labelledby="trust-insurers">
          <h3 id="trust-insurers" className="text-xl font-bold text-ink">
            {insurers.heading}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {insurers.names.map((name) => (
              <li key={name} className="rounded-full border border-line bg-white px-3 py-1 text-sm text-ink">
                {name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
