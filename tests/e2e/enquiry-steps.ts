/**
 * The visitor's side of „Anfrage senden“ and what the adviser's mailbox must then hold, shared by
 * the browser tests against `npm start`'s server (enquiry-delivery.spec.ts) and Apache's PHP relay
 * (apache-deploy.spec.ts). Every word comes from the owner's texts (texte/anfrage.yaml) and the
 * config, so another adviser's wording passes as well (docs/decisions/0063).
 */
import type { Locator, Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { siteConfig } from "../../app/config/site-config";
import { contactWishCopy, coverageOptions, enquiryMessageCopy, wizardCopy, wizardFields, wizardSteps } from "../../app/content/wizard";
import { DRAFT_STORAGE_KEY } from "../../app/modules/enquiry-draft";
import { REFERENCE_PATTERN } from "../../app/modules/enquiry-post";
import { EMPTY_ENQUIRY } from "../../app/modules/whatsapp-message";
import { expect } from "./fixtures";

export const FINISH = wizardSteps[3].heading;
export const sendOwn = (wizard: Locator) => wizard.getByRole("button", { name: wizardCopy.delivery.send, exact: true });

/** A desktop without WhatsApp or a mail program: every attempt to open one is recorded, none succeeds. */
export async function withoutWhatsApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorder = window as unknown as { __opened: string[] };
    recorder.__opened = [];
    window.open = ((url?: string | URL) => {
      recorder.__opened.push(String(url));
      return null;
    }) as typeof window.open;
  });
}

export function openedWindows(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

/** What two calculators and the first three steps put into the draft. */
export const CALCULATOR_NOTES = { hinweisWechsel: "PKV-Rechner: versicherungsfrei 2026 (Test)", hinweisGkv: "GKV-Rechner 2026: 1.234,56 € (Test)" };

/**
 * Opens the home page's wizard at step 4 with a draft as the first three steps and two calculators'
 * hand-overs left it, begun a minute ago (the relays refuse a form filled in under 3 s), and waits
 * until the site has said it can deliver.
 */
export async function wizardAtStepFour(page: Page, name: string): Promise<Locator> {
  await page.addInitScript(
    ({ key, draft }) => {
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, JSON.stringify({ ...draft, startedAt: Date.now() - 60_000 }));
    },
    {
      key: DRAFT_STORAGE_KEY,
      draft: {
        v: 1,
        step: 4,
        enquiry: {
          ...EMPTY_ENQUIRY,
          name,
          age: "41",
          beruf: "Zahnärztin + Praxis & Co #1",
          einkommen: "80.000,50",
          versicherungsart: "komfort",
          ...CALCULATOR_NOTES,
        },
      },
    },
  );
  await page.goto("/#versicherungsform");
  const wizard = page.locator("#versicherungsform");
  await expect(wizard.getByRole("heading", { level: 3, name: FINISH })).toBeVisible();
  await expect(sendOwn(wizard)).toBeEnabled({ timeout: 15_000 });
  return wizard;
}

export interface FullEnquiry {
  name: string;
  phone: string;
  email: string;
  freeText: string;
}

/** Fills step 4 as a prospect would, the e-mail address first with a typo the form questions, and sends it from the page. */
export async function fillAndSend(wizard: Locator, enquiry: FullEnquiry): Promise<void> {
  const contact = wizard.getByRole("group", { name: contactWishCopy.legend });
  await contact.getByLabel(wizardFields.telefon.label).fill(enquiry.phone);
  const [local, domain] = enquiry.email.split("@");
  await contact.getByLabel(wizardFields.email.label).fill(`${local}@${domain.replace("gmail", "gmial")}`);
  if (domain.includes("gmail")) await contact.getByRole("button", { name: wizardFields.email.acceptSuggestion }).click();
  await expect(contact.getByLabel(wizardFields.email.label)).toHaveValue(enquiry.email);
  await contact.getByRole("radio", { name: contactWishCopy.channels.telefon, exact: true }).check();
  await contact.getByLabel(contactWishCopy.dayLabel, { exact: true }).selectOption({ index: 2 });
  await contact.getByLabel(contactWishCopy.callTimeLabel, { exact: true }).selectOption({ index: 2 });
  await wizard.getByLabel(wizardFields.nachricht.label).fill(enquiry.freeText);
  await sendOwn(wizard).click();
}

/** The reference the page confirms, once it says the enquiry arrived. */
export async function confirmedReference(wizard: Locator): Promise<string> {
  await expect(wizard.getByRole("heading", { level: 3, name: wizardCopy.delivery.sent.heading })).toBeFocused({ timeout: 20_000 });
  const reference = (await wizard.getByText(REFERENCE_PATTERN).textContent())!.trim();
  expect(reference).toMatch(REFERENCE_PATTERN);
  return reference;
}

/** The mail as the adviser reads it: one recipient, subject with reference and name, every field, the data part. */
export function expectEnquiryMail(received: { recipients: string[]; parsed: ParsedMail }, reference: string, enquiry: FullEnquiry): void {
  expect(received.recipients).toEqual([siteConfig.email]);
  const mail = received.parsed;
  expect(mail.subject).toBe(`${enquiryMessageCopy.header} ${reference}: ${enquiry.name}`);
  expect(mail.replyTo?.value.map((address) => address.address)).toEqual([enquiry.email]);
  const { labels } = enquiryMessageCopy;
  const text = mail.text!.replace(/\r\n/g, "\n");
  for (const line of [
    `${labels.name}: ${enquiry.name}`,
    `${labels.age}: ${enquiryMessageCopy.ageInYears(41)}`,
    `${labels.beruf}: Zahnärztin + Praxis & Co #1`,
    `${labels.einkommen}: 80.000,50\u00a0€`,
    `${labels.versicherungsart}: ${coverageOptions[1].label}`,
    `${labels.telefon}: ${enquiry.phone}`,
    `${labels.email}: ${enquiry.email}`,
    `${labels.kontaktweg}: ${contactWishCopy.channels.telefon}`,
    `${labels.rueckruf}: `,
    `${labels.nachricht}: ${enquiry.freeText}`,
    `${labels.hinweisWechsel}: ${CALCULATOR_NOTES.hinweisWechsel}`,
    `${labels.hinweisGkv}: ${CALCULATOR_NOTES.hinweisGkv}`,
  ]) {
    expect(text).toContain(line);
  }
  const attachment = mail.attachments.find((candidate) => candidate.filename === `anfrage-${reference}.json`);
  const data = JSON.parse(attachment!.content.toString("utf8"));
  expect(data).toMatchObject({
    referenz: reference,
    name: enquiry.name,
    monatsbruttoEuro: 80000.5,
    telefon: enquiry.phone,
    email: enquiry.email,
    nachricht: enquiry.freeText,
  });
  expect(data.rechnerErgebnisse).toEqual(Object.values(CALCULATOR_NOTES));
}
