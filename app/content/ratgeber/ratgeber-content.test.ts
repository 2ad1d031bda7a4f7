import { describe, expect, it } from "vitest";
import { groupRoutes } from "~/config/page-routes";
import { ARTICLE_FIGURE_NAMES } from "~/modules/article-figures";
import { termSlugsIn } from "~/modules/article-terms";
import { articleFiles, bodyOf, glossaryFiles, proseOf } from "../../../tests/support/guide-copy";
import { guideTableMarkdown } from "../../../tests/support/guide-table";
import { wordCount } from "~/modules/mdx-prose";

/**
 * The writers' contract for the guide (app/content/ratgeber/README.md) beyond what the build's
 * schema checks: length, the short answer first, callouts, glossary links, figure names, and
 * the glossary's terms. Reads the files by glob, so a new article is checked without a list.
 */

/** The glossary terms the contract promises the writers (they may link only these, and all exist). */
const CONTRACT_TERMS = [
  "alterungsrueckstellung",
  "anonyme-risikovoranfrage",
  "anwartschaftsversicherung",
  "arbeitgeberzuschuss",
  "basisabsicherung",
  "basistarif",
  "beihilfe",
  "beitragsanpassung",
  "beitragsbemessungsgrenze",
  "beitragsentlastungstarif",
  "beitragsrueckerstattung",
  "familienversicherung",
  "gesetzlicher-zuschlag",
  "gesundheitspruefung",
  "jahresarbeitsentgeltgrenze",
  "kinderlosenzuschlag",
  "kontrahierungszwang",
  "krankentagegeld",
  "kvdr",
  "leistungsausschluss",
  "notlagentarif",
  "oeffnungsaktion",
  "pauschale-beihilfe",
  "pflegepflichtversicherung",
  "risikozuschlag",
  "selbstbehalt",
  "standardtarif",
  "tarifwechsel",
  "vorvertragliche-anzeigepflicht",
  "vorversicherungszeit",
  "wartezeit",
  "zusatzbeitrag",
];

const glossarySlugs = glossaryFiles.map((file) => file.slug);
const articleSlugs = articleFiles.map((file) => file.slug);
const articles = articleFiles.map((file) => [file.slug, file] as const);

describe("the guide's articles", () => {
  it("are at least twelve", () => {
    expect(articleFiles.length).toBeGreaterThanOrEqual(12);
  });

  it.each(articles)("%s has 1.000–2.000 words of body text", (_slug, file) => {
    const words = wordCount(
      proseOf(file)
        .filter((found) => !found.path.includes(" frontmatter "))
        .map((found) => found.text),
    );
    expect(words).toBeGreaterThanOrEqual(1000);
    expect(words).toBeLessThanOrEqual(2000);
  });

  it.each(articles)("%s starts with <ShortAnswer> and uses at most two callouts", (_slug, file) => {
    const body = bodyOf(file).trimStart();
    expect(body.startsWith("<ShortAnswer>")).toBe(true);
    expect(body.match(/<ShortAnswer>/g)).toHaveLength(1);
    expect((body.match(/<Callout\b/g) ?? []).length).toBeLessThanOrEqual(2);
    // The page writes the h1: the body starts its sections at ##.
    expect(body).not.toMatch(/^#\s/m);
  });

  it.each(articles)("%s links only glossary terms that exist, each once (its first use)", (_slug, file) => {
    const body = bodyOf(file);
    const used = [...body.matchAll(/<Term\s+slug="([^"]+)"/g)].map((match) => match[1]);
    expect(used.filter((slug) => !glossarySlugs.includes(slug))).toEqual([]);
    expect(used).toEqual(termSlugsIn(body));
  });

  it.each(articles)("%s names only figures the module has", (_slug, file) => {
    const names = [...bodyOf(file).matchAll(/<Figure\s+name="([^"]+)"/g)].map((match) => match[1]);
    expect(names.filter((name) => !(ARTICLE_FIGURE_NAMES as readonly string[]).includes(name))).toEqual([]);
  });

  it.each(articles)("%s links statutes on gesetze-im-internet.de over https", (_slug, file) => {
    const links = [...file.source.matchAll(/https?:\/\/[^\s)"]+/g)].map((match) => match[0]);
    expect(links.filter((link) => link.startsWith("http:"))).toEqual([]);
    expect(links.some((link) => link.startsWith("https://www.gesetze-im-internet.de/"))).toBe(true);
  });
});

describe("the glossary", () => {
  it("has every term the writers' contract names, and at least 32", () => {
    expect(glossarySlugs.length).toBeGreaterThanOrEqual(32);
    expect(CONTRACT_TERMS.filter((slug) => !glossarySlugs.includes(slug))).toEqual([]);
  });

  it.each(glossaryFiles.map((file) => [file.slug, file] as const))("%s defines its term in two to five sentences", (_slug, file) => {
    const sentences = proseOf(file)
      .filter((found) => !found.path.includes(" frontmatter "))
      .flatMap((found) => found.text.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„(])/));
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(6);
  });

  it("is used: every article links at least one term", () => {
    for (const file of articleFiles) expect(termSlugsIn(bodyOf(file)).length, file.slug).toBeGreaterThan(0);
  });
});

describe("the profession pages' articles", () => {
  it.each(groupRoutes.map((route) => [route.path, route] as const))("%s links two or three articles that exist", (_path, route) => {
    expect(route.relatedArticles.length).toBeGreaterThanOrEqual(2);
    expect(route.relatedArticles.length).toBeLessThanOrEqual(3);
    expect(route.relatedArticles.filter((slug) => !articleSlugs.includes(slug))).toEqual([]);
  });
});

describe("the closing note's table", () => {
  it("lists every article with its sources and quoted figures (docs/ratgeber-artikel.md)", async () => {
    await expect(guideTableMarkdown(articleFiles)).toMatchFileSnapshot("../../../docs/ratgeber-artikel.md");
  });
});
