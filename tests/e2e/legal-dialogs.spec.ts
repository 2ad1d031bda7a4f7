/**
 * Impressum, Datenschutzerklärung and Erstinformation (pkv-site-spec.md §2; docs/decisions/0014): pages that the footer
 * of every page links to, readable without JavaScript, which open in a modal dialog when
 * JavaScript runs (app/browser/legal-dialogs.ts). Section headings come from the content modules
 * (the legal work words them); the facts checked here come from the site config.
 */
import "./build-time-global";
import type { Locator, Page } from "@playwright/test";
import { siteConfig } from "../../app/config/site-config";
import { calculatorRoute, firstInformationPdfPath, legalRoute, type LegalSlug } from "../../app/config/site-routes";
import { sectionHeading, type LegalDocumentContent } from "../../app/content/legal/legal-types";
import { privacyPolicy } from "../../app/content/legal/privacy-policy";
import { keepCitationTogether } from "../../app/modules/german-typesetting";
import { legalNotice } from "../../app/content/legal/legal-notice";
import { supervisoryAuthorityFor } from "../../app/content/legal/supervisory-authorities";
import { cookieBanner } from "../../app/content/consent";
import { wizardCopy } from "../../app/content/wizard";
import { formatLongDate } from "../../app/modules/format-de";
import { formatOpeningHours } from "../../app/modules/opening-hours";
import { seedAccepted } from "./client-state";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { allPaths, anyGroup, endsAt, groupPageWith } from "./site-pages";

/** The spec's eleven sections of the privacy policy, numbered as shown. */
const PRIVACY_SECTIONS = [
  "1. Verantwortlicher",
  "2. Erhobene Daten",
  "3. Zwecke der Verarbeitung",
  "4. Rechtsgrundlagen",
  "5. Empfänger",
  "6. Speicherdauer",
  "7. Ihre Rechte",
  "8. Cookies und Speicher im Browser",
  "9. Datensicherheit",
  "10. Kontakt und Beschwerde",
  "11. Änderungen dieser Datenschutzerklärung",
];

/** The dialog (and the page) is named by the page's h1. */
const TITLES: Record<LegalSlug, string> = { impressum: "Impressum", datenschutz: "Datenschutzerklärung", erstinformation: "Erstinformation" };

/** Section headings as rendered: numbered where the document is. */
function sectionHeadings(content: LegalDocumentContent): string[] {
  return content.sections.map((_, index) => sectionHeading(content, index));
}

/** "2026-11-23" → "Stand: 23. November 2026": the fixed date from the config (docs/decisions/0014), not today's. */
function versionLine(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `Stand: ${formatLongDate(new Date(year, month - 1, day, 12))}`;
}

const footerLink = (page: Page, slug: LegalSlug) => page.getByRole("contentinfo").getByRole("link", { name: legalRoute(slug).navLabel, exact: true });
const legalDialog = (page: Page, slug: LegalSlug) => page.getByRole("dialog", { name: TITLES[slug], exact: true });
const dialogBody = (dialog: Locator) => dialog.getByTestId("legal-dialog-body");

async function openFromFooter(page: Page, slug: LegalSlug): Promise<{ dialog: Locator; opener: Locator }> {
  const opener = footerLink(page, slug);
  await opener.click();
  const dialog = legalDialog(page, slug);
  await expect(dialog).toBeVisible();
  await expect(dialogBody(dialog).getByRole("heading", { level: 2 }).first()).toBeVisible();
  return { dialog, opener };
}

/**
 * Tabs through the dialog and checks that focus never reaches the page behind it. A native modal
 * <dialog> makes the page inert but, unlike the old script-made trap, lets Tab pass from its last
 * element to the browser's own interface (the document loses focus) and from there back to its
 * first element; both are checked, with a round trip when the dialog has fewer than 25 stops.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const where = () => dialog.evaluate((element) => (!document.hasFocus() ? "browser" : element.contains(document.activeElement) ? "dialog" : "page"));
  let leftToBrowser = false;
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press("Tab");
    const place = await where();
    expect(place, `focus after ${step + 1} Tabs`).not.toBe("page");
    if (place === "browser") {
      leftToBrowser = true;
      await page.keyboard.press("Tab");
      expect(await where(), "Tab from the browser's interface").toBe("dialog");
      await expect(dialog.getByRole("button", { name: "Schließen" })).toBeFocused();
    }
  }
  await page.keyboard.press("Shift+Tab");
  expect(await where()).not.toBe("page");
  return leftToBrowser;
}

async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
}

test.describe("with JavaScript: dialogs", () => {
  // An answered banner keeps these tests about the dialogs.
  test.beforeEach(async ({ page }) => seedAccepted(page));

  test("the privacy policy has its eleven numbered sections and the fixed date from the config", async ({ page }) => {
    await page.goto("/");
    const { dialog, opener } = await openFromFooter(page, "datenschutz");
    await expect(dialogBody(dialog).locator("section > h2")).toHaveText(PRIVACY_SECTIONS);
    await expect(dialog).toContainText(versionLine(siteConfig.legalTexts.privacyPolicyDate));
    await expect(dialog).toContainText(`${siteConfig.adviser.name} (${siteConfig.brand})`);
    await expect(dialog).toContainText("WhatsApp Ireland Limited");
    await expect(dialog).toContainText("Data Privacy Framework");
    for (const key of ["cookieConsent (localStorage)", "pwa-installed (localStorage)", "pwa-install-dismissed (localStorage)"]) {
      await expect(dialog.getByText(key, { exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText(supervisoryAuthorityFor(siteConfig.address).name);
    await expectNewTab(dialog.getByRole("link", { name: /Datenschutzrichtlinie von WhatsApp/ }).first());

    // Focus starts at the dialog's title, so the text is read from its beginning; Tab reaches „Schließen“ first.
    await expect(dialog.getByRole("heading", { level: 2, name: TITLES.datenschutz, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Schließen" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the legal notice names provider, register, chamber and dispute bodies, and closes with its button", async ({ page }) => {
    await page.goto(anyGroup(2).path);
    const { dialog, opener } = await openFromFooter(page, "impressum");
    await expect(dialogBody(dialog).getByRole("heading", { level: 2 })).toHaveText(sectionHeadings(legalNotice));
    await expect(dialog.getByRole("heading", { level: 2, name: /^Angaben gemäß §\s5 DDG$/ })).toBeVisible();
    await expect(dialog).not.toContainText("TMG");
    await expect(dialog).toContainText(`Telefonisch erreichbar: ${formatOpeningHours(siteConfig.openingHours)}`);
    await expect(dialog).toContainText(siteConfig.registration.registerNumber);
    await expect(dialog).toContainText(siteConfig.registration.chamber);
    await expect(dialog).toContainText("Deutsche Industrie- und Handelskammer (DIHK)");
    await expect(dialog).toContainText("Breite Straße 29");
    await expect(dialog).toContainText(keepCitationTogether(siteConfig.registration.permission));
    await expect(dialog.getByRole("heading", { level: 2, name: /Erstinformation nach §\s15 VersVermV/ })).toBeVisible();
    await expect(dialog).toContainText("nicht aber Versicherungsvermittler");
    await expect(dialog).toContainText(/am 20.\sJuli\s2025 eingestellt \(Verordnung \(EU\) 2024\/3228\)/);
    await expect(dialog).toContainText(versionLine(siteConfig.legalTexts.legalNoticeDate));
    for (const name of [/versicherungsombudsmann\.de/, /pkv-ombudsmann\.de/, /vermittlerregister\.info/]) {
      await expectNewTab(dialog.getByRole("link", { name }).first());
    }
    for (const heading of ["Haftung für Inhalte", "Haftung für Links", "Urheberrecht", "Datenschutz"]) {
      await expect(dialog.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }

    // Few stops: Tab goes round through the browser's interface and back (the page behind stays out of reach).
    expect(await expectFocusTrapped(page, dialog)).toBe(true);
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the Erstinformation opens from the footer with status, register, remuneration and dispute bodies", async ({ page }) => {
    await page.goto(anyGroup(3).path);
    const { dialog, opener } = await openFromFooter(page, "erstinformation");
    await expect(dialog).toContainText(siteConfig.registration.registerNumber);
    await expect(dialog).toContainText(keepCitationTogether(siteConfig.registration.permission));
    await expect(dialog).toContainText(/0180\s600\s585\s0/);
    await expectNewTab(dialog.getByRole("link", { name: /vermittlerregister\.info/ }).first());
    await expect(dialog).toContainText("Versicherungsombudsmann");
    await expect(dialog).toContainText("Ombudsmann Private Kranken- und Pflegeversicherung");
    await expect(dialog).toContainText(siteConfig.liabilityInsurance.insurer);
    await expect(dialog).toContainText(versionLine(siteConfig.legalTexts.firstInformationDate));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the Erstinformation is also a PDF, delivered as application/pdf", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Erstinformation als PDF" })).toHaveAttribute("href", firstInformationPdfPath);
    const response = await request.get(firstInformationPdfPath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("the privacy policy keeps the spacing between its sections, and its table of contents scrolls the text, not the page", async ({ page }) => {
    const [first, second] = privacyPolicy.sections;
    const gapBetweenSections = (container: Locator) =>
      container.evaluate(
        (element, ids) => {
          const [above, below] = ids.map((id) => element.querySelector(`section[id="${id}"]`)!.getBoundingClientRect());
          return below.top - above.bottom;
        },
        [first.id, second.id],
      );
    await page.goto(legalRoute("datenschutz").path);
    const onThePage = await gapBetweenSections(page.getByRole("main"));
    expect(onThePage).toBeGreaterThan(0);

    await page.goto("/");
    const { dialog } = await openFromFooter(page, "datenschutz");
    const body = dialogBody(dialog);
    expect(await gapBetweenSections(body)).toBe(onThePage);
    const pageScroll = await page.evaluate(() => window.scrollY);

    const target = privacyPolicy.sections[7];
    await body
      .getByRole("navigation", { name: privacyPolicy.contentsHeading })
      .getByRole("link", { name: sectionHeading(privacyPolicy, 7) })
      .click();
    const heading = body.locator(`section[id="${target.id}"] > h2`);
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    expect(
      await heading.evaluate((element) => element.getBoundingClientRect().top - element.closest("[data-legal-dialog-body]")!.getBoundingClientRect().top),
    ).toBeLessThan(32);
    // The dialog's title and „Schließen“ stay on screen, the page behind and its address stay as they were.
    await expect(dialog.getByRole("button", { name: "Schließen" })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
    await expect(page).toHaveURL(/\/$/);
  });

  test("the legal notice's link switches to the privacy policy; focus still returns to the footer", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 600));
    const { dialog, opener } = await openFromFooter(page, "impressum");
    await dialog.getByRole("link", { name: "Datenschutzerklärung", exact: true }).click();
    const privacy = legalDialog(page, "datenschutz");
    await expect(privacy).toBeVisible();
    await expect(privacy.getByRole("heading", { name: PRIVACY_SECTIONS[0] })).toBeVisible();
    await expect(privacy.getByRole("heading", { name: TITLES.datenschutz, level: 2, exact: true })).toBeFocused();
    // Still the same page, one dialog: the link did not navigate.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(privacy).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("#impressum, #datenschutz and #erstinformation open the dialogs directly; closing clears the hash", async ({ page }) => {
    await page.goto(`${anyGroup(0).path}#impressum`);
    const notice = legalDialog(page, "impressum");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(siteConfig.registration.registerNumber);
    await page.keyboard.press("Escape");
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(endsAt(anyGroup(0).path));

    await page.goto("/#datenschutz");
    const privacy = legalDialog(page, "datenschutz");
    await expect(privacy).toBeVisible();
    await privacy.getByRole("button", { name: "Schließen" }).click();
    await expect(page).toHaveURL(/\/$/);

    // A hash link on the site works too.
    await page.evaluate(() => {
      window.location.hash = "impressum";
    });
    await expect(notice).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto(`${anyGroup(1).path}#erstinformation`);
    await expect(legalDialog(page, "erstinformation")).toBeVisible();

    // A calculator's input after the anchor (docs/decisions/0064) still opens the dialog, and closing keeps the input.
    // On a profession page with the GKV calculator, or the calculators' own page when none has it.
    const gkvPage = groupPageWith("gkv") ?? calculatorRoute;
    await page.goto(`${gkvPage.path}#datenschutz?gkv-beitrag-alter=40`);
    await expect(privacy).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(privacy).toBeHidden();
    // (The calculator may have hydrated meanwhile and added its year.)
    await expect(page).toHaveURL(new RegExp(`${gkvPage.path}#\\?(gkv-beitrag-jahr=\\d+&)?gkv-beitrag-alter=40$`));
  });

  for (const slug of ["datenschutz", "impressum", "erstinformation"] as const) {
    test(`no axe violations with the ${TITLES[slug]} dialog open`, { tag: "@both" }, async ({ page }) => {
      await page.goto("/");
      await openFromFooter(page, slug);
      await expectNoAxeViolations(page);
    });
  }

  /**
   * Opened at a section (the banner's link goes to #cookies, step 4's to the WhatsApp section), the
   * dialog still opens at its top: title and „Schließen“ on screen, only the text scrolled. A tap
   * outside closes it (a phone has no Escape key) and focus goes back to the link.
   */
  async function expectOpenAtTopAndClosedByTapOutside(page: Page, opener: Locator) {
    await opener.click();
    const dialog = legalDialog(page, "datenschutz");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: TITLES.datenschutz, level: 2, exact: true })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("button", { name: "Schließen" })).toBeInViewport({ ratio: 1 });
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
    const box = (await dialog.boundingBox())!;
    // Just above the dialog's box: the backdrop.
    await page.mouse.click(box.x + box.width / 2, Math.max(1, box.y - 4));
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  test("opened from the cookie banner, the privacy policy shows its top and closes by a tap outside", { tag: "@both" }, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
    const banner = page.getByRole("region", { name: cookieBanner.heading });
    await expect(banner).toBeVisible();
    const link = banner.getByRole("link", { name: cookieBanner.details.link, exact: true });
    await expectOpenAtTopAndClosedByTapOutside(page, link);
    // The cookies section is what the text shows first.
    await link.click();
    const dialog = legalDialog(page, "datenschutz");
    await expect(dialog.getByRole("heading", { name: PRIVACY_SECTIONS[7] })).toBeInViewport();
  });

  test("opened from step 4 of the enquiry, the privacy policy shows its top and closes by a tap outside", { tag: "@both" }, async ({ page }) => {
    await page.goto("/#versicherungsform");
    const wizard = page.locator("#versicherungsform");
    const next = wizard.getByRole("button", { name: wizardCopy.next, exact: true });
    for (let step = 1; step < 4; step++) await next.click();
    const link = wizard.getByRole("link", { name: wizardCopy.privacy.link, exact: true });
    await expectOpenAtTopAndClosedByTapOutside(page, link);
  });

  test("on a phone the dialog fits the screen and its text scrolls inside it", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    const { dialog } = await openFromFooter(page, "datenschutz");
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    const body = dialogBody(dialog);
    const { scrollHeight, clientHeight } = await body.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    const last = dialog.getByRole("heading", { name: PRIVACY_SECTIONS[10] });
    await expect(last).not.toBeInViewport();
    const pageScroll = await page.evaluate(() => window.scrollY);
    await body.hover();
    await page.mouse.wheel(0, scrollHeight);
    await expect(last).toBeInViewport();
    // The page behind stays put.
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  });
});

test("every page's footer links to the three legal pages in its HTML", async ({ request }) => {
  for (const path of allPaths) {
    const html = await (await request.get(path)).text();
    for (const slug of ["impressum", "datenschutz", "erstinformation"] as const) {
      expect(html, `${path} → ${slug}`).toMatch(new RegExp(`<footer[\\s\\S]*<a [^>]*href="${legalRoute(slug).path}"[\\s\\S]*</footer>`));
    }
  }
});

test.describe("without JavaScript: the footer's legal links lead to the full texts (§ 5 DDG)", () => {
  test.use({ javaScriptEnabled: false });

  test("Impressum: the page with its heading and the register number", async ({ page }) => {
    await page.goto(anyGroup(1).path);
    await footerLink(page, "impressum").click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES.impressum);
    await expect(page.getByRole("main")).toContainText(siteConfig.registration.registerNumber);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Datenschutz: the page with its eleven numbered sections", async ({ page }) => {
    await page.goto("/");
    await footerLink(page, "datenschutz").click();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES.datenschutz);
    await expect(page.getByRole("main").locator("section > h2")).toHaveText(PRIVACY_SECTIONS);
  });

  test("Erstinformation: the page with the register number", async ({ page }) => {
    await page.goto(anyGroup(5).path);
    await footerLink(page, "erstinformation").click();
    await expect(page).toHaveURL(/\/erstinformation$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES.erstinformation);
    await expect(page.getByRole("main")).toContainText(siteConfig.registration.registerNumber);
  });
});
