/**
 * The about section's evidence, only from the config: reviews with who wrote them and when, the
 * adviser's statement of how they were checked (§ 5b Abs. 3 UWG) beside them, a plain link to a
 * rating profile, the insurers compared. Nothing here is invented or filled in: a part the config
 * leaves out is null and not shown, and without any of them there is no block (decision 0048).
 * The labels around them are the owner's file texte/vertrauen.yaml. Its heading of the reviews
 * says nothing about who wrote them that the page cannot back: that they are customers is for the
 * adviser's statement beside them to say (Nr. 23b Anhang UWG).
 */
import type { SiteConfig } from "~/config/site-config-schema";
import { filledOnThePage } from "~/modules/copy-placeholders";
import { formatIsoDate } from "~/modules/format-de";
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
  } | null;
  ratingProfile: { text: string; url: string } | null;
  insurers: { heading: string; names: readonly string[] } | null;
}

export const REVIEW_CHECK_SOURCE: LegalSource = { citation: "§\u00a05b Abs.\u00a03 UWG", url: provisionUrl("uwg", "5b") };

/** „Toller Service“ → „„Toller Service““ is avoided: quotes the adviser typed around the text are dropped before the page sets its own. */
function quoted(text: string): string {
  return `„${text.trim().replace(/^[„"“”]+|[“”"]+$/g, "")}“`;
}

export function trustContent(config: Pick<SiteConfig, "testimonials" | "ratingProfile" | "insurersCompared">): TrustContent | null {
  const { testimonials, ratingProfile, insurersCompared } = config;
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
        }
      : null,
    ratingProfile: ratingProfile ? { text: filledOnThePage(copy.ratingProfile, { portal: ratingProfile.label }), url: ratingProfile.url } : null,
    insurers: insurersCompared ? { heading: copy.insurersHeading, names: insurersCompared } : null,
  };
  return content.reviews || content.ratingProfile || content.insurers ? content : null;
}
