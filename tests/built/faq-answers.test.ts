/**
 * The FAQ answers are in the HTML the build wrote (pkv-site-spec.md §4: for search engines and
 * find-in-page, and for visitors without JavaScript): every question in a <details> summary, every
 * answer paragraph as the text of a paragraph in that item, whatever links the build set in it
 * (the paragraphs an answer cites). Expected texts come from the content modules.
 */
import { describe, expect, test } from "vitest";
import { groupContents } from "../../app/content/professions";
import { home } from "../../app/content/home";
import type { FaqItem } from "../../app/content/types";
import { groupRoutes } from "../e2e/site-pages";
import { builtDocument } from "./built-page";

function collapse(text: string | null): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** Each question with the answer the built page shows for it (null: no <details> with that summary). */
function answersInHtml(path: string, items: readonly FaqItem[]): Array<{ question: string; answer: string[] | null }> {
  const details = [...builtDocument(path).querySelectorAll("details")];
  return items.map((item) => {
    const match = details.find((element) => collapse(element.querySelector("summary")?.textContent ?? "") === collapse(item.question));
    return { question: item.question, answer: match ? [...match.querySelectorAll("p")].map((p) => collapse(p.textContent)) : null };
  });
}

const expectedAnswers = (items: readonly FaqItem[]) => items.map((item) => ({ question: item.question, answer: item.answer.map(collapse) }));

describe("FAQ answers are in the built HTML, paragraph by paragraph", () => {
  test("home", () => {
    expect(answersInHtml("/", home.faq.items)).toEqual(expectedAnswers(home.faq.items));
  });

  for (const route of groupRoutes) {
    test(`${route.path}`, () => {
      const content = groupContents[route.slug];
      const items = [...content.faqs, ...(content.extra?.faqs ?? [])];
      expect(answersInHtml(route.path, items)).toEqual(expectedAnswers(items));
    });
  }
});
