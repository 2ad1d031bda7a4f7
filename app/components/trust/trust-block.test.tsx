// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RESTRICTED_SELECTION_SOURCE, REVIEW_CHECK_SOURCE, trustContent, type TrustConfig } from "~/content/trust";
import { formatIsoDate, formatIsoMonth } from "~/modules/format-de";
import { exampleAdviser } from "../../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../../tests/fixtures/second-adviser";
import { TrustBlock } from "./trust-block";

afterEach(cleanup);

function renderFor(config: TrustConfig) {
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

  // Whether all or a selection are shown, with count, period and where the rest are (§ 5a, § 5b Abs. 3 UWG, Nr. 23c Anhang UWG; docs/decisions/0067).
  it("says beside the reviews whether they are all or a selection, how many of how many, since when, how chosen and where the rest are", () => {
    const block = renderFor(secondAdviser);
    const shown = fold(block.querySelector("[data-reviews-shown]")?.textContent);
    expect(reviews.shown).toBe("auswahl");
    expect(shown).toContain(
      `eine Auswahl, ${reviews.items.length} von ${reviews.total} Bewertungen, die ich seit ${formatIsoMonth(reviews.collectedSince)} erhalten habe.`,
    );
    expect(shown).toContain(fold(reviews.howSelected));
    const all = within(block.querySelector<HTMLElement>("[data-reviews-shown]")!).getByRole("link", { name: new RegExp(`Alle ${reviews.total} Bewertungen`) });
    expect(all).toHaveAttribute("href", reviews.allReviewsUrl);
    expect(all).toHaveAttribute("target", "_blank");
  });

  it("says „alle“ with the count and the month collecting began, and offers nothing more", () => {
    const { total: _total, howSelected: _how, allReviewsUrl: _url, ...common } = reviews;
    const block = renderFor({ testimonials: { ...common, shown: "alle" } });
    const shown = block.querySelector("[data-reviews-shown]")!;
    expect(fold(shown.textContent)).toContain(`alle, die ich seit ${formatIsoMonth(reviews.collectedSince)} erhalten habe, insgesamt ${reviews.items.length}.`);
    expect(shown.querySelectorAll("a")).toHaveLength(0);
  });

  it("offers all reviews on request when a selection has no address for them", () => {
    const block = renderFor({ testimonials: { ...reviews, allReviewsUrl: undefined } });
    const shown = block.querySelector("[data-reviews-shown]")!;
    expect(fold(shown.textContent)).toContain(`Alle ${reviews.total} Bewertungen zeige ich Ihnen auf Anfrage.`);
    expect(shown.querySelectorAll("a")).toHaveLength(0);
  });

  it("says beside the rating-profile link whether the profile shows every review or a selection", () => {
    const profile = secondAdviser.ratingProfile!;
    expect(profile.shown).toBe("alle");
    const all = fold(renderFor({ ratingProfile: profile }).querySelector("[data-rating-profile]")?.textContent);
    expect(all).toContain(`Dort erscheint jede Bewertung, die bei ${profile.label} zu meiner Beratung abgegeben wurde; ich blende keine aus.`);
    cleanup();
    const howSelected = "Freigegeben sind die Bewertungen, die eine Beratung beschreiben.";
    const selection = fold(renderFor({ ratingProfile: { ...profile, shown: "auswahl", howSelected } }).querySelector("[data-rating-profile]")?.textContent);
    expect(selection).toContain(`Dort erscheint nur eine Auswahl der Bewertungen: ${howSelected}`);
    expect(selection).not.toContain("jede Bewertung");
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

  // A short list is a restricted selection, said as such with its provision (§ 60 Abs. 1 Satz 2 VVG; docs/decisions/0067).
  it("says under the list that a restricted selection is one, with § 60 VVG linked; not for a sufficient number", () => {
    expect(secondAdviser.adviceBasis).toBe("eingeschraenkte-auswahl");
    const block = renderFor(secondAdviser);
    const note = block.querySelector<HTMLElement>("[data-insurers-restricted]")!;
    expect(fold(note.textContent)).toMatch(/nur die Tarife dieser Versicherer, nicht den ganzen Markt/);
    expect(within(note).getByRole("link", { name: new RegExp(RESTRICTED_SELECTION_SOURCE.citation) })).toHaveAttribute(
      "href",
      "https://www.gesetze-im-internet.de/vvg_2008/__60.html",
    );
    cleanup();
    const broad = renderFor({ ...secondAdviser, adviceBasis: "hinreichende-zahl" });
    expect(broad.querySelector("[data-insurers-restricted]")).toBeNull();
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
    const testimonials = secondAdviser.testimonials!;
    const block = renderFor({ testimonials });
    expect(block.querySelectorAll("h3")).toHaveLength(1);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      REVIEW_CHECK_SOURCE.url,
      ...(testimonials.allReviewsUrl ? [testimonials.allReviewsUrl] : []),
    ]);
  });
});
