/**
 * The contact bar on phones (decision 0045): sticky at the bottom once the page's opening
 * is passed, with the config's phone, WhatsApp and e-mail and the way to the enquiry form; closed for
 * the rest of the tab; never over a focused field, the cookie banner or the page's last lines; not on
 * desktop and not without JavaScript. Phone tests are tagged @phone; the desktop and 320 px checks are
 * untagged (desktop project), as a phone emulation would widen its layout viewport (reflow.spec.ts).
 */
import type { Page } from "@playwright/test";
import { siteConfig } from "../../app/config/site-config";
import { calculatorRoute, homeRoute, legalRoute, sectionIds } from "../../app/config/site-routes";
import { groupRoutes } from "../../app/config/page-routes";
import { cookieBanner } from "../../app/content/consent";
import { contactBarCopy } from "../../app/content/contact-bar";
import { CONTACT_BAR_DISMISSED_KEY } from "../../app/modules/contact-bar";
import { seedDeclined } from "./client-state";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const profession = groupRoutes[0].path;
/** A long page without a hero and without the enquiry form. */
const longPlainPage = legalRoute("datenschutz").path;

const bar = (page: Page) => page.getByRole("navigation", { name: contactBarCopy.label });
const barElement = (page: Page) => page.locator("[data-contact-bar]");

/** Opens the page and waits for the page script to have taken the bar over. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(barElement(page)).toHaveAttribute("data-enhanced", "");
}

/** Lets the browser render a few frames, so intersection observers and scroll handlers have reported. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
}

/** Scrolls at once (no smooth scrolling) to `top` px from the page's start. */
async function scrollToY(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await settle(page);
}

/** The page offset of the hero's bottom edge. */
function heroBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const hero = document.querySelector("[data-hero]");
    if (!hero) throw new Error("This page has no hero.");
    return hero.getBoundingClientRect().bottom + window.scrollY;
  });
}

async function scrollPastHero(page: Page) {
  await scrollToY(page, (await heroBottom(page)) + 10);
}

async function barBottom(page: Page): Promise<number> {
  const box = (await bar(page).boundingBox())!;
  return box.y + box.height;
}

test.describe("phone", { tag: "@phone" }, () => {
  test.beforeEach(async ({ page }) => {
    await seedDeclined(page);
  });

  for (const path of [homeRoute.path, profession]) {
    test(`${path}: appears only once the hero is scrolled past, and goes again above it`, async ({ page }) => {
      await open(page, path);
      await settle(page);
      await expect(bar(page)).toBeHidden();
      // The hero's last 20 px still on screen: not yet.
      await scrollToY(page, (await heroBottom(page)) - 20);
      await expect(bar(page)).toBeHidden();
      await scrollPastHero(page);
      await expect(bar(page)).toBeVisible();
      // At the bottom edge once it has slid in (read while sliding, it is still a few pixels below).
      await expect.poll(async () => Math.round(await barBottom(page))).toBe(page.viewportSize()!.height);
      await scrollToY(page, 0);
      await expect(bar(page)).toBeHidden();
    });
  }

  test("on a page without a hero it appears after one screen", async ({ page }) => {
    await open(page, longPlainPage);
    const screen = page.viewportSize()!.height;
    await scrollToY(page, screen - 20);
    await expect(bar(page)).toBeHidden();
    await scrollToY(page, screen + 20);
    await expect(bar(page)).toBeVisible();
  });

  test("its links call, write and chat to the config's contact data and lead to this page's form; 44 px targets; axe 0", async ({ page }) => {
    await open(page, profession);
    await scrollPastHero(page);
    const links = bar(page).getByRole("link");
    await expect(links).toHaveCount(4);
    await expect(bar(page).getByRole("link", { name: contactBarCopy.call })).toHaveAttribute("href", `tel:+${siteConfig.phone.digits}`);
    await expect(bar(page).getByRole("link", { name: contactBarCopy.email })).toHaveAttribute("href", `mailto:${siteConfig.email}`);
    const whatsapp = new URL((await bar(page).getByRole("link", { name: contactBarCopy.whatsapp }).getAttribute("href"))!);
    expect(whatsapp.host).toBe("wa.me");
    expect(whatsapp.pathname).toBe(`/${siteConfig.phone.digits}`);
    const enquiry = bar(page).getByRole("link", { name: contactBarCopy.enquiry });
    await expect(enquiry).toHaveAttribute("href", `#${sectionIds.contact}`);
    const close = bar(page).getByRole("button", { name: contactBarCopy.close });
    for (const target of [...(await links.all()), close]) {
      const box = (await target.boundingBox())!;
      expect(box.width, await target.innerText()).toBeGreaterThanOrEqual(44);
      expect(box.height, await target.innerText()).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
    // „Anfrage“ scrolls to the form, which offers the same channels: the bar gives way.
    await enquiry.click();
    await expect(page.locator(`#${sectionIds.contact}`)).toBeInViewport();
    await expect(bar(page)).toBeHidden();
  });

  test("„Anfrage“ leads to the home page's form from a page without one", async ({ page }) => {
    await open(page, longPlainPage);
    await scrollToY(page, page.viewportSize()!.height * 2);
    await expect(bar(page).getByRole("link", { name: contactBarCopy.enquiry })).toHaveAttribute("href", `/#${sectionIds.contact}`);
  });

  test("closing hides it, and it stays closed on the next page in the same tab (not in a new one)", async ({ page, context }) => {
    await open(page, homeRoute.path);
    await scrollPastHero(page);
    await bar(page).getByRole("button", { name: contactBarCopy.close }).click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), CONTACT_BAR_DISMISSED_KEY)).not.toBeNull();
    // Focus goes on from the content, not from the top of the document.
    await expect(page.locator("main")).toBeFocused();

    await open(page, profession);
    await scrollPastHero(page);
    await expect(bar(page)).toBeHidden();
    await scrollToY(page, (await heroBottom(page)) + page.viewportSize()!.height);
    await expect(bar(page)).toBeHidden();

    const newTab = await context.newPage();
    await open(newTab, profession);
    await scrollPastHero(newTab);
    await expect(bar(newTab)).toBeVisible();
  });

  test("with sessionStorage blocked, closing still hides it on this page, without an error", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "sessionStorage", {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await open(page, longPlainPage);
    await scrollToY(page, page.viewportSize()!.height * 2);
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole("button", { name: contactBarCopy.close }).click();
    await expect(bar(page)).toBeHidden();
    await scrollToY(page, page.viewportSize()!.height * 3);
    await expect(bar(page)).toBeHidden();
  });

  test("hidden while a form field has focus (the on-screen keyboard), back when it leaves", async ({ page }) => {
    await open(page, calculatorRoute.path);
    await scrollToY(page, page.viewportSize()!.height * 1.5);
    await expect(bar(page)).toBeVisible();
    const field = page.locator(`main input:not([type="hidden"]):not(#${sectionIds.contact} *)`).first();
    // Focused without scrolling, so only the focus can hide the bar.
    await field.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
    await expect(field).toBeFocused();
    await expect(bar(page)).toBeHidden();
    await field.evaluate((input: HTMLInputElement) => input.blur());
    await expect(bar(page)).toBeVisible();
  });

  test("with JavaScript off it never shows", async ({ browser }) => {
    const context = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(longPlainPage);
    await page.evaluate(() => window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: "instant" }));
    await expect(barElement(page)).toHaveCount(1);
    await expect(barElement(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 1.5, behavior: "instant" }));
    await expect(barElement(page)).toBeHidden();
    await context.close();
  });

  test("appearing moves nothing on the page (no layout shift)", async ({ page }) => {
    await open(page, homeRoute.path);
    // Close to the hero's end first: the header settles into its scrolled look (its own, earlier change).
    await scrollToY(page, (await heroBottom(page)) - 20);
    await expect(page.locator("[data-site-header]")).toHaveAttribute("data-scrolled", "true");
    await page.waitForTimeout(1000);
    await expect(bar(page)).toBeHidden();
    await page.evaluate(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
      const name = (node?: Node) =>
        node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 3).join(".")}` : String(node?.nodeName);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => name(source.node)).join(", ")}`);
        }
      }).observe({ type: "layout-shift" });
    });
    await scrollPastHero(page);
    await expect(bar(page)).toBeVisible();
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });
});

test.describe("phone, first visit", { tag: "@phone" }, () => {
  test("not shown while the cookie banner is, shown once it is answered", async ({ page }) => {
    await open(page, homeRoute.path);
    const banner = page.getByRole("region", { name: cookieBanner.heading });
    await expect(banner).toBeVisible();
    await scrollPastHero(page);
    // The bar's own rules would show it: the banner alone keeps it away.
    await expect(barElement(page)).toHaveAttribute("data-shown", "");
    await expect(bar(page)).toBeHidden();
    await banner.getByRole("button", { name: cookieBanner.decline }).click();
    await expect(banner).toBeHidden();
    await expect(bar(page)).toBeVisible();
  });
});

test("desktop: not shown, the header offers the ways instead", async ({ page }) => {
  await seedDeclined(page);
  await open(page, homeRoute.path);
  await scrollPastHero(page);
  await expect(barElement(page)).toHaveAttribute("data-shown", "");
  await expect(bar(page)).toBeHidden();
});

test.describe("320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no sideways scroll, and the footer's last link scrolls into view above the bar", async ({ page }) => {
    await seedDeclined(page);
    await open(page, longPlainPage);
    // To the very end, again if the page grew meanwhile (its late stylesheet can still be arriving on a busy machine).
    await expect
      .poll(async () => {
        await scrollToY(page, await page.evaluate(() => document.scrollingElement!.scrollHeight));
        return page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.scrollingElement!.scrollHeight);
      })
      .toBe(true);
    await expect(bar(page)).toBeVisible();
    const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    const lastLink = page.getByRole("contentinfo").getByRole("link").last();
    const linkBox = (await lastLink.boundingBox())!;
    const barBox = (await bar(page).boundingBox())!;
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(barBox.y);
    // Reached by keyboard, too: focus scrolls it clear of the bar (the dock's scroll padding).
    await scrollToY(page, 0);
    await lastLink.focus();
    // Focus scrolls smoothly (the page's scroll-behavior) across the whole long page: wait for it to arrive.
    await expect
      .poll(async () => {
        const focusedBox = (await lastLink.boundingBox())!;
        return focusedBox.y + focusedBox.height <= (await bar(page).boundingBox())!.y;
      })
      .toBe(true);
  });
});
