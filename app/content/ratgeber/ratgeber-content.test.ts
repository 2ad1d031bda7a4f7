import { describe, expect, it } from "vitest";
import { groupRoutes } from "~/config/page-routes";
import { articleFiles, glossaryFiles } from "../../../tests/support/guide-copy";
import { guideTableMarkdown } from "../../../tests/support/guide-table";
import { SHIPPED_EXAMPLE } from "../../../tests/support/shipped-example";

/**
 * The shipped guide (app/content/ratgeber/README.md): as many articles and terms as the issues
 * asked for, each profession page linking two or three of them, and the closing note's table.
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

/**
 * What an owner's files must keep, the build and the editor refuse in German (the frontmatter
 * schemas, app/content/guide-checks.ts); the rest of the contract is advice the build prints
 * (guide-checks.test.ts holds the shipped files to it). Here: the shipped guide as the issues
 * described it, checked while the site is the example (tests/support/shipped-example.ts,
 * docs/decisions/0072-owners-yearly-check.md).
 */
describe.runIf(SHIPPED_EXAMPLE)("the shipped example's guide", () => {
  it("has at least twelve articles", () => {
    expect(articleFiles.length).toBeGreaterThanOrEqual(12);
  });

  it("has every term the writers' contract names, and at least 32", () => {
    expect(glossarySlugs.length).toBeGreaterThanOrEqual(32);
    expect(CONTRACT_TERMS.filter((slug) => !glossarySlugs.includes(slug))).toEqual([]);
  });

  it.each(groupRoutes.map((route) => [route.path, route] as const))("%s links two or three articles", (_path, route) => {
    expect(route.relatedArticles.length).toBeGreaterThanOrEqual(2);
    expect(route.relatedArticles.length).toBeLessThanOrEqual(3);
    expect(route.relatedArticles.filter((slug) => !articleSlugs.includes(slug))).toEqual([]);
  });

  it("is listed with its sources and quoted figures in the closing note's table (docs/ratgeber-artikel.md)", async () => {
    await expect(guideTableMarkdown(articleFiles)).toMatchFileSnapshot("../../../docs/ratgeber-artikel.md");
  });
});
