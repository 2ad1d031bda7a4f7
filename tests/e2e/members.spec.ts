/**
 * „Schon privat versichert?“ (docs/decisions/0070) as a member uses it: found from the home page
 * and the menu, read without JavaScript, the decision on bills and refund, and the enquiry whose
 * member answers reach the message under the member's header. Every word comes from the owner's
 * files and the config, so another adviser's wording and fee pass as well.
 */
import "./build-time-global";
import type { Locator, Page } from "@playwright/test";
import { groupMenuLabel } from "../../app/components/nav-items";
import { siteConfig } from "../../app/config/site-config";
import { memberRoute } from "../../app/config/site-routes";
import { REFUND_CHECK_ANCHOR } from "../../app/config/calculator-ids";
import { memberFeeText, memberPage } from "../../app/content/members";
import { siteFrame } from "../../app/content/site-frame";
import { refundResultText, refundToolCopy } from "../../app/content/refund-tool";
import { enquiryMessageCopy, wizardCopy, wizardFields } from "../../app/content/wizard";
import { memberFields, memberMessageCopy, memberSteps, stayOptions } from "../../app/content/wizard-member";
import { decideRefund } from "../../app/modules/calculators/refund-decision";
import { seedDeclined } from "./client-state";
import { expect, test } from "./fixtures";

const NBSP = "\u00a0";
const labels = enquiryMessageCopy.labels;
const charges = ["honorar-anteil", "honorar-fest"].includes(siteConfig.remuneration.tariffSwitch.kind);

test.beforeEach(async ({ page }) => seedDeclined(page));

/** Records every window.open and answers with a window, as a browser that opens WhatsApp would. */
async function recordWindows(page: Page) {
  await page.addInitScript(() => {
    const recorder = window as unknown as { __opened: string[] };
    recorder.__opened = [];
    window.open = ((url?: string | URL) => {
      recorder.__opened.push(String(url));
      return { closed: false, opener: window } as unknown as Window;
    }) as typeof window.open;
  });
}

const next = (wizard: Locator) => wizard.getByRole("button", { name: wizardCopy.next, exact: true });

test.describe("the way in", () => {
  test("the home page shows members their entry, which leads to their page", { tag: "@both" }, async ({ page }) => {
    await page.goto("/");
    const entry = page.locator("[data-member-entry]");
    await expect(entry.getByRole("heading", { name: memberPage.homeEntry.heading })).toBeVisible();
    await entry.getByRole("link", { name: memberPage.homeEntry.link }).click();
    await expect(page).toHaveURL(new RegExp(`${memberRoute.path}/?$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(memberPage.hero.title);
  });

  test("the header's menu names the page, marked as current there", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("banner").getByRole("navigation");
    await nav.getByRole("link", { name: memberRoute.navLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${memberRoute.path}/?$`));
    await expect(page.getByRole("banner").getByRole("link", { name: memberRoute.navLabel })).toHaveAttribute("aria-current", "page");
  });

  test("on a narrower desktop, where the header has no room for it, it stands last in the „PKV Beratung“ menu", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("banner").getByRole("navigation");
    await nav.getByRole("button", { name: groupMenuLabel }).click();
    const link = nav.getByRole("link", { name: memberRoute.navLabel });
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${memberRoute.path}/?$`));
    // Every item of the header on one line: nothing wraps for lack of room.
    const heights = await nav
      .locator(":scope > ul > li > :is(a, button)")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height).filter((height) => height > 0));
    expect(new Set(heights).size, `heights ${heights.join(", ")}`).toBe(1);
  });

  test("the phone's menu names it too", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: siteFrame.menu.open }).click();
    const menu = page.getByRole("dialog");
    await menu.getByRole("link", { name: memberRoute.navLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${memberRoute.path}/?$`));
  });
});

test("the fee is what the config says, and where it charges one no „kostenlos“ stands on the page", async ({ page }) => {
  await page.goto(memberRoute.path);
  await expect(page.locator("[data-member-fee]")).toHaveText(memberFeeText(siteConfig));
  const main = await page.getByRole("main").innerText();
  // Only a free switch may be called free; a fee (or courtage, which the member does not pay either) is said in other words.
  if (siteConfig.remuneration.tariffSwitch.kind !== "kostenlos") expect(main).not.toMatch(/kostenlos/i);
  if (charges) await expect(page.locator("[data-member-fee]")).toContainText("Honorar");
  expect(main).not.toMatch(/bis zu \d/);
});

test("the decision: keep the refund while the bills stay under deductible plus refund, submit above", { tag: "@both" }, async ({ page }) => {
  await page.goto(`${memberRoute.path}#${REFUND_CHECK_ANCHOR}`);
  const tool = page.locator(`#${REFUND_CHECK_ANCHOR}`);
  const { fields } = refundToolCopy;
  const bills = tool.getByLabel(fields.bills.label);
  // Hydrated when scrolled into view: typing before that is taken over, but the result needs the script.
  await bills.fill("900");
  await tool.getByLabel(fields.refund.label).fill("1.200");
  await tool.getByLabel(fields.deductible.label).fill("600");
  await tool.getByRole("radio", { name: fields.laterBills.options.nein }).check();
  const keep = refundResultText(decideRefund({ billsCents: 90_000, refundCents: 120_000, deductibleCents: 60_000, laterBills: "nein" }), 60_000);
  await expect(tool.locator("[data-verdict]")).toHaveAttribute("data-verdict", "behalten");
  await expect(tool.locator("[data-verdict] p").first()).toHaveText(keep.verdict);
  await expect(tool).toContainText(keep.threshold);
  await bills.fill("2.500");
  await expect(tool.locator("[data-verdict]")).toHaveAttribute("data-verdict", "einreichen");
});

test("the intake: insurer, tariffs, premium, increase, deductible, Beihilfe, birth year and what must stay reach the message, marked as a member's", async ({
  page,
  watchers,
}) => {
  // The suite's server never delivers: it answers the wizard's readiness probe 503 (docs/decisions/0063), which Chromium logs.
  watchers.expectedConsoleErrors.push(/status of 503 \(Service Unavailable\)/);
  await recordWindows(page);
  await page.goto(`${memberRoute.path}#versicherungsform`);
  const wizard = page.locator("#versicherungsform");
  await expect(next(wizard)).toBeEnabled({ timeout: 15_000 });

  await expect(wizard.getByRole("heading", { level: 3, name: memberSteps[0].heading })).toBeVisible();
  await wizard.getByLabel(wizardFields.name.label).fill("Erika Musterfrau");
  await wizard.getByLabel(memberFields.geburtsjahr.label).fill("1968");
  await next(wizard).click();

  await expect(wizard.getByRole("heading", { level: 3, name: memberSteps[1].heading })).toBeFocused();
  await wizard.getByLabel(memberFields.versicherer.label).fill("Beispiel Krankenversicherung a. G.");
  await wizard.getByLabel(memberFields.tarif.label).fill("Komfort 600, KT 43");
  await wizard.getByLabel(memberFields.beitrag.label).fill("812,40");
  await wizard.getByLabel(memberFields.selbstbehalt.label).fill("600");
  await wizard.getByLabel(memberFields.erhoehung.label).fill("20");
  await wizard.getByLabel(memberFields.erhoehung.unitLegend).selectOption("prozent");
  await wizard.getByRole("radio", { name: memberFields.beihilfe.options.nein }).check();
  await next(wizard).click();

  await expect(wizard.getByRole("heading", { level: 3, name: memberSteps[2].heading })).toBeFocused();
  const [first, second] = stayOptions;
  await wizard.getByRole("checkbox", { name: first!.label }).check();
  await wizard.getByRole("checkbox", { name: second!.label }).check();
  await wizard.getByLabel(memberFields.bleibenSonstiges.label).fill("Brille");
  await next(wizard).click();

  await expect(wizard.getByRole("heading", { level: 3, name: memberSteps[3].heading })).toBeFocused();
  // The overview shows the member's answers, not the new customer's questions.
  await expect(wizard.getByText("Beispiel Krankenversicherung a. G.")).toBeVisible();
  await expect(wizard.getByText(labels.beruf, { exact: true })).toHaveCount(0);
  await wizard.getByLabel(/Telefonnummer/).fill("0171 2345678");

  const expected = [
    memberMessageCopy.header,
    "",
    `${labels.name}: Erika Musterfrau`,
    `${labels.geburtsjahr}: 1968`,
    `${labels.versicherer}: Beispiel Krankenversicherung a. G.`,
    `${labels.tarif}: Komfort 600, KT 43`,
    `${labels.beitrag}: ${memberMessageCopy.perMonth(`812,40${NBSP}€`)}`,
    `${labels.erhoehung}: ${memberMessageCopy.increasePercent(`20${NBSP}%`)}`,
    `${labels.selbstbehalt}: ${memberMessageCopy.perYear(`600${NBSP}€`)}`,
    `${labels.beihilfe}: ${memberFields.beihilfe.options.nein}`,
    `${labels.bleiben}: ${first!.label}, ${second!.label}, Brille`,
    `${labels.telefon}: 0171 2345678`,
    "",
    memberMessageCopy.closing,
  ].join("\n");

  // The e-mail program gets the same message.
  const mailto = (await wizard.getByRole("link", { name: wizardCopy.sendByEmail }).getAttribute("href"))!;
  expect(new URLSearchParams(mailto.split("?")[1]).get("body")?.replace(/\r\n/g, "\n")).toBe(expected);

  await wizard.getByRole("checkbox").check();
  await wizard.getByRole("button", { name: wizardCopy.send, exact: true }).click();
  const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
  expect(opened).toHaveLength(1);
  const text = new URL(opened[0]!).searchParams.get("text");
  expect(text).toBe(expected);
  expect(text).not.toContain(enquiryMessageCopy.closing);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page reads fully: the rules with their paragraphs, the fee, the decision's rule, the contact links", async ({ page }) => {
    const response = await page.goto(memberRoute.path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(memberPage.hero.title);
    for (const section of memberPage.sections) await expect(main.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    await expect(main.locator('a[href="https://www.gesetze-im-internet.de/vvg_2008/__204.html"]').first()).toBeVisible();
    await expect(main.locator("[data-member-fee]")).toHaveText(memberFeeText(siteConfig));
    await expect(main.getByRole("heading", { name: refundToolCopy.title })).toBeVisible();
    await expect(main.getByText(refundToolCopy.noScript)).toBeVisible();
    await expect(main.getByRole("heading", { name: refundToolCopy.explanation.heading })).toBeVisible();
    await expect(main.locator("#versicherungsform").getByRole("link", { name: siteConfig.phone.display })).toBeVisible();
  });
});
