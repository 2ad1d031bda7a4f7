import "./build-time-global";
import type { Locator, Page } from "@playwright/test";
import { siteConfig } from "../../app/config/site-config";
import { sectionIds } from "../../app/config/site-routes";
import { adviserRole } from "../../app/content/adviser-role";
import { calculatorEntry } from "../../app/content/calculator-page";
import { calculatorCopies } from "../../app/content/calculators";
import { groupPageLabels as labels } from "../../app/content/group-page-labels";
import { groupContents } from "../../app/content/professions";
import { home } from "../../app/content/home";
import type { FaqItem } from "../../app/content/types";
import { sectionHref } from "../../app/components/section-link";
import { SHIPPED_EXAMPLE } from "../support/shipped-example";
import { expect, expectNoAxeViolations, expectTopAt, test } from "./fixtures";
import { HOME_TITLE, expectedTitles, groupRoutes } from "./site-pages";

const BRAND_700 = "rgb(155, 28, 28)";
const WHITE = "rgb(255, 255, 255)";

/** The raw HTML as text: React escapes a few characters that the copy may contain. */
function htmlText(html: string): string {
  return html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

function region(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

async function documentTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

async function expectOpen(item: Locator, open: boolean) {
  if (open) await expect(item).toHaveAttribute("open", "");
  else await expect(item).not.toHaveAttribute("open");
}

/**
 * Spec §4: all closed at first, items toggle independently, several open at once. The items are
 * native <details> (the question is the <summary>, an h3 inside it): no aria-expanded to go stale.
 */
async function expectAccordionBehaviour(faqRegion: Locator, items: readonly FaqItem[]) {
  const entries = faqRegion.locator("details");
  const questions = entries.locator("summary");
  await expect(entries).toHaveCount(items.length);
  await expect(faqRegion.locator("[aria-expanded]")).toHaveCount(0);
  for (const [index, item] of items.entries()) {
    await expect(questions.nth(index)).toHaveText(item.question);
    await expect(questions.nth(index).getByRole("heading", { level: 3 })).toHaveText(item.question);
    await expectOpen(entries.nth(index), false);
    await expect(faqRegion.getByText(item.answer[0], { exact: true })).toBeHidden();
  }
  await questions.nth(0).click();
  await expectOpen(entries.nth(0), true);
  for (const paragraph of items[0].answer) await expect(faqRegion.getByText(paragraph, { exact: true })).toBeVisible();
  await expectOpen(entries.nth(1), false);
  await questions.nth(2).click();
  await expectOpen(entries.nth(0), true);
  await expectOpen(entries.nth(2), true);
  await expect(faqRegion.getByText(items[2].answer[0], { exact: true })).toBeVisible();
  await questions.nth(0).click();
  await expectOpen(entries.nth(0), false);
  await expect(faqRegion.getByText(items[0].answer[0], { exact: true })).toBeHidden();
  await expectOpen(entries.nth(2), true);
}

for (const route of groupRoutes) {
  const content = groupContents[route.slug];
  const group = route.groupName;

  test.describe(route.path, () => {
    test("shows the eleven blocks in the spec's order, with the group's cards and the red band", async ({ page }) => {
      await page.goto(route.path);
      const main = page.getByRole("main");
      await expect(page).toHaveTitle(expectedTitles[route.path]);

      const blocks = [
        main.getByRole("link", { name: labels.backToHome, exact: true }),
        main.getByRole("heading", { level: 1, name: content.hero.title, exact: true }),
        // „Über mich“ as the short adviser card (docs/decisions/0046): the full introduction stands on the home page only.
        main.getByRole("heading", { level: 2, name: labels.adviserCard.heading, exact: true }),
        main.getByRole("heading", { level: 2, name: labels.featuresHeading(group), exact: true }),
        main.getByRole("heading", { level: 2, name: labels.benefitsHeading(group), exact: true }),
        main.getByRole("heading", { level: 2, name: labels.whyPkvHeading(group), exact: true }),
        main.getByRole("heading", { level: 2, name: labels.readyHeading, exact: true }),
        main.getByRole("heading", { level: 2, name: labels.overviewHeading, exact: true }),
        main.locator("#versicherungsform"),
        main.getByRole("heading", { level: 2, name: labels.faqHeading(group), exact: true }),
      ];
      const tops: number[] = [];
      for (const block of blocks) {
        await expect(block).toBeVisible();
        tops.push(await documentTop(block));
      }
      for (let index = 1; index < tops.length; index++) expect(tops[index], `block ${index + 1} below block ${index}`).toBeGreaterThan(tops[index - 1]);
      await expect(region(page, labels.enquiryHeading(group))).toHaveAttribute("id", "versicherungsform");

      // Hero: who the page is for, subtitle, description and two ways to the form.
      for (const text of [content.hero.targetGroup, content.hero.subtitle, content.hero.description]) {
        await expect(main.getByText(text, { exact: true })).toBeVisible();
      }

      const adviserCard = region(page, labels.adviserCard.heading);
      for (const text of [siteConfig.adviser.name, adviserRole(siteConfig).role, labels.adviserCard.line]) {
        await expect(adviserCard.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(adviserCard.getByRole("link", { name: labels.adviserCard.link })).toHaveAttribute("href", sectionHref(sectionIds.about));
      for (const paragraph of home.about.intro) await expect(main.getByText(paragraph, { exact: true })).toHaveCount(0);
      await expect(main.locator(`#${sectionIds.about}`)).toHaveCount(0);

      const features = region(page, labels.featuresHeading(group));
      await expect(features.getByRole("listitem")).toHaveCount(4);
      for (const feature of content.features) {
        await expect(features.getByRole("heading", { level: 3, name: feature.title, exact: true })).toBeVisible();
        await expect(features.getByText(feature.description, { exact: true })).toBeVisible();
      }

      const benefits = region(page, labels.benefitsHeading(group));
      await expect(benefits.getByText(content.benefits.intro, { exact: true })).toBeVisible();
      await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(6);
      // A compact list of titles (docs/decisions/0046: six full cards were four phone screens); each opens to its text and points.
      for (const card of content.benefits.cards) {
        const cardItem = benefits.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: card.title, exact: true }) });
        await expect(cardItem).toHaveCount(1);
        await expectOpen(cardItem.locator("details"), false);
        await expect(cardItem.getByText(card.description, { exact: true })).toBeHidden();
        await cardItem.getByRole("heading", { level: 3 }).click();
        await expectOpen(cardItem.locator("details"), true);
        await expect(cardItem.getByText(card.description, { exact: true })).toBeVisible();
        const points = cardItem.getByRole("listitem");
        await expect(points).toHaveCount(3);
        for (const [index, point] of card.points.entries()) {
          await expect(points.nth(index)).toHaveText(point);
          await expect(points.nth(index)).toBeVisible();
        }
        await expect(cardItem.locator("svg.lucide-check")).toHaveCount(3);
      }

      const band = region(page, labels.whyPkvHeading(group));
      await expect(band).toHaveCSS("background-color", BRAND_700);
      await expect(band.getByRole("heading", { level: 2 })).toHaveCSS("color", WHITE);
      const advantages = labels.whyPkvAdvantages;
      for (const key of ["savings", "plannablePremiums", "fastReimbursement"] as const) {
        await expect(band.getByRole("heading", { level: 3, name: advantages[key].title, exact: true })).toHaveCSS("color", WHITE);
        await expect(band.getByText(content.whyPkv[key], { exact: true })).toBeVisible();
      }
      await expect(band.getByRole("heading", { level: 3 })).toHaveCount(3);

      await expect(region(page, labels.readyHeading).getByText(content.readyCta, { exact: true })).toBeVisible();

      // The long text folded (docs/decisions/0046): the intro shows, the sections open with one summary.
      const overview = region(page, labels.overviewHeading);
      await expect(overview.getByText(content.overview.intro, { exact: true })).toBeVisible();
      const fold = overview.locator("details");
      await expectOpen(fold, false);
      for (const section of content.overview.sections) {
        await expect(overview.getByRole("heading", { level: 3, name: section.heading, exact: true })).toBeHidden();
      }
      await fold.locator("summary").click();
      await expect(fold.locator("summary")).toHaveText(labels.foldedTextLabel(content.overview.sections.length));
      for (const section of content.overview.sections) {
        await expect(overview.getByRole("heading", { level: 3, name: section.heading, exact: true })).toBeVisible();
        for (const paragraph of section.paragraphs) await expect(overview.getByText(paragraph, { exact: true })).toBeVisible();
      }
    });

    test("the year-change note and the long texts are in the raw HTML, folded", async ({ request }) => {
      const html = htmlText(await (await request.get(route.path)).text());
      for (const section of content.overview.sections) for (const paragraph of section.paragraphs) expect(html).toContain(paragraph);
      for (const card of content.benefits.cards) for (const text of [card.description, ...card.points]) expect(html).toContain(text);
      if (content.nextYearNote) expect(html).toContain(content.nextYearNote);
    });

    // docs/decisions/0046: the hero's one primary action goes where its label says, to the calculator that answers the page's question if there is one.
    const calculator = route.calculators[0];
    const primary = calculator
      ? { label: calculatorCopies[calculator].pageAction, target: calculatorEntry(calculator).anchor }
      : { label: content.hero.enquiryCta, target: sectionIds.contact };

    test(`the hero's one primary action „${primary.label}“ leads to #${primary.target}`, async ({ page }) => {
      await page.goto(route.path);
      const hero = page.locator("[data-hero]");
      const link = hero.locator("[data-primary-action]");
      await expect(link).toHaveCount(1);
      await expect(link).toHaveText(primary.label);
      await link.click();
      await expectTopAt(page, `#${primary.target}`, 80);
      expect(new URL(page.url()).pathname).toBe(route.path);
      await expect(page.locator(`#${primary.target}`)).toBeVisible();
      // Beside it only the way to the form, and only where the primary action leads elsewhere.
      await expect(hero.locator('a[href^="#"]')).toHaveCount(calculator ? 2 : 1);
      await expect(hero.getByRole("link", { name: content.hero.enquiryCta, exact: true })).toHaveAttribute("href", `#${sectionIds.contact}`);
    });

    test("every call to action to the form lands there; 'Zurück zur Startseite' leads home", async ({ page }) => {
      await page.goto(route.path);
      const main = page.getByRole("main");
      const ctas = [main.getByRole("link", { name: labels.readyButton, exact: true }), main.getByRole("link", { name: content.hero.enquiryCta, exact: true })];
      for (const cta of ctas) {
        await cta.click();
        await expectTopAt(page, "#versicherungsform", 80);
        // The call to action stays on this page: only the #fragment changes.
        expect(new URL(page.url()).pathname).toBe(route.path);
        await scrollToTop(page);
      }

      await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
      await main.getByRole("link", { name: labels.backToHome, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page).toHaveTitle(HOME_TITLE);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    // The answers in the built HTML: tests/built/faq-answers.test.ts.
    test("FAQ: six questions, closed at first, independent, several open", async ({ page }) => {
      await page.goto(route.path);
      await expectAccordionBehaviour(region(page, labels.faqHeading(group)), content.faqs);
    });

    // The page as loaded is scanned in foundation.spec.ts (every page, both viewports).
    test("has no axe violations with an answer open", async ({ page }) => {
      await page.goto(route.path);
      const faq = region(page, labels.faqHeading(group));
      await faq.locator("summary").first().click();
      await expectOpen(faq.locator("details").first(), true);
      await expectNoAxeViolations(page);
    });
  });
}

/** The pages whose file has an extra wording block with its own FAQ (shipped: the doctors'). */
const pagesWithExtra = groupRoutes.filter((route) => groupContents[route.slug]!.extra);

for (const route of pagesWithExtra) {
  test(`${route.path} has its extra wording block with its own FAQ, after the page's FAQ`, async ({ page, request }) => {
    const { extra } = groupContents[route.slug]!;
    if (!extra) throw new Error(`${route.file} has no extra block`);
    const html = htmlText(await (await request.get(route.path)).text());

    await page.goto(route.path);
    const block = region(page, extra.heading);
    await expect(block.getByText(extra.intro, { exact: true })).toBeVisible();
    // Folded like the overview (docs/decisions/0046); the text is in the raw HTML (the FAQ's in tests/built/faq-answers.test.ts, here the sections).
    for (const section of extra.sections) for (const paragraph of section.paragraphs) expect(html).toContain(paragraph);
    await expect(block.getByRole("heading", { level: 3, name: extra.sections[0]!.heading, exact: true })).toBeHidden();
    await block.locator("details summary").first().click();
    for (const section of extra.sections) {
      await expect(block.getByRole("heading", { level: 3, name: section.heading, exact: true })).toBeVisible();
      for (const paragraph of section.paragraphs) await expect(block.getByText(paragraph, { exact: true })).toBeVisible();
    }
    const faqHeading = page.getByRole("heading", { level: 2, name: labels.faqHeading(route.groupName), exact: true });
    expect(await documentTop(block)).toBeGreaterThan(await documentTop(faqHeading));

    const extraFaq = region(page, extra.faqHeading);
    await expectAccordionBehaviour(extraFaq, extra.faqs);
    // The two accordions do not share state.
    await expect(region(page, labels.faqHeading(route.groupName)).locator("details[open]")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test("only the pages whose file has one show an extra block", async ({ page }) => {
  const headings = pagesWithExtra.map((route) => groupContents[route.slug]!.extra!.heading);
  for (const route of groupRoutes.filter((candidate) => !pagesWithExtra.includes(candidate))) {
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const heading of headings) await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);
  }
});

test("every group page has its own title, description and canonical URL in the raw HTML", async ({ request }) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>(), canonicals: new Set<string>() };
  for (const route of groupRoutes) {
    const html = htmlText(await (await request.get(route.path)).text());
    const title = html.match(/<title>(.*?)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    expect(title).toBe(expectedTitles[route.path]);
    expect(description).toBe(groupContents[route.slug].seo.description);
    expect(canonical).toBe(new URL(route.path, `${siteConfig.siteUrl}/`).href);
    seen.titles.add(title!);
    seen.descriptions.add(description!);
    seen.canonicals.add(canonical!);
  }
  expect(seen.canonicals.size).toBe(groupRoutes.length);
  // A page the owner made with „Kopie anlegen“ may still carry its source's words: the build names it (docs/decisions/0071);
  // the shipped pages are each their own.
  if (!SHIPPED_EXAMPLE) return;
  expect(seen.titles.size).toBe(groupRoutes.length);
  expect(seen.descriptions.size).toBe(groupRoutes.length);
});
