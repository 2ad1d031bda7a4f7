/**
 * The enquiry on the English page (docs/decisions/0073): the four steps in English, read by role
 * and label from the English owner file (app/content/en/texte/anfrage.yaml), and what reaches the
 * adviser — German, its first line asking for an answer in English — through WhatsApp, the
 * e-mail program and the page's own channel (the site server with a real SMTP server, on ports of
 * its own as in enquiry-delivery.spec.ts). Without JavaScript the English note and the direct links.
 */
import "./build-time-global";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { englishRoute } from "../../app/config/english-routes";
import { siteConfig } from "../../app/config/site-config";
import { sectionIds } from "../../app/config/site-routes";
import { currentFigures, figuresFor, hasFiguresFor } from "../../app/content/statutory-figures";
import { englishEnquirySectionCopy, englishWizardWords as en } from "../../app/content/en/wizard";
import { DRAFT_STORAGE_KEY } from "../../app/modules/enquiry-draft";
import { toastCopyFor } from "../../app/content/toast-messages";
import { EMPTY_ENQUIRY, ENGLISH_ENQUIRY_LINE } from "../../app/modules/whatsapp-message";
import { createEnquiryEndpoint } from "../../scripts/lib/enquiry-endpoint.mjs";
import { createSiteServer } from "../../scripts/lib/site-server.mjs";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { seedDeclined } from "./client-state";
import { openedWindows, withoutWhatsApp } from "./enquiry-steps";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { hasEnglish } from "../../app/config/languages";

test.skip(!hasEnglish(siteConfig), "the config publishes German only: there is no English section");
const HOME = englishRoute("home").path;
const englishToasts = toastCopyFor("en").messages;
const HYDRATION = { timeout: 15_000 };
const { copy, fields, steps } = en;
const CONSENT = `${copy.privacy.before}${copy.privacy.link}${copy.privacy.after}${copy.privacy.binding?.link ?? ""}${copy.privacy.binding?.after ?? ""}`;

const section = (page: Page) => page.locator(`#${sectionIds.contact}`);
const next = (wizard: Locator) => wizard.getByRole("button", { name: copy.next, exact: true }).click();
const stepHeading = (wizard: Locator, index: number) => wizard.getByRole("heading", { level: 3, name: steps[index]!.heading });

/** The text a wa.me or mailto link carries, decoded. */
function carriedText(url: string, parameter: "text" | "body" | "subject"): string {
  return new URLSearchParams(url.slice(url.indexOf("?") + 1)).get(parameter) ?? "";
}

async function openEnglishWizard(page: Page): Promise<Locator> {
  await page.goto(HOME);
  const wizard = section(page);
  await wizard.scrollIntoViewIfNeeded();
  await expect(wizard.getByRole("button", { name: copy.next, exact: true })).toBeEnabled(HYDRATION);
  return wizard;
}

test.describe("the English wizard on a site without delivery", () => {
  test.beforeEach(async ({ page }) => {
    await seedDeclined(page);
    await withoutWhatsApp(page);
  });

  test("walks the four steps in English and hands WhatsApp and the e-mail program a German message that asks for English", async ({ page }) => {
    const wizard = await openEnglishWizard(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(section(page).getByRole("heading", { level: 2, name: englishEnquirySectionCopy.heading })).toBeVisible();
    await expect(stepHeading(wizard, 0)).toBeVisible();
    await wizard.getByLabel(fields.name.label).fill("Alex Smith");
    await wizard.getByLabel(fields.age.label).fill("38 years");
    await next(wizard);

    await expect(stepHeading(wizard, 1)).toBeFocused();
    await wizard.getByLabel(fields.beruf.label).fill("Software engineer, Blue Card");
    await wizard.getByLabel(fields.einkommen.label).fill("7,500");
    // Read the English way and shown in English formats, from the statutory figures.
    const nextYear = hasFiguresFor(currentFigures.year + 1) ? figuresFor(currentFigures.year + 1) : null;
    await expect(wizard.getByText(en.incomeHint("7,500", currentFigures, nextYear)!.text)).toBeVisible();
    await next(wizard);

    await expect(stepHeading(wizard, 2)).toBeFocused();
    await wizard.getByRole("radio", { name: en.coverageOptions[1].label }).check();
    await next(wizard);

    await expect(stepHeading(wizard, 3)).toBeFocused();
    await expect(wizard.getByText(copy.languageNote)).toBeVisible();
    await expect(wizard.getByText("Alex Smith", { exact: true })).toBeVisible();
    await expect(wizard.getByText(en.numbers.formatEuroFromCents(750_000), { exact: true })).toBeVisible();
    const freeText = "I moved to Berlin in March & start a new job.\nPlease call after 6 pm.";
    await wizard.getByLabel(fields.nachricht.label).fill(freeText);
    await expectNoAxeViolations(page, `#${sectionIds.contact}`);

    // The e-mail program's message: the line first, the header the subject, the free text as typed.
    const mailto = (await wizard.getByRole("link", { name: copy.sendByEmail, exact: true }).getAttribute("href"))!;
    const body = carriedText(mailto, "body");
    expect(body.split("\r\n")[0]).toBe(ENGLISH_ENQUIRY_LINE);
    expect(body).toContain(freeText.replace("\n", "\r\n"));
    expect(carriedText(mailto, "subject")).not.toBe(ENGLISH_ENQUIRY_LINE);

    // The privacy consent links the English translation and the binding German policy.
    const consent = wizard.getByRole("checkbox", { name: CONSENT });
    await expect(wizard.getByRole("link", { name: copy.privacy.link })).toHaveAttribute("href", copy.privacy.href);
    await expect(wizard.getByRole("link", { name: copy.privacy.binding!.link })).toHaveAttribute("href", copy.privacy.binding!.href);
    const send = wizard.getByRole("button", { name: copy.send, exact: true });
    await expect(send).toBeDisabled();
    await consent.check();
    await send.click();

    const [whatsapp] = await openedWindows(page);
    expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${siteConfig.phone.digits}\\?text=`));
    const text = carriedText(whatsapp!, "text");
    expect(text.split("\n")[0]).toBe(ENGLISH_ENQUIRY_LINE);
    expect(text).toContain(freeText);
    // No window opened here (a desktop without WhatsApp): the toast says so in English, its words the English page's
    // (app/content/en/texte/meldungen.yaml), and offers to try again from its own button.
    const blocked = page.locator("[data-toast]").filter({ hasText: englishToasts.popupBlocked.title });
    await expect(blocked).toBeVisible();
    await expect(blocked.getByRole("button", { name: englishToasts.popupBlocked.action })).toBeVisible();
  });

  test("the step list and progress speak English", async ({ page }) => {
    const wizard = await openEnglishWizard(page);
    const list = wizard.getByRole("list", { name: copy.stepListLabel });
    for (const step of steps) await expect(list).toContainText(step.label);
    await expect(wizard.getByRole("progressbar", { name: copy.progressLabel })).toHaveAttribute("aria-valuetext", en.stepAnnouncement(steps[0]));
  });
});

test.describe("the English page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says in English what works then and links phone, e-mail and WhatsApp, the chat opening with the German line", async ({ page }) => {
    await page.goto(HOME);
    const fallback = section(page);
    await expect(fallback.getByText(englishEnquirySectionCopy.noScript)).toBeVisible();
    await expect(fallback.getByText(englishEnquirySectionCopy.intro!)).toBeHidden();
    await expect(fallback.locator(`a[href="tel:+${siteConfig.phone.digits}"]`)).toBeVisible();
    await expect(fallback.locator(`a[href="mailto:${siteConfig.email}"]`)).toBeVisible();
    const whatsapp = fallback.getByRole("link", { name: englishEnquirySectionCopy.whatsappLabel });
    await expect(whatsapp).toBeVisible();
    const text = carriedText((await whatsapp.getAttribute("href"))!, "text");
    expect(text.split("\n")[0]).toBe(ENGLISH_ENQUIRY_LINE);
    expect(text).toContain(englishEnquirySectionCopy.whatsappGreeting);
  });
});

test.describe("the English wizard's own channel", () => {
  const base = Number(process.env.E2E_PORT ?? 4180);
  // Ports of its own (enquiry-delivery.spec.ts takes + 3000 and + 3001), so both specs run side by side.
  const sitePort = base + 3100;
  const smtpPort = base + 3101;
  const MAILBOX = { user: "anfragen@berater.example", password: "g€heim:/@#" };
  const smtpUrl = `smtp://${encodeURIComponent(MAILBOX.user)}:${encodeURIComponent(MAILBOX.password)}@127.0.0.1:${smtpPort}`;
  let smtp: SmtpTestServer;
  let site: Server;

  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: `http://localhost:${sitePort}` });

  test.beforeAll(async () => {
    smtp = await startSmtpTestServer({ ...MAILBOX, port: smtpPort });
    const siteDir = join(resolve(import.meta.dirname, "../.."), "build", "site");
    const enquiry = createEnquiryEndpoint({ smtpUrl, mailFrom: MAILBOX.user, recipient: siteConfig.email, log: () => {} });
    site = createSiteServer({ siteDir, editor: undefined, enquiry, log: () => {} });
    await new Promise<void>((done) => site.listen(sitePort, "127.0.0.1", done));
  });

  test.afterAll(async () => {
    await smtp?.close();
    await new Promise<void>((done) => site.close(() => done()));
  });

  test("„Send enquiry“ delivers a German mail whose body starts with the language line; the page says it arrived only then", async ({ page }) => {
    await seedDeclined(page);
    await withoutWhatsApp(page);
    const freeText = "Hello! I can talk in English only.";
    await page.addInitScript(
      ({ key, draft }) => {
        if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, JSON.stringify({ ...draft, startedAt: Date.now() - 60_000 }));
      },
      {
        key: DRAFT_STORAGE_KEY,
        draft: {
          v: 1,
          step: 4,
          enquiry: { ...EMPTY_ENQUIRY, name: "Alex Smith", age: "38", beruf: "Engineer", einkommen: "7,500", versicherungsart: "komfort" },
        },
      },
    );
    const before = smtp.mails.length;
    await page.goto(`${HOME}#${sectionIds.contact}`);
    const wizard = section(page);
    await expect(stepHeading(wizard, 3)).toBeVisible(HYDRATION);
    const sendOwn = wizard.getByRole("button", { name: copy.delivery.send, exact: true });
    await expect(sendOwn).toBeEnabled(HYDRATION);
    await wizard.getByLabel(fields.email.label).fill("alex@example.org");
    await wizard.getByLabel(fields.nachricht.label).fill(freeText);
    await sendOwn.click();

    await expect(wizard.getByRole("heading", { level: 3, name: copy.delivery.sent.heading })).toBeFocused({ timeout: 20_000 });
    expect(smtp.mails).toHaveLength(before + 1);
    const mail = smtp.mails[before]!.parsed;
    const lines = (mail.text ?? "").split(/\r?\n/);
    expect(lines[0]).toBe(ENGLISH_ENQUIRY_LINE);
    expect(mail.text).toContain(freeText);
    expect(mail.subject).not.toContain(ENGLISH_ENQUIRY_LINE);
    expect(mail.replyTo?.value).toEqual([{ name: "", address: "alex@example.org" }]);
    const data = JSON.parse(mail.attachments[0]!.content.toString("utf8")) as { sprache: string; monatsbruttoEuro: number };
    expect(data).toMatchObject({ sprache: "en", monatsbruttoEuro: 7500 });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();
  });

  test("a failed send says so in English and keeps the draft", async ({ page, watchers }) => {
    watchers.expectedConsoleErrors.push(/status of 502/);
    await seedDeclined(page);
    await smtp.close();
    try {
      await page.addInitScript(
        ({ key, draft }) => {
          if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, JSON.stringify({ ...draft, startedAt: Date.now() - 60_000 }));
        },
        { key: DRAFT_STORAGE_KEY, draft: { v: 1, step: 4, enquiry: { ...EMPTY_ENQUIRY, name: "Alex Smith", telefon: "+49 171 2345678" } } },
      );
      await page.goto(`${HOME}#${sectionIds.contact}`);
      const wizard = section(page);
      const sendOwn = wizard.getByRole("button", { name: copy.delivery.send, exact: true });
      await expect(sendOwn).toBeEnabled(HYDRATION);
      await sendOwn.click();
      const alert = wizard.getByRole("alert");
      await expect(alert.getByRole("heading", { name: copy.delivery.failed.heading })).toBeFocused({ timeout: 20_000 });
      await expect(alert).toContainText(copy.delivery.failed.reasons.mailServer);
      await expect(page.getByText(copy.delivery.sent.heading)).toHaveCount(0);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY)).toContain("Alex Smith");
    } finally {
      smtp = await startSmtpTestServer({ ...MAILBOX, port: smtpPort });
    }
  });
});
