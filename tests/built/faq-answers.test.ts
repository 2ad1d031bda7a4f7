/**
 * The FAQ answers are in the HTML the build wrote (pkv-site-spec.md §4: for search engines and
 * find-in-page, and for visitors without JavaScript): every question in a <details> summary, every
 * answer paragraph as the text of a paragraph in that item, whatever links the build set in it
 * (the paragraphs an answer cites). Expected texts come from the content modules.
 */
import { describe, expect, test } from "vitest";
import { groupContents } from "../../app/content/groups";
import { home } from "../../app/content/home";
import type { FaqItem } from "../../app/content/types";
import { groupRoutes } from "../e2e/site-pages";
import { builtDocument } from "./built-page";

function collapse(text: string | null): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

function expectAnswersInHtml(path: string, items: readonly FaqItem[]) {
  const document = builtDocument(path);
  const details = [...document.querySelectorAll("details")];
  for (const item of items) {
    const match = details.find((element) => collapse(element.querySelector("summary")?.textContent ?? "") === collapse(item.question));
    expect(match, `${path}: „${item.question}“ in a summary`).toBeDefined();
    const paragraphs = [...match!.querySelectorAll("p")].map((p) => collapse(p.textContent));
    expect(paragraphs, `${path}: the answer to „${item.question}“`).toEqual(item.answer.map(collapse));
  }
}

describe("FAQ answers are in the built HTML, paragraph by paragraph", () => {
  test("home", () => expectAnswersInHtml("/", home.faq.items));

  for (const route of groupRoutes) {
    test(route.path, () => {
      const content = groupContents[route.slug];
      expectAnswersInHtml(route.path, content.faqs);
      if (content.extra) expectAnswersInHtml(route.path, content.extra.faqs);
    });
  }
});
