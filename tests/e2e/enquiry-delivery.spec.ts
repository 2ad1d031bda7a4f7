/**
 * „Anfrage senden“ against `npm start`'s server with a real SMTP server (docs/decisions/0063): the
 * site server of scripts/lib/site-server.mjs with the enquiry endpoint, on a port of its own and
 * with its own mail server, so the rest of the suite runs against a site without delivery (where
 * the button must not show). What an adviser's mailbox receives is read back from the SMTP server.
 */
import type { Locator, Page } from "@playwright/test";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { siteConfig } from "../../app/config/site-config";
import { contactWishCopy, coverageOptions, enquiryMessageCopy, wizardCopy, wizardFields, wizardSteps } from "../../app/content/wizard";
import { DRAFT_STORAGE_KEY } from "../../app/modules/enquiry-draft";
import { REFERENCE_PATTERN } from "../../app/modules/enquiry-post";
import { EMPTY_ENQUIRY } from "../../app/modules/whatsapp-message";
import { createEnquiryEndpoint } from "../../scripts/lib/enquiry-endpoint.mjs";
import { createSiteServer } from "../../scripts/lib/site-server.mjs";
import { seedDeclined } from "./client-state";
import { expect, test } from "./fixtures";
import { TEST_SMTP_USER, TestMailServer } from "./test-mail-server";

const base = Number(process.env.E2E_PORT ?? 4180);
// Beside nginx's +1000 and Apache's +2000.
const sitePort = base + 3000;
const mail = new TestMailServer(base + 3001);
const origin = `http://localhost:${sitePort}`;
let site: Server;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  await mail.start();
  const siteDir = join(resolve(import.meta.dirname, "../.."), "build", "site");
  const enquiry = createEnquiryEndpoint({ smtpUrl: mail.url, mailFrom: TEST_SMTP_USER, recipient: siteConfig.email, log: () => {} });
  site = createSiteServer({ siteDir, enquiry, log: () => {} });
  await new Promise<void>((done) => site.listen(sitePort, "127.0.0.1", done));
});

test.afterAll(async () => {
  await mail.stop();
  await new Promise<void>((done) => site.close(() => done()));
});

test.beforeEach(async ({ page }) => {
  await seedDeclined(page);
  // A desktop without WhatsApp or a mail program: any attempt to open one is recorded, none succeeds.
  await page.addInitScript(() => {
    const recorder = window as unknown as { __opened: string[] };
    recorder.__opened = [];
    window.open = ((url?: string | URL) => {
      recorder.__opened.push(String(url));
      return null;
    }) as typeof window.open;
  });
});

const [, , , FINISH] = wizardSteps.map((step) => step.heading);
const KOMFORT = coverageOptions[1].label;
const sendOwn = (wizard: Locator) => wizard.getByRole("button", { name: wizardCopy.delivery.send, exact: true });

/** Opens the home page's wizard with a draft at step 4 as two calculators and the first three steps left it. */
async function wizardAtStepFour(page: Page, name: string): Promise<Locator> {
  await page.addInitScript(({ key, draft }) => sessionStorage.getItem(key) ?? sessionStorage.setItem(key, JSON.stringify(draft)), {
    key: DRAFT_STORAGE_KEY,
    draft: {
      v: 1,
      step: 4,
      startedAt: Date.now() - 60_000,
      enquiry: {
        ...EMPTY_ENQUIRY,
        name,
        age: "41",
        beruf: "Zahnärztin + Praxis & Co #1",
        einkommen: "80.000,50",
        versicherungsart: "komfort",
        hinweisWechsel: "PKV-Rechner: versicherungsfrei 2026 (Test)",
        hinweisGkv: "GKV-Rechner 2026: 1.234,56 € (Test)",
      },
    },
  });
  await page.goto("/#versicherungsform");
  const wizard = page.locator("#versicherungsform");
  await expect(wizard.getByRole("heading", { level: 3, name: FINISH })).toBeVisible();
  await expect(sendOwn(wizard)).toBeEnabled({ timeout: 15_000 });
  return wizard;
}

test("a full enquiry from a desktop without WhatsApp or mail program reaches the mailbox with every field, one recipient, and the page shows its reference", async ({
  page,
}) => {
  const before = mail.delivered.length;
  const name = "Jürgen Äpfelbäum 😀";
  const wizard = await wizardAtStepFour(page, name);
  const contact = wizard.getByRole("group", { name: contactWishCopy.legend });
  await contact.getByLabel(wizardFields.telefon.label).fill("0171 2345678");
  await contact.getByLabel(wizardFields.email.label).fill("juergen@gmial.com");
  // A likely typo in a well-known domain is questioned, with a one-tap fix.
  await contact.getByRole("button", { name: wizardFields.email.acceptSuggestion }).click();
  await expect(contact.getByLabel(wizardFields.email.label)).toHaveValue("juergen@gmail.com");
  await contact.getByRole("radio", { name: contactWishCopy.channels.telefon, exact: true }).check();
  await contact.getByLabel(contactWishCopy.dayLabel, { exact: true }).selectOption({ index: 2 });
  await contact.getByLabel(contactWishCopy.callTimeLabel, { exact: true }).selectOption({ index: 2 });
  const freeText = "Ab 18 Uhr erreichbar.\nZeichen: + & % # – 100 %";
  await wizard.getByLabel(wizardFields.nachricht.label).fill(freeText);

  await sendOwn(wizard).click();
  const sent = wizard.getByRole("heading", { level: 3, name: wizardCopy.delivery.sent.heading });
  await expect(sent).toBeFocused();
  const reference = (await wizard.getByText(REFERENCE_PATTERN).textContent())!.trim();
  expect(reference).toMatch(REFERENCE_PATTERN);
  expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([]);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();

  expect(mail.delivered).toHaveLength(before + 1);
  const { rcptTo, mail: received } = mail.delivered[before];
  expect(rcptTo).toEqual([siteConfig.email]);
  expect(received.subject).toBe(`${enquiryMessageCopy.header} ${reference}: ${name}`);
  expect(received.replyTo?.value.map((address) => address.address)).toEqual(["juergen@gmail.com"]);
  const { labels } = enquiryMessageCopy;
  const text = received.text!;
  for (const line of [
    `${labels.name}: ${name}`,
    `${labels.age}: `,
    `${labels.beruf}: Zahnärztin + Praxis & Co #1`,
    `${labels.einkommen}: 80.000,50\u00a0€`,
    `${labels.versicherungsart}: ${KOMFORT}`,
    `${labels.telefon}: 0171 2345678`,
    `${labels.email}: juergen@gmail.com`,
    `${labels.kontaktweg}: ${contactWishCopy.channels.telefon}`,
    `${labels.rueckruf}: `,
    `${labels.nachricht}: ${freeText}`,
    `${labels.hinweisWechsel}: PKV-Rechner: versicherungsfrei 2026 (Test)`,
    `${labels.hinweisGkv}: GKV-Rechner 2026: 1.234,56 € (Test)`,
  ]) {
    expect(text).toContain(line);
  }
  const data = JSON.parse(received.attachments.find((attachment) => attachment.filename === `anfrage-${reference}.json`)!.content.toString("utf8"));
  expect(data).toMatchObject({
    referenz: reference,
    name,
    monatsbruttoEuro: 80000.5,
    telefon: "0171 2345678",
    email: "juergen@gmail.com",
    nachricht: freeText,
  });
  expect(data.rechnerErgebnisse).toHaveLength(2);
});

test("„Anfrage senden“ needs a phone number or an e-mail address, and says so in German", async ({ page }) => {
  const before = mail.delivered.length;
  const wizard = await wizardAtStepFour(page, "Erika Musterfrau");
  await sendOwn(wizard).click();
  await expect(wizard.getByText(contactWishCopy.contactRequired)).toBeVisible();
  await expect(wizard.getByLabel(wizardFields.telefon.label)).toBeFocused();
  await wizard.getByLabel(wizardFields.email.label).fill("erika@");
  await sendOwn(wizard).click();
  await expect(wizard.getByText(wizardFields.email.errors.format)).toBeVisible();
  await expect(wizard.getByLabel(wizardFields.email.label)).toHaveAttribute("aria-invalid", "true");
  expect(mail.delivered).toHaveLength(before);
});

test("with the mail server down the page says it was not sent, offers the other ways, and a reload still holds everything", async ({ page }) => {
  await mail.stop();
  try {
    const wizard = await wizardAtStepFour(page, "Max Mustermann");
    await wizard.getByLabel(wizardFields.telefon.label).fill("030 123456");
    await wizard.getByLabel(wizardFields.nachricht.label).fill("Bitte abends anrufen.");
    await sendOwn(wizard).click();
    const alert = wizard.getByRole("alert");
    await expect(alert.getByRole("heading", { name: wizardCopy.delivery.failed.heading })).toBeFocused({ timeout: 20_000 });
    await expect(alert).toContainText(wizardCopy.delivery.failed.reasons.mailServer);
    await expect(alert.getByRole("link", { name: new RegExp(siteConfig.phone.display.replace(/\s/g, "\\s")) })).toHaveAttribute(
      "href",
      `tel:+${siteConfig.phone.digits}`,
    );
    await expect(alert.getByRole("button", { name: wizardCopy.delivery.copy.button })).toBeVisible();
    await expect(alert.getByRole("textbox", { name: wizardCopy.delivery.copy.textLabel })).toHaveValue(/Bitte abends anrufen\./);
    await expect(wizard.getByRole("link", { name: wizardCopy.sendByEmail, exact: true })).toBeVisible();
    await expect(wizard.getByRole("button", { name: wizardCopy.send, exact: true })).toBeVisible();
    await expect(page.getByText(wizardCopy.delivery.sent.heading)).toHaveCount(0);

    await page.reload();
    const reloaded = page.locator("#versicherungsform");
    await expect(reloaded.getByRole("heading", { level: 3, name: FINISH })).toBeVisible();
    await expect(reloaded.getByLabel(wizardFields.telefon.label)).toHaveValue("030 123456");
    await expect(reloaded.getByLabel(wizardFields.nachricht.label)).toHaveValue("Bitte abends anrufen.");
    await expect(reloaded.getByText("Max Mustermann", { exact: true })).toBeVisible();
  } finally {
    await mail.start();
  }
});

test("offline, the page says so and sends nothing", async ({ page, context }) => {
  const wizard = await wizardAtStepFour(page, "Max Mustermann");
  await wizard.getByLabel(wizardFields.email.label).fill("max@example.org");
  await context.setOffline(true);
  await sendOwn(wizard).click();
  await expect(wizard.getByRole("alert")).toContainText(wizardCopy.delivery.failed.reasons.offline);
  await context.setOffline(false);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY)).toContain("max@example.org");
});
