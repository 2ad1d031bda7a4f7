/**
 * The enquiry wizard (spec §3–§5, §7, §8) and the site's toasts, as a visitor uses them.
 * window.open is stubbed where a test needs to control it (blocked pop-ups) or only reads the
 * link; the first test opens the real pop-up and answers wa.me with a local stub page.
 */
import type { Locator, Page } from "@playwright/test";
import { siteConfig } from "../../app/config/site-config";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { allPaths } from "./site-pages";

const NBSP = "\u00a0";
const WA_PREFIX = `https://wa.me/${siteConfig.phone.digits}?text=`;
const DRAFT_KEY = "pkv-anfrage-entwurf";

test.beforeEach(async ({ page }) => {
  // A stored cookie decision keeps the banner from covering the form's buttons.
  await page.addInitScript(() => {
    try {
      localStorage.setItem("cookieConsent", "declined");
    } catch {
      // Storage may be unavailable; the banner then simply shows.
    }
  });
});

/** Replaces window.open: records every link, answers null (blocked) for the first `blocked` calls. */
async function stubWindowOpen(page: Page, { blocked = 0 } = {}) {
  await page.addInitScript((blockedCount) => {
    const recorder = window as unknown as { __opened: string[] };
    recorder.__opened = [];
    let toBlock = blockedCount;
    window.open = ((url?: string | URL) => {
      recorder.__opened.push(String(url));
      if (toBlock > 0) {
        toBlock -= 1;
        return null;
      }
      return { closed: false, opener: window } as unknown as Window;
    }) as typeof window.open;
  }, blocked);
}

function openedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

function decodedText(url: string): string {
  expect(url.startsWith(WA_PREFIX), url).toBe(true);
  return new URL(url).searchParams.get("text") ?? "";
}

function message(lines: { name: string; age: string; beruf: string; income: string; coverage: string }): string {
  return [
    "Neue PKV-Anfrage",
    "",
    `Name: ${lines.name}`,
    `Alter: ${lines.age}`,
    `Beruf: ${lines.beruf}`,
    `Monatliches Bruttoeinkommen: ${lines.income}`,
    `Gewünschter Schutz: ${lines.coverage}`,
    "",
    "Ich interessiere mich für eine kostenlose PKV-Beratung und freue mich auf Ihre Nachricht.",
  ].join("\n");
}

const EMPTY_MESSAGE = message({ name: "nicht angegeben", age: "nicht angegeben", beruf: "nicht angegeben", income: "nicht angegeben", coverage: "nicht angegeben" });

function wizardOf(page: Page): Locator {
  return page.locator("#versicherungsform");
}

function toasts(page: Page): Locator {
  return page.locator("[data-sonner-toast]");
}

/** Opens a page at the form and waits until the lazily loaded wizard is interactive. */
async function openWizard(page: Page, path = "/") {
  await page.goto(`${path}#versicherungsform`);
  await expect(wizardOf(page).getByRole("button", { name: /^(Weiter|Per WhatsApp senden)$/ })).toBeEnabled();
  return wizardOf(page);
}

async function stepHeading(wizard: Locator, name: string) {
  const heading = wizard.getByRole("heading", { level: 3, name });
  await expect(heading).toBeVisible();
  return heading;
}

async function next(wizard: Locator) {
  await wizard.getByRole("button", { name: "Weiter" }).click();
}

test("sending opens WhatsApp in a new tab with the whole enquiry, then confirms", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }));
  const wizard = await openWizard(page);
  await wizard.getByLabel("Vor- und Nachname").fill("  Zoë O'Brien-Müller & Söhne #1 👩‍⚕️ محمد  ");
  await wizard.getByLabel("Alter").fill("41");
  await next(wizard);
  await wizard.getByLabel("Beruf").fill("Ärztin (Innere Medizin) 100% + Notdienst? a=b/c");
  await wizard.getByLabel("Monatliches Bruttoeinkommen").fill("9000");
  await next(wizard);
  await wizard.getByRole("radio", { name: "Komfort-Schutz" }).click();
  await next(wizard);
  await wizard.getByRole("checkbox", { name: /Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden/ }).check();

  const popupPromise = page.waitForEvent("popup");
  await wizard.getByRole("button", { name: "Per WhatsApp senden" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(decodedText(popup.url())).toBe(
    message({
      name: "Zoë O'Brien-Müller & Söhne #1 👩‍⚕️ محمد",
      age: "41 Jahre",
      beruf: "Ärztin (Innere Medizin) 100% + Notdienst? a=b/c",
      income: `9.000${NBSP}€`,
      coverage: "Komfort-Schutz",
    }),
  );
  // The new page cannot reach back into the site (noopener).
  expect(await popup.evaluate(() => window.opener)).toBeNull();

  const toast = toasts(page).filter({ hasText: "WhatsApp wird geöffnet" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`Ihre Anfrage wird an ${siteConfig.adviser.name} gesendet.`);
  await expect(wizard.getByRole("heading", { level: 3, name: "Ihre Nachricht ist vorbereitet" })).toBeFocused();
  const reopen = await wizard.getByRole("link", { name: "WhatsApp erneut öffnen" }).getAttribute("href");
  expect(decodedText(reopen!)).toBe(decodedText(popup.url()));
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();

  await wizard.getByRole("button", { name: "Neue Anfrage beginnen" }).click();
  await expect(await stepHeading(wizard, "Wer sind Sie?")).toBeFocused();
  await expect(wizard.getByLabel("Vor- und Nachname")).toHaveValue("");
});

test("Weiter and Zurück move through the four steps, keeping what was typed", async ({ page }) => {
  const wizard = await openWizard(page);
  const progress = wizard.getByRole("progressbar", { name: "Fortschritt der Anfrage" });
  const bar = progress.locator("> div");
  const steps = ["Wer sind Sie?", "Was machen Sie beruflich?", "Welcher Schutz ist Ihnen wichtig?", "Ihre Anfrage im Überblick"];
  const labels = ["Persönlich", "Beruflich", "Versicherung", "Fertig"];

  await expect(wizard.getByRole("button", { name: "Zurück" })).toHaveCount(0);
  await wizard.getByLabel("Vor- und Nachname").fill("Erika Musterfrau");
  for (let step = 1; step <= 4; step += 1) {
    await stepHeading(wizard, steps[step - 1]);
    await expect(progress).toHaveAttribute("aria-valuenow", String(step));
    await expect(progress).toHaveAttribute("aria-valuemax", "4");
    await expect(progress).toHaveAttribute("aria-valuetext", `Schritt ${step} von 4: ${labels[step - 1]}`);
    await expect(wizard.getByRole("list", { name: "Schritte der Anfrage" }).locator('[aria-current="step"]')).toContainText(labels[step - 1]);
    // The bar is step/4 wide.
    await expect
      .poll(async () => {
        const [outer, inner] = await Promise.all([progress.boundingBox(), bar.boundingBox()]);
        return inner!.width / outer!.width;
      })
      .toBeCloseTo(step / 4, 2);
    if (step < 4) {
      await expect(wizard.getByRole("button", { name: "Weiter" })).toBeVisible();
      await next(wizard);
    }
  }
  // At step 4 "Weiter" has become the send button.
  await expect(wizard.getByRole("button", { name: "Weiter" })).toHaveCount(0);
  await expect(wizard.getByRole("button", { name: "Per WhatsApp senden" })).toBeVisible();

  for (let step = 3; step >= 1; step -= 1) {
    await wizard.getByRole("button", { name: "Zurück" }).click();
    await expect(await stepHeading(wizard, steps[step - 1])).toBeFocused();
    await expect(progress).toHaveAttribute("aria-valuenow", String(step));
  }
  await expect(wizard.getByRole("button", { name: "Zurück" })).toHaveCount(0);
  await expect(wizard.getByLabel("Vor- und Nachname")).toHaveValue("Erika Musterfrau");
});

test("every step can be passed empty; empty fields say 'nicht angegeben'", async ({ page }) => {
  await stubWindowOpen(page);
  const wizard = await openWizard(page);
  await next(wizard);
  await next(wizard);
  await next(wizard);
  const summary = wizard.getByRole("list").filter({ hasText: "Name" });
  await expect(summary.getByRole("definition")).toHaveText(Array(5).fill("nicht angegeben"));
  await wizard.getByRole("checkbox").check();
  await wizard.getByRole("button", { name: "Per WhatsApp senden" }).click();
  await expect(toasts(page).filter({ hasText: "WhatsApp wird geöffnet" })).toBeVisible();
  const urls = await openedUrls(page);
  expect(urls).toHaveLength(1);
  expect(decodedText(urls[0])).toBe(EMPTY_MESSAGE);
});

test("the send button stays disabled until privacy is accepted; forcing it shows the error and opens nothing", async ({ page }) => {
  await stubWindowOpen(page);
  const wizard = await openWizard(page);
  for (let step = 1; step < 4; step += 1) await next(wizard);
  const send = wizard.getByRole("button", { name: "Per WhatsApp senden" });
  const consent = wizard.getByRole("checkbox");
  await expect(send).toBeDisabled();
  await consent.check();
  await expect(send).toBeEnabled();
  await consent.uncheck();
  await expect(send).toBeDisabled();

  await send.evaluate((button) => button.removeAttribute("disabled"));
  await send.click();
  const toast = toasts(page).filter({ hasText: "Datenschutz erforderlich" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Bitte akzeptieren Sie unsere Datenschutzerklärung.");
  expect(await openedUrls(page)).toEqual([]);
  await expect(await stepHeading(wizard, "Ihre Anfrage im Überblick")).toBeVisible();
});

test("the word Datenschutzerklärung opens the privacy dialog without ticking the box", async ({ page }) => {
  const wizard = await openWizard(page);
  for (let step = 1; step < 4; step += 1) await next(wizard);
  const link = wizard.getByRole("button", { name: "Datenschutzerklärung" });
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Datenschutzerklärung" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await expect(wizard.getByRole("checkbox")).not.toBeChecked();
});

test("a blocked pop-up keeps the form and offers 'WhatsApp öffnen' from the toast", async ({ page }) => {
  await stubWindowOpen(page, { blocked: 1 });
  const wizard = await openWizard(page);
  await wizard.getByLabel("Vor- und Nachname").fill("Max Mustermann");
  for (let step = 1; step < 4; step += 1) await next(wizard);
  await wizard.getByRole("checkbox").check();
  await wizard.getByRole("button", { name: "Per WhatsApp senden" }).click();

  const blocked = toasts(page).filter({ hasText: "WhatsApp konnte nicht geöffnet werden" });
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText("Ihre Angaben bleiben erhalten.");
  // Nothing is lost: still step 4 with the data and the consent.
  await expect(wizard.getByRole("heading", { level: 3, name: "Ihre Anfrage im Überblick" })).toBeVisible();
  await expect(wizard.getByText("Max Mustermann")).toBeVisible();
  await expect(wizard.getByRole("checkbox")).toBeChecked();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain("Max Mustermann");

  await blocked.getByRole("button", { name: "WhatsApp öffnen" }).click();
  await expect(toasts(page).filter({ hasText: "WhatsApp wird geöffnet" })).toBeVisible();
  const urls = await openedUrls(page);
  expect(urls).toHaveLength(2);
  expect(urls[1]).toBe(urls[0]);
  expect(decodedText(urls[1])).toContain("Name: Max Mustermann");
  await expect(wizard.getByRole("heading", { level: 3, name: "Ihre Nachricht ist vorbereitet" })).toBeVisible();
});

test("the draft survives a reload and moving to another page, and is gone after sending", async ({ page }) => {
  await stubWindowOpen(page);
  let wizard = await openWizard(page);
  await wizard.getByLabel("Vor- und Nachname").fill("Erika Musterfrau");
  await wizard.getByLabel("Alter").fill("41");
  await next(wizard);
  await wizard.getByLabel("Beruf").fill("Ingenieurin");

  await page.reload();
  wizard = wizardOf(page);
  await stepHeading(wizard, "Was machen Sie beruflich?");
  await expect(wizard.getByLabel("Beruf")).toHaveValue("Ingenieurin");

  wizard = await openWizard(page, "/pkv-aerzte");
  await stepHeading(wizard, "Was machen Sie beruflich?");
  await wizard.getByRole("button", { name: "Zurück" }).click();
  await expect(wizard.getByLabel("Vor- und Nachname")).toHaveValue("Erika Musterfrau");
  await expect(wizard.getByLabel("Alter")).toHaveValue("41");

  for (let step = 1; step < 4; step += 1) await next(wizard);
  // Consent is given for each sending, never restored.
  await page.reload();
  wizard = wizardOf(page);
  await stepHeading(wizard, "Ihre Anfrage im Überblick");
  await expect(wizard.getByRole("checkbox")).not.toBeChecked();
  await wizard.getByRole("checkbox").check();
  await wizard.getByRole("button", { name: "Per WhatsApp senden" }).click();
  await expect(wizard.getByRole("heading", { level: 3, name: "Ihre Nachricht ist vorbereitet" })).toBeVisible();

  await page.reload();
  wizard = wizardOf(page);
  await stepHeading(wizard, "Wer sind Sie?");
  await expect(wizard.getByRole("button", { name: "Weiter" })).toBeEnabled();
  await expect(wizard.getByLabel("Vor- und Nachname")).toHaveValue("");
});

test("what is typed before the form's script has arrived is kept", async ({ page }) => {
  await stubWindowOpen(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/enquiry-wizard-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/#versicherungsform");
  const wizard = wizardOf(page);
  const weiter = wizard.getByRole("button", { name: "Weiter" });
  // The prerendered form can be typed into at once, but not submitted as a page load.
  await expect(weiter).toBeDisabled();
  await wizard.getByLabel("Vor- und Nachname").fill("Erika Musterfrau");
  release();
  await expect(weiter).toBeEnabled();
  await wizard.getByLabel("Alter").fill("41");
  await expect(wizard.getByLabel("Vor- und Nachname")).toHaveValue("Erika Musterfrau");
  for (let step = 1; step < 4; step += 1) await next(wizard);
  await wizard.getByRole("checkbox").check();
  await wizard.getByRole("button", { name: "Per WhatsApp senden" }).click();
  const urls = await openedUrls(page);
  expect(decodedText(urls[0])).toContain("Name: Erika Musterfrau\nAlter: 41 Jahre\n");
});

test("the wizard works when its storage throws", async ({ page }) => {
  await stubWindowOpen(page);
  await page.addInitScript((key) => {
    // Only the draft's key fails: React Router's own scroll restoration reads sessionStorage unguarded.
    for (const method of ["getItem", "setItem", "removeItem"] as const) {
      const original = Storage.prototype[method] as (...args: string[]) => unknown;
      Storage.prototype[method] = function (this: Storage, ...args: string[]) {
        if (args[0] === key) throw new DOMException("blocked", "SecurityError");
        return original.apply(this, args);
      } as never;
    }
  }, DRAFT_KEY);
  const wizard = await openWizard(page);
  await wizard.getByLabel("Vor- und Nachname").fill("Max Mustermann");
  for (let step = 1; step < 4; step += 1) await next(wizard);
  await wizard.getByRole("checkbox").check();
  await wizard.getByRole("button", { name: "Per WhatsApp senden" }).click();
  await expect(wizard.getByRole("heading", { level: 3, name: "Ihre Nachricht ist vorbereitet" })).toBeVisible();
  expect(decodedText((await openedUrls(page))[0])).toContain("Name: Max Mustermann");
});

test("keyboard only: Enter goes to the next step, focus and announcement follow, Enter sends", async ({ page }) => {
  await stubWindowOpen(page);
  const wizard = await openWizard(page);
  const status = wizard.getByRole("status");
  await wizard.getByLabel("Vor- und Nachname").focus();
  await page.keyboard.type("Jürgen Groß");
  await page.keyboard.press("Tab");
  await expect(wizard.getByLabel("Alter")).toBeFocused();
  // Exponent and sign keys are refused in number fields.
  await page.keyboard.type("-4e5");
  await expect(wizard.getByLabel("Alter")).toHaveValue("45");
  await page.keyboard.press("Enter");

  await expect(await stepHeading(wizard, "Was machen Sie beruflich?")).toBeFocused();
  await expect(status).toHaveText("Schritt 2 von 4: Beruflich");
  await page.keyboard.press("Tab");
  await expect(wizard.getByLabel("Beruf")).toBeFocused();
  await page.keyboard.type("Rechtsanwalt");
  await page.keyboard.press("Tab");
  await page.keyboard.type("7000");
  await page.keyboard.press("Enter");

  await expect(await stepHeading(wizard, "Welcher Schutz ist Ihnen wichtig?")).toBeFocused();
  await expect(status).toHaveText("Schritt 3 von 4: Versicherung");
  await page.keyboard.press("Tab");
  await expect(wizard.getByRole("radio", { name: "Basis-Schutz" })).toBeFocused();
  // Radix selects the radio that an arrow key moves to while the key is down, as a person presses it.
  for (const name of ["Komfort-Schutz", "Premium-Schutz"]) {
    await page.keyboard.down("ArrowDown");
    await expect(wizard.getByRole("radio", { name })).toBeFocused();
    await page.keyboard.up("ArrowDown");
  }
  await expect(wizard.getByRole("radio", { name: "Premium-Schutz" })).toBeChecked();
  await page.keyboard.press("Enter");

  await expect(await stepHeading(wizard, "Ihre Anfrage im Überblick")).toBeFocused();
  await expect(status).toHaveText("Schritt 4 von 4: Fertig");
  const consent = wizard.getByRole("checkbox");
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press("Tab");
    if (await consent.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(consent).toBeFocused();
  // Enter without consent explains instead of sending.
  await page.keyboard.press("Enter");
  await expect(toasts(page).filter({ hasText: "Datenschutz erforderlich" })).toBeVisible();
  expect(await openedUrls(page)).toEqual([]);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  await page.keyboard.press("Enter");

  await expect(wizard.getByRole("heading", { level: 3, name: "Ihre Nachricht ist vorbereitet" })).toBeFocused();
  const urls = await openedUrls(page);
  expect(urls).toHaveLength(1);
  expect(decodedText(urls[0])).toBe(
    message({ name: "Jürgen Groß", age: "45 Jahre", beruf: "Rechtsanwalt", income: `7.000${NBSP}€`, coverage: "Premium-Schutz" }),
  );
});

test("number fields refuse pasted negative and exponent values", async ({ page }) => {
  const wizard = await openWizard(page);
  const age = wizard.getByLabel("Alter");
  await expect(age).toHaveAttribute("type", "number");
  await expect(age).toHaveAttribute("min", "18");
  await expect(age).toHaveAttribute("max", "80");
  await age.fill("30");
  await age.fill("-5");
  await expect(age).toHaveValue("30");
  await age.fill("1e5");
  await expect(age).toHaveValue("30");
  await next(wizard);
  const income = wizard.getByLabel("Monatliches Bruttoeinkommen");
  await expect(income).toHaveAttribute("min", "0");
  await income.fill("-7000");
  await expect(income).toHaveValue("");
});

test("the income hint compares twelve monthly incomes with the Versicherungspflichtgrenze", async ({ page }) => {
  const wizard = await openWizard(page);
  await next(wizard);
  const income = wizard.getByLabel("Monatliches Bruttoeinkommen");
  await income.fill("9000");
  const hint = wizard.getByText(/^Zur Orientierung:/);
  await expect(hint).toHaveText(new RegExp(`^Zur Orientierung: 9\\.000${NBSP}€ im Monat sind 108\\.000${NBSP}€ im Jahr – mehr als die Versicherungspflichtgrenze 20\\d\\d von [\\d.]+${NBSP}€\\.`));
  await expect(wizard.getByText("Selbstständige und Beamte sind an diese Grenze nicht gebunden.", { exact: false })).toBeVisible();
  await expect(income).toHaveAccessibleDescription(/Zur Orientierung/);
  await income.fill("3000");
  await expect(hint).toContainText("weniger als die Versicherungspflichtgrenze");
  await income.fill("");
  await expect(hint).toHaveCount(0);
});

test("one toast at a time: a new toast replaces the one before, and none comes back", async ({ page }) => {
  await stubWindowOpen(page, { blocked: 1 });
  const wizard = await openWizard(page);
  for (let step = 1; step < 4; step += 1) await next(wizard);
  const consent = wizard.getByRole("checkbox");
  await consent.focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page).filter({ hasText: "Datenschutz erforderlich" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toHaveCount(1);

  await consent.check();
  await wizard.getByRole("button", { name: "Per WhatsApp senden" }).click();
  await expect(toasts(page)).toHaveCount(1);
  const blocked = toasts(page).filter({ hasText: "WhatsApp konnte nicht geöffnet werden" });
  await expect(blocked).toBeVisible();

  await blocked.getByRole("button", { name: "WhatsApp öffnen" }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).filter({ hasText: "WhatsApp wird geöffnet" })).toBeVisible();
  // The success toast closes by itself; the blocked warning must not reappear behind it.
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
});

test("axe finds nothing at any step, with the income hint, the toasts and after sending", async ({ page }) => {
  // Seven axe runs, three of them on the whole page.
  test.slow();
  await stubWindowOpen(page, { blocked: 1 });
  const wizard = await openWizard(page);
  await expectNoAxeViolations(page, "#versicherungsform");
  await next(wizard);
  await wizard.getByLabel("Monatliches Bruttoeinkommen").fill("9000");
  await expect(wizard.getByText(/^Zur Orientierung:/)).toBeVisible();
  await expectNoAxeViolations(page, "#versicherungsform");
  await next(wizard);
  await wizard.getByRole("radio", { name: "Basis-Schutz" }).click();
  await expectNoAxeViolations(page, "#versicherungsform");
  await next(wizard);
  await expectNoAxeViolations(page, "#versicherungsform");

  const send = wizard.getByRole("button", { name: "Per WhatsApp senden" });
  await send.evaluate((button) => button.removeAttribute("disabled"));
  await send.click();
  await expect(toasts(page).filter({ hasText: "Datenschutz erforderlich" })).toBeVisible();
  await expectNoAxeViolations(page);

  await wizard.getByRole("checkbox").check();
  await send.click();
  await expect(toasts(page).filter({ hasText: "WhatsApp konnte nicht geöffnet werden" })).toBeVisible();
  await expectNoAxeViolations(page);

  await toasts(page).getByRole("button", { name: "WhatsApp öffnen" }).click();
  await expect(toasts(page).filter({ hasText: "WhatsApp wird geöffnet" })).toBeVisible();
  await expect(wizard.getByRole("heading", { level: 3, name: "Ihre Nachricht ist vorbereitet" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("the wizard is part of every page", () => {
  for (const path of allPaths) {
    test(`${path} has the wizard in its prerendered HTML and in the form section`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('id="versicherungsform"');
      expect(html).toContain('placeholder="Max Mustermann"');
      const wizard = await openWizard(page, path);
      await stepHeading(wizard, "Wer sind Sie?");
      await expect(wizard.getByRole("form", { name: "PKV-Anfrage in vier Schritten" })).toBeVisible();
      await expect(wizard.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute("href", `tel:+${siteConfig.phone.digits}`);
      await expect(wizard.getByRole("link", { name: siteConfig.email })).toHaveAttribute("href", `mailto:${siteConfig.email}`);
    });
  }
});
