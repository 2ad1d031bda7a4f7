/**
 * The guide's content collections (Astro content layer): articles as MDX, glossary terms as
 * Markdown, each file's frontmatter validated at build time against the schemas in
 * app/modules/ratgeber-schema.ts. A wrong field stops the build and names the file.
 */
import { defineCollection } from "astro:content";
import { z } from "zod";
import { glob } from "astro/loaders";
import { typesetGerman } from "~/modules/german-typesetting";
import {
  ARTICLE_FILES,
  articleSchema,
  GLOSSARY_FILES,
  glossaryTermSchema,
  withoutMissingProfessionPages,
  type ArticleData,
  type GlossaryTermData,
} from "~/modules/ratgeber-schema";
import { typesetEnglish } from "~/modules/english-copy-rules";
import {
  ENGLISH_ARTICLE_FILES,
  ENGLISH_GLOSSARY_FILES,
  englishArticleSchema,
  englishGlossaryTermSchema,
  type EnglishArticleData,
  type EnglishGlossaryTermData,
} from "~/modules/english-guide-schema";

// Owners type plain text; the build sets German typography in the frontmatter's copy as the
// remark plugin does in the body (app/modules/markdown-typesetting.ts, astro.config.ts).
const typesetSources = (sources: ArticleData["sources"]) => sources.map((source) => ({ ...source, citation: typesetGerman(source.citation) }));

const typesetArticle = (article: ArticleData): ArticleData => ({
  ...article,
  title: typesetGerman(article.title),
  description: typesetGerman(article.description),
  sources: typesetSources(article.sources),
});

const typesetTerm = (term: GlossaryTermData): GlossaryTermData => ({
  ...term,
  term: typesetGerman(term.term),
  ...(term.aka ? { aka: term.aka.map(typesetGerman) } : {}),
  sources: typesetSources(term.sources),
});

const ratgeber = defineCollection({
  // The file name is the slug: app/content/ratgeber/beitragsentlastungstarif.mdx → /ratgeber/beitragsentlastungstarif.
  loader: glob({ base: `./${ARTICLE_FILES.folder}`, pattern: `*.${ARTICLE_FILES.extension}` }),
  // A deleted profession page leaves „Passend dazu“ instead of stopping the build (docs/decisions/0071).
  schema: z.preprocess(withoutMissingProfessionPages, articleSchema).transform(typesetArticle),
});

const glossar = defineCollection({
  loader: glob({ base: `./${GLOSSARY_FILES.folder}`, pattern: `*.${GLOSSARY_FILES.extension}` }),
  schema: glossaryTermSchema.transform(typesetTerm),
});

// The English guide (docs/decisions/0073): its own folders, English typography; the citations
// name German statutes and stay as written.
const typesetEnglishArticle = (article: EnglishArticleData): EnglishArticleData => ({
  ...article,
  title: typesetEnglish(article.title),
  description: typesetEnglish(article.description),
});

const typesetEnglishTerm = (term: EnglishGlossaryTermData): EnglishGlossaryTermData => ({
  ...term,
  term: typesetEnglish(term.term),
  english: typesetEnglish(term.english),
});

const ratgeberEn = defineCollection({
  loader: glob({ base: `./${ENGLISH_ARTICLE_FILES.folder}`, pattern: `*.${ENGLISH_ARTICLE_FILES.extension}` }),
  schema: englishArticleSchema.transform(typesetEnglishArticle),
});

const glossarEn = defineCollection({
  loader: glob({ base: `./${ENGLISH_GLOSSARY_FILES.folder}`, pattern: `*.${ENGLISH_GLOSSARY_FILES.extension}` }),
  schema: englishGlossaryTermSchema.transform(typesetEnglishTerm),
});

export const collections = { ratgeber, glossar, ratgeberEn, glossarEn };
