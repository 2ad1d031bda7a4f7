// @vitest-environment jsdom
/**
 * The adviser's face on home, for a config with a photo (the second adviser) and one without
 * (the shipped example as frozen in its fixture): a photo early on phones and beside the hero on
 * desktop; without a photo the initials once, and no drawing standing in for a face.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SiteConfig } from "~/config/site-config-schema";
import { initialsOf } from "~/modules/initials";
import { exampleAdviser } from "../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../tests/fixtures/second-adviser";

afterEach(() => {
  cleanup();
  vi.doUnmock("~/config/site-config");
  vi.resetModules();
});

/** The home page's hero and about section as rendered for `config`. */
async function homeFor(config: SiteConfig) {
  vi.resetModules();
  vi.doMock("~/config/site-config", () => ({ siteConfig: config }));
  const [{ HomeHero }, { AboutSection }, { home }] = await Promise.all([import("./home/home-hero"), import("./about-section"), import("~/content/home")]);
  const { container } = render(
    <>
      <HomeHero content={home.hero} />
      <AboutSection />
    </>,
  );
  return { hero: container.querySelector<HTMLElement>("#top")!, about: container.querySelector<HTMLElement>("#about")! };
}

const withoutPhoto: SiteConfig = { ...secondAdviser, adviser: { ...secondAdviser.adviser, photo: undefined } };

describe("with a photo in the config", () => {
  it("shows it on phones right above the hero's first call to action, and beside the hero text on desktop", async () => {
    const photo = secondAdviser.adviser.photo!;
    const { hero } = await homeFor(secondAdviser);
    const phone = hero.querySelector("[data-hero-photo]")!;
    expect(phone).not.toBeNull();
    expect(phone.className).toContain("lg:hidden");
    expect(phone.querySelector("img")).toHaveAttribute("alt", photo.alt);
    expect(phone.textContent).toContain(secondAdviser.adviser.name);
    // Before the first link of the hero's actions: within the first screen on a phone.
    const firstAction = hero.querySelector("a")!;
    expect(phone.compareDocumentPosition(firstAction) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Phones get a file for it; desktops none (they show the large portrait instead).
    expect(phone.querySelector("source[media^='(min-width']")?.getAttribute("srcset")).toMatch(/^data:/);
    expect(hero.querySelectorAll("img")).toHaveLength(2);
    expect(hero.querySelector("[data-monogram]")).toBeNull();
  });

  it("shows the photo in the about section and no monogram anywhere", async () => {
    const { about } = await homeFor(secondAdviser);
    expect(about.querySelector(`img[alt="${secondAdviser.adviser.photo!.alt}"]`)).not.toBeNull();
    expect(document.querySelector("[data-monogram]")).toBeNull();
  });
});

describe.each([
  ["the shipped example", exampleAdviser],
  ["the second adviser without her photo", withoutPhoto],
])("without a photo (%s)", (_name, config) => {
  it("shows the initials once, in the about section beside the name, and no picture of a face", async () => {
    expect(config.adviser.photo).toBeUndefined();
    const { hero, about } = await homeFor(config);
    const monograms = document.querySelectorAll("[data-monogram]");
    expect(monograms).toHaveLength(1);
    expect(about.contains(monograms[0])).toBe(true);
    expect(monograms[0].textContent).toBe(initialsOf(config.adviser.name));
    expect(monograms[0]).toHaveAttribute("aria-hidden", "true");
    expect(about.textContent).toContain(config.adviser.name);
    expect(hero.querySelectorAll("img, [data-hero-photo]")).toHaveLength(0);
    // The only image left in the about section is the broker's logo.
    expect([...about.querySelectorAll("img")].map((image) => image.getAttribute("alt"))).toEqual([config.broker.logo.alt]);
  });
});

describe("the trust block in the about section on home", () => {
  it("is there for the second adviser, from her config", async () => {
    const { about } = await homeFor(secondAdviser);
    const block = about.querySelector("[data-trust]")!;
    expect(block).not.toBeNull();
    for (const item of secondAdviser.testimonials!.items) expect(block.textContent).toContain(item.text);
  });

  it("is absent for a config without reviews, profile or insurers", async () => {
    const { about } = await homeFor(exampleAdviser);
    expect(about.querySelector("[data-trust]")).toBeNull();
  });
});
