import type { Locator, Page } from "@playwright/test";
import { seedLocalStorage } from "./client-state";
import { expect, expectNoAxeViolations, isPhone, test } from "./fixtures";

const today = () => new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Berlin" }).format(new Date());

// An answered banner keeps these tests about the dialogs.
test.beforeEach(async ({ page }) => seedLocalStorage(page, { cookieConsent: "accepted" }));

async function openFromFooter(page: Page, name: "Datenschutz" | "Impressum"): Promise<{ dialog: Locator; opener: Locator }> {
  const opener = page.getByRole("contentinfo").getByRole("button", { name, exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: name === "Datenschutz" ? "Datenschutzerklärung" : "Impressum" });
  await expect(dialog).toBeVisible();
  // The text arrives in its own chunk: wait until it has replaced the loading note.
  await expect(dialog.getByRole("heading", { level: 3 }).first()).toBeVisible();
  return { dialog, opener };
}

/** Tabs through the dialog and checks that focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus inside after ${step + 1} Tabs`).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

test("the privacy policy has its eleven numbered sections and today's date", async ({ page }) => {
  await page.goto("/");
  const { dialog, opener } = await openFromFooter(page, "Datenschutz");
  const headings = dialog.getByRole("heading", { level: 3 });
  await expect(headings).toHaveText([
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
  ]);
  await expect(dialog).toContainText(`Stand: ${today()}`);
  await expect(dialog).toContainText("Thomas Beispiel (PKV-Experte)");
  await expect(dialog).toContainText("WhatsApp Ireland Limited");
  await expect(dialog).toContainText("EU-US Data Privacy Framework");
  for (const key of ["cookieConsent (localStorage)", "pwa-installed (localStorage)", "pwa-install-dismissed (localStorage)"]) {
    await expect(dialog.getByText(key, { exact: true })).toBeVisible();
  }
  await expect(dialog).toContainText("Berliner Beauftragte für Datenschutz und Informationsfreiheit");
  const whatsappPolicy = dialog.getByRole("link", { name: /Datenschutzrichtlinie von WhatsApp/ });
  await expect(whatsappPolicy).toHaveAttribute("target", "_blank");
  await expect(whatsappPolicy).toHaveAttribute("rel", /noopener/);

  await expect(dialog.getByRole("button", { name: "Schließen" })).toBeFocused();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the legal notice is correct as of 2026 and closes with its button", async ({ page }) => {
  await page.goto("/pkv-ingenieure");
  const { dialog, opener } = await openFromFooter(page, "Impressum");
  await expect(dialog.getByRole("heading", { level: 3, name: /^Angaben gemäß §\s5 DDG$/ })).toBeVisible();
  await expect(dialog).not.toContainText("TMG");
  await expect(dialog).toContainText(/Telefonisch erreichbar Montag bis Freitag, 9:00\s+bis 18:00\s+Uhr/);
  await expect(dialog).toContainText("D-ABCD-EFGH1-23");
  await expect(dialog).toContainText("Deutsche Industrie- und Handelskammer (DIHK)");
  await expect(dialog).toContainText("Breite Straße 29");
  await expect(dialog).toContainText(/Versicherungsmakler mit Erlaubnis nach §\s34d Abs.\s1 GewO/);
  await expect(dialog.getByRole("heading", { level: 3, name: /Erstinformation nach §\s15 VersVermV/ })).toBeVisible();
  await expect(dialog).toContainText("IHK Berlin");
  await expect(dialog).toContainText("nicht aber Versicherungsvermittler");
  await expect(dialog).toContainText(/am 20.\sJuli\s2025 eingestellt \(Verordnung \(EU\) 2024\/3228\)/);
  await expect(dialog).toContainText("Stand: 21. November 2026");
  for (const name of [/versicherungsombudsmann\.de/, /pkv-ombudsmann\.de/, /vermittlerregister\.info/]) {
    const link = dialog.getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  for (const heading of ["Haftung für Inhalte", "Haftung für Links", "Urheberrecht", "Datenschutz"]) {
    await expect(dialog.getByRole("heading", { level: 3, name: heading, exact: true })).toBeVisible();
  }

  await expectFocusTrapped(page, dialog);
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the legal notice's link switches to the privacy policy; focus still returns to the footer", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, 600));
  const { dialog, opener } = await openFromFooter(page, "Impressum");
  await dialog.getByRole("link", { name: "Datenschutzerklärung" }).click();
  const privacy = page.getByRole("dialog", { name: "Datenschutzerklärung" });
  await expect(privacy).toBeVisible();
  await expect(privacy.getByRole("heading", { name: "1. Verantwortlicher" })).toBeVisible();
  await expect(privacy.getByRole("heading", { name: "Datenschutzerklärung", level: 2 })).toBeFocused();
  await expect(page).not.toHaveURL(/#/);
  await page.keyboard.press("Escape");
  await expect(privacy).toBeHidden();
  await expect(opener).toBeFocused();
});

test("#impressum and #datenschutz open the dialogs directly; closing clears the hash", async ({ page }) => {
  await page.goto("/pkv-aerzte#impressum");
  const notice = page.getByRole("dialog", { name: "Impressum" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("D-ABCD-EFGH1-23");
  await page.keyboard.press("Escape");
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/pkv-aerzte$/);

  await page.goto("/#datenschutz");
  const privacy = page.getByRole("dialog", { name: "Datenschutzerklärung" });
  await expect(privacy).toBeVisible();
  await privacy.getByRole("button", { name: "Schließen" }).click();
  await expect(page).toHaveURL(/\/$/);

  // A hash link on the site works too.
  await page.evaluate(() => {
    window.location.hash = "impressum";
  });
  await expect(notice).toBeVisible();
});

for (const name of ["Datenschutz", "Impressum"] as const) {
  test(`no axe violations with the ${name} dialog open`, async ({ page }) => {
    await page.goto("/");
    const { dialog } = await openFromFooter(page, name);
    await expect(dialog.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("on a phone the dialog fits the screen and its text scrolls inside it", async ({ page }) => {
  test.skip(!isPhone(page), "phone only");
  await page.goto("/");
  const { dialog } = await openFromFooter(page, "Datenschutz");
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  const body = dialog.getByTestId("legal-dialog-body");
  const { scrollHeight, clientHeight } = await body.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  const last = dialog.getByRole("heading", { name: "11. Änderungen dieser Datenschutzerklärung" });
  await expect(last).not.toBeInViewport();
  const pageScroll = await page.evaluate(() => window.scrollY);
  await body.hover();
  await page.mouse.wheel(0, scrollHeight);
  await expect(last).toBeInViewport();
  // The page behind stays put.
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
});
