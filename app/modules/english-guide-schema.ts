/**
 * The frontmatter of the English guide (app/content/en/ratgeber/*.mdx) and glossary
 * (app/content/en/glossar/*.md), docs/decisions/0073: the German schemas' fields and limits, with
 * links to English pages, the German twin an article translates (`germanArticle`, for hreflang and
 * the language switch) and the English name of each German term. Messages are German: the owner
 * reads them.
 */
import { z } from "zod";
import { CALCULATOR_ANCHORS } from "~/config/calculator-ids";
import { englishArticlePath, englishRoute, englishRoutes, type LanguagePair } from "~/config/english-routes";
import { articlePath } from "~/config/site-routes";
import { httpsUrl, text, yamlDate } from "~/config/schema-fields";
import { ARTICLE_TOPICS, glossaryTermSchema } from "./ratgeber-schema";

export const ENGLISH_ARTICLE_FILES = { folder: "app/content/en/ratgeber", extension: "mdx" } as const;
export const ENGLISH_GLOSSARY_FILES = { folder: "app/content/en/glossar", extension: "md" } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TITLE_MAX = 70;
const DESCRIPTION_MIN = 70;
const DESCRIPTION_MAX = 160;

/** Whether `path` is an English article's address, /en/guide/<slug>. */
export function isEnglishArticlePath(path: string): boolean {
  const prefix = `${englishRoute("guide").path}/`;
  return path.startsWith(prefix) && SLUG.test(path.slice(prefix.length));
}

/**
 * Why `link` is no page of the English section, or null: an English page of the route table, the
 * calculators with one of their anchors, or an English article (whose file the article page checks).
 */
export function englishInternalLinkProblem(link: string): string | null {
  const [path, anchor, ...rest] = link.split("#");
  if (rest.length > 0) return `„${link}“ enthält mehr als ein #`;
  const known = englishRoutes.some((route) => route.path === path) || isEnglishArticlePath(path!);
  if (!known) return `„${path}“ ist keine englische Seite (app/config/english-routes.ts) und kein englischer Artikel /en/guide/<name>`;
  if (anchor === undefined) return null;
  const calculators = englishRoute("calculators").path;
  if (path !== calculators) return `„${link}“: nur Links auf ${calculators} dürfen einen Anker (#…) tragen`;
  const anchors: readonly string[] = Object.values(CALCULATOR_ANCHORS);
  if (!anchors.includes(anchor)) return `„#${anchor}“ ist kein Rechner; möglich sind ${anchors.map((id) => `#${id}`).join(", ")}`;
  return null;
}

const englishLink = z.string().superRefine((link, context) => {
  const problem = englishInternalLinkProblem(link);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

const sourceSchema = z.object({ citation: text, url: httpsUrl }).strict();

export const englishArticleSchema = z
  .object({
    title: text.max(TITLE_MAX, `darf höchstens ${TITLE_MAX} Zeichen lang sein`),
    description: text
      .min(DESCRIPTION_MIN, `muss ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen lang sein`)
      .max(DESCRIPTION_MAX, `muss ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen lang sein`),
    topic: z.enum(ARTICLE_TOPICS),
    published: yamlDate,
    updated: yamlDate,
    /** The German article this one translates or follows (its file name in app/content/ratgeber/), if any. */
    germanArticle: z.string().regex(SLUG, "muss der Dateiname eines deutschen Artikels sein, ohne .mdx").optional(),
    related: z.array(englishLink).min(1, "braucht mindestens einen Link").max(3, "höchstens drei Links"),
    sources: z.array(sourceSchema).min(1, "braucht mindestens eine Quelle"),
  })
  .strict()
  .refine((article) => article.updated.getTime() >= article.published.getTime(), {
    message: "„Stand“ (updated) darf nicht vor dem Tag der ersten Veröffentlichung (published) liegen",
    path: ["updated"],
  });

export type EnglishArticleData = z.infer<typeof englishArticleSchema>;

/** A German term explained in English: the German glossary's fields, and the term's English name. */
export const englishGlossaryTermSchema = glossaryTermSchema.extend({
  /** The German term as contracts and letters write it, e.g. „Anwartschaft“ (the heading). */
  term: text,
  /** What it is called in English, e.g. „dormant policy“ (shown under the heading). */
  english: text,
});

export type EnglishGlossaryTermData = z.infer<typeof englishGlossaryTermSchema>;

export interface EnglishArticleEntryLike {
  id: string;
  body?: string;
  data: EnglishArticleData;
}

export interface EnglishGlossaryEntryLike {
  id: string;
  body?: string;
  data: EnglishGlossaryTermData;
}

/**
 * The German and English article pages that translate each other, for hreflang and the language
 * switch (SiteLayout's `articlePairs`). Throws, naming the file, for a `germanArticle` that is not a
 * German article's file name, so a renamed German article stops the build instead of a dead link.
 */
export function englishArticlePairs(articles: readonly EnglishArticleEntryLike[], germanSlugs: readonly string[]): LanguagePair[] {
  return articles.flatMap((article) => {
    const german = article.data.germanArticle;
    if (german === undefined) return [];
    if (!germanSlugs.includes(german)) {
      throw new Error(`${ENGLISH_ARTICLE_FILES.folder}/${article.id}.mdx: germanArticle „${german}“ – app/content/ratgeber/ hat keinen Artikel dieses Namens`);
    }
    return [{ de: articlePath(german), en: englishArticlePath(article.id) }];
  });
}
