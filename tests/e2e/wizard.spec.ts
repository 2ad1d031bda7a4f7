/**
 * The enquiry wizard (pkv-site-spec.md §3–§5, §7, §8) and the site's toasts, as a visitor uses them.
 * The wizard is an island hydrated when it scrolls into view (client:visible): every test waits
 * for its button to be enabled. Texts come from the content modules (the copy is reworded
 * elsewhere); what is checked is where they appear and what the message is made of.
 * window.open is stubbed where a test needs to control it (blocked pop-ups) or only reads the
 * link; the first test opens the real pop-up and answers wa.me with a local stub page.
 */
import "./build-time-global";
import type { Locator, Page } from "@playwright/test";
import { siteConfig } from "../../app/config/site-config";
import { calculatorRoute } from "../../app/config/site-routes";
import { pageRoutes } from "../../app/config/page-routes";
import { calculatorCommon, handoverCopy, switchCheckCopy } from "../../app/content/calculators";
import { currentFigures, figuresFor, hasFiguresFor } from "../../app/content/statutory-figures";
import { toastMessages } from "../../app/content/toast-messages";
import {
  callTimeDays,
  callWindowLabel,
  contactWishCopy,
  coverageOptions,
  enquiryMessageCopy,
  incomeHintCopy,
  stepAnnouncement,
  unreadableNote,
  wizardCopy,
  wizardFields,
  wizardSteps,
  weekdayName,
  yearlyIncomeQuestion,
} from "../../app/content/wizard";
import { monthlyFromAnnualCents, periodBoundary } from "../../app/modules/calculators/pay-period";
import { readIncomeCents } from "../../app/modules/enquiry-numbers";
import { formatEuroFromCents } from "../../app/modules/format-de";
import { DRAFT_STORAGE_KEY as DRAFT_KEY } from "../../app/modules/enquiry-draft";
import { formatEuro } from "../../app/modules/format-de";
import { incomeHint } from "../../app/modules/income-hint";
import { handCheckedFigures } from "../fixtures/statutory-figures-by-year";
import { seedDeclined } from "./client-state";
import { fieldColours, fieldFrame } from "./component-looks";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { anyGroup } from "./site-pages";

const NBSP = "\u00a0";
const WA_PREFIX = `https://wa.me/${siteConfig.phone.digits}?text=`;
const [PERSONAL, JOB, COVERAGE, FINISH] = wizardSteps.map((step) => step.heading);
const [BASIS, KOMFORT, PREMIUM] = coverageOptions.map((option) => option.label);
const PRIVACY_CONSENT = `${wizardCopy.privacy.before}${wizardCopy.privacy.link}${wizardCopy.privacy.after}`;
/** The pages with the enquiry section: home and the group pages. */
const ENQUIRY_PATHS = pageRoutes.filter((route) => route.kind === "home" || route.kind === "group").map((route) => route.path);

// A stored cookie decision keeps the banner from covering the form's buttons.
test.beforeEach(async ({ page }) => seedDeclined(page));

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

/** Address, subject and body of the e-mail link, as a mail program decodes them. */
function decodedMail(href: string): { address: string; subject: string; body: string } {
  expect(href.startsWith(`mailto:${siteConfig.email}?`), href).toBe(true);
  const [address, query] = href.slice("mailto:".length).split("?");
  const params = new URLSearchParams(query);
  return { address, subject: params.get("subject") ?? "", body: params.get("body") ?? "" };
}

function decodedText(url: string): string {
  expect(url.startsWith(WA_PREFIX), url).toBe(true);
  return new URL(url).searchParams.get("text") ?? "";
}

/** The message of pkv-site-spec.md §7: header, one line per field in this order, the closing sentence. */
function message(lines: { name: string; age: string; beruf: string; income: string; coverage: string }): string {
  const { header, labels, closing } = enquiryMessageCopy;
  return [
    header,
    "",
    `${labels.name}: ${lines.name}`,
    `${labels.age}: ${lines.age}`,
    `${labels.beruf}: ${lines.beruf}`,
    `${labels.einkommen}: ${lines.income}`,
    `${labels.versicherungsart}: ${lines.coverage}`,
    "",
    closing,
  ].join("\n");
}

const NOT_GIVEN = enquiryMessageCopy.notGiven;
const EMPTY_MESSAGE = message({ name: NOT_GIVEN, age: NOT_GIVEN, beruf: NOT_GIVEN, income: NOT_GIVEN, coverage: NOT_GIVEN });

function wizardOf(page: Page): Locator {
  return page.locator("#versicherungsform");
}

function toasts(page: Page): Locator {
  return page.locator("[data-toast]");
}

/** The step's submit button: "Weiter", or the send button at step 4. */
function submitButton(wizard: Locator): Locator {
  return wizard.getByRole("button", { name: wizardCopy.next, exact: true }).or(wizard.getByRole("button", { name: wizardCopy.send, exact: true }));
}

/**
 * How long a reloaded page may take to hydrate the island: on a busy two-core runner it once took
 * longer than the default 7 s after a reload (the button is disabled until then, by design).
 */
const HYDRATION = { timeout: 15_000 };

/** Opens a page at the form, which brings the wizard into view, and waits until its island has hydrated. */
async function openWizard(page: Page, path = "/") {
  await page.goto(`${path}#versicherungsform`);
  await expect(submitButton(wizardOf(page))).toBeEnabled(HYDRATION);
  return wizardOf(page);
}

async function stepHeading(wizard: Locator, name: string) {
  const heading = wizard.getByRole("heading", { level: 3, name });
  await expect(heading).toBeVisible();
  return heading;
}

async function next(wizard: Locator) {
  await wizard.getByRole("button", { name: wizardCopy.next, exact: true }).click();
}

const sendButton = (wizard: Locator) => wizard.getByRole("button", { name: wizardCopy.send, exact: true });
const backButton = (wizard: Locator) => wizard.getByRole("button", { name: wizardCopy.back, exact: true });
const consentBox = (wizard: Locator) => wizard.getByRole("checkbox", { name: PRIVACY_CONSENT });
/** After WhatsApp opened: the page cannot see the message leave, so it says where it waits. */
const sentHeading = (wizard: Locator) => wizard.getByRole("heading", { level: 3, name: wizardCopy.handoff.whatsapp.heading });
const toastTitled = (page: Page, title: string) => toasts(page).filter({ hasText: title });

/**
 * Waits until only the toast with this title is left and it has finished sliding and fading in:
 * axe judges colours as they are once shown, not halfway through the opacity transition.
 */
async function toastAtRest(page: Page, title: string) {
  await expect(toastTitled(page, title)).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await toasts(page).evaluate((toast) =>
    Promise.all(
      toast
        .getAnimations({ subtree: true })
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

test(
  "sending opens WhatsApp in a new tab with the whole enquiry, keeps the draft until the visitor confirms it went out",
  { tag: "@both" },
  async ({ page, context }) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }));
    const wizard = await openWizard(page);
    await wizard.getByLabel(wizardFields.name.label).fill("  Zoë O'Brien-Müller & Söhne #1 👩‍⚕️ محمد  ");
    await wizard.getByLabel(wizardFields.age.label).fill("41");
    await next(wizard);
    await wizard.getByLabel(wizardFields.beruf.label).fill("Ärztin (Innere Medizin) 100% + Notdienst? a=b/c");
    await wizard.getByLabel(wizardFields.einkommen.label).fill("9000");
    await next(wizard);
    await wizard.getByRole("radio", { name: KOMFORT }).click();
    await next(wizard);
    await consentBox(wizard).check();

    const popupPromise = page.waitForEvent("popup");
    await sendButton(wizard).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(decodedText(popup.url())).toBe(
      message({
        name: "Zoë O'Brien-Müller & Söhne #1 👩‍⚕️ محمد",
        age: "41 Jahre",
        beruf: "Ärztin (Innere Medizin) 100% + Notdienst? a=b/c",
        income: `9.000${NBSP}€`,
        coverage: KOMFORT,
      }),
    );
    // The new page cannot reach back into the site (noopener).
    expect(await popup.evaluate(() => window.opener)).toBeNull();

    const toast = toastTitled(page, toastMessages.whatsappOpening.title);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(toastMessages.whatsappOpening.description);
    await expect(sentHeading(wizard)).toBeFocused();
    const reopen = await wizard.getByRole("link", { name: wizardCopy.handoff.whatsapp.reopen }).getAttribute("href");
    expect(decodedText(reopen!)).toBe(decodedText(popup.url()));
    // No page can see a WhatsApp message leave: nothing says it was sent, and nothing typed is gone.
    await expect(toast).not.toContainText(/gesendet|angekommen/);
    await expect(sentHeading(wizard)).not.toContainText(/gesendet|angekommen/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain("Zoë O'Brien-Müller");
    await page.reload();
    const reloaded = wizardOf(page);
    await reloaded.scrollIntoViewIfNeeded();
    // Step 4 shows once the island has hydrated: the prerendered form is step 1.
    await expect(reloaded.getByRole("heading", { level: 3, name: FINISH })).toBeVisible(HYDRATION);
    await expect(reloaded.getByText("Zoë O'Brien-Müller & Söhne #1 👩‍⚕️ محمد", { exact: true })).toBeVisible();
    await consentBox(reloaded).check();
    await sendButton(reloaded).click();
    await reloaded.getByRole("button", { name: wizardCopy.handoff.confirm }).click();
    await expect(reloaded.getByRole("heading", { level: 3, name: wizardCopy.handoff.done.heading })).toBeFocused();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();

    await reloaded.getByRole("button", { name: wizardCopy.handoff.restart }).click();
    const wizardAgain = reloaded;
    await expect(await stepHeading(wizardAgain, PERSONAL)).toBeFocused();
    await expect(wizardAgain.getByLabel(wizardFields.name.label)).toHaveValue("");
  },
);

test("at step 4 an e-mail link carries the same message as subject and body, without the WhatsApp consent", { tag: "@both" }, async ({ page }) => {
  await stubWindowOpen(page);
  const wizard = await openWizard(page);
  await wizard.getByLabel(wizardFields.name.label).fill("Jürgen Größe-Weiß & Co #1 🦷");
  await wizard.getByLabel(wizardFields.age.label).fill("37");
  await next(wizard);
  await wizard.getByLabel(wizardFields.beruf.label).fill("Zahnärztin 100 % + C++? a=b&c");
  await wizard.getByLabel(wizardFields.einkommen.label).fill("12000");
  await next(wizard);
  await wizard.getByRole("radio", { name: PREMIUM }).click();
  await next(wizard);

  const mail = wizard.getByRole("link", { name: wizardCopy.sendByEmail, exact: true });
  await expect(mail).toBeVisible();
  await expect(consentBox(wizard)).not.toBeChecked();
  await expect(sendButton(wizard)).toBeDisabled();
  const expected = message({
    name: "Jürgen Größe-Weiß & Co #1 🦷",
    age: "37 Jahre",
    beruf: "Zahnärztin 100 % + C++? a=b&c",
    income: `12.000${NBSP}€`,
    coverage: PREMIUM,
  });
  const href = (await mail.getAttribute("href"))!;
  // RFC 6068: line breaks in a mailto body are CRLF.
  expect(decodedMail(href)).toEqual({ address: siteConfig.email, subject: enquiryMessageCopy.header, body: expected.replaceAll("\n", "\r\n") });
  expect(href).toContain("%0D%0A");

  // The same message as the WhatsApp link, character for character, which keeps plain "\n".
  await consentBox(wizard).check();
  await sendButton(wizard).click();
  const [whatsapp] = await openedUrls(page);
  expect(decodedText(whatsapp)).toBe(expected);
  expect(whatsapp).not.toContain("%0D");
});

test("at 320 px the two channels of step 4 fit, a row each", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const wizard = await openWizard(page);
  for (let step = 1; step < 4; step += 1) await next(wizard);
  const mail = wizard.getByRole("link", { name: wizardCopy.sendByEmail, exact: true });
  for (const control of [mail, sendButton(wizard)]) {
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    // One line of text: the label is not squeezed into a column.
    expect(box.height).toBeLessThan(60);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

/** Elements of the form that stick out of the wizard's card (sideways), for the failure message. */
function outsideTheCard(wizard: Locator): Promise<string[]> {
  return wizard.locator("form").evaluate((form) => {
    const card = form.parentElement!.getBoundingClientRect();
    return Array.from(form.querySelectorAll<HTMLElement>("*"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < card.left - 0.5 || box.right > card.right + 0.5))
      .map(({ element, box }) => `${element.tagName.toLowerCase()} ${Math.round(box.left)}–${Math.round(box.right)} (card ${card.left}–${card.right})`);
  });
}

for (const width of [320, 390, 1280]) {
  test(`at ${width} px side-by-side inputs start level whatever stands above and below them, and step 4 stays inside its card`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const wizard = await openWizard(page);
    const name = wizard.getByLabel(wizardFields.name.label);
    const age = wizard.getByLabel(wizardFields.age.label);
    // The age has a hint line above it and here an error below it; the name has neither.
    await name.fill("Maximilian Müller-Lüdenscheidt");
    await age.fill("0");
    await age.blur();
    await expect(wizard.getByText(wizardFields.age.errors.tooSmall)).toBeVisible();
    // Both boxes from one frame: measured one after the other, a scroll still under way in between
    // (the page scrolls smoothly) moved the second box against the first (seen once at 320 px).
    const [nameBox, ageBox] = await page.evaluate(
      (fields) => fields.map((field) => field!.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }),
      [await name.elementHandle(), await age.elementHandle()],
    );
    if (width >= 1280) expect(ageBox.x, "side by side on a desktop").toBeGreaterThan(nameBox.x + nameBox.width);
    if (ageBox.x > nameBox.x) expect(Math.abs(ageBox.y - nameBox.y), "tops of Name and Alter").toBeLessThanOrEqual(0.5);
    else expect(ageBox.y, "stacked").toBeGreaterThan(nameBox.y + nameBox.height);

    await age.fill("41");
    await next(wizard);
    await wizard.getByLabel(wizardFields.beruf.label).fill("Versicherungsmathematikerin");
    await wizard.getByLabel(wizardFields.einkommen.label).fill("7.083");
    await next(wizard);
    await next(wizard);
    await expect(wizard.getByRole("button", { name: new RegExp(`^${wizardCopy.edit}`) }).first()).toBeVisible();
    expect(await outsideTheCard(wizard)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("a field with the cursor is framed in the focus colour, not the error red; an error stays red, with its message", async ({ page }) => {
  const wizard = await openWizard(page);
  const name = wizard.getByLabel(wizardFields.name.label);
  const age = wizard.getByLabel(wizardFields.age.label);
  const tokens = await fieldColours(page);

  await name.focus();
  expect(await fieldFrame(name)).toEqual({ border: tokens.ink, outline: tokens.focus });
  await age.fill("0");
  await age.blur();
  await expect(age).toHaveAttribute("aria-invalid", "true");
  await expect(wizard.getByText(wizardFields.age.errors.tooSmall)).toBeVisible();
  expect((await fieldFrame(age)).border).toBe(tokens.error);
  // With the cursor back in it, the field still says it is wrong.
  await age.focus();
  expect(await fieldFrame(age)).toEqual({ border: tokens.error, outline: tokens.focus });
  // Red is for errors only: no field without one is framed in it.
  await name.focus();
  expect((await fieldFrame(name)).border).not.toBe(tokens.error);
});

test("the e-mail link follows edits made at step 4", async ({ page }) => {
  const wizard = await openWizard(page);
  for (let step = 1; step < 4; step += 1) await next(wizard);
  const mail = wizard.getByRole("link", { name: wizardCopy.sendByEmail, exact: true });
  expect(decodedMail((await mail.getAttribute("href"))!).body).toBe(EMPTY_MESSAGE.replaceAll("\n", "\r\n"));
  await wizard
    .getByRole("button", { name: new RegExp(`^${wizardCopy.edit}`) })
    .first()
    .click();
  await wizard.getByLabel(wizardFields.name.label).fill("Erika Musterfrau");
  for (let step = 1; step < 4; step += 1) await next(wizard);
  expect(decodedMail((await mail.getAttribute("href"))!).body).toContain(`${enquiryMessageCopy.labels.name}: Erika Musterfrau`);
});

test("Weiter and Zurück move through the four steps, keeping what was typed", { tag: "@both" }, async ({ page }) => {
  const wizard = await openWizard(page);
  const progress = wizard.getByRole("progressbar", { name: wizardCopy.progressLabel });
  const bar = progress.locator("> div");
  const steps = [PERSONAL, JOB, COVERAGE, FINISH];
  const labels = wizardSteps.map((step) => step.label);

  await expect(backButton(wizard)).toHaveCount(0);
  await wizard.getByLabel(wizardFields.name.label).fill("Erika Musterfrau");
  for (let step = 1; step <= 4; step += 1) {
    await stepHeading(wizard, steps[step - 1]);
    await expect(progress).toHaveAttribute("aria-valuenow", String(step));
    await expect(progress).toHaveAttribute("aria-valuemax", "4");
    await expect(progress).toHaveAttribute("aria-valuetext", stepAnnouncement(wizardSteps[step - 1]!));
    await expect(wizard.getByRole("list", { name: wizardCopy.stepListLabel }).locator('[aria-current="step"]')).toContainText(labels[step - 1]);
    // The bar is step/4 wide.
    await expect
      .poll(async () => {
        const [outer, inner] = await Promise.all([progress.boundingBox(), bar.boundingBox()]);
        return inner!.width / outer!.width;
      })
      .toBeCloseTo(step / 4, 2);
    if (step < 4) {
      await expect(wizard.getByRole("button", { name: wizardCopy.next, exact: true })).toBeVisible();
      await next(wizard);
    }
  }
  // At step 4 "Weiter" has become the send button.
  await expect(wizard.getByRole("button", { name: wizardCopy.next, exact: true })).toHaveCount(0);
  await expect(sendButton(wizard)).toBeVisible();

  for (let step = 3; step >= 1; step -= 1) {
    await backButton(wizard).click();
    await expect(await stepHeading(wizard, steps[step - 1])).toBeFocused();
    await expect(progress).toHaveAttribute("aria-valuenow", String(step));
  }
  await expect(backButton(wizard)).toHaveCount(0);
  await expect(wizard.getByLabel(wizardFields.name.label)).toHaveValue("Erika Musterfrau");
});

test("every step can be passed empty; empty fields say 'nicht angegeben'", async ({ page }) => {
  await stubWindowOpen(page);
  const wizard = await openWizard(page);
  await next(wizard);
  await next(wizard);
  await next(wizard);
  const summary = wizard.getByRole("list").filter({ hasText: enquiryMessageCopy.labels.name });
  await expect(summary.getByRole("definition")).toHaveText(Array(5).fill(NOT_GIVEN));
  await consentBox(wizard).check();
  await sendButton(wizard).click();
  await expect(toastTitled(page, toastMessages.whatsappOpening.title)).toBeVisible();
  const urls = await openedUrls(page);
  expect(urls).toHaveLength(1);
  expect(decodedText(urls[0])).toBe(EMPTY_MESSAGE);
});

test("the send button stays disabled until privacy is accepted; forcing it shows the error and opens nothing", async ({ page }) => {
  await stubWindowOpen(page);
  const wizard = await openWizard(page);
  for (let step = 1; step < 4; step += 1) await next(wizard);
  const send = sendButton(wizard);
  const consent = consentBox(wizard);
  await expect(send).toBeDisabled();
  await consent.check();
  await expect(send).toBeEnabled();
  await consent.uncheck();
  await expect(send).toBeDisabled();

  await send.evaluate((button) => button.removeAttribute("disabled"));
  await send.click();
  const toast = toastTitled(page, toastMessages.privacyRequired.title);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(toastMessages.privacyRequired.description);
  expect(await openedUrls(page)).toEqual([]);
  await expect(await stepHeading(wizard, FINISH)).toBeVisible();
});

test("the word Datenschutzerklärung opens the privacy dialog without ticking the box", async ({ page }) => {
  const wizard = await openWizard(page);
  for (let step = 1; step < 4; step += 1) await next(wizard);
  const link = wizard.getByRole("link", { name: wizardCopy.privacy.link, exact: true });
  // A link to the page, so it works where the dialog's script does not run.
  await expect(link).toHaveAttribute("href", `/datenschutz#${wizardCopy.privacy.anchor}`);
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Datenschutzerklärung" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await expect(consentBox(wizard)).not.toBeChecked();
});

test("a blocked pop-up keeps the form and offers 'WhatsApp öffnen' from the toast", async ({ page }) => {
  await stubWindowOpen(page, { blocked: 1 });
  const wizard = await openWizard(page);
  await wizard.getByLabel(wizardFields.name.label).fill("Max Mustermann");
  for (let step = 1; step < 4; step += 1) await next(wizard);
  await consentBox(wizard).check();
  await sendButton(wizard).click();

  const blocked = toastTitled(page, toastMessages.popupBlocked.title);
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText(toastMessages.popupBlocked.description);
  // Nothing is lost: still step 4 with the data and the consent.
  await expect(wizard.getByRole("heading", { level: 3, name: FINISH })).toBeVisible();
  await expect(wizard.getByText("Max Mustermann")).toBeVisible();
  await expect(consentBox(wizard)).toBeChecked();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain("Max Mustermann");

  await blocked.getByRole("button", { name: toastMessages.popupBlocked.action }).click();
  await expect(toastTitled(page, toastMessages.whatsappOpening.title)).toBeVisible();
  const urls = await openedUrls(page);
  expect(urls).toHaveLength(2);
  expect(urls[1]).toBe(urls[0]);
  expect(decodedText(urls[1])).toContain(`${enquiryMessageCopy.labels.name}: Max Mustermann`);
  await expect(sentHeading(wizard)).toBeVisible();
});

test("the draft survives a reload and moving to another page, and is gone once the visitor confirms it was sent", async ({ page }) => {
  await stubWindowOpen(page);
  let wizard = await openWizard(page);
  await wizard.getByLabel(wizardFields.name.label).fill("Erika Musterfrau");
  await wizard.getByLabel(wizardFields.age.label).fill("41");
  await next(wizard);
  await wizard.getByLabel(wizardFields.beruf.label).fill("Ingenieurin");

  await page.reload();
  wizard = wizardOf(page);
  await stepHeading(wizard, JOB);
  await expect(wizard.getByLabel(wizardFields.beruf.label)).toHaveValue("Ingenieurin");

  wizard = await openWizard(page, anyGroup(0).path);
  await stepHeading(wizard, JOB);
  await backButton(wizard).click();
  await expect(wizard.getByLabel(wizardFields.name.label)).toHaveValue("Erika Musterfrau");
  await expect(wizard.getByLabel(wizardFields.age.label)).toHaveValue("41");

  for (let step = 1; step < 4; step += 1) await next(wizard);
  // Consent is given for each sending, never restored.
  await page.reload();
  wizard = wizardOf(page);
  // The prerendered form (step 1) is shorter than step 4: the restored scroll position may lie below it.
  await wizard.scrollIntoViewIfNeeded();
  await stepHeading(wizard, FINISH);
  await expect(consentBox(wizard)).not.toBeChecked();
  await consentBox(wizard).check();
  await sendButton(wizard).click();
  await expect(sentHeading(wizard)).toBeVisible();
  await wizard.getByRole("button", { name: wizardCopy.handoff.confirm }).click();

  await page.reload();
  wizard = wizardOf(page);
  await stepHeading(wizard, PERSONAL);
  await expect(wizard.getByRole("button", { name: wizardCopy.next, exact: true })).toBeEnabled(HYDRATION);
  await expect(wizard.getByLabel(wizardFields.name.label)).toHaveValue("");
});

test("the form's script loads only when the form comes into view", async ({ page }) => {
  const wizardScripts: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/enquiry-wizard[.-][\w-]+\.js$/.test(request.url())) wizardScripts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const island = wizardOf(page).locator('astro-island[client="visible"]');
  await expect(island).toHaveAttribute("ssr", "");
  expect(wizardScripts).toEqual([]);
  await expect(wizardOf(page).getByRole("button", { name: wizardCopy.nextLoading, exact: true })).toBeDisabled();

  await wizardOf(page).scrollIntoViewIfNeeded();
  await expect(wizardOf(page).getByRole("button", { name: wizardCopy.next, exact: true })).toBeEnabled();
  expect(wizardScripts).toHaveLength(1);
});

test("before the form's script has arrived, „Weiter“ says it is loading; what is typed meanwhile is kept", async ({ page }) => {
  await stubWindowOpen(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The island's component script (Astro names it enquiry-wizard.<hash>.js).
  await page.route(/\/assets\/enquiry-wizard[.-][\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/#versicherungsform");
  const wizard = wizardOf(page);
  const weiter = wizard.getByRole("button", { name: wizardCopy.next, exact: true });
  const loading = wizard.getByRole("button", { name: wizardCopy.nextLoading, exact: true });
  // The prerendered form can be typed into at once, but not submitted as a page load; the button
  // says why it does nothing yet (docs/decisions/0068), to the eye and to a screen reader.
  await expect(loading).toBeVisible();
  await expect(loading).toBeDisabled();
  await expect(weiter).toHaveCount(0);
  await wizard.getByLabel(wizardFields.name.label).fill("Erika Musterfrau");
  release();
  await expect(weiter).toBeEnabled();
  await expect(loading).toHaveCount(0);
  await wizard.getByLabel(wizardFields.age.label).fill("41");
  await expect(wizard.getByLabel(wizardFields.name.label)).toHaveValue("Erika Musterfrau");
  for (let step = 1; step < 4; step += 1) await next(wizard);
  await consentBox(wizard).check();
  await sendButton(wizard).click();
  const urls = await openedUrls(page);
  const { labels } = enquiryMessageCopy;
  expect(decodedText(urls[0])).toContain(`${labels.name}: Erika Musterfrau\n${labels.age}: 41 Jahre\n`);
});

test("the wizard works when its storage throws", async ({ page }) => {
  await stubWindowOpen(page);
  await page.addInitScript((key) => {
    // Only the draft's key fails, so the test is about the wizard's own storage.
    for (const method of ["getItem", "setItem", "removeItem"] as const) {
      const original = Storage.prototype[method] as (...args: string[]) => unknown;
      Storage.prototype[method] = function (this: Storage, ...args: string[]) {
        if (args[0] === key) throw new DOMException("blocked", "SecurityError");
        return original.apply(this, args);
      } as never;
    }
  }, DRAFT_KEY);
  const wizard = await openWizard(page);
  await wizard.getByLabel(wizardFields.name.label).fill("Max Mustermann");
  for (let step = 1; step < 4; step += 1) await next(wizard);
  await consentBox(wizard).check();
  await sendButton(wizard).click();
  await expect(sentHeading(wizard)).toBeVisible();
  expect(decodedText((await openedUrls(page))[0])).toContain(`${enquiryMessageCopy.labels.name}: Max Mustermann`);
});

test("keyboard only: Enter goes to the next step, focus and announcement follow, Enter sends", async ({ page }) => {
  await stubWindowOpen(page);
  const wizard = await openWizard(page);
  const status = wizard.getByRole("status");
  await wizard.getByLabel(wizardFields.name.label).focus();
  await page.keyboard.type("Jürgen Groß");
  await page.keyboard.press("Tab");
  await expect(wizard.getByLabel(wizardFields.age.label)).toBeFocused();
  await page.keyboard.type("45");
  await expect(wizard.getByLabel(wizardFields.age.label)).toHaveValue("45");
  await page.keyboard.press("Enter");

  await expect(await stepHeading(wizard, JOB)).toBeFocused();
  await expect(status).toHaveText(stepAnnouncement(wizardSteps[1]));
  await page.keyboard.press("Tab");
  await expect(wizard.getByLabel(wizardFields.beruf.label)).toBeFocused();
  await page.keyboard.type("Rechtsanwalt");
  await page.keyboard.press("Tab");
  await page.keyboard.type("7000");
  await page.keyboard.press("Enter");

  await expect(await stepHeading(wizard, COVERAGE)).toBeFocused();
  await expect(status).toHaveText(stepAnnouncement(wizardSteps[2]));
  await page.keyboard.press("Tab");
  await expect(wizard.getByRole("radio", { name: BASIS })).toBeFocused();
  // The browser selects the radio that an arrow key moves to while the key is down, as a person presses it.
  for (const name of [KOMFORT, PREMIUM]) {
    await page.keyboard.down("ArrowDown");
    await expect(wizard.getByRole("radio", { name })).toBeFocused();
    await page.keyboard.up("ArrowDown");
  }
  await expect(wizard.getByRole("radio", { name: PREMIUM })).toBeChecked();
  await page.keyboard.press("Enter");

  await expect(await stepHeading(wizard, FINISH)).toBeFocused();
  await expect(status).toHaveText(stepAnnouncement(wizardSteps[3]));
  const consent = consentBox(wizard);
  for (let press = 0; press < 30; press += 1) {
    await page.keyboard.press("Tab");
    if (await consent.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(consent).toBeFocused();
  // Enter without consent explains instead of sending.
  await page.keyboard.press("Enter");
  await expect(toastTitled(page, toastMessages.privacyRequired.title)).toBeVisible();
  expect(await openedUrls(page)).toEqual([]);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  await page.keyboard.press("Enter");

  await expect(sentHeading(wizard)).toBeFocused();
  const urls = await openedUrls(page);
  expect(urls).toHaveLength(1);
  expect(decodedText(urls[0])).toBe(message({ name: "Jürgen Groß", age: "45 Jahre", beruf: "Rechtsanwalt", income: `7.000${NBSP}€`, coverage: PREMIUM }));
});

test("pasted „80.000,50 €“ and „7.083“ stay in the income field as typed and reach the message as German amounts", async ({ page }) => {
  await stubWindowOpen(page);
  const wizard = await openWizard(page);
  await next(wizard);
  const income = wizard.getByLabel(wizardFields.einkommen.label);
  // A text field: a number input would empty itself on these.
  await expect(income).toHaveAttribute("type", "text");
  await expect(income).toHaveAttribute("inputmode", "decimal");
  const mailBody = async () => decodedMail((await wizard.getByRole("link", { name: wizardCopy.sendByEmail, exact: true }).getAttribute("href"))!).body;

  for (const [pasted, amount] of [
    ["80.000,50 €", `80.000,50${NBSP}€`],
    ["7.083", `7.083${NBSP}€`],
  ] as const) {
    await stepHeading(wizard, JOB);
    await income.fill("");
    await income.focus();
    // What a paste does: the text arrives in one piece.
    await page.keyboard.insertText(pasted);
    await expect(income).toHaveValue(pasted);
    await income.blur();
    await expect(income).toHaveValue(pasted);
    await expect(income).not.toHaveAttribute("aria-invalid");
    // 80.000,50 € a month is most likely a year's pay: the field asks back instead of comparing (decision 0068).
    const cents = readIncomeCents(pasted);
    if (cents.ok && cents.units > periodBoundary(currentFigures) * 100) {
      const { question } = yearlyIncomeQuestion(formatEuroFromCents(cents.units), formatEuroFromCents(monthlyFromAnnualCents(cents.units)));
      await expect(wizard.getByText(question)).toBeVisible();
    } else await expect(wizard.getByText(/^Zur Orientierung:/)).toContainText(`${amount} im Monat`);
    await next(wizard);
    await next(wizard);
    await expect(wizard.getByRole("definition").filter({ hasText: amount })).toBeVisible();
    expect(await mailBody()).toContain(`${enquiryMessageCopy.labels.einkommen}: ${amount}\r\n`);
    await backButton(wizard).click();
    await backButton(wizard).click();
  }
  await next(wizard);
  await next(wizard);
  await consentBox(wizard).check();
  await sendButton(wizard).click();
  expect(decodedText((await openedUrls(page))[0])).toContain(`\n${enquiryMessageCopy.labels.einkommen}: 7.083${NBSP}€\n`);
});

test("an age of „38,5“, 0 or 999 keeps its text, gets a German message and is sent as „nicht angegeben“", async ({ page }) => {
  await stubWindowOpen(page);
  const wizard = await openWizard(page);
  const age = wizard.getByLabel(wizardFields.age.label);
  await expect(age).toHaveAttribute("inputmode", "numeric");
  for (const [typed, problem] of [
    ["38,5", wizardFields.age.errors.decimals],
    ["0", wizardFields.age.errors.tooSmall],
    ["999", wizardFields.age.errors.tooLarge],
  ] as const) {
    await age.fill(typed);
    await age.blur();
    await expect(age).toHaveValue(typed);
    await expect(age).toHaveAttribute("aria-invalid", "true");
    await expect(wizard.getByText(problem)).toBeVisible();
    // The accessible description may turn a no-break space („z. B.“) into a plain one.
    const description = problem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\u00a0\u202f]/g, "\\s");
    await expect(age).toHaveAccessibleDescription(new RegExp(description));
  }
  await expect(wizard.getByText(unreadableNote)).toBeVisible();
  // Not a gate (pkv-site-spec.md §4): the step can be passed, and the overview says it again.
  await age.fill("38,5");
  for (let step = 1; step < 4; step += 1) await next(wizard);
  const summary = wizard.getByRole("list").filter({ hasText: enquiryMessageCopy.labels.name });
  await expect(summary).toContainText(`„38,5“: ${wizardFields.age.errors.decimals}`);
  await consentBox(wizard).check();
  await sendButton(wizard).click();
  const text = decodedText((await openedUrls(page))[0]);
  expect(text).toContain(`\n${enquiryMessageCopy.labels.age}: ${NOT_GIVEN}\n`);
  expect(text).not.toContain("385");

  // Corrected, the message goes away at once and the age is sent.
  await wizard.getByRole("button", { name: wizardCopy.handoff.back }).click();
  for (let step = 4; step > 1; step -= 1) await wizard.getByRole("button", { name: wizardCopy.back, exact: true }).click();
  await age.fill("38,5");
  await age.blur();
  await age.fill("38");
  await expect(age).not.toHaveAttribute("aria-invalid");
  await expect(wizard.getByText(wizardFields.age.errors.decimals)).toHaveCount(0);
});

test("a negative or unreadable income keeps its text and says in German what is wrong", async ({ page }) => {
  const wizard = await openWizard(page);
  await next(wizard);
  const income = wizard.getByLabel(wizardFields.einkommen.label);
  await income.fill("-7000");
  await income.blur();
  await expect(income).toHaveValue("-7000");
  await expect(wizard.getByText(wizardFields.einkommen.errors.negative)).toBeVisible();
  await income.fill("fünftausend");
  await expect(income).toHaveValue("fünftausend");
  await expect(wizard.getByText(wizardFields.einkommen.errors.format)).toBeVisible();
  await expect(wizard.getByText(/^Zur Orientierung:/)).toHaveCount(0);
});

test("phone, e-mail, the preferred channel, a call day and time within the opening hours and the free text go into the WhatsApp and the e-mail message", async ({
  page,
}) => {
  await stubWindowOpen(page);
  const wizard = await openWizard(page);
  await wizard.getByLabel(wizardFields.name.label).fill("Erika Musterfrau");
  for (let step = 1; step < 4; step += 1) await next(wizard);
  const group = wizard.getByRole("group", { name: contactWishCopy.legend });
  await expect(group).toContainText(contactWishCopy.note);
  const callGroup = wizard.getByRole("group", { name: contactWishCopy.callLegend });
  // Honest: a wish the adviser confirms, no booking.
  await expect(callGroup).toContainText(contactWishCopy.callNote);
  const day = callGroup.getByLabel(contactWishCopy.dayLabel, { exact: true });
  const callTime = callGroup.getByLabel(contactWishCopy.callTimeLabel, { exact: true });
  // Every day the config's hours cover, „egal“, and no choice; then the windows of the day chosen.
  expect(await day.locator("option").allTextContents()).toEqual([
    contactWishCopy.dayNone,
    contactWishCopy.dayAny,
    ...callTimeDays.map((d) => weekdayName(d.id)),
  ]);
  const lastDay = callTimeDays[callTimeDays.length - 1];
  await day.selectOption({ label: weekdayName(lastDay.id) });
  expect(await callTime.locator("option").allTextContents()).toEqual([
    contactWishCopy.callTimeNone,
    contactWishCopy.callTimeAny,
    ...lastDay.windows.map(callWindowLabel),
  ]);

  const { labels, channelLabels } = enquiryMessageCopy;
  const mailBody = async () => decodedMail((await wizard.getByRole("link", { name: wizardCopy.sendByEmail, exact: true }).getAttribute("href"))!).body;
  expect(await mailBody()).not.toContain(labels.kontaktweg);

  const slot = lastDay.windows[lastDay.windows.length - 1];
  await group.getByLabel(wizardFields.telefon.label).fill("0171 2345678");
  await group.getByLabel(wizardFields.email.label).fill("erika@example.org");
  await group.getByRole("radio", { name: contactWishCopy.channels.telefon, exact: true }).check();
  await callTime.selectOption({ label: callWindowLabel(slot) });
  await wizard.getByLabel(wizardFields.nachricht.label).fill("Dienstag abends passt.\nDanke & Gruß #1");
  const lines = [
    `${labels.telefon}: 0171 2345678`,
    `${labels.email}: erika@example.org`,
    `${labels.kontaktweg}: ${channelLabels.telefon}`,
    `${labels.rueckruf}: ${weekdayName(lastDay.id)}, ${callWindowLabel(slot)}`,
    `${labels.nachricht}: Dienstag abends passt.`,
    "Danke & Gruß #1",
    "",
    enquiryMessageCopy.closing,
  ].join("\n");
  expect(await mailBody()).toContain(lines.replaceAll("\n", "\r\n"));

  await group.getByRole("radio", { name: contactWishCopy.channels.whatsapp, exact: true }).check();
  await day.selectOption({ label: contactWishCopy.dayAny });
  await callTime.selectOption({ label: contactWishCopy.callTimeAny });
  await consentBox(wizard).check();
  await sendButton(wizard).click();
  const text = decodedText((await openedUrls(page))[0]);
  expect(text).toContain(`\n${labels.kontaktweg}: ${channelLabels.whatsapp}\n${labels.rueckruf}: ${enquiryMessageCopy.callWish("egal", "egal")}\n`);
});

test("with storage blocked, „Ergebnis in Anfrage übernehmen“ says so and still fills the form on the page", async ({ page }) => {
  await page.addInitScript((key) => {
    for (const method of ["getItem", "setItem", "removeItem"] as const) {
      const original = Storage.prototype[method] as (...args: string[]) => unknown;
      Storage.prototype[method] = function (this: Storage, ...args: string[]) {
        if (args[0] === key) throw new DOMException("blocked", "SecurityError");
        return original.apply(this, args);
      } as never;
    }
  }, DRAFT_KEY);
  await page.goto(calculatorRoute.path);
  const section = page.getByRole("region", { name: switchCheckCopy.title, exact: true });
  await section.scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island", { has: section })).not.toHaveAttribute("ssr");
  await section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true }).fill("80.000");
  await section.getByRole("radio", { name: switchCheckCopy.fields.job.options.neu, exact: true }).check();
  const handover = section.getByRole("button", { name: calculatorCommon.handoverButton });
  await expect(handover).toBeEnabled();
  await handover.click();

  await expect(section.getByRole("status")).toHaveText(calculatorCommon.handoverNotStored);
  const wizard = wizardOf(page);
  await expect(submitButton(wizard)).toBeEnabled();
  await next(wizard);
  await expect(wizard.getByLabel(wizardFields.beruf.label)).toHaveValue(handoverCopy.switchCheck.beruf.angestellt);
  await expect(wizard.getByLabel(wizardFields.einkommen.label)).not.toHaveValue("");
});

test("an annual salary typed as the monthly income is questioned, with a one-tap fix to the month's figure", async ({ page }) => {
  const wizard = await openWizard(page);
  await next(wizard);
  const income = wizard.getByLabel(wizardFields.einkommen.label);
  await income.fill("95.000");
  const monthly = monthlyFromAnnualCents(9_500_000);
  const { question, apply } = yearlyIncomeQuestion(formatEuroFromCents(9_500_000), formatEuroFromCents(monthly));
  await expect(wizard.getByText(question)).toBeVisible();
  // The comparison with the limit would compare twelve times the year: it waits for the answer.
  await expect(wizard.getByText(/^Zur Orientierung:/)).toHaveCount(0);
  await wizard.getByRole("button", { name: apply }).click();
  await expect(income).toHaveValue(String(monthly / 100));
  await expect(wizard.getByText(question)).toHaveCount(0);
  await expect(wizard.getByText(/^Zur Orientierung:/)).toBeVisible();
});

test("the income hint compares twelve monthly incomes with the Versicherungspflichtgrenze", async ({ page }) => {
  // The build's year and, once its row is in the table, next year's limit: the hint names both then.
  const nextYear = hasFiguresFor(currentFigures.year + 1) ? figuresFor(currentFigures.year + 1) : null;
  const expected = (income: string) => incomeHint(income, currentFigures, nextYear, incomeHintCopy)!;
  // Playwright compares text with no-break spaces as spaces; the description is matched whatever the space.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
  const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\s\u00a0\u202f]+/g, "\\s+"));
  // The limits the hint is given are the statute's, as typed by hand: this year's, and next year's once published.
  for (const figures of [currentFigures, ...(nextYear ? [nextYear] : [])]) {
    expect(plain(formatEuro(figures.versicherungspflichtgrenze))).toBe(handCheckedFigures(figures.year).versicherungspflichtgrenze);
  }
  const wizard = await openWizard(page);
  await next(wizard);
  const income = wizard.getByLabel(wizardFields.einkommen.label);
  // 1.000 € a month above this year's limit, whatever the table says it is.
  const high = String(Math.ceil(currentFigures.versicherungspflichtgrenze / 12) + 1_000);
  await income.fill(high);
  const hint = wizard.locator("[data-comparison]");
  const [text, note] = [hint.locator("p").first(), hint.locator("p").last()];
  expect(expected(high).comparison).toBe("above");
  await expect(hint).toHaveAttribute("data-comparison", "above");
  await expect(text).toHaveText(plain(expected(high).text));
  await expect(note).toHaveText(plain(incomeHintCopy.note));
  await expect(income).toHaveAccessibleDescription(loose(expected(high).text));
  await income.fill("3000");
  await expect(hint).toHaveAttribute("data-comparison", "below");
  await expect(text).toHaveText(plain(expected("3000").text));
  await income.fill("");
  await expect(hint).toHaveCount(0);
});

test("one toast at a time: a new toast replaces the one before, and none comes back", async ({ page }) => {
  await stubWindowOpen(page, { blocked: 1 });
  const wizard = await openWizard(page);
  for (let step = 1; step < 4; step += 1) await next(wizard);
  const consent = consentBox(wizard);
  await consent.focus();
  await page.keyboard.press("Enter");
  await expect(toastTitled(page, toastMessages.privacyRequired.title)).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toHaveCount(1);

  await consent.check();
  await sendButton(wizard).click();
  await expect(toasts(page)).toHaveCount(1);
  const blocked = toastTitled(page, toastMessages.popupBlocked.title);
  await expect(blocked).toBeVisible();

  await blocked.getByRole("button", { name: toastMessages.popupBlocked.action }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toastTitled(page, toastMessages.whatsappOpening.title)).toBeVisible();
  // The success toast closes by itself; the blocked warning must not reappear behind it.
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
});

test("axe finds nothing at any step, with the income hint, the toasts and after sending", { tag: "@both" }, async ({ page }) => {
  // Seven axe runs, three of them on the whole page.
  test.slow();
  await stubWindowOpen(page, { blocked: 1 });
  const wizard = await openWizard(page);
  await expectNoAxeViolations(page, "#versicherungsform");
  await next(wizard);
  await wizard.getByLabel(wizardFields.einkommen.label).fill("9000");
  await expect(wizard.getByText(/^Zur Orientierung:/)).toBeVisible();
  await expectNoAxeViolations(page, "#versicherungsform");
  await next(wizard);
  await wizard.getByRole("radio", { name: BASIS }).click();
  await expectNoAxeViolations(page, "#versicherungsform");
  await next(wizard);
  await expectNoAxeViolations(page, "#versicherungsform");

  const send = sendButton(wizard);
  await send.evaluate((button) => button.removeAttribute("disabled"));
  await send.click();
  await toastAtRest(page, toastMessages.privacyRequired.title);
  await expectNoAxeViolations(page);

  await consentBox(wizard).check();
  await send.click();
  await toastAtRest(page, toastMessages.popupBlocked.title);
  await expectNoAxeViolations(page);

  await toasts(page).getByRole("button", { name: toastMessages.popupBlocked.action }).click();
  await toastAtRest(page, toastMessages.whatsappOpening.title);
  await expect(sentHeading(wizard)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("the wizard is part of every page with an enquiry section (home and group pages)", () => {
  for (const path of ENQUIRY_PATHS) {
    test(`${path} has the wizard in its prerendered HTML and in the form section`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('id="versicherungsform"');
      expect(html).toContain(`placeholder="${wizardFields.name.placeholder}"`);
      const wizard = await openWizard(page, path);
      await stepHeading(wizard, PERSONAL);
      await expect(wizard.getByRole("form", { name: wizardCopy.formLabel })).toBeVisible();
      await expect(wizard.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute("href", `tel:+${siteConfig.phone.digits}`);
      await expect(wizard.getByRole("link", { name: siteConfig.email })).toHaveAttribute("href", `mailto:${siteConfig.email}`);
    });
  }
});
