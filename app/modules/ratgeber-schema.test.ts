import { describe, expect, it } from "vitest";
import { deriveFigures } from "~/modules/figures/derive-figures";
import { figureText, gkvMaximumText } from "./article-figures";
import { groupRoutes } from "~/config/page-routes";
import { articleSchema, glossaryTermSchema, internalLinkProblem, withoutMissingProfessionPages } from "./ratgeber-schema";

/** A profession page the adviser has (any), and an address no file makes. */
const groupPath = groupRoutes[0]!.path;
const missingGroupPath = `/pkv-${groupRoutes.map((route) => route.slug).join("-")}-geloescht`;

const valid = {
  title: "Beitragsentlastungstarif: Lohnt sich das?",
  description: "Wie ein Beitragsentlastungstarif den Beitrag im Alter senkt und wann eigenes Sparen die bessere Wahl ist.",
  topic: "beitrag",
  published: new Date("2026-11-23"),
  updated: new Date("2026-11-23"),
  related: ["/pkv-rechner#gkv-beitrag", groupPath],
  sources: [{ citation: "§\u00a0204 VVG", url: "https://www.gesetze-im-internet.de/vvg_2008/__204.html" }],
};

describe("an article's frontmatter", () => {
  it("accepts the contract's example", () => {
    expect(articleSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["a title over 70 characters", { title: "x".repeat(71) }],
    ["a description under 70 characters", { description: "Zu kurz." }],
    ["an unknown topic", { topic: "steuer" }],
    ["an update before publication", { updated: new Date("2026-11-01") }],
    ["no related link", { related: [] }],
    ["four related links", { related: ["/", groupPath, "/pkv-rechner", "/glossar"] }],
    ["a source over http", { sources: [{ citation: "§\u00a01 VVG", url: "http://example.org" }] }],
    ["an unknown field", { keywords: ["PKV"] }],
  ])("rejects %s", (_case, change) => {
    expect(articleSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe("internal links of an article", () => {
  it("accepts route-table paths, calculator anchors and article paths", () => {
    for (const link of [
      "/",
      groupPath,
      "/pkv-rechner",
      "/pkv-rechner#pkv-wechsel",
      "/pkv-rechner#beihilfe-rechner",
      "/glossar",
      "/ratgeber",
      "/ratgeber/tarifwechsel-204-vvg",
    ]) {
      expect(internalLinkProblem(link), link).toBeNull();
    }
  });

  it("names what is wrong with an unknown page, a wrong anchor and an anchor off the calculator page", () => {
    expect(internalLinkProblem(missingGroupPath)).toMatch(/keine Seite der Website/);
    expect(internalLinkProblem("/pkv-rechner#wechsel-check")).toMatch(/#pkv-wechsel/);
    expect(internalLinkProblem(`${groupPath}#faq`)).toMatch(/nur Links auf \/pkv-rechner/);
    expect(internalLinkProblem("/ratgeber/Gross")).not.toBeNull();
  });
});

describe("„Passend dazu“ after a profession page was deleted", () => {
  it("leaves out the deleted page's link, so the article is still built (docs/decisions/0071)", () => {
    const article = { ...valid, related: ["/pkv-rechner#gkv-beitrag", missingGroupPath, groupPath] };
    expect(articleSchema.safeParse(article).success).toBe(false);
    const built = withoutMissingProfessionPages(article);
    expect(built).toEqual({ ...valid, related: ["/pkv-rechner#gkv-beitrag", groupPath] });
    expect(articleSchema.safeParse(built).success).toBe(true);
  });

  it("still refuses any other page that does not exist", () => {
    expect(withoutMissingProfessionPages({ ...valid, related: ["/gibt-es-nicht"] })).toEqual({ ...valid, related: ["/gibt-es-nicht"] });
  });
});

describe("a glossary term's frontmatter", () => {
  it("needs the term; sources are optional links", () => {
    expect(
      glossaryTermSchema.safeParse({
        term: "Basistarif",
        sources: [{ citation: "§\u00a0152 VAG", url: "https://www.gesetze-im-internet.de/vag_2016/__152.html" }],
      }).success,
    ).toBe(true);
    expect(glossaryTermSchema.safeParse({ term: "Leistungsausschluss" }).success).toBe(true);
    expect(glossaryTermSchema.safeParse({ term: "" }).success).toBe(false);
  });
});

describe("the figure components' text", () => {
  // A hand-checked fixture row, not the live table.
  const figures = deriveFigures({
    year: 2030,
    versicherungspflichtgrenze: 80_100,
    besondereVersicherungspflichtgrenze: 72_000,
    beitragsbemessungsgrenze: 72_000,
    allgemeinerBeitragssatz: 14.6,
    durchschnittlicherZusatzbeitrag: 3.1,
    pflegeBeitragssatz: 3.8,
    pflegeKinderlosenzuschlag: 0.6,
    pflegeAbschlagJeKind: 0.25,
    pflegeSachsenMehranteilArbeitnehmer: 0.5,
    ermaessigterBeitragssatz: 14,
    bezugsgroesseMonat: 4_200,
    geringfuegigkeitsgrenze: 650,
    uebergangsbereichObergrenze: 2_000,
  });

  it("formats amounts and rates with a no-break space", () => {
    expect(figureText("versicherungspflichtgrenze", figures)).toBe("80.100\u00a0€");
    expect(figureText("beitragsbemessungsgrenzeMonat", figures)).toBe("6.000\u00a0€");
    expect(figureText("durchschnittlicherZusatzbeitrag", figures)).toBe("3,1\u00a0%");
  });

  it("computes the GKV maximum: 17,7 % and 4,4 % of 6.000 €", () => {
    expect(gkvMaximumText("kv", figures)).toBe("1.062\u00a0€");
    expect(gkvMaximumText("total", figures)).toBe("1.326\u00a0€");
  });

  it("refuses a name that is no figure, so the build stops", () => {
    expect(() => figureText("year", figures)).toThrow(/unknown figure/);
    expect(() => figureText("versicherungspflichtgrenz", figures)).toThrow(/unknown figure/);
  });
});
