import { describe, expect, it } from "vitest";
import { groupRoutes } from "~/config/page-routes";
import { readProfessionFiles } from "~/config/profession-files";
import { isShippedProfession } from "~/config/shipped-professions";
import { professionAdvice } from "~/modules/profession-advice";
import { SHIPPED_EXAMPLE } from "../../tests/support/shipped-example";
import { home } from "./home";
import { professionCopyWarnings } from "./profession-copies";
import { groupContents, professionPageData } from "./professions";

/** The pages the project ships (app/config/shipped-professions.ts); an owner may add, change and delete pages. */
const groups = Object.values(groupContents).filter((content) => isShippedProfession(content.slug));
const files = readProfessionFiles();
const shipped = files.filter((file) => isShippedProfession(file.slug)).map((file) => ({ file: file.file, data: professionPageData(file) }));

describe("group content modules", () => {
  it("exist for exactly the route table's groups, each under its own slug", () => {
    expect(Object.keys(groupContents).sort()).toEqual(groupRoutes.map((route) => route.slug).sort());
    for (const [slug, content] of Object.entries(groupContents)) expect(content.slug).toBe(slug);
  });
});

/**
 * What makes a page read well is advice, printed by the build as „Hinweis zu …“ and never a
 * reason to stop it (app/modules/profession-advice.ts, docs/decisions/0072; a page that still has
 * another's sentences: profession-copies.ts, 0071): an owner's page may depart from it. The
 * shipped pages follow it all.
 */
describe("the build's advice on a profession page", () => {
  const base = professionPageData(files[0]!);
  const variant = (change: (data: typeof base) => void) => {
    const data = structuredClone(base);
    change(data);
    return data;
  };

  it("names a description outside 120–160 characters, fewer than two related articles or three keywords, an overview outside 400–700 words or under three sections", () => {
    const advice = professionAdvice(
      variant((data) => {
        data.seo.description = "Zu kurz.";
        data.seo.keywords = ["PKV"];
        data.relatedArticles = data.relatedArticles.slice(0, 1);
        data.overview = { intro: "Kurz.", sections: [{ heading: "Eins", paragraphs: ["Nur ein Absatz."] }] };
      }),
    );
    expect(advice).toEqual([
      "seo.description: 8 Zeichen – Suchmaschinen zeigen 120 bis 160 Zeichen am besten",
      "relatedArticles: 1 Artikel – 2 oder 3 verwandte Artikel führen Leser weiter",
      "seo.keywords: 1 – mindestens 3 Suchbegriffe helfen",
      "overview: 5 Wörter – der Überblick liest sich mit 400 bis 700 Wörtern am besten",
      "overview.sections: 1 – mit mindestens 3 Zwischenüberschriften findet man sich im Überblick besser zurecht",
    ]);
  });

  it("names a title, point or question given twice, and a question without „?“", () => {
    const advice = professionAdvice(
      variant((data) => {
        data.features[1]!.title = data.features[0]!.title;
        data.benefits.cards[2]!.title = data.benefits.cards[0]!.title;
        data.benefits.cards[0]!.points[2] = data.benefits.cards[0]!.points[0]!;
        data.faqs[3]!.question = "Was kostet das.";
        data.faqs[4]!.question = data.faqs[0]!.question;
      }),
    );
    expect(advice).toEqual([
      "features[1].title: dieselbe Überschrift wie features[0].title",
      "benefits.cards[2].title: dieselbe Überschrift wie benefits.cards[0].title",
      "benefits.cards[0].points[2]: dieselbe Aussage wie benefits.cards[0].points[0]",
      "faqs[3].question: endet nicht mit „?“",
      "faqs[4].question: dieselbe Frage wie faqs[0].question",
    ]);
  });
});

/** The shipped example: what the spec says of its pages, and the build's advice followed (tests/support/shipped-example.ts). */
describe.runIf(SHIPPED_EXAMPLE)("the shipped example's profession pages", () => {
  it("draw no advice from the build, alone or side by side", () => {
    expect(shipped.flatMap(({ file, data }) => professionAdvice(data).map((advice) => `${file}: ${advice}`))).toEqual([]);
    expect(professionCopyWarnings(files.filter((file) => isShippedProfession(file.slug)))).toEqual([]);
  });

  it("give every shipped page its own title and description, different from the home page's too", () => {
    const seo = [home.seo, ...groups.map((content) => content.seo)];
    expect(new Set(seo.map((entry) => entry.title)).size).toBe(seo.length);
    expect(new Set(seo.map((entry) => entry.description)).size).toBe(seo.length);
  });

  it.runIf(groupContents.ingenieure)("titles the engineers' page 'Private Krankenkasse für Ingenieure' (pkv-site-spec.md)", () => {
    expect(groupContents.ingenieure!.seo.title).toBe("Private Krankenkasse für Ingenieure");
    expect(groupContents.ingenieure!.hero.title).toBe("Private Krankenkasse für Ingenieure");
  });

  it.runIf(groupContents.aerzte)("gives the doctors, and of the shipped pages only them, the extra wording block with its own FAQ (pkv-site-spec.md)", () => {
    const { extra } = groupContents.aerzte!;
    expect(extra).toBeDefined();
    expect(extra!.sections.length).toBeGreaterThanOrEqual(3);
    expect(extra!.faqs.length).toBeGreaterThanOrEqual(3);
    expect(extra!.faqHeading.trim()).not.toBe("");
    const topics = [extra!.heading, ...extra!.sections.map((section) => section.heading)].join(" ");
    for (const topic of ["Ärzteversorgung", "Praxisausfall", "Krankentagegeld"]) expect(topics).toContain(topic);
    for (const content of groups.filter((group) => group.slug !== "aerzte")) expect(content.extra).toBeUndefined();
  });
});
