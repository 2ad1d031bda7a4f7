/**
 * The guide's content collections (Astro content layer): articles as MDX, glossary terms as
 * Markdown, each file's frontmatter validated at build time against the schemas in
 * app/modules/ratgeber-schema.ts. A wrong field stops the build and names the file.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { ARTICLE_FILES, articleSchema, GLOSSARY_FILES, glossaryTermSchema } from "~/modules/ratgeber-schema";

const ratgeber = defineCollection({
  // The file name is the slug: app/content/ratgeber/beitragsentlastungstarif.mdx → /ratgeber/beitragsentlastungstarif.
  loader: glob({ base: `./${ARTICLE_FILES.folder}`, pattern: `*.${ARTICLE_FILES.extension}` }),
  schema: articleSchema,
});

const glossar = defineCollection({
  loader: glob({ base: `./${GLOSSARY_FILES.folder}`, pattern: `*.${GLOSSARY_FILES.extension}` }),
  schema: glossaryTermSchema,
});

export const collections = { ratgeber, glossar };
