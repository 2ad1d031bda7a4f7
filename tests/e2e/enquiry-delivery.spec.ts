/**
 * „Anfrage senden“ against `npm start`'s server with a real SMTP server (docs/decisions/0063): the
 * site server of scripts/lib/site-server.mjs with the enquiry endpoint, on a port of its own and
 * with its own mail server, so the rest of the suite runs against a site without delivery (where
 * the button must not show). What the adviser's mailbox receives is read back from the SMTP server.
 */
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { siteConfig } from "../../app/config/site-config";
import { contactWishCopy, wizardCopy, wizardFields } from "../../app/content/wizard";
import { DRAFT_STORAGE_KEY } from "../../app/modules/enquiry-draft";
import { createEnquiryEndpoint } from "../../scripts/lib/enquiry-endpoint.mjs";
import { createSiteServer } from "../../scripts/lib/site-server.mjs";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { seedDeclined } from "./client-state";
import { confirmedReference, expectEnquiryMail, fillAndSend, FINISH, openedWindows, sendOwn, withoutWhatsApp, wizardAtStepFour } from "./enquiry-steps";
import { expect, test } from "./fixtures";

const base = Number(process.env.E2E_PORT ?? 4180);
// Beside nginx's E2E_PORT + 1000 and Apache's + 2000.
const sitePort = base + 3000;
const smtpPort = base + 3001;
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

test.beforeEach(async ({ page }) => {
  await seedDeclined(page);
  await withoutWhatsApp(page);
});

test("a full enquiry from a desktop without WhatsApp or mail program reaches the mailbox with every field and one recipient; the page shows its reference", async ({
  page,
}) => {
  const before = smtp.mails.length;
  const enquiry = {
    name: "Jürgen Äpfelbäum 😀",
    phone: "0171 2345678",
    email: "juergen@gmail.com",
    freeText: "Ab 18 Uhr erreichbar.\nZeichen: + & % # – 100 %",
  };
  const wizard = await wizardAtStepFour(page, enquiry.name);
  await fillAndSend(wizard, enquiry);
  const reference = await confirmedReference(wizard);
  expect(await openedWindows(page)).toEqual([]);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();
  expect(smtp.mails).toHaveLength(before + 1);
  expectEnquiryMail(smtp.mails[before], reference, enquiry);
});

test("„Anfrage senden“ needs a phone number or an e-mail address, and says so in German", async ({ page }) => {
  const before = smtp.mails.length;
  const wizard = await wizardAtStepFour(page, "Erika Musterfrau");
  await sendOwn(wizard).click();
  await expect(wizard.getByText(contactWishCopy.contactRequired)).toBeVisible();
  await expect(wizard.getByLabel(wizardFields.telefon.label)).toBeFocused();
  await wizard.getByLabel(wizardFields.email.label).fill("erika@");
  await sendOwn(wizard).click();
  await expect(wizard.getByText(wizardFields.email.errors.format)).toBeVisible();
  await expect(wizard.getByLabel(wizardFields.email.label)).toHaveAttribute("aria-invalid", "true");
  expect(smtp.mails).toHaveLength(before);
});

test("with the mail server down the page says it was not sent, offers the other ways, and a reload still holds everything", async ({ page, watchers }) => {
  // The browser logs the relay's 502 itself; the page's own answer is what this test reads.
  watchers.expectedConsoleErrors.push(/status of 502/);
  await smtp.close();
  try {
    const wizard = await wizardAtStepFour(page, "Max Mustermann");
    await wizard.getByLabel(wizardFields.telefon.label).fill("030 123456");
    await wizard.getByLabel(wizardFields.nachricht.label).fill("Bitte abends anrufen.");
    await sendOwn(wizard).click();
    const alert = wizard.getByRole("alert");
    await expect(alert.getByRole("heading", { name: wizardCopy.delivery.failed.heading })).toBeFocused({ timeout: 20_000 });
    await expect(alert).toContainText(wizardCopy.delivery.failed.reasons.mailServer);
    await expect(alert.locator(`a[href="tel:+${siteConfig.phone.digits}"]`)).toBeVisible();
    await expect(alert.getByRole("button", { name: wizardCopy.delivery.copy.button })).toBeVisible();
    await expect(alert.getByRole("textbox", { name: wizardCopy.delivery.copy.textLabel })).toHaveValue(/Bitte abends anrufen\./);
    await expect(wizard.getByRole("link", { name: wizardCopy.sendByEmail, exact: true })).toBeVisible();
    await expect(wizard.getByRole("button", { name: wizardCopy.send, exact: true })).toBeVisible();
    await expect(page.getByText(wizardCopy.delivery.sent.heading)).toHaveCount(0);

    await page.reload();
    const reloaded = page.locator("#versicherungsform");
    await reloaded.scrollIntoViewIfNeeded();
    await expect(reloaded.getByRole("heading", { level: 3, name: FINISH })).toBeVisible();
    await expect(reloaded.getByLabel(wizardFields.telefon.label)).toHaveValue("030 123456");
    await expect(reloaded.getByLabel(wizardFields.nachricht.label)).toHaveValue("Bitte abends anrufen.");
    await expect(reloaded.getByText("Max Mustermann", { exact: true })).toBeVisible();
  } finally {
    smtp = await startSmtpTestServer({ ...MAILBOX, port: smtpPort });
  }
});

test("offline, the page says so, sends nothing and keeps the draft", async ({ page, context }) => {
  const wizard = await wizardAtStepFour(page, "Max Mustermann");
  await wizard.getByLabel(wizardFields.email.label).fill("max@example.org");
  await context.setOffline(true);
  await sendOwn(wizard).click();
  await expect(wizard.getByRole("alert")).toContainText(wizardCopy.delivery.failed.reasons.offline);
  await context.setOffline(false);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY)).toContain("max@example.org");
});
