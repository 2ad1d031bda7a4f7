/**
 * With JavaScript off every page is complete: its text, the FAQ answers (native <details>), the
 * contact links in place of the wizard, the legal texts as pages (§ 5 DDG: the Impressum always
 * directly reachable), and the navigation by keyboard. Nothing claims a state no script updates.
 */
import type { Page } from "@playwright/test";
import { groupMenuLabel } from "../../app/components/nav-items";
import { siteConfig } from "../../app/config/site-config";
import { enquirySectionCopy } from "../../app/content/enquiry-section";
import { memberWhatsAppGreeting } from "../../app/content/wizard-member";
import { expect, test } from "./fixtures";
import { UNKNOWN_PATH, groupRoutes, hasEnquiry, pageRoutes, anyGroup, groupLinkName, endsAt } from "./site-pages";

test.use({ javaScriptEnabled: false });

const { registerNumber } = siteConfig.registration;

/**
 * Headings of the page's own content (not the wizard, which gives way to a note) are all shown,
 * or one click away inside a closed <details> (a calculator's reasoning), which opens without a script.
 */
async function expectContentHeadingsVisible(page: Page) {
  const headings = page.getByRole("main").locator("h1, h2, h3").filter({ visible: true });
  const all = page.getByRole("main").locator("h1, h2, h3");
  const hiddenOnPurpose = page.getByRole("main").locator(".needs-script, [data-needs-script]").locator("h1, h2, h3");
  const inClosedDetails = page.getByRole("main").locator("details:not([open]) > :not(summary)").locator("h1, h2, h3");
  expect(await headings.count()).toBe((await all.count()) - (await hiddenOnPurpose.count()) - (await inClosedDetails.count()));
}

test.describe("without JavaScript", () => {
  for (const route of pageRoutes) {
    const path = route.path;
    test(`${path} reads fully, FAQ answers open, contact links instead of the wizard, no stale ARIA state`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectContentHeadingsVisible(page);
      expect((await page.getByRole("main").innerText()).length, "text in main").toBeGreaterThan(1000);
      // No script runs to update an aria-expanded, so none may be in the HTML.
      await expect(page.locator("[aria-expanded]")).toHaveCount(0);

      // Every FAQ answer is readable: <details> opens on a click without any script.
      const items = page.getByRole("main").locator("details");
      if (route.kind === "home" || route.kind === "group") expect(await items.count()).toBeGreaterThanOrEqual(6);
      for (const item of await items.all()) {
        const answer = item.locator(":scope > :not(summary)").first();
        await expect(answer).toBeHidden();
        await item.locator("summary").click();
        await expect(item).toHaveAttribute("open", "");
        await expect(answer).toBeVisible();
        expect((await answer.innerText()).length).toBeGreaterThan(40);
      }

      const contact = page.locator("#versicherungsform");
      if (hasEnquiry(route)) await expect(contact).toHaveCount(1);
      if ((await contact.count()) > 0) {
        await expect(contact.getByText(enquirySectionCopy.noScript)).toBeVisible();
        // Said once (docs/decisions/0049): the note is the only text left above the links, in place of the
        // intro that describes the wizard's steps and of the line that leads to the links beside it.
        await expect(contact.locator("p").filter({ visible: true })).toHaveText([enquirySectionCopy.noScript]);
        await expect(contact.getByRole("button", { name: "Weiter" })).toBeHidden();
        await expect(contact.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute("href", `tel:+${siteConfig.phone.digits}`);
        await expect(contact.getByRole("link", { name: siteConfig.email })).toHaveAttribute("href", `mailto:${siteConfig.email}`);
        const whatsapp = contact.getByRole("link", { name: /WhatsApp-Nachricht schreiben/ });
        await expect(whatsapp).toBeVisible();
        const href = await whatsapp.getAttribute("href");
        expect(href!.startsWith(`https://wa.me/${siteConfig.phone.digits}?text=`)).toBe(true);
        // The member page greets as one already privately insured (docs/decisions/0070).
        const greeting = route.kind === "members" ? memberWhatsAppGreeting : enquirySectionCopy.whatsappGreeting;
        expect(new URL(href!).searchParams.get("text")).toContain(greeting);
      }

      // Links are real links; what needs a script is not offered.
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: groupLinkName(anyGroup(0)), exact: true })).toHaveAttribute("href", anyGroup(0).path);
      for (const [name, href] of [
        ["Impressum", "/impressum"],
        ["Datenschutz", "/datenschutz"],
        ["Erstinformation", "/erstinformation"],
      ]) {
        await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(footer.getByRole("button", { name: "Cookie-Einstellungen" })).toBeHidden();
      await expect(page.getByRole("region", { name: "Cookie-Einstellungen" })).toHaveCount(0);
    });
  }

  test("the 404 page reads fully and leads home", async ({ page, watchers }) => {
    watchers.expectedConsoleErrors.push(/^Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Diese Seite gibt es leider nicht" })).toBeVisible();
    await expect(page.locator("[aria-expanded]")).toHaveCount(0);
    await page.getByRole("main").getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe("the footer's legal links open the full texts as pages", () => {
    test("Impressum: provider, register number and supervision", async ({ page }) => {
      await page.goto(anyGroup(1).path);
      await page.getByRole("contentinfo").getByRole("link", { name: "Impressum", exact: true }).click();
      await expect(page).toHaveURL(/\/impressum$/);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
      await expect(main).toContainText(registerNumber);
      await expect(main).toContainText(siteConfig.adviser.name);
      await expect(main).toContainText(siteConfig.address.street);
      await expect(main).toContainText(siteConfig.registration.chamber);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("Datenschutz: the eleven numbered sections", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz", exact: true }).click();
      await expect(page).toHaveURL(/\/datenschutz$/);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
      const numbered = main.getByRole("heading", { level: 2, name: /^\d+\.\s/ });
      await expect(numbered).toHaveCount(11);
      const numbers = (await numbered.allInnerTexts()).map((text) => Number.parseInt(text, 10));
      expect(numbers).toEqual(Array.from({ length: 11 }, (_, index) => index + 1));
      for (const heading of await numbered.all()) await expect(heading).toBeVisible();
    });

    test("Erstinformation: status, register, remuneration, holdings, arbitration boards, liability insurance", async ({ page }) => {
      await page.goto(anyGroup(0).path);
      await page.getByRole("contentinfo").getByRole("link", { name: "Erstinformation", exact: true }).click();
      await expect(page).toHaveURL(/\/erstinformation$/);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Erstinformation" })).toBeVisible();
      for (const text of [
        registerNumber,
        "34d Abs.\u00a01 GewO",
        "vermittlerregister.info",
        "Versicherungsombudsmann",
        "Ombudsmann Private Kranken- und Pflegeversicherung",
        siteConfig.liabilityInsurance.insurer,
      ]) {
        await expect(main).toContainText(text);
      }
      for (const heading of ["Vergütung", "Beteiligungen"]) await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    });
  });

  // The desktop header (≥ 1024 px): without a script the list opens while focus is inside it.
  test("the „PKV Beratung“ list is reachable by keyboard focus", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const first = nav.getByRole("link", { name: `PKV für ${groupRoutes[0].groupName}` });
    await expect(first).toBeHidden();
    await nav.getByRole("button", { name: groupMenuLabel }).focus();
    for (const group of groupRoutes) {
      await page.keyboard.press("Tab");
      const link = nav.getByRole("link", { name: `PKV für ${group.groupName}` });
      await expect(link).toBeFocused();
      await expect(link).toBeVisible();
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${groupRoutes.at(-1)!.path}$`));
  });

  // Invoker commands (commandfor/command) open and close the modal menu without any script.
  test("the mobile menu opens and closes", { tag: "@phone" }, async ({ page }) => {
    await page.goto(anyGroup(2).path);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu).toBeVisible();
    for (const group of groupRoutes) await expect(menu.getByRole("link", { name: `PKV für ${group.groupName}` })).toBeVisible();
    await menu.getByRole("button", { name: "Menü schließen" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await menu.getByRole("link", { name: groupLinkName(anyGroup(1)), exact: true }).click();
    await expect(page).toHaveURL(endsAt(anyGroup(1).path));
  });
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });
  test("the no-script note stays hidden and the wizard shows once scrolled to", async ({ page }) => {
    await page.goto(anyGroup(1).path);
    await expect(page.getByText(enquirySectionCopy.noScript)).toBeHidden();
    const section = page.locator("#versicherungsform");
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("button", { name: "Weiter" })).toBeEnabled();
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" })).toBeVisible();
  });
});
