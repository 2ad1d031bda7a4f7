import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { calculatorCommon } from "~/content/calculators";
import type { TrustContent } from "~/content/trust";
import { SourceLink } from "../calculators/rich-text";

const linkClasses =
  "font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";

/** A link that opens in a new tab, as the footer's profile links do, announced to screen readers. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {children}
      {/* Inline, so the icon stays after the last word when the link wraps. */}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em]" />
      <span className="sr-only"> {calculatorCommon.newTab}</span>
    </a>
  );
}

/**
 * The about section's evidence from the config (app/content/trust.ts): reviews with name or
 * initials and date, the § 5b Abs. 3 UWG statement right under them and whether they are all or a
 * selection, the rating profile as a plain link (no widget, no stars, no score) with the same
 * statement, the insurers compared and, for a restricted selection, that it is one (decisions
 * 0048, 0067). Parts the config leaves out are not rendered at all, so there is never an empty
 * „Bewertungen“ heading.
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
          <p data-reviews-shown="" className="mt-2 text-sm text-ink-muted">
            <span className="font-semibold text-ink">{reviews.shown.label}</span> {reviews.shown.text}
            {reviews.shown.allReviews && (
              <>
                {" "}
                {reviews.shown.allReviews.url ? (
                  <>
                    <NewTabLink href={reviews.shown.allReviews.url}>{reviews.shown.allReviews.text}</NewTabLink>.
                  </>
                ) : (
                  reviews.shown.allReviews.text
                )}
              </>
            )}
          </p>
        </section>
      )}
      {ratingProfile && (
        <p data-rating-profile="">
          <NewTabLink href={ratingProfile.url}>{ratingProfile.text}</NewTabLink>. <span className="text-sm text-ink-muted">{ratingProfile.shown}</span>
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
          {insurers.restricted && (
            <p data-insurers-restricted="" className="mt-3 text-sm text-ink-muted">
              {insurers.restricted.text} (<SourceLink source={insurers.restricted.source} />
              ).
            </p>
          )}
        </section>
      )}
    </div>
  );
}
