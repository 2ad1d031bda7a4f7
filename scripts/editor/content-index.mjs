// The articles and glossary terms on disk, for the editor's choices (an article's „Passend dazu“
// links) and its previews (a <Term slug> that names no term). Read when the editor is built;
// `npm run edit` rebuilds the editor whenever app/ has changed since.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

function frontmatter(file) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, "utf8"));
  return match ? (parse(match[1]) ?? {}) : {};
}

function entries(folder, extension) {
  return readdirSync(folder)
    .filter((name) => name.endsWith(`.${extension}`))
    .sort()
    .map((name) => ({ slug: name.slice(0, -extension.length - 1), data: frontmatter(join(folder, name)) }));
}

/** `files` are ARTICLE_FILES and GLOSSARY_FILES of app/modules/ratgeber-schema.ts; paths relative to `projectDir`. */
export function contentIndex(projectDir, { articles, glossary }) {
  return {
    articles: entries(join(projectDir, articles.folder), articles.extension).map(({ slug, data }) => ({ slug, title: String(data.title ?? slug) })),
    glossary: entries(join(projectDir, glossary.folder), glossary.extension).map(({ slug, data }) => ({ slug, term: String(data.term ?? slug) })),
  };
}
