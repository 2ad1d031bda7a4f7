import "./build-time-global";
import type { Locator, Page } from "@playwright/test";
import { groupMenuLabel } from "../../app/components/nav-items";
import { siteConfig } from "../../app/config/site-config";
import { home } from "../../app/content/home";
import { trustContent } from "../../app/content/trust";
import { initialsOf } from "../../app/modules/initials";
import { expect, expectNoAxeViolations, expectTopAt, test } from "./fixtures";
import { groupRoutes } from "./site-pages";

/**
 * The home page's sections in the order docs/decisions/0008-home-section-order.md explains, with
 * one benefits section (docs/decisions/0046).
 * Headings and copy come from app/content/home.ts (the copy is the content module's business);
 * what is checked here is that all of it is shown, where and how.
 */
const SECTIONS = [
  { id: "top", heading: home.hero.title, level: 1 },
  { id: "berufsgruppen", heading: home.targetGroups.heading, level: 2 },
  { id: "pkv-vorteile", heading: home.targetGroups.benefitsBlock.heading, level: 2 },
  { id: "about", heading: home.about.heading, level: 2 },
  { id: "versicherungsform", heading: home.wizardSection.heading, level: 2 },
  { id: "faq", heading: home.faq.heading, level: 2 },
];

const CARD_TITLES = home.targetGroups.cards.map((card) => card.title);
const FAQ_QUESTIONS = home.faq.items.map((item) => item.question);

/** Scrolls through the whole page in viewport steps, so lazy images load as they would for a reader. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

function section(page: Page, heading: string) {
  return page.getByRole("region", { name: heading, exact: true });
}

/** The page stays the home page: a section link only adds its #fragment. */
function expectStillHome(page: Page) {
  expect(new URL(page.url()).pathname).toBe("/");
}

async function expectOpen(item: Locator, open: boolean) {
  if (open) await expect(item).toHaveAttribute("open", "");
  else await expect(item).not.toHaveAttribute("open");
}

test.describe("home page sections", () => {
  test("every section is there with its heading, in the chosen order", async ({ page }) => {
    await page.goto("/");
    // Sections a reader can jump to have ids; a closing block without one (e.g. sources) may follow.
    const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((element) => element.id));
    expect(ids).toEqual(SECTIONS.map((entry) => entry.id));
    for (const entry of SECTIONS) {
      await expect(page.locator(`#${entry.id}`).getByRole("heading", { level: entry.level, name: entry.heading, exact: true })).toBeAttached();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("hero: trust badges, headline, both buttons and the three figures", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#top");
    await expect(hero.getByRole("list", { name: "Das zeichnet die Beratung aus" }).getByRole("listitem")).toHaveText([...home.hero.badges]);
    await expect(hero.getByRole("link", { name: home.hero.primaryCta })).toBeVisible();
    await expect(hero.getByRole("link", { name: home.hero.secondaryCta })).toBeVisible();
    for (const { value, label } of home.hero.stats) {
      await expect(hero.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(hero.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
  });

  test("target groups: six cards with title, description and three benefits, then the one benefits band", async ({ page }) => {
    await page.goto("/");
    const cards = section(page, home.targetGroups.heading).getByRole("list").first().locator(":scope > li");
    await expect(cards).toHaveCount(6);
    for (const [index, card] of home.targetGroups.cards.entries()) {
      const item = cards.nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(card.title);
      await expect(item.locator("p")).toHaveText(card.description);
      await expect(item.getByRole("listitem")).toHaveText([...card.benefits]);
    }
    const band = section(page, home.targetGroups.benefitsBlock.heading);
    await expect(band.getByText(home.targetGroups.benefitsBlock.intro, { exact: true })).toBeVisible();
    await expect(band.getByRole("heading", { level: 3 })).toHaveText(home.targetGroups.benefitsBlock.items.map((item) => item.title));
    for (const item of home.targetGroups.benefitsBlock.items) await expect(band.getByText(item.description, { exact: true })).toBeVisible();
    await expect(band.getByRole("link", { name: home.targetGroups.cta.button })).toBeVisible();
  });

  test("about: photo (or the initials), name, certification, partner logo, four qualities, three figures, what the config holds of reviews and insurers", async ({
    page,
  }) => {
    await page.goto("/");
    const about = page.locator("#about");
    await about.scrollIntoViewIfNeeded();
    const photo = siteConfig.adviser.photo;
    if (photo) await expect(about.getByRole("img", { name: photo.alt })).toBeVisible();
    else await expect(page.locator("[data-monogram]")).toHaveText(initialsOf(siteConfig.adviser.name));
    await expect(about.getByText(siteConfig.adviser.name, { exact: true })).toBeVisible();
    await expect(about).toContainText(home.about.certification);
    await expect(about.getByRole("img", { name: siteConfig.broker.logo.alt })).toBeVisible();
    const trust = trustContent(siteConfig);
    const trustHeadings = [trust?.reviews?.heading, trust?.insurers?.heading].filter((heading) => heading !== undefined);
    await expect(about.getByRole("heading", { level: 3 })).toHaveText([...home.about.qualities.map((quality) => quality.title), ...trustHeadings]);
    await expect(about.locator("[data-trust]")).toHaveCount(trust ? 1 : 0);
    await expect(about.getByRole("definition")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("definition")).toHaveText(home.hero.stats.map((stat) => stat.value));
    await expect(about.getByRole("link", { name: home.about.cta })).toBeVisible();
  });

  test("one benefits section: no other section repeats the band's heading or its items", async ({ page }) => {
    await page.goto("/");
    const { heading, items } = home.targetGroups.benefitsBlock;
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: heading, exact: true })).toHaveCount(1);
    for (const item of items) await expect(page.getByRole("main").getByRole("heading", { level: 3, name: item.title, exact: true })).toHaveCount(1);
  });
});

test.describe("target-group cards", () => {
  test("each of the six cards opens its group page at the top", async ({ page }) => {
    // One page load per page of the site, 26 of them: more than the default 30 s on a busy two-core machine.
    test.slow();
    for (const [index, title] of CARD_TITLES.entries()) {
      await page.goto("/");
      const link = section(page, home.targetGroups.heading).getByRole("link", { name: title, exact: true });
      await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${groupRoutes[index].path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  // The card's link covers the whole card in every layout (one column on phones, a grid on desktop).
  test("the whole card is the link's target, not just its title", { tag: "@both" }, async ({ page }) => {
    await page.goto("/");
    // Any card whose description is its own (a page just copied shares its source's), the last such one.
    const { cards } = home.targetGroups;
    const card = cards.filter((candidate) => cards.filter((other) => other.description === candidate.description).length === 1).at(-1);
    test.skip(!card, "every card shares its description with another");
    if (!card) return;
    const description = section(page, home.targetGroups.heading).getByText(card.description, { exact: true });
    await description.scrollIntoViewIfNeeded();
    const box = (await description.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`/pkv-${card.slug}$`));
  });

  test("cards are real links that work without JavaScript", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const group of groupRoutes) expect(html).toContain(`href="${group.path}"`);
  });
});

test.describe("calls to action", () => {
  const toForm = [
    { name: home.hero.primaryCta, within: "#top" },
    { name: home.targetGroups.cta.button, within: "#pkv-vorteile" },
    { name: home.about.cta, within: "#about" },
    { name: home.faq.cta.button, within: "#faq" },
  ];
  for (const cta of toForm) {
    test(`"${cta.name}" lands the form 80 px below the top`, async ({ page }) => {
      await page.goto("/");
      await page.locator(cta.within).getByRole("link", { name: cta.name }).click();
      await expectTopAt(page, "#versicherungsform", 80);
      expectStillHome(page);
    });
  }

  test(`"${home.hero.secondaryCta}" lands the about section 80 px below the top`, async ({ page }) => {
    await page.goto("/");
    await page.locator("#top").getByRole("link", { name: home.hero.secondaryCta }).click();
    await expectTopAt(page, "#about", 80);
    expectStillHome(page);
  });
});

test.describe("home FAQ", () => {
  test("starts closed; items open independently and several stay open", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("#faq");
    // The questions' disclosures (the folded year-change note below them is one too, docs/decisions/0046).
    const items = faq.locator('details[id^="home-faq-"]');
    const questions = items.locator("summary");
    await expect(questions).toHaveText(FAQ_QUESTIONS);
    await expect(questions.getByRole("heading", { level: 3 })).toHaveText(FAQ_QUESTIONS);
    for (const item of await items.all()) await expectOpen(item, false);
    // The open state is the browser's own: no ARIA state to go stale.
    await expect(faq.locator("[aria-expanded]")).toHaveCount(0);
    const firstParagraph = (index: number) => faq.getByText(home.faq.items[index].answer[0], { exact: true });
    await expect(firstParagraph(2)).toBeHidden();

    await questions.nth(2).click();
    await expectOpen(items.nth(2), true);
    await expect(page.getByRole("group").filter({ has: page.getByRole("heading", { name: FAQ_QUESTIONS[2] }) })).toHaveJSProperty("open", true);
    for (const paragraph of home.faq.items[2].answer) await expect(faq.getByText(paragraph, { exact: true })).toBeVisible();

    await questions.nth(4).click();
    await expectOpen(items.nth(2), true);
    await expectOpen(items.nth(4), true);
    await expect(firstParagraph(4)).toBeVisible();

    await questions.nth(2).click();
    await expectOpen(items.nth(2), false);
    await expect(firstParagraph(2)).toBeHidden();
    await expectOpen(items.nth(4), true);
    await expect(firstParagraph(4)).toBeVisible();
    for (const index of [0, 1, 3, 5]) await expectOpen(items.nth(index), false);
  });

  test("opens and closes by keyboard", async ({ page }) => {
    await page.goto("/");
    const item = page.locator("#faq details").first();
    const question = item.locator("summary");
    await question.focus();
    await expect(question).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOpen(item, true);
    await expect(page.locator("#faq").getByText(home.faq.items[0].answer[0], { exact: true })).toBeVisible();
    await page.keyboard.press("Space");
    await expectOpen(item, false);
    await expect(page.locator("#faq").getByText(home.faq.items[0].answer[0], { exact: true })).toBeHidden();
  });
});

test.describe("images", () => {
  // Which file a responsive image picks, and whether it is lazy, depends on the viewport.
  test("are the site's own files, sized before they load, lazy below the fold", { tag: "@both" }, async ({ page }) => {
    await page.goto("/");
    const images = page.locator("main img");
    // With a photo: the hero's portrait and its small phone version, the about section's photo; always the logo.
    expect(await images.count()).toBeGreaterThanOrEqual(siteConfig.adviser.photo ? 4 : 1);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
    const about = page.locator("#about");
    const lazy = [
      ...(siteConfig.adviser.photo ? [about.getByRole("img", { name: siteConfig.adviser.photo.alt })] : []),
      about.getByRole("img", { name: siteConfig.broker.logo.alt }),
    ];
    for (const image of lazy) await expect(image).toHaveAttribute("loading", "lazy");

    await scrollThrough(page);
    for (const image of lazy) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      const source = await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
      expect(source).toMatch(/^\/images\/[\w-]+-\d+\.avif$/);
    }
  });

  test("reserve their space, so nothing moves when they arrive", { tag: "@both" }, async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/images\//, async (route) => {
      await held;
      await route.continue();
    });
    // The load event waits for the (held) hero portrait on desktop.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    // The photo where the config has one, else the logo: either way an image below the fold.
    const about = page.locator("#about");
    const photo = siteConfig.adviser.photo
      ? about.getByRole("img", { name: siteConfig.adviser.photo.alt })
      : about.getByRole("img", { name: siteConfig.broker.logo.alt });
    await photo.scrollIntoViewIfNeeded();
    const before = await photo.boundingBox();
    expect(before!.height).toBeGreaterThan(40);
    expect(await photo.evaluate((element: HTMLImageElement) => element.complete)).toBe(false);
    release();
    await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await photo.boundingBox()).toEqual(before);
  });

  test("the hero portrait is the desktop's first image, loaded at once; phones do not download it", { tag: "@both" }, async ({ page, isMobile }) => {
    test.skip(!siteConfig.adviser.photo, "without a photo in the config the hero has no portrait (the next test checks that)");
    await page.goto("/");
    const portrait = page.locator("#top figure img");
    await expect(portrait).toHaveAttribute("loading", "eager");
    await expect(portrait).toHaveAttribute("fetchpriority", "high");
    if (isMobile) {
      await expect(portrait).toBeHidden();
      expect(await portrait.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/^data:/);
    } else {
      await expect(portrait).toBeVisible();
      await expect.poll(() => portrait.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(/\.avif$/);
    }
  });

  test(
    "phones see the adviser's photo in the first screen, above the first call to action; desktops do not download it twice",
    { tag: "@both" },
    async ({ page, isMobile }) => {
      test.skip(!siteConfig.adviser.photo, "without a photo in the config the hero has no portrait (the next test checks that)");
      await page.goto("/");
      const small = page.locator("#top [data-hero-photo] img");
      if (isMobile) {
        await expect(small).toBeVisible();
        const box = (await small.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
        const action = (await page.locator("#top").getByRole("link", { name: home.hero.primaryCta }).boundingBox())!;
        expect(box.y).toBeLessThan(action.y);
        await expect.poll(() => small.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(/\.(avif|webp)$/);
      } else {
        await expect(small).toBeHidden();
        // Hidden and lazy, it is never fetched; were it loaded, the empty source would answer.
        expect(await small.evaluate((element: HTMLImageElement) => element.currentSrc)).not.toMatch(/\/images\//);
      }
    },
  );

  test("without a photo in the config the hero shows no picture and the initials stand once, in the about section", { tag: "@both" }, async ({ page }) => {
    test.skip(siteConfig.adviser.photo !== undefined, "the config has a photo (the tests above check it)");
    await page.goto("/");
    await expect(page.locator("#top img")).toHaveCount(0);
    await expect(page.locator("main [data-monogram]")).toHaveCount(1);
    await expect(page.locator("#about [data-monogram]")).toHaveText(initialsOf(siteConfig.adviser.name));
  });
});

test.describe("whole page", () => {
  test("no script blocks the first paint, and the page still comes alive", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    // Every external script is a module (deferred by the browser); nothing is preloaded ahead of need.
    for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)) expect(tag).toMatch(/type="module"|\basync\b|\bdefer\b/);
    expect(html).not.toContain('rel="modulepreload"');
    // The wizard's code is fetched when its section comes into view, not named in the page's head.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/enquiry-wizard/);
    await page.goto("/");
    // The browser glue runs: the desktop menu button now states its state.
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("button", { name: groupMenuLabel })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    const item = page.locator("#faq details").nth(5);
    await item.locator("summary").click();
    await expectOpen(item, true);
  });

  test("loads nothing from another host, even scrolled to the end", async ({ page, watchers }) => {
    await page.goto("/");
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
    expect(watchers.externalRequests).toEqual([]);
  });

  test("has no axe violations, scrolled through and with an answer open", { tag: "@both" }, async ({ page }) => {
    await page.goto("/");
    await scrollThrough(page);
    await page.locator("#faq details").nth(1).locator("summary").click();
    await expectOpen(page.locator("#faq details").nth(1), true);
    await expectNoAxeViolations(page);
  });
});
