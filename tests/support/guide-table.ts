/**
 * The closing note's table of the guide (docs/ratgeber-artikel.md): every article with its
 * topic, its sources and the statutory figures it quotes through components. Generated from the
 * files, so the table cannot drift; app/content/ratgeber/ratgeber-content.test.ts compares it
 * with the committed file (update with `npx vitest run app/content/ratgeber -u`).
 */
import type { GuideFile } from "./guide-copy";
import { frontmatterStrings, splitFrontmatter } from "~/modules/mdx-prose";

function figuresQuoted(body: string): string[] {
  const figures = [...body.matchAll(/<Figure\s+name="([^"]+)"(?:\s+year="previous")?/g)].map((match) =>
    match[0].includes('year="previous"') ? `${match[1]} (Vorjahr)` : match[1],
  );
  const maxima = [...body.matchAll(/<GkvMaximum(?:\s+part="(kv)")?/g)].map((match) => (match[1] ? "GKV-Höchstbeitrag KV" : "GKV-Höchstbeitrag KV+PV"));
  return [...new Set([...figures, ...maxima])];
}

export function guideTableMarkdown(articles: readonly GuideFile[]): string {
  const rows = articles.map((file) => {
    const { frontmatter, body } = splitFrontmatter(file.source);
    const strings = frontmatterStrings(frontmatter);
    const title = strings.find((found) => found.path === "frontmatter title")?.text ?? file.slug;
    const topic = /^topic:\s*(\w+)/m.exec(frontmatter)?.[1] ?? "";
    const sources = strings.filter((found) => found.path === "frontmatter citation").map((found) => found.text);
    const figures = figuresQuoted(body);
    const cell = (text: string) => text.replace(/\|/g, "\\|");
    return `| [${cell(title)}](/ratgeber/${file.slug}) | ${topic} | ${cell(sources.join("; "))} | ${figures.length > 0 ? figures.join(", ") : "–"} |`;
  });
  return [
    "# Ratgeber: Artikel, Quellen und zitierte Werte",
    "",
    "Generated from app/content/ratgeber/*.mdx by tests/support/guide-table.ts; figures are the names of",
    "statutory-figures.ts fields the article renders through <Figure> and <GkvMaximum>.",
    "",
    "| Artikel | Thema | Quellen (Frontmatter) | Zitierte Werte |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
