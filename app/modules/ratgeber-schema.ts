/**
 * The frontmatter of the guide's articles (app/content/ratgeber/*.mdx) and of the glossary's
 * terms (app/content/glossar/*.md), as zod schemas. app/content.config.ts hands them to Astro,
 * which validates every file at build time and stops with the file and field; the unit tests
 * use the same schemas on fixtures. Links in `related` must name a page of the route table
 * (validated here) or an article (checked against the collection by the article page).
 */
import { z } from "zod";
import { calculatorRoute, guideRoute, isArticlePath } from "~/config/site-routes";
import { pageRoutes } from "~/config/page-routes";
import { CALCULATOR_ANCHORS } from "~/config/calculator-ids";
import { httpsUrl, text, yamlDate } from "~/config/schema-fields";

/** Where the collections' files live: app/content.config.ts loads them, the editor (/admin/) writes them. */
export const ARTICLE_FILES = { folder: "app/content/ratgeber", extension: "mdx" } as const;
export const GLOSSARY_FILES = { folder: "app/content/glossar", extension: "md" } as const;

/** The guide's four topics, in the order the index shows them. */
export const ARTICLE_TOPICS = ["einstieg", "beitrag", "lebenslagen", "wechsel"] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];

const TITLE_MAX = 70;
const DESCRIPTION_MIN = 70;
const DESCRIPTION_MAX = 160;

/** A statute or official source, linked. */
const sourceSchema = z.object({ citation: text, url: httpsUrl }).strict();

/** Anchors a link to the calculator page may carry: the calculators' section ids. */
export const calculatorAnchors: readonly string[] = Object.values(CALCULATOR_ANCHORS);

/**
 * Whether `link` names a page of the site: a path of the route table, the calculator page with
 * one of its calculators' anchors, or an article (/ratgeber/<slug>, whose existence the article
 * page checks against the collection). Why it is not one, or null.
 */
export function internalLinkProblem(link: string): string | null {
  const [path, anchor, ...rest] = link.split("#");
  if (rest.length > 0) return `„${link}“ enthält mehr als ein #`;
  const known = pageRoutes.some((route) => route.path === path) || path === guideRoute.path || isArticlePath(path);
  if (!known)
    return `„${path}“ ist keine Seite der Website (feste Seiten: app/config/site-routes.ts, Berufsseiten: app/content/berufe/) und kein Artikel /ratgeber/<name>`;
  if (anchor === undefined) return null;
  if (path !== calculatorRoute.path) return `„${link}“: nur Links auf ${calculatorRoute.path} dürfen einen Anker (#…) tragen`;
  if (!calculatorAnchors.includes(anchor)) return `„#${anchor}“ ist kein Rechner; möglich sind ${calculatorAnchors.map((id) => `#${id}`).join(", ")}`;
  return null;
}

/**
 * The frontmatter with „Passend dazu“ links to profession pages that no longer exist left out:
 * deleting a page must not stop the build over an article that still names it (the build lists
 * each such article: scripts/build/removed-pages.ts, docs/decisions/0071). Any other unknown page
 * is still refused.
 */
export function withoutMissingProfessionPages(data: unknown): unknown {
  if (data === null || typeof data !== "object" || !Array.isArray((data as { related?: unknown }).related)) return data;
  const related = (data as { related: unknown[] }).related.filter(
    (link) => typeof link !== "string" || !/^\/pkv-[a-z0-9-]+$/.test(link) || pageRoutes.some((route) => route.path === link),
  );
  return { ...data, related };
}

const internalLink = z.string().superRefine((link, context) => {
  const problem = internalLinkProblem(link);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

export const articleSchema = z
  .object({
    // Lengths as zod checks, not refinements: the editor reads them from here (app/editor/zod-to-decap.ts).
    title: text.max(TITLE_MAX, `darf höchstens ${TITLE_MAX} Zeichen lang sein`),
    description: text
      .min(DESCRIPTION_MIN, `muss ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen lang sein`)
      .max(DESCRIPTION_MAX, `muss ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen lang sein`),
    topic: z.enum(ARTICLE_TOPICS),
    published: yamlDate,
    updated: yamlDate,
    related: z.array(internalLink).min(1, "braucht mindestens einen Link").max(3, "höchstens drei Links"),
    sources: z.array(sourceSchema).min(1, "braucht mindestens eine Quelle"),
  })
  .strict()
  .refine((article) => article.updated.getTime() >= article.published.getTime(), {
    message: "„Stand“ (updated) darf nicht vor dem Tag der ersten Veröffentlichung (published) liegen",
    path: ["updated"],
  });

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
