/**
 * The frontmatter of the guide's articles (app/content/ratgeber/*.mdx) and of the glossary's
 * terms (app/content/glossar/*.md), as zod schemas. app/content.config.ts hands them to Astro,
 * which validates every file at build time and stops with the file and field; the unit tests
 * use the same schemas on fixtures. Links in `related` must name a page of the route table
 * (validated here) or an article (checked against the collection by the article page).
 */
import { z } from "zod";
import { calculatorRoute, guideRoute, isArticlePath, pageRoutes } from "~/config/site-routes";
import { CALCULATORS } from "~/content/calculator-page";

/** The guide's four topics, in the order the index shows them. */
export const ARTICLE_TOPICS = ["einstieg", "beitrag", "lebenslagen", "wechsel"] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];

export const TITLE_MAX = 70;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

const text = z.string().refine((value) => value.trim().length > 0, "is missing or empty");

const httpsUrl = text.refine((value) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}, "must be a URL starting with https://");

/** A statute or official source, linked. */
export const sourceSchema = z.object({ citation: text, url: httpsUrl }).strict();

/** Anchors a link to the calculator page may carry: the calculators' section ids. */
export const calculatorAnchors: readonly string[] = CALCULATORS.map((calculator) => calculator.anchor);

/**
 * Whether `link` names a page of the site: a path of the route table, the calculator page with
 * one of its calculators' anchors, or an article (/ratgeber/<slug>, whose existence the article
 * page checks against the collection). Why it is not one, or null.
 */
export function internalLinkProblem(link: string): string | null {
  const [path, anchor, ...rest] = link.split("#");
  if (rest.length > 0) return `„${link}“ has more than one #`;
  const known = pageRoutes.some((route) => route.path === path) || path === guideRoute.path || isArticlePath(path);
  if (!known) return `„${path}“ is no page of the route table (app/config/site-routes.ts) and no /ratgeber/<slug>`;
  if (anchor === undefined) return null;
  if (path !== calculatorRoute.path) return `„${link}“: only ${calculatorRoute.path} links may carry an anchor`;
  if (!calculatorAnchors.includes(anchor)) return `„#${anchor}“ is no calculator; use one of ${calculatorAnchors.map((id) => `#${id}`).join(", ")}`;
  return null;
}

const internalLink = z.string().superRefine((link, context) => {
  const problem = internalLinkProblem(link);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** YAML reads `2026-11-23` as a Date; a quoted string is accepted too. */
const isoDate = z.coerce.date().refine((date) => !Number.isNaN(date.getTime()), "must be an ISO date such as 2026-11-23");

export const articleSchema = z
  .object({
    title: text.refine((value) => value.length <= TITLE_MAX, `must be at most ${TITLE_MAX} characters`),
    description: text.refine(
      (value) => value.length >= DESCRIPTION_MIN && value.length <= DESCRIPTION_MAX,
      `must be ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} characters`,
    ),
    topic: z.enum(ARTICLE_TOPICS),
    published: isoDate,
    updated: isoDate,
    related: z.array(internalLink).min(1).max(3),
    sources: z.array(sourceSchema).min(1),
  })
  .strict()
  .refine((article) => article.updated.getTime() >= article.published.getTime(), { message: "updated must not be before published", path: ["updated"] });

export type ArticleData = z.infer<typeof articleSchema>;

export const glossaryTermSchema = z
  .object({
    /** The term as a heading, e.g. „Alterungsrückstellung“. */
    term: text,
    /** Other names a reader may search for (shown after the term). */
    aka: z.array(text).optional(),
    /** Where the term is defined or governed; terms of market practice have none. */
    sources: z.array(sourceSchema).default([]),
  })
  .strict();

export type GlossaryTermData = z.infer<typeof glossaryTermSchema>;

/**
 * The shape of a collection entry as the pages use it. The pages annotate their callbacks with
 * these: `astro check` reads the collections' entries as `any` (Astro 7.3 with zod 4 schemas
 * imported from a module), and these supertypes of CollectionEntry keep the pages typed either way.
 */
export interface ArticleEntryLike {
  id: string;
  body?: string;
  data: ArticleData;
}

export interface GlossaryEntryLike {
  id: string;
  body?: string;
  data: GlossaryTermData;
}

export type SourceLink = z.infer<typeof sourceSchema>;
