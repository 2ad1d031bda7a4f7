import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectTopAt, isPhone, test } from "./fixtures";
import { groupRoutes } from "./site-pages";

/** The home page's sections in the order docs/decisions/0008-home-section-order.md explains. */
const SECTIONS = [
  { id: "top", heading: "Private Krankenversicherung, die zu Ihrem Beruf passt", level: 1 },
  { id: "berufsgruppen", heading: "PKV-Beratung für Ihren Beruf", level: 2 },
  { id: "pkv-vorteile", heading: "Was die private Krankenversicherung Ihnen bieten kann", level: 2 },
  { id: "about", heading: "Ihr Berater für private Krankenversicherung", level: 2 },
  { id: "leistungen", heading: "Was Ihnen die private Krankenversicherung bietet", level: 2 },
  { id: "versicherungsform", heading: "Ihre kostenlose PKV-Anfrage", level: 2 },
  { id: "faq", heading: "Häufige Fragen zur privaten Krankenversicherung", level: 2 },
];

const CARD_TITLES = ["Ärzte", "Anwälte", "Ingenieure", "Selbstständige", "Beamte & Akademiker", "Angestellte"];

const FAQ_QUESTIONS = [
  "Wer kann in die private Krankenversicherung wechseln?",
  "Ab welchem Einkommen können Angestellte privat versichert sein?",
  "Was kostet mich Ihre Beratung?",
  "Muss ich vor dem Abschluss Gesundheitsfragen beantworten?",
  "Werden die Beiträge im Alter unbezahlbar?",
  "Wie schnell geht der Wechsel?",
];

/** Scrolls through the whole page in viewport steps, so lazy images load as they would for a reader. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

function section(page: Page, heading: string) {
  return page.getByRole("region", { name: heading, exact: true });
}

test.describe("home page sections", () => {
  test("every section is there with its heading, in the chosen order", async ({ page }) => {
    await page.goto("/");
    const ids = await page.locator("main > section").evaluateAll((sections) => sections.map((element) => element.id));
    expect(ids).toEqual(SECTIONS.map((entry) => entry.id));
    for (const entry of SECTIONS) {
      await expect(page.locator(`#${entry.id}`).getByRole("heading", { level: entry.level, name: entry.heading, exact: true })).toBeAttached();
    }
  });

  test("hero: trust badges, headline, both buttons and the three figures", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#top");
    await expect(hero.getByRole("list", { name: "Das zeichnet die Beratung aus" }).getByRole("listitem")).toHaveText([
      "Zertifizierter Versicherungsmakler",
      "Unabhängig von Versicherern",
      "Beratung kostenlos & unverbindlich",
    ]);
    await expect(hero.getByRole("link", { name: "Kostenlose Beratung anfragen" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Berater kennenlernen" })).toBeVisible();
    for (const [value, label] of [
      ["500+", "zufriedene Kunden"],
      ["10+", "Jahre Erfahrung"],
      ["100\u00a0%", "Engagement"],
    ]) {
      await expect(hero.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(hero.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
  });

  test("target groups: six cards with title, description and three benefits, then the benefits band", async ({ page }) => {
    await page.goto("/");
    const cards = section(page, "PKV-Beratung für Ihren Beruf").getByRole("list").first().locator(":scope > li");
    await expect(cards).toHaveCount(6);
    for (const [index, title] of CARD_TITLES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.locator("p")).toHaveText(/^Für .{40,}/);
      await expect(card.getByRole("listitem")).toHaveCount(3);
    }
    const band = section(page, "Was die private Krankenversicherung Ihnen bieten kann");
    await expect(band.getByRole("heading", { level: 3 })).toHaveText(["Bis zu 40\u00a0% Ersparnis", "Lebenslanger Schutz", "Sofort-Erstattung"]);
    await expect(band).toContainText("bei höherem Einkommen");
    await expect(band.getByRole("link", { name: "Kostenlose Einschätzung anfragen" })).toBeVisible();
  });

  test("about: photo, name, certification, partner logo, four qualities, three figures", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#about");
    await about.scrollIntoViewIfNeeded();
    await expect(about.getByRole("img", { name: "Platzhalter-Porträt des Beraters (Zeichnung)" })).toBeVisible();
    await expect(about.getByText("Thomas Beispiel", { exact: true })).toBeVisible();
    await expect(about).toContainText("Zertifizierter Versicherungsmakler mit Erlaubnis nach §\u00a034d Abs.\u00a01 GewO");
    await expect(about.getByRole("img", { name: "Platzhalter-Logo des Partner-Maklerverbunds" })).toBeVisible();
    await expect(about.getByRole("heading", { level: 3 })).toHaveText(["Vertrauenswürdig", "Qualifiziert", "Kundenorientiert", "Engagiert"]);
    await expect(about.getByRole("definition")).toHaveText(["500+", "10+", "24/7"]);
    await expect(about.getByRole("link", { name: "Persönliches Gespräch anfragen" })).toBeVisible();
  });

  test("benefits grid: the four benefits", async ({ page }) => {
    await page.goto("/");
    await expect(section(page, "Was Ihnen die private Krankenversicherung bietet").getByRole("heading", { level: 3 })).toHaveText([
      "Umfassender Schutz",
      "Schnelle Abwicklung",
      "Beste Versorgung",
      "Persönliche Beratung",
    ]);
  });
});

test.describe("target-group cards", () => {
  test("each of the six cards opens its group page at the top", async ({ page }) => {
    for (const [index, title] of CARD_TITLES.entries()) {
      await page.goto("/");
      const link = section(page, "PKV-Beratung für Ihren Beruf").getByRole("link", { name: title, exact: true });
      await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${groupRoutes[index].path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test("the whole card is the link's target, not just its title", async ({ page }) => {
    await page.goto("/");
    const description = section(page, "PKV-Beratung für Ihren Beruf").getByText(/^Für Beamte, Beamtenanwärter/);
    await description.scrollIntoViewIfNeeded();
    const box = (await description.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/pkv-beamte$/);
  });

  test("cards are real links that work without JavaScript", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const group of groupRoutes) expect(html).toContain(`href="${group.path}"`);
  });
});

test.describe("calls to action", () => {
  const toForm = [
    { name: "Kostenlose Beratung anfragen", within: "#top" },
    { name: "Kostenlose Einschätzung anfragen", within: "#pkv-vorteile" },
    { name: "Persönliches Gespräch anfragen", within: "#about" },
    { name: "Jetzt kostenlos beraten lassen", within: "#faq" },
  ];
  for (const cta of toForm) {
    test(`"${cta.name}" lands the form 80 px below the top`, async ({ page }) => {
      await page.goto("/");
      await page.locator(cta.within).getByRole("link", { name: cta.name }).click();
      await expectTopAt(page, "#versicherungsform", 80);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test(`"Berater kennenlernen" lands the about section 80 px below the top`, async ({ page }) => {
    await page.goto("/");
    await page.locator("#top").getByRole("link", { name: "Berater kennenlernen" }).click();
    await expectTopAt(page, "#about", 80);
  });
});

test.describe("home FAQ", () => {
  test("starts closed; items open independently and several stay open", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("#faq");
    const triggers = faq.getByRole("button");
    await expect(triggers).toHaveText(FAQ_QUESTIONS);
    for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute("aria-expanded", "false");
    const answer = (index: number) => faq.getByRole("region", { name: FAQ_QUESTIONS[index] });
    await expect(faq.getByText(/^Nichts\. Als Versicherungsmakler/)).toBeHidden();

    await triggers.nth(2).click();
    await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(answer(2)).toBeVisible();
    await expect(answer(2)).toContainText("Nichts. Als Versicherungsmakler");

    await triggers.nth(4).click();
    await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(triggers.nth(4)).toHaveAttribute("aria-expanded", "true");
    await expect(answer(4)).toBeVisible();

    await triggers.nth(2).click();
    await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(/^Nichts\. Als Versicherungsmakler/)).toBeHidden();
    await expect(triggers.nth(4)).toHaveAttribute("aria-expanded", "true");
    await expect(answer(4)).toBeVisible();
  });

  test("opens by keyboard", async ({ page }) => {
    await page.goto("/");
    const trigger = page.locator("#faq").getByRole("button", { name: FAQ_QUESTIONS[0] });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("questions and full answers are in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const question of FAQ_QUESTIONS) expect(html).toContain(question);
    for (const answerPart of [
      "Selbstständige, Freiberufler und Gewerbetreibende können sich jederzeit",
      "Maßgeblich ist die Versicherungspflichtgrenze, auch Jahresarbeitsentgeltgrenze genannt",
      "Nichts. Als Versicherungsmakler werde ich vom Versicherer vergütet",
      "Bei Vorerkrankungen stelle ich vorab anonyme Risikovoranfragen",
      "Ein Beitragsentlastungstarif senkt den Beitrag im Ruhestand zusätzlich",
      "Angestellte wechseln zum Ende des Kalenderjahres",
    ]) {
      expect(html).toContain(answerPart);
    }
  });
});

test.describe("images", () => {
  test("are the site's own files, sized before they load, lazy below the fold", async ({ page }) => {
    await page.goto("/");
    const images = page.locator("main img");
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
    const photo = page.locator("#about").getByRole("img", { name: /Porträt des Beraters/ });
    const logo = page.locator("#about").getByRole("img", { name: /Logo des Partner/ });
    await expect(photo).toHaveAttribute("loading", "lazy");
    await expect(logo).toHaveAttribute("loading", "lazy");

    await scrollThrough(page);
    for (const image of [photo, logo]) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      const source = await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
      expect(source).toMatch(/^\/images\/[\w-]+-\d+\.avif$/);
    }
  });

  test("reserve their space, so nothing moves when they arrive", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/images\//, async (route) => {
      await held;
      await route.continue();
    });
    // The load event waits for the (held) hero portrait on desktop.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const photo = page.locator("#about").getByRole("img", { name: /Porträt des Beraters/ });
    await photo.scrollIntoViewIfNeeded();
    const before = await photo.boundingBox();
    expect(before!.height).toBeGreaterThan(50);
    expect(await photo.evaluate((element: HTMLImageElement) => element.complete)).toBe(false);
    release();
    await expect.poll(() => photo.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await photo.boundingBox()).toEqual(before);
  });

  test("the hero portrait is the desktop's first image, loaded at once; phones do not download it", async ({ page }) => {
    await page.goto("/");
    const portrait = page.locator("#top img");
    await expect(portrait).toHaveAttribute("loading", "eager");
    await expect(portrait).toHaveAttribute("fetchpriority", "high");
    if (isPhone(page)) {
      await expect(portrait).toBeHidden();
      expect(await portrait.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/^data:/);
    } else {
      await expect(portrait).toBeVisible();
      await expect.poll(() => portrait.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(/\.avif$/);
    }
  });
});

test.describe("whole page", () => {
  test("the HTML starts no JavaScript before the first paint, and the page still comes alive", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script type="module"/);
    await page.goto("/");
    const trigger = page.locator("#faq").getByRole("button", { name: FAQ_QUESTIONS[5] });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("loads nothing from another host, even scrolled to the end", async ({ page, watchers }) => {
    await page.goto("/");
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
    expect(watchers.externalRequests).toEqual([]);
  });

  test("has no axe violations, scrolled through and with an answer open", async ({ page }) => {
    await page.goto("/");
    await scrollThrough(page);
    await page.locator("#faq").getByRole("button", { name: FAQ_QUESTIONS[1] }).click();
    await expectNoAxeViolations(page);
  });
});
