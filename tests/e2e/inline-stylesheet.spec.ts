/**
 * Decision 0035: the stylesheet is in the page (no request before the first paint); the few rules the
 * HTML checker cannot read come from a disabled stylesheet the page script enables after load; the
 * manifest link and the page script wait for the first contentful paint (decision 0036).
 */
import { groupMenuLabel } from "../../app/components/nav-items";
import { legalRoute } from "../../app/config/site-routes";
import { cookieBanner } from "../../app/content/consent";
import { seedAccepted } from "./client-state";
import { expect, holdBackPageScript, test } from "./fixtures";
import { anyGroup, endsAt } from "./site-pages";

test("the stylesheet is inline, and the late rules are switched on after the load event", async ({ page }) => {
  const stylesheetRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheetRequests.push(new URL(request.url()).pathname);
  });
  await page.goto("/pkv-rechner");
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
  const late = page.locator("link[data-late-stylesheet]");
  await expect(late).toHaveCount(1);
  await page.waitForLoadState("load");
  await expect.poll(() => late.evaluate((link: HTMLLinkElement) => link.disabled)).toBe(false);
  await expect.poll(() => stylesheetRequests).toEqual([await late.getAttribute("href")]);
  // The mobile menu's slide-in comes from the late rules, once their file has loaded.
  await expect.poll(() => page.locator("dialog.mobile-menu").evaluate((dialog) => getComputedStyle(dialog).transitionProperty)).toContain("display");
});

test("the manifest is linked, and the page script requested, after the first contentful paint; the script then does its work", async ({ page }) => {
  // When the manifest link enters the document, on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('head link[rel="manifest"]')) {
        (window as Window & { __manifestLinkedAt?: number }).__manifestLinkedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/impressum");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const scriptStart = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType("resource").find((entry) => entry.name.includes("/assets/site-layout.") && entry.name.endsWith(".js"))?.startTime ?? null,
    );
  await expect.poll(scriptStart).not.toBeNull();
  const firstContentfulPaint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
  expect(firstContentfulPaint).not.toBeNull();
  expect(await scriptStart()).toBeGreaterThanOrEqual(firstContentfulPaint!);
  expect(await page.evaluate(() => (window as Window & { __manifestLinkedAt?: number }).__manifestLinkedAt)).toBeGreaterThanOrEqual(firstContentfulPaint!);
  // Its work: the cookie-settings button in the footer opens the banner again.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
  await expect(page.getByRole("region", { name: cookieBanner.heading })).toBeVisible();
});

test.describe("before the page script has arrived", () => {
  test.beforeEach(({ page }) => holdBackPageScript(page));

  test("a click on a legal link is held and replayed: it opens its dialog, not the page", async ({ page }) => {
    await page.goto(anyGroup(0).path);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: legalRoute("datenschutz").navLabel, exact: true })
      .click();
    await expect(page.getByRole("dialog", { name: "Datenschutzerklärung", exact: true })).toBeVisible();
    await expect(page).toHaveURL(endsAt(anyGroup(0).path));
  });

  test("„Cookie-Einstellungen“ reopens the banner for a returning visitor", async ({ page }) => {
    await seedAccepted(page);
    await page.goto(anyGroup(0).path);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await expect(page.getByRole("region", { name: cookieBanner.heading })).toBeVisible();
  });

  test("a click on the search button opens the search", async ({ page }) => {
    await page.goto("/ratgeber");
    await page.getByRole("button", { name: /Suche/ }).click();
    await expect(page.getByRole("dialog").getByRole("searchbox")).toBeVisible();
  });

  test("„PKV Beratung“: Enter opens the menu once the script is there", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("button", { name: groupMenuLabel });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page is styled from the inline stylesheet, the late one stays off, and the manifest is linked as written", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator("link[data-late-stylesheet]")).toHaveJSProperty("disabled", true);
    await expect(page.locator("header").first()).toHaveCSS("position", "fixed");
  });
});
