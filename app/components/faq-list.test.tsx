// @vitest-environment jsdom
import { cleanup, render, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { home } from "~/content/home";
import { FaqList } from "./faq-list";

afterEach(cleanup);

it("shows each answer's text unchanged, with the paragraphs it cites linked to gesetze-im-internet.de in the same tab", () => {
  // The home FAQ item on who may switch cites SGB V in plain copy.
  const item = home.faq.items.find((faq) => faq.answer.some((paragraph) => paragraph.includes("SGB\u00a0V")))!;
  const { container } = render(<FaqList items={[item]} idPrefix="t" />);
  const paragraphs = [...container.querySelectorAll("details p")];
  expect(paragraphs.map((p) => p.textContent)).toEqual([...item.answer]);
  const links = within(container as HTMLElement).getAllByRole("link", { hidden: true });
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.getAttribute("href")).toMatch(/^https:\/\/www\.gesetze-im-internet\.de\/[a-z0-9_]+\/__\d+[a-z]?\.html$/);
    expect(link).not.toHaveAttribute("target");
    expect(link.textContent).toMatch(/^§\u00a0\d/);
  }
});
