import { describe, expect, it } from "vitest";
import { groupRoutes } from "~/config/page-routes";
import { comparableWords } from "~/modules/german-sentences";
import { home } from "./home";
import { groupContents } from "./professions";

const groups = Object.values(groupContents);

function overviewWordCount(overview: (typeof groups)[number]["overview"]): number {
  const texts = [overview.intro, ...overview.sections.flatMap((section) => [section.heading, ...section.paragraphs])];
  return texts.reduce((sum, text) => sum + comparableWords(text).length, 0);
}

describe("group content modules", () => {
  it("exist for exactly the route table's six groups, each under its own slug", () => {
    expect(Object.keys(groupContents).sort()).toEqual(groupRoutes.map((route) => route.slug).sort());
    for (const [slug, content] of Object.entries(groupContents)) expect(content.slug).toBe(slug);
  });

  describe.each(groups.map((content) => [content.slug, content] as const))("%s", (_slug, content) => {
    it("has a complete hero", () => {
      for (const text of Object.values(content.hero)) expect(text.trim().length).toBeGreaterThan(0);
    });

    it("has 4 feature cards with title and description", () => {
      for (const card of content.features) {
        expect(card.title.trim()).not.toBe("");
        expect(card.description.length).toBeGreaterThan(40);
      }
      expect(new Set(content.features.map((card) => card.title)).size).toBe(4);
    });

    it("has 6 benefit cards with 3 distinct points each", () => {
      expect(content.benefits.intro.length).toBeGreaterThan(40);
      for (const card of content.benefits.cards) {
        expect(new Set(card.points).size).toBe(3);
        for (const point of card.points) expect(point.trim()).not.toBe("");
      }
      expect(new Set(content.benefits.cards.map((card) => card.title)).size).toBe(6);
    });

    it("explains all three advantages of the red band", () => {
      for (const text of Object.values(content.whyPkv)) expect(text.length).toBeGreaterThan(80);
      // The saving is worded without a figure (docs/decisions/0020) and points to the worked example.
      expect(content.whyPkv.savings).not.toMatch(/\d\u00a0%/);
      expect(content.whyPkv.savings).toMatch(/Rechenbeispiel/);
    });

    it("has 6 FAQs with distinct questions and non-empty answers", () => {
      expect(new Set(content.faqs.map((faq) => faq.question)).size).toBe(6);
      for (const faq of content.faqs) {
        expect(faq.question.endsWith("?")).toBe(true);
        expect(faq.answer.length).toBeGreaterThan(0);
        for (const paragraph of faq.answer) expect(paragraph.trim()).not.toBe("");
      }
    });

    it("has an overview of 400–700 words under subheadings", () => {
      const words = overviewWordCount(content.overview);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(700);
      expect(content.overview.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of content.overview.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
    });

    it("has SEO data: a description of 120–160 characters and keywords", () => {
      expect(content.seo.description.length).toBeGreaterThanOrEqual(120);
      expect(content.seo.description.length).toBeLessThanOrEqual(160);
      expect(content.seo.keywords.length).toBeGreaterThanOrEqual(3);
    });

    it("has a call-to-action text", () => {
      expect(content.readyCta.length).toBeGreaterThan(60);
    });
  });

  it("gives every page its own title and description, different from the home page's too", () => {
    const seo = [home.seo, ...groups.map((content) => content.seo)];
    expect(new Set(seo.map((entry) => entry.title)).size).toBe(seo.length);
    expect(new Set(seo.map((entry) => entry.description)).size).toBe(seo.length);
    expect(new Set(groups.map((content) => content.hero.title)).size).toBe(groups.length);
  });

  it("titles the engineers' page 'Private Krankenkasse für Ingenieure' (pkv-site-spec.md)", () => {
    expect(groupContents.ingenieure.seo.title).toBe("Private Krankenkasse für Ingenieure");
    expect(groupContents.ingenieure.hero.title).toBe("Private Krankenkasse für Ingenieure");
  });

  it("gives the doctors, and only them, the extra wording block with its own FAQ", () => {
    const { extra } = groupContents.aerzte;
    expect(extra).toBeDefined();
    expect(extra!.sections.length).toBeGreaterThanOrEqual(3);
    expect(extra!.faqs.length).toBeGreaterThanOrEqual(3);
    expect(extra!.faqHeading.trim()).not.toBe("");
    const topics = [extra!.heading, ...extra!.sections.map((section) => section.heading)].join(" ");
    for (const topic of ["Ärzteversorgung", "Praxisausfall", "Krankentagegeld"]) expect(topics).toContain(topic);
    for (const content of groups.filter((group) => group.slug !== "aerzte")) expect(content.extra).toBeUndefined();
  });
});
