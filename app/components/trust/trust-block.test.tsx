// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteConfig } from "~/config/site-config-schema";
import { REVIEW_CHECK_SOURCE, trustContent } from "~/content/trust";
import { formatIsoDate } from "~/modules/format-de";
import { exampleAdviser } from "../../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../../tests/fixtures/second-adviser";
import { TrustBlock } from "./trust-block";

afterEach(cleanup);

function renderFor(config: Pick<SiteConfig, "testimonials" | "ratingProfile" | "insurersCompared">) {
  const content = trustContent(config);
  if (!content) throw new Error("no trust content for this config");
  return render(<TrustBlock content={content} />).container;
}

const fold = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

describe("TrustBlock, rendered from the second adviser's config", () => {
  const reviews = secondAdviser.testimonials!;

  it("shows every review in the customer's words, with name or initials, context and date", () => {
    renderFor(secondAdviser);
    const quotes = document.querySelectorAll("blockquote");
    expect([...quotes].map((quote) => quote.textContent)).toEqual(reviews.items.map((item) => `„${item.text}“`));
    const captions = [...document.querySelectorAll("figcaption")].map((caption) => fold(caption.textContent));
    reviews.items.forEach((item, index) => {
      expect(captions[index]).toContain(fold(item.author));
      expect(captions[index]).toContain(fold(item.context ?? ""));
      expect(captions[index]).toContain(fold(formatIsoDate(item.date)));
    });
    expect([...document.querySelectorAll("time")].map((time) => time.getAttribute("datetime"))).toEqual(reviews.items.map((item) => item.date));
  });

  it("puts the adviser's § 5b Abs. 3 UWG statement right under the reviews, with the provision linked", () => {
    renderFor(secondAdviser);
    const section = screen.getByRole("region", { name: trustContent(secondAdviser)!.reviews!.heading });
    expect(fold(section.textContent)).toContain(fold(reviews.howChecked));
    const provision = within(section).getByRole("link", { name: new RegExp(REVIEW_CHECK_SOURCE.citation) });
    expect(provision).toHaveAttribute("href", "https://www.gesetze-im-internet.de/uwg_2004/__5b.html");
  });

  it("links the rating profile as a plain link: the configured address, no widget, no stars, no score", () => {
    const block = renderFor(secondAdviser);
    const profile = secondAdviser.ratingProfile!;
    const link = screen.getByRole("link", { name: new RegExp(profile.label) });
    expect(link).toHaveAttribute("href", profile.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(block.querySelectorAll("iframe, script, img")).toHaveLength(0);
    expect(block.textContent).not.toMatch(/[★☆⭐]|\d(,\d)?\s*(von|\/)\s*5\b/);
  });

  it("lists the insurers compared, each once, as the config names them", () => {
    renderFor(secondAdviser);
    const insurers = screen.getByRole("region", { name: trustContent(secondAdviser)!.insurers!.heading });
    expect(
      within(insurers)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(secondAdviser.insurersCompared);
  });
});

describe("what the config leaves out is not shown", () => {
  it("has no block at all for the shipped example, which has no reviews, profile or insurers", () => {
    expect(trustContent(exampleAdviser)).toBeNull();
  });

  it("says nothing about reviews without testimonials and a rating profile, even when insurers are listed", () => {
    const block = renderFor({ insurersCompared: secondAdviser.insurersCompared });
    expect(block.textContent).not.toMatch(/Bewert|Kunden|UWG/);
    expect(block.querySelectorAll("blockquote, a")).toHaveLength(0);
  });

  it("shows a rating profile without reviews as the link alone, with no review heading or statement", () => {
    const block = renderFor({ ratingProfile: secondAdviser.ratingProfile });
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(block.querySelectorAll("h3, blockquote")).toHaveLength(0);
    expect(block.textContent).not.toContain("UWG");
  });

  it("shows reviews without a rating profile or insurers with no empty parts", () => {
    const block = renderFor({ testimonials: secondAdviser.testimonials });
    expect(block.querySelectorAll("h3")).toHaveLength(1);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([REVIEW_CHECK_SOURCE.url]);
  });
});
