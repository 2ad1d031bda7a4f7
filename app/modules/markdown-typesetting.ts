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

/**
 * The plugin, made once per document. Heading ids are set here from the heading as typed: Astro
 * derives them from the heading's text, where a no-break space the build sets would drop out
 * („43. Tag“ → #…-43tag), so links to a section would change with the typography. Astro keeps an
 * id that is set; the slugger is the one Astro uses, counting repeats within the document. The
 * context's mutations apply after the walk, so a heading reads its text as typed.
 */
export function typesetGermanMarkdown(): MdastPluginDefinition {
  const slugger = new GithubSlugger();
  return {
    name: "typeset-german",
    heading(node, context) {
      // `data` is an open bag (mdast-util-to-hast's hProperties); the heading type does not name it.
      const data = (node.data ?? {}) as { hProperties?: Record<string, unknown> };
      if (data.hProperties?.id !== undefined) return;
      context.setProperty(node, "data", { ...data, hProperties: { ...data.hProperties, id: slugger.slug(context.textContent(node)) } });
    },
    text(node, context) {
      const typeset = typesetGerman(node.value);
      if (typeset !== node.value) context.setProperty(node, "value", typeset);
    },
  };
}
