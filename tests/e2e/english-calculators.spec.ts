/**
 * /en/calculators (docs/decisions/0073): the three calculators in English, read from the English
 * owner files; the same figures as the German calculators for the same input, typed each page's
 * way; by keyboard alone; without JavaScript the English figures table; axe finds nothing. The
 * figures are compared as numbers (cents, hundredths of a per cent), so „€1,017.19“ and
 * „1.017,19 €“ are one and the same.
 */
import "./build-time-global";
import type { Locator, Page } from "@playwright/test";
import { englishRoute } from "../../app/config/english-routes";
import { calculatorRoute } from "../../app/config/site-routes";
import { DIENSTHERR_LIST } from "../../app/content/beihilfe/dienstherren";
import { englishCalculatorWords as en } from "../../app/content/en/calculators";
import { germanCalculatorWords as de, type CalculatorWords } from "../../app/content/calculators";
import { BUILD_YEAR, CALCULATOR_YEARS, figuresFor } from "../../app/content/statutory-figures";
import { defaultCalculatorYear } from "../../app/modules/calculators/years";
import * as english from "../../app/modules/format-en";
import * as german from "../../app/modules/format-de";
import { seedLocalStorage } from "./client-state";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { hasEnglish } from "../../app/config/languages";
import { siteConfig } from "../../app/config/site-config";

test.skip(!hasEnglish(siteConfig), "the config publishes German only: there is no English section");
const EN_PATH = englishRoute("calculators").path;
const DE_PATH = calculatorRoute.path;
const YEAR = defaultCalculatorYear(BUILD_YEAR, CALCULATOR_YEARS);
const FIGURES = figuresFor(YEAR);
const IDS = { switchCheck: "pkv-wechsel", gkv: "gkv-beitrag", beihilfe: "beihilfe-rechner" } as const;
type Key = keyof typeof IDS;
const KEYS = Object.keys(IDS) as Key[];
const title = (words: CalculatorWords, key: Key) => words[key].title;

function region(page: Page, words: CalculatorWords, key: Key): Locator {
  return page.getByRole("region", { name: title(words, key), exact: true });
}

async function hydrated(page: Page, words: CalculatorWords, key: Key): Promise<Locator> {
  const section = region(page, words, key);
  await section.scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island", { has: section })).not.toHaveAttribute("ssr");
  return section;
}

/** Amounts in cents and rates in thousandths of a per cent as German writes them: „1.017,19 €“, „14,6 %“. */
function germanFigures(text: string, cents: number[], rates: number[]) {
  for (const [, figure] of text.matchAll(/(?<![\d.,])(\d{1,3}(?:\.\d{3})*(?:,\d{2})?) €/g))
    cents.push(Math.round(Number(figure!.replaceAll(".", "").replace(",", ".")) * 100));
  for (const [, figure] of text.matchAll(/(?<![\d.,])(\d+(?:,\d+)?) %/g)) rates.push(Math.round(Number(figure!.replace(",", ".")) * 1000));
}

/** The same as English writes them: „€1,017.19“, „14.6%“. */
function englishFigures(text: string, cents: number[], rates: number[]) {
  for (const [, figure] of text.matchAll(/€(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)(?!\d)/g)) cents.push(Math.round(Number(figure!.replaceAll(",", "")) * 100));
  for (const [, figure] of text.matchAll(/(?<![\d.,])(\d+(?:\.\d+)?)%/g)) rates.push(Math.round(Number(figure) * 1000));
}

/**
 * Every amount and rate of a result as numbers, sorted: euro amounts in cents, rates in
 * thousandths of a per cent. Sorted, because English and German sentences may name the same
 * figures in another order; years and counts are left out, and so is the address printed under a
 * result (its „%2C“ is no rate). On the English page the calculators' own figures are English;
 * the Beihilfe table's notes on a Land's conditions are German data on both pages (`germanInEnglish`).
 */
function figuresOf(texts: readonly string[], lang: "de" | "en"): { cents: number[]; rates: number[]; germanInEnglish: number } {
  const cents: number[] = [];
  const rates: number[] = [];
  let germanInEnglish = 0;
  for (const raw of texts) {
    if (raw.includes("://")) continue;
    const text = raw.replace(/[\u00a0\u202f]/g, " ");
    if (lang === "en") {
      englishFigures(text, cents, rates);
      const before = cents.length + rates.length;
      germanFigures(text, cents, rates);
      germanInEnglish += cents.length + rates.length - before;
    } else germanFigures(text, cents, rates);
  }
  return { cents: cents.sort((a, b) => a - b), rates: rates.sort((a, b) => a - b), germanInEnglish };
}

/** The figures without the count of German-written ones, for comparing both pages. */
const numbers = ({ cents, rates }: { cents: number[]; rates: number[] }) => ({ cents, rates });

/** The result area's text nodes: a term and its value are neighbours in the markup without a space between. */
async function resultTexts(section: Locator): Promise<string[]> {
  return section.locator("[data-calculator-result]").evaluate((area) => {
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
    return parts;
  });
}

/** One input to both calculators, as each page's visitor types it. */
interface GridCase<T> {
  name: string;
  input: T;
}

async function fillSwitchCheck(section: Locator, words: CalculatorWords, pay: string, newJob: boolean) {
  await section.getByLabel(words.common.yearLabel, { exact: true }).selectOption(String(YEAR));
  await section.getByRole("radio", { name: words.switchCheck.fields.job.options[newJob ? "neu" : "bestehend"], exact: true }).check();
  await section.getByLabel(words.switchCheck.fields.pay.label, { exact: true }).fill(pay);
}

async function fillGkv(section: Locator, words: CalculatorWords, input: { pay: string; zusatz: string; age: string; children: string; under25: string }) {
  await section.getByLabel(words.common.yearLabel, { exact: true }).selectOption(String(YEAR));
  const f = words.gkv.fields;
  await section.getByLabel(f.pay.label, { exact: true }).fill(input.pay);
  await section.getByLabel(f.zusatzbeitrag.label, { exact: true }).fill(input.zusatz);
  await section.getByLabel(f.age.label, { exact: true }).fill(input.age);
  await section.getByLabel(f.children.label, { exact: true }).fill(input.children);
  await section.getByLabel(f.childrenUnder25.label, { exact: true }).fill(input.under25);
}

async function fillBeihilfe(section: Locator, words: CalculatorWords, input: { dienstherr: string; children: string; partner: boolean }) {
  await section.getByLabel(words.common.yearLabel, { exact: true }).selectOption(String(YEAR));
  await section.getByLabel(words.beihilfe.fields.dienstherr.label, { exact: true }).selectOption(input.dienstherr);
  await section.getByLabel(words.beihilfe.fields.children.label, { exact: true }).fill(input.children);
  await section.getByLabel(words.beihilfe.fields.partner.label, { exact: true }).setChecked(input.partner);
}

test.beforeEach(async ({ page }) => {
  // Three islands on each of two pages: more than 30 s on a busy two-core machine.
  test.slow();
  await seedLocalStorage(page, { cookieConsent: "declined" });
});

test("shows the three calculators in English, by role and the English file's labels", { tag: "@both" }, async ({ page }) => {
  await page.goto(EN_PATH);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  for (const key of KEYS) {
    const section = await hydrated(page, en, key);
    await expect(section.getByRole("heading", { level: 2, name: title(en, key), exact: true })).toBeVisible();
    await expect(section.getByLabel(en.common.yearLabel, { exact: true })).toBeVisible();
    await expect(section.getByRole("button", { name: en.common.handoverButton })).toBeVisible();
    await expect(section.getByRole("button", { name: en.common.share.button })).toBeVisible();
  }
  await expect(region(page, en, "switchCheck").getByLabel(en.switchCheck.fields.pay.label, { exact: true })).toBeVisible();
  await expect(region(page, en, "gkv").getByLabel(en.gkv.fields.age.label, { exact: true })).toBeVisible();
  await expect(region(page, en, "beihilfe").getByLabel(en.beihilfe.fields.dienstherr.label, { exact: true })).toBeVisible();
  // None of the German calculators' words on the English page.
  const body = (await page.locator("main").innerText()).replace(/\s+/g, " ");
  for (const key of KEYS) expect(body).not.toContain(title(de, key));
  expect(body).not.toContain(de.common.handoverButton);
});

test.describe("the same figures as the German calculators", () => {
  const limit = FIGURES.versicherungspflichtgrenze;
  const switchGrid: GridCase<{ euros: number; newJob: boolean }>[] = [
    { name: "below the limit", input: { euros: limit - 1_234, newJob: false } },
    { name: "exactly at the limit", input: { euros: limit, newJob: false } },
    { name: "above it, with cents", input: { euros: limit + 7_600.5, newJob: false } },
    { name: "above it in a new job", input: { euros: limit + 10_000, newJob: true } },
  ];
  const cents = (euros: number) => Math.round(euros * 100);

  test("the switch check", { tag: "@both" }, async ({ page }) => {
    for (const { name, input } of switchGrid) {
      await page.goto(EN_PATH);
      const enSection = await hydrated(page, en, "switchCheck");
      await fillSwitchCheck(enSection, en, english.formatEuroForField(cents(input.euros)), input.newJob);
      await expect(enSection).toHaveAttribute("data-has-result", "");
      const enFigures = figuresOf(await resultTexts(enSection), "en");

      await page.goto(DE_PATH);
      const deSection = await hydrated(page, de, "switchCheck");
      await fillSwitchCheck(deSection, de, german.formatEuroForField(cents(input.euros)), input.newJob);
      await expect(deSection).toHaveAttribute("data-has-result", "");
      const deFigures = figuresOf(await resultTexts(deSection), "de");

      expect(enFigures.cents, name).toContain(cents(input.euros));
      expect(enFigures.germanInEnglish, name).toBe(0);
      expect(numbers(enFigures), name).toEqual(numbers(deFigures));
    }
  });

  test("the GKV calculator", { tag: "@both" }, async ({ page }) => {
    const bbg = FIGURES.beitragsbemessungsgrenzeMonat;
    const grid: GridCase<{ monthly: number; zusatz: number; age: number; children: number; under25: number }>[] = [
      { name: "a young employee without children", input: { monthly: 3_456.78, zusatz: 2.45, age: 22, children: 0, under25: 0 } },
      { name: "three children under 25", input: { monthly: 5_000, zusatz: 1.7, age: 40, children: 3, under25: 3 } },
      { name: "above the Beitragsbemessungsgrenze", input: { monthly: bbg + 1_000, zusatz: 3.1, age: 35, children: 1, under25: 0 } },
    ];
    for (const { name, input } of grid) {
      const typed = (formats: typeof english | typeof german) => ({
        pay: formats.formatEuroForField(cents(input.monthly)),
        zusatz: formats.formatPercentForField(input.zusatz),
        age: String(input.age),
        children: String(input.children),
        under25: String(input.under25),
      });
      await page.goto(EN_PATH);
      const enSection = await hydrated(page, en, "gkv");
      await fillGkv(enSection, en, typed(english));
      await expect(enSection).toHaveAttribute("data-has-result", "");
      const enFigures = figuresOf(await resultTexts(enSection), "en");

      await page.goto(DE_PATH);
      const deSection = await hydrated(page, de, "gkv");
      await fillGkv(deSection, de, typed(german));
      await expect(deSection).toHaveAttribute("data-has-result", "");
      const deFigures = figuresOf(await resultTexts(deSection), "de");

      expect(enFigures.cents.length, name).toBeGreaterThan(5);
      expect(enFigures.germanInEnglish, name).toBe(0);
      expect(numbers(enFigures), name).toEqual(numbers(deFigures));
    }
  });

  test("the Beihilfe calculator", { tag: "@both" }, async ({ page }) => {
    const checked = DIENSTHERR_LIST.filter((entry) => entry.status === "geprüft").map((entry) => entry.id);
    const grid: GridCase<{ dienstherr: string; children: number; partner: boolean }>[] = [
      { name: "alone", input: { dienstherr: checked[0]!, children: 0, partner: false } },
      { name: "a family", input: { dienstherr: checked.at(-1)!, children: 2, partner: true } },
    ];
    for (const { name, input } of grid) {
      await page.goto(EN_PATH);
      const enSection = await hydrated(page, en, "beihilfe");
      await fillBeihilfe(enSection, en, { ...input, children: String(input.children) });
      await expect(enSection).toHaveAttribute("data-has-result", "");
      const enFigures = figuresOf(await resultTexts(enSection), "en");

      await page.goto(DE_PATH);
      const deSection = await hydrated(page, de, "beihilfe");
      await fillBeihilfe(deSection, de, { ...input, children: String(input.children) });
      await expect(deSection).toHaveAttribute("data-has-result", "");
      const deFigures = figuresOf(await resultTexts(deSection), "de");

      expect(enFigures.rates.length, name).toBeGreaterThan(1);
      expect(numbers(enFigures), name).toEqual(numbers(deFigures));
    }
  });
});

test("reads „95,000“ as ninety-five thousand and asks about „95.000“", async ({ page }) => {
  await page.goto(EN_PATH);
  const section = await hydrated(page, en, "switchCheck");
  const pay = section.getByLabel(en.switchCheck.fields.pay.label, { exact: true });
  await pay.fill("95,000");
  await expect(section.locator("[data-calculator-result]")).toContainText(english.formatEuro(95_000));
  await pay.fill("95.000");
  const suggested = english.formatEuro(95_000);
  await expect(section.getByText(en.common.pay.englishThousands({ suggested }))).toBeVisible();
  await section.getByRole("button", { name: en.common.pay.apply({ suggested }) }).click();
  await expect(pay).toHaveValue("95,000");
});

test("a link's input means the same figures on the German page", async ({ page }) => {
  await page.goto(EN_PATH);
  const section = await hydrated(page, en, "gkv");
  await section.getByLabel(en.gkv.fields.pay.label, { exact: true }).fill("4,321.09");
  await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toContain("gkv-beitrag-gehalt=4.321,09");
  const fragment = await page.evaluate(() => location.hash);
  await page.goto(`${DE_PATH}${fragment}`);
  const germanSection = await hydrated(page, de, "gkv");
  await expect(germanSection.getByLabel(de.gkv.fields.pay.label, { exact: true })).toHaveValue("4.321,09");
  // And back: the German page's address read into the English field.
  await page.goto(`${EN_PATH}${fragment}`);
  const again = await hydrated(page, en, "gkv");
  await expect(again.getByLabel(en.gkv.fields.pay.label, { exact: true })).toHaveValue("4,321.09");
});

test("works by keyboard alone: Tab to the pay field, type the English way, Tab to the button, Enter", async ({ page }) => {
  await page.goto(EN_PATH);
  const focusedIs = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
  async function tabTo(locator: Locator, limit: number, key: "Tab" | "Shift+Tab" = "Tab") {
    for (let press = 0; press < limit && !(await focusedIs(locator)); press += 1) await page.keyboard.press(key);
    await expect(locator).toBeFocused();
  }
  await tabTo(page.getByRole("link", { name: en.switchCheck.title, exact: true }), 40);
  await page.keyboard.press("Enter");
  const section = await hydrated(page, en, "switchCheck");
  const pay = section.getByLabel(en.switchCheck.fields.pay.label, { exact: true });
  await tabTo(pay, 10);
  await page.keyboard.type(english.formatEuroForField(FIGURES.versicherungspflichtgrenze * 100 + 1_000_00));
  await expect(section).toHaveAttribute("data-has-result", "");
  await expect(section.locator("[data-calculator-result]")).toContainText(english.formatEuro(FIGURES.versicherungspflichtgrenze + 1_000));
  await tabTo(section.getByRole("button", { name: en.common.handoverButton }), 30);
  await page.keyboard.press("Enter");
  await expect(section.getByRole("status")).toHaveText(en.common.handoverDone);
});

test("axe finds no violations in any English calculator after hydration, also with a field error", { tag: "@both" }, async ({ page }) => {
  // A field under the phone's fixed contact bar counts as an obscured target, wherever the scroll
  // leaves it: the visitor may close the bar, and the scans run with it closed; each with the calculator's top at the top.
  const closeBar = page.locator("[data-contact-bar-close]");
  const toTop = async (locator: Locator) => {
    await locator.evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
    if (await closeBar.isVisible()) await closeBar.click();
    await locator.evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
  };
  await page.goto(EN_PATH);
  for (const key of KEYS) {
    const section = await hydrated(page, en, key);
    await toTop(section);
    await expectNoAxeViolations(page, `#${IDS[key]}`);
  }
  const switchCheck = region(page, en, "switchCheck");
  const pay = switchCheck.getByLabel(en.switchCheck.fields.pay.label, { exact: true });
  await pay.fill("abc");
  await expect(switchCheck.getByText(en.switchCheck.fields.pay.errors.format)).toBeVisible();
  await toTop(pay);
  await expectNoAxeViolations(page, `#${IDS.switchCheck}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each calculator shows its figures as an English table instead of fields", { tag: "@both" }, async ({ page }) => {
    await page.goto(EN_PATH);
    for (const key of KEYS) {
      const section = region(page, en, key);
      const table = section.getByRole("table").first();
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader", { name: en.common.noScript.columns.figure })).toBeVisible();
      await expect(section.getByLabel(en.common.yearLabel, { exact: true })).toBeHidden();
    }
    await expect(region(page, en, "switchCheck").getByRole("table")).toContainText(english.formatEuro(FIGURES.versicherungspflichtgrenze));
    await expect(region(page, en, "switchCheck").getByText(en.switchCheck.noScript.caption({ year: BUILD_YEAR }))).toBeVisible();
    await expect(page.getByRole("link", { name: en.common.noScript.enquiryLink })).toBeVisible();
  });
});
