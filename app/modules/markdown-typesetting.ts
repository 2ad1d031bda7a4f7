/**
 * Sets German typography in the guide's Markdown and MDX as it is built, so editors type plain
 * text (docs/decisions/0054). A plugin for Astro's Markdown processor, Sätteri (astro.config.ts,
 * `markdown.processor`, which MDX inherits): every text node of the prose gets `typesetGerman`;
 * code, inline code, HTML and the attributes of MDX components (a <Figure name="…" />) are other
 * node types and stay as written.
 */
import GithubSlugger from "github-slugger";
import type { MdastPluginDefinition } from "satteri";
import { typesetGerman } from "./german-typesetting";
import { typesetEnglish } from "./english-copy-rules";

/** The English guide's files (docs/decisions/0073): English typography there, German everywhere else. */
const ENGLISH_CONTENT = "/app/content/en/";

/**
 * The plugin, made once per document. Heading ids are set here from the heading as typed: Astro
 * derives them from the heading's text, where a no-break space the build sets would drop out
 * („43. Tag“ → #…-43tag), so links to a section would change with the typography. Astro keeps an
 * id that is set; the slugger is the one Astro uses, counting repeats within the document. The
 * context's mutations apply after the walk, so a heading reads its text as typed.
 */
export function typesetGermanMarkdown(document?: { readonly fileURL?: URL | undefined }): MdastPluginDefinition {
  const slugger = new GithubSlugger();
  // Sätteri hands the factory the document's address; English files get English typography.
  const typeset = document?.fileURL?.pathname.includes(ENGLISH_CONTENT) ? typesetEnglish : typesetGerman;
  return {
    name: "typeset-german",
    heading(node, context) {
      // `data` is an open bag (mdast-util-to-hast's hProperties); the heading type does not name it.
      const data = (node.data ?? {}) as { hProperties?: Record<string, unknown> };
      if (data.hProperties?.id !== undefined) return;
      context.setProperty(node, "data", { ...data, hProperties: { ...data.hProperties, id: slugger.slug(context.textContent(node)) } });
    },
    text(node, context) {
      const set = typeset(node.value);
      if (set !== node.value) context.setProperty(node, "value", set);
    },
  };
}
