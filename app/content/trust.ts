/**
 * The about section's evidence, only from the config: reviews with who wrote them and when, the
 * adviser's statement of how they were checked (§ 5b Abs. 3 UWG) beside them, whether they are all
 * the reviews received or a selection (with count, period and where the rest are), a plain link to
 * a rating profile with the same statement, the insurers compared and, for a restricted selection,
 * that it is one (§ 60 Abs. 1 Satz 2 VVG). Nothing here is invented or filled in: a part the config
 * leaves out is null and not shown, and without any of them there is no block (decisions 0048,
 * 0067). The labels around them are the owner's file texte/vertrauen.yaml. Its heading of the
 * reviews says nothing about who wrote them that the page cannot back: that they are customers is
 * for the adviser's statement beside them to say (Nr. 23b Anhang UWG).
 */
import type { SiteConfig, Testimonials } from "~/config/site-config-schema";
import { filledOnThePage } from "~/modules/copy-placeholders";
import { formatIsoDate, formatIsoMonth, formatNumber } from "~/modules/format-de";
import type { TrustText } from "~/modules/text-files/trust-schema";
import { provisionUrl } from "./legal-sources";
import trustText from "./texte/vertrauen.yaml";
import type { LegalSource } from "~/modules/figures/figure-types";

const copy = trustText as TrustText;

export interface TrustReview {
  /** The customer's words in „…“. */
  quote: string;
  author: string;
  context: string | null;
  /** „18. Juni 2026“, and the ISO day for <time datetime>. */
  date: string;
  isoDate: string;
}

export interface TrustContent {
  reviews: {
    heading: string;
    items: readonly TrustReview[];
    /** The adviser's own words on how the reviews were checked, with the provision that asks for them. */
    check: { label: string; text: string; source: LegalSource };
    /** All or a selection, how many, since when, and for a selection how chosen and where the rest are. */
    shown: { label: string; text: string; allReviews: { text: string; url: string | null } | null };
  } | null;
  /** The link, and beside it whether the profile shows every review or a selection. */
  ratingProfile: { text: string; url: string; shown: string } | null;
  /** The list; `restricted` when the advice rests on these insurers only (§ 60 Abs. 1 Satz 2 VVG). */
  insurers: { heading: string; names: readonly string[]; restricted: { text: string; source: LegalSource } | null } | null;
}

export type TrustConfig = Pick<SiteConfig, "testimonials" | "ratingProfile" | "insurersCompared" | "adviceBasis">;

export const REVIEW_CHECK_SOURCE: LegalSource = { citation: "§\u00a05b Abs.\u00a03 UWG", url: provisionUrl("uwg", "5b") };

export const RESTRICTED_SELECTION_SOURCE: LegalSource = { citation: "§\u00a060 Abs.\u00a01 Satz\u00a02 VVG", url: provisionUrl("vvg", "60") };

/** „Toller Service“ → „„Toller Service““ is avoided: quotes the adviser typed around the text are dropped before the page sets its own. */
function quoted(text: string): string {
  return `„${text.trim().replace(/^[„"“”]+|[“”"]+$/g, "")}“`;
}

/** What the page says about the reviews shown: all since a month, or a selection with its count, how chosen and where all of them are. */
function reviewsShown(testimonials: Testimonials): NonNullable<TrustContent["reviews"]>["shown"] {
  const { reviews } = copy;
  const seit = formatIsoMonth(testimonials.collectedSince);
  const anzahl = formatNumber(testimonials.items.length);
  if (testimonials.shown === "alle") return { label: reviews.shownLabel, text: filledOnThePage(reviews.shownAll, { seit, anzahl }), allReviews: null };
  const gesamt = formatNumber(testimonials.total ?? 0);
  const selection = filledOnThePage(reviews.shownSelection, { seit, anzahl, gesamt });
  return {
    label: reviews.shownLabel,
    text: [selection, testimonials.howSelected].filter(Boolean).join(" "),
    allReviews: testimonials.allReviewsUrl
      ? { text: filledOnThePage(reviews.allReviewsLink, { gesamt }), url: testimonials.allReviewsUrl }
      : { text: filledOnThePage(reviews.allReviewsOnRequest, { gesamt }), url: null },
  };
}

function ratingProfileShown(profile: NonNullable<SiteConfig["ratingProfile"]>): string {
  const shows = copy.ratingProfileShows;
  if (profile.shown === "alle") return filledOnThePage(shows.all, { portal: profile.label });
  return [filledOnThePage(shows.selection, { portal: profile.label }), profile.howSelected].filter(Boolean).join(" ");
}

export function trustContent(config: TrustConfig): TrustContent | null {
  const { testimonials, ratingProfile, insurersCompared, adviceBasis } = config;
  const content: TrustContent = {
    reviews: testimonials
      ? {
          heading: copy.reviews.heading,
          items: testimonials.items.map((item) => ({
            quote: quoted(item.text),
            author: item.author,
            context: item.context ?? null,
            date: formatIsoDate(item.date),
            isoDate: item.date,
          })),
          check: { label: copy.reviews.checkLabel, text: testimonials.howChecked, source: REVIEW_CHECK_SOURCE },
          shown: reviewsShown(testimonials),
        }
      : null,
    ratingProfile: ratingProfile
      ? { text: filledOnThePage(copy.ratingProfile, { portal: ratingProfile.label }), url: ratingProfile.url, shown: ratingProfileShown(ratingProfile) }
      : null,
    insurers: insurersCompared
      ? {
          heading: copy.insurersHeading,
          names: insurersCompared,
          restricted: adviceBasis === "eingeschraenkte-auswahl" ? { text: copy.insurersRestricted, source: RESTRICTED_SELECTION_SOURCE } : null,
        }
      : null,
  };
  return content.reviews || content.ratingProfile || content.insurers ? content : null;
}
