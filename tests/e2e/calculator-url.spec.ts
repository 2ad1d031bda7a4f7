/**
 * The calculators of docs/decisions/0047 in a real browser against the production build: they start empty and
 * say what they need, ask the pay in the period the question needs with the other beside it, ask
 * back („Meinten Sie …?“), keep their input in the address's fragment, which no request carries
 * (reload, a link opened fresh, two calculators on one page, old links with the input in the
 * query; docs/decisions/0064), copy that link, print only themselves on one or two A4 pages with
 * date, sources and contact, and without JavaScript show the year's figures instead of a result.
 * Expected figures come from the figures table and the site's modules, never written here.
 */
import "./build-time-global";
import type { Locator, Page } from "@playwright/test";
import { siteConfig } from "../../app/config/site-config";
import { calculatorRoute } from "../../app/config/site-routes";
import { groupRoutes } from "../../app/config/page-routes";
import { calculatorPrintContact } from "../../app/content/calculator-page";
import { gkvSources, switchCheckSources } from "../../app/content/calculator-figures";
import { beihilfeCopy, calculatorCommon, gkvCopy, switchCheckCopy } from "../../app/content/calculators";
import { BUILD_YEAR, CALCULATOR_YEARS, figuresFor } from "../../app/content/statutory-figures";
import { annualFromMonthlyCents, monthlyFromAnnualCents } from "../../app/modules/calculators/pay-period";
import { defaultCalculatorYear } from "../../app/modules/calculators/years";
import { formatEuro, formatEuroForField, formatEuroFromCents, formatPercent } from "../../app/modules/format-de";
import { seedLocalStorage } from "./client-state";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const PATH = calculatorRoute.path;
const YEAR = defaultCalculatorYear(BUILD_YEAR, CALCULATOR_YEARS);
const FIGURES = figuresFor(YEAR);
const LIMIT_CENTS = FIGURES.versicherungspflichtgrenze * 100;
/** A yearly pay above the limit, as a prospect earns it (the engineer in docs/decisions/0047 earns 85.000 € in 2026). */
const ANNUAL_CENTS = Math.ceil((LIMIT_CENTS * 1.1) / 100_000) * 100_000;
const DRAFT_KEY = "pkv-anfrage-entwurf";

const TITLES = { switchCheck: switchCheckCopy.title, gkv: gkvCopy.title, beihilfe: beihilfeCopy.title } as const;
type Key = keyof typeof TITLES;
const IDS: Readonly<Record<Key, string>> = { switchCheck: "pkv-wechsel", gkv: "gkv-beitrag", beihilfe: "beihilfe-rechner" };

/** Playwright normalises whitespace in text assertions; the site writes U+00A0 before € and %. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

function region(page: Page, key: Key): Locator {
  return page.getByRole("region", { name: TITLES[key], exact: true });
}

function liveRegion(section: Locator): Locator {
  return section.locator('[aria-live="polite"]');
}

function verdict(section: Locator): Locator {
  return liveRegion(section).locator("p").first();
}

async function reveal(page: Page, key: Key): Promise<Locator> {
  const section = region(page, key);
  await section.scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island", { has: section })).not.toHaveAttribute("ssr");
  return section;
}

function payField(section: Locator, label: string = switchCheckCopy.fields.pay.label): Locator {
  return section.getByLabel(label, { exact: true });
}

/** The calculators' input in an address: the fragment after its „?“ (docs/decisions/0064). */
function fragmentInput(address: string): Record<string, string> {
  const { hash } = new URL(address);
  return Object.fromEntries(new URLSearchParams(hash.includes("?") ? hash.slice(hash.indexOf("?") + 1) : ""));
}

/** The anchor of an address's fragment: what stands before its „?“. */
function fragmentAnchor(address: string): string {
  return new URL(address).hash.slice(1).split("?")[0];
}

/** The number of pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

test.beforeEach(async ({ page }) => {
  // Each test loads a page with up to three islands, some twice: more than 30 s on a busy two-core machine.
  test.slow();
  // A stored answer keeps the cookie banner from covering the calculators' buttons.
  await seedLocalStorage(page, { cookieConsent: "declined" });
});

test.describe("empty until something is entered", () => {
  test("while the script loads, the prerendered calculators say they are loading, show no result, also with input in the address", async ({ page }) => {
    // Input for both in the fragment: until its island has hydrated and read it, a calculator shows no stale result of its own.
    await page.goto(
      `${PATH}#?gkv-beitrag-jahr=${YEAR}&gkv-beitrag-gehalt=7.250&gkv-beitrag-alter=45&gkv-beitrag-kinder=0&beihilfe-rechner-dienstherr=bund&beihilfe-rechner-kinder=2`,
    );
    for (const key of ["gkv", "beihilfe"] as const) {
      // Below the first screen, not yet hydrated: the prerendered markup is what a visitor on 3G sees.
      const section = region(page, key);
      await expect(page.locator("astro-island", { has: section })).toHaveAttribute("ssr");
      // Loading, not „what is missing“: the input is in the address, and on a slow connection the fields may be filled already (docs/decisions/0068).
      await expect(liveRegion(section)).toHaveText(plain(calculatorCommon.loading), { useInnerText: true });
      await expect(liveRegion(section)).toHaveAttribute("aria-busy", "true");
      await expect(section.locator("[data-has-result]")).toHaveCount(0);
    }
  });

  test("the result appears with the input, and says why it is the maximum above the Beitragsbemessungsgrenze", async ({ page }) => {
    await page.goto(PATH);
    const section = await reveal(page, "gkv");
    const pay = payField(section, gkvCopy.fields.pay.label);
    const bbgMonthCents = Math.round(FIGURES.beitragsbemessungsgrenzeMonat * 100);
    await pay.fill(formatEuroForField(bbgMonthCents + 1_000_00));
    await expect(liveRegion(section)).toHaveText(plain(calculatorCommon.missing([gkvCopy.fields.age.label, gkvCopy.fields.children.label])));
    await section.getByLabel(gkvCopy.fields.age.label, { exact: true }).fill("40");
    await section.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("1");
    const capped = gkvCopy.result.summary.capped({
      year: YEAR,
      bbgMonth: formatEuro(FIGURES.beitragsbemessungsgrenzeMonat),
      bbgYear: formatEuro(FIGURES.beitragsbemessungsgrenze),
    });
    await expect(liveRegion(section)).toContainText(plain(capped));
    const maximum = await verdict(section).textContent();
    expect(maximum).toMatch(new RegExp(`^Ihr Beitrag ${YEAR}: `));
    // Another pay above the limit: the same amount, and the same reason given.
    await pay.fill(formatEuroForField(bbgMonthCents + 5_000_00));
    await expect(liveRegion(section)).toContainText(plain(capped));
    await expect(verdict(section)).toHaveText(maximum ?? "");
    // At the limit the contribution is no longer explained as capped.
    await pay.fill(formatEuroForField(bbgMonthCents));
    await expect(liveRegion(section)).not.toContainText(plain(capped));
  });
});

test.describe("pay in the period the question needs", () => {
  test("the switch check asks the year and shows the month beside it; the enquiry gets that same monthly figure", async ({ page }) => {
    await page.goto(PATH);
    const section = await reveal(page, "switchCheck");
    const pay = payField(section);
    await pay.fill(String(ANNUAL_CENTS / 100));
    const monthly = monthlyFromAnnualCents(ANNUAL_CENTS, LIMIT_CENTS);
    await expect(
      section.getByText(plain(calculatorCommon.pay.yearWithMonth({ annual: formatEuroFromCents(ANNUAL_CENTS), monthly: formatEuroFromCents(monthly) }))),
    ).toBeVisible();
    // Leaving the field writes the figure the German way.
    await pay.press("Tab");
    await expect(pay).toHaveValue(formatEuroForField(ANNUAL_CENTS));

    await section.getByRole("button", { name: calculatorCommon.handoverButton }).click();
    await expect(section.getByRole("status")).toHaveText(calculatorCommon.handoverDone);
    const stored = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY))!) as { enquiry: Record<string, string> };
    expect(stored.enquiry.einkommen).toBe(String(monthly / 100));
  });

  test("the GKV calculator asks the month and shows the year beside it, in whole euros where the month has none", async ({ page }) => {
    await page.goto(PATH);
    const section = await reveal(page, "gkv");
    const monthly = monthlyFromAnnualCents(ANNUAL_CENTS);
    await payField(section, gkvCopy.fields.pay.label).fill(formatEuroForField(monthly));
    const annual = annualFromMonthlyCents(monthly);
    await expect(
      section.getByText(plain(calculatorCommon.pay.monthWithYear({ monthly: formatEuroFromCents(monthly), annual: formatEuroFromCents(annual) }))),
    ).toBeVisible();
    await section.getByLabel(gkvCopy.fields.age.label, { exact: true }).fill("40");
    await section.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("0");
    await section.locator("[data-calculator-result] details summary").click();
    // „84.996 €“ among whole euros, not „84.996,00 €“.
    await expect(section.locator("[data-calculator-result]")).toContainText(`Mit ${plain(formatEuroFromCents(annual))} im Jahr`);
    await expect(section.locator("[data-calculator-result]")).not.toContainText(`${plain(formatEuroFromCents(annual)).replace(" €", "")},00`);
  });

  test("„85,000“ is asked back as „Meinten Sie 85.000 €?“, and one click enters it", async ({ page }) => {
    await page.goto(PATH);
    const section = await reveal(page, "switchCheck");
    const pay = payField(section);
    const english = new Intl.NumberFormat("en-GB").format(ANNUAL_CENTS / 100);
    await pay.fill(english);
    const suggested = formatEuroFromCents(ANNUAL_CENTS);
    await expect(section.getByText(plain(calculatorCommon.pay.englishThousands({ suggested })))).toBeVisible();
    // Read the German way it is a small figure, and the result says so until the question is answered.
    await expect(verdict(section)).toHaveText(`${switchCheckCopy.result.verdictLead} ${switchCheckCopy.result.verdicts.versicherungspflichtig}`);
    await expectNoAxeViolations(page, `#${IDS.switchCheck}`);
    await section.getByRole("button", { name: plain(calculatorCommon.pay.apply({ suggested })) }).click();
    await expect(pay).toHaveValue(formatEuroForField(ANNUAL_CENTS));
    await expect(section.getByText(/^Meinten Sie/)).toHaveCount(0);
    await expect(verdict(section)).not.toHaveText(`${switchCheckCopy.result.verdictLead} ${switchCheckCopy.result.verdicts.versicherungspflichtig}`);
  });

  test("a monthly figure in the yearly field is asked back, and one click enters twelve times it", async ({ page }) => {
    await page.goto(PATH);
    const section = await reveal(page, "switchCheck");
    const monthly = monthlyFromAnnualCents(ANNUAL_CENTS);
    await payField(section).fill(formatEuroForField(monthly));
    const typed = formatEuroFromCents(monthly);
    const suggested = formatEuroFromCents(annualFromMonthlyCents(monthly));
    await expect(section.getByText(plain(calculatorCommon.pay.monthlyInYearField({ typed, suggested })))).toBeVisible();
    await section.getByRole("button", { name: plain(calculatorCommon.pay.apply({ suggested })) }).click();
    await expect(payField(section)).toHaveValue(formatEuroForField(annualFromMonthlyCents(monthly)));
  });
});

test.describe("the input in the address", () => {
  test("stands in the fragment, never in the query, replaces its history entry, and the next requests carry none of it", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.goto(PATH);
    const entries = await page.evaluate(() => history.length);
    const section = await reveal(page, "switchCheck");
    const requests: { url: string; referer: string | undefined }[] = [];
    const headersRead: Promise<unknown>[] = [];
    page.on("request", (request) => {
      headersRead.push(request.allHeaders().then((headers) => requests.push({ url: request.url(), referer: headers.referer })));
    });
    // Slower than the address follows (250 ms), so it is written after every keystroke.
    await payField(section).pressSequentially(formatEuroForField(ANNUAL_CENTS), { delay: 300 });
    await section.getByRole("radio", { name: switchCheckCopy.fields.job.options.neu, exact: true }).check();
    await expect(verdict(section)).toHaveText(new RegExp(`^${switchCheckCopy.result.verdictLead} ${switchCheckCopy.result.verdicts.versicherungsfrei}`));
    const expected = { "pkv-wechsel-jahr": String(YEAR), "pkv-wechsel-gehalt": formatEuroForField(ANNUAL_CENTS), "pkv-wechsel-stelle": "neu" };
    await expect.poll(() => fragmentInput(page.url())).toEqual(expected);
    expect(await page.evaluate(() => location.search)).toBe("");
    expect(await page.evaluate(() => history.length), "no history entry per keystroke").toBe(entries);

    // A link to another calculator on the page changes the fragment: the input comes back after the new anchor.
    await page.locator(`a[href="#${IDS.gkv}"]`).first().click();
    await expect.poll(() => fragmentAnchor(page.url())).toBe(IDS.gkv);
    await expect.poll(() => fragmentInput(page.url())).toEqual(expected);

    // The Datenschutz text (fetched into its dialog), then another page.
    await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz", exact: true }).click();
    await expect(page.locator("dialog.legal-dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog.legal-dialog")).toBeHidden();
    expect(fragmentInput(page.url())).toEqual(expected);
    const next = groupRoutes[0].path;
    await page.getByRole("contentinfo").locator(`a[href="${next}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
    await page.waitForLoadState("load");
    await Promise.all(headersRead);

    expect(requests.some((request) => new URL(request.url).pathname === next)).toBe(true);
    for (const { url, referer } of requests) {
      expect(url, url).not.toContain("pkv-wechsel-");
      expect(url, url).not.toContain(formatEuroForField(ANNUAL_CENTS));
      // Referrer-Policy strict-origin: the origin only, never the page's path, let alone its input.
      if (referer !== undefined) expect(referer, url).toBe(`${origin}/`);
    }
  });

  test("survives a reload and opens fresh from the address: same input, same result", async ({ page, context }) => {
    await page.goto(PATH);
    const section = await reveal(page, "switchCheck");
    await payField(section).fill(formatEuroForField(ANNUAL_CENTS));
    await section.getByRole("radio", { name: switchCheckCopy.fields.job.options.neu, exact: true }).check();
    await expect(verdict(section)).toHaveText(new RegExp(`^${switchCheckCopy.result.verdictLead} ${switchCheckCopy.result.verdicts.versicherungsfrei}`));
    const result = await verdict(section).textContent();
    await expect(page).toHaveURL(/pkv-wechsel-stelle=neu/);
    const url = page.url();

    await page.reload();
    const reloaded = await reveal(page, "switchCheck");
    await expect(payField(reloaded)).toHaveValue(formatEuroForField(ANNUAL_CENTS));
    await expect(verdict(reloaded)).toHaveText(result ?? "");

    const fresh = await context.newPage();
    await fresh.goto(url);
    const opened = await reveal(fresh, "switchCheck");
    await expect(opened.getByRole("radio", { name: switchCheckCopy.fields.job.options.neu, exact: true })).toBeChecked();
    await expect(verdict(opened)).toHaveText(result ?? "");
  });

  test("two calculators on one page keep their own parameters", async ({ page }) => {
    const gkvStatusPage = groupRoutes.find((route) => route.calculators.includes("gkv") && route.calculators.includes("beihilfe"));
    if (!gkvStatusPage) throw new Error("no page shows the GKV and the Beihilfe calculator together");
    await page.goto(gkvStatusPage.path);
    const beihilfe = await reveal(page, "beihilfe");
    await beihilfe.getByLabel(beihilfeCopy.fields.dienstherr.label, { exact: true }).selectOption("bund");
    await beihilfe.getByLabel(beihilfeCopy.fields.children.label, { exact: true }).fill("2");
    await expect(liveRegion(beihilfe)).toContainText(beihilfeCopy.result.heading({ year: YEAR, dienstherr: beihilfeCopy.fields.dienstherr.bund }));
    const beihilfeResult = await liveRegion(beihilfe).textContent();
    const gkv = await reveal(page, "gkv");
    await gkv.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("1");
    await expect.poll(() => fragmentInput(page.url())["gkv-beitrag-kinder"]).toBe("1");
    expect(fragmentInput(page.url())["beihilfe-rechner-kinder"]).toBe("2");
    expect(new URL(page.url()).search).toBe("");
    await page.reload();
    const reloaded = await reveal(page, "beihilfe");
    await expect(reloaded.getByLabel(beihilfeCopy.fields.children.label, { exact: true })).toHaveValue("2");
    await expect(liveRegion(reloaded)).toHaveText(beihilfeResult ?? "");
    await reveal(page, "gkv");
    await expect(region(page, "gkv").getByLabel(gkvCopy.fields.children.label, { exact: true })).toHaveValue("1");
  });

  test("an old link with the input in the query still opens its result, and the input moves into the fragment", async ({ page }) => {
    const pay = formatEuroForField(monthlyFromAnnualCents(ANNUAL_CENTS));
    const gkvInput = { "gkv-beitrag-jahr": String(YEAR), "gkv-beitrag-gehalt": pay, "gkv-beitrag-alter": "45", "gkv-beitrag-kinder": "0" };
    const old = `${PATH}?quelle=newsletter&${new URLSearchParams({ ...gkvInput, "beihilfe-rechner-kinder": "2" })}#${IDS.gkv}`;
    await page.goto(old);
    // Rewritten by the page's own script, for the calculator further down too, whether its island has loaded or not.
    expect(new URL(page.url()).search).toBe("?quelle=newsletter");
    expect(fragmentAnchor(page.url())).toBe(IDS.gkv);
    expect(fragmentInput(page.url())).toEqual({ ...gkvInput, "beihilfe-rechner-kinder": "2" });
    // At the anchor, as the browser would have scrolled to it: the calculator hydrates without being scrolled to.
    const section = region(page, "gkv");
    await expect(section).toBeInViewport();
    await expect(page.locator("astro-island", { has: section })).not.toHaveAttribute("ssr");
    await expect(payField(section, gkvCopy.fields.pay.label)).toHaveValue(pay);
    await expect(verdict(section)).toHaveText(new RegExp(`^Ihr Beitrag ${YEAR}: `));
  });
});

test.describe("„Link kopieren“", () => {
  test("copies the address of this result; opened, it shows the same result at the calculator", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(PATH);
    const section = await reveal(page, "gkv");
    await payField(section, gkvCopy.fields.pay.label).fill(formatEuroForField(monthlyFromAnnualCents(ANNUAL_CENTS)));
    await section.getByLabel(gkvCopy.fields.age.label, { exact: true }).fill("45");
    await section.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("0");
    await expect(verdict(section)).toHaveText(new RegExp(`^Ihr Beitrag ${YEAR}: `));
    const result = await verdict(section).textContent();
    await section.getByRole("button", { name: calculatorCommon.share.button }).click();
    await expect(section.getByRole("status")).toHaveText(calculatorCommon.share.done);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).search).toBe("");
    expect(fragmentAnchor(link)).toBe(IDS.gkv);
    expect(Object.keys(fragmentInput(link)).length).toBeGreaterThan(0);
    expect(Object.keys(fragmentInput(link)).every((name) => name.startsWith(`${IDS.gkv}-`))).toBe(true);

    const opened = await context.newPage();
    await opened.goto(link);
    // Opened at the calculator (the page's script scrolls to the anchor before the input), which hydrates there.
    await expect(region(opened, "gkv")).toBeInViewport();
    await expect(opened.locator("astro-island", { has: region(opened, "gkv") })).not.toHaveAttribute("ssr");
    await expect(verdict(region(opened, "gkv"))).toHaveText(result ?? "");
  });

  test("where the clipboard refuses, says so in German and shows the link to copy by hand", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      });
    });
    await page.goto(PATH);
    const section = await reveal(page, "switchCheck");
    await payField(section).fill(formatEuroForField(ANNUAL_CENTS));
    await section.getByRole("button", { name: calculatorCommon.share.button }).click();
    await expect(section.getByRole("status")).toHaveText(calculatorCommon.share.failed);
    const field = section.getByLabel(calculatorCommon.share.fieldLabel);
    await expect(field).toBeVisible();
    const link = new URL(await field.inputValue());
    expect(fragmentInput(link.href)[`${IDS.switchCheck}-gehalt`]).toBe(formatEuroForField(ANNUAL_CENTS));
    await expectNoAxeViolations(page, `#${IDS.switchCheck}`);
  });
});

test.describe("printed", () => {
  test("only the calculator with its result, on one or two A4 pages, with the date, the sources of its figures and the adviser's contact", async ({ page }) => {
    await page.goto(PATH);
    const gkv = await reveal(page, "gkv");
    await payField(gkv, gkvCopy.fields.pay.label).fill(formatEuroForField(monthlyFromAnnualCents(ANNUAL_CENTS)));
    await gkv.getByLabel(gkvCopy.fields.age.label, { exact: true }).fill("45");
    await gkv.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("2");
    await gkv.getByLabel(gkvCopy.fields.childrenUnder25.label, { exact: true }).fill("2");
    await expect(gkv).toHaveAttribute("data-has-result", "");

    await page.emulateMedia({ media: "print" });
    const visible = async (locator: Locator) => (await locator.count()) > 0 && (await locator.first().isVisible());
    expect(await visible(gkv)).toBe(true);
    for (const other of ["switchCheck", "beihilfe"] as const) expect(await visible(region(page, other)), other).toBe(false);
    for (const landmark of ["banner", "contentinfo"] as const) expect(await visible(page.getByRole(landmark)), landmark).toBe(false);
    expect(await visible(page.getByRole("heading", { level: 1 })), "the page's hero").toBe(false);
    expect(await visible(page.locator("#versicherungsform")), "the enquiry").toBe(false);
    expect(await visible(gkv.getByRole("button", { name: calculatorCommon.handoverButton })), "the buttons").toBe(false);
    const printed = plain((await page.locator("body").innerText()).replace(/\s+/g, " "));
    expect(printed).toContain(`mit den amtlichen Werten ${YEAR}`);
    expect(printed).toMatch(new RegExp(`Berechnet am \\d{1,2}\\. \\p{L}+ \\d{4}`, "u"));
    for (const source of gkvSources(YEAR)) expect(printed).toContain(plain(`${source.label}: ${source.citation}`).replace(/\s+/g, " "));
    expect(printed).toContain(plain(calculatorPrintContact(siteConfig)));
    // The address of this result, where the reasoning stands that paper leaves out.
    const online = new RegExp(`${calculatorCommon.print.online} (\\S+)`).exec(printed)?.[1] ?? "";
    expect(fragmentInput(online)[`${IDS.gkv}-kinder-unter-25`]).toBe("2");
    expect(printed).toContain(siteConfig.phone.display);

    const pages = pdfPages(await page.pdf({ format: "A4" }));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    // The reasoning is not printed, opened or not (the address above leads to it): still at most two pages.
    await page.emulateMedia({ media: "screen" });
    await gkv.locator("[data-calculator-result] details summary").click();
    await page.emulateMedia({ media: "print" });
    await expect(gkv.locator("[data-calculator-result] details")).toBeHidden();
    expect(pdfPages(await page.pdf({ format: "A4" }))).toBeLessThanOrEqual(2);
  });

  test("without a result, the calculators print without the rest of the page; the page count is measured, not assumed", async ({ page }) => {
    // The measure itself: a long page without calculators prints on several pages.
    await page.goto("/datenschutz");
    expect(pdfPages(await page.pdf({ format: "A4" }))).toBeGreaterThan(2);

    await page.goto(PATH);
    const switchCheck = await reveal(page, "switchCheck");
    await payField(switchCheck).fill(formatEuroForField(ANNUAL_CENTS));
    await page.emulateMedia({ media: "print" });
    const printed = plain((await page.locator("body").innerText()).replace(/\s+/g, " "));
    for (const source of switchCheckSources(YEAR)) expect(printed).toContain(plain(`${source.label}: ${source.citation}`).replace(/\s+/g, " "));
    expect(printed).not.toContain(gkvCopy.title);
    expect(pdfPages(await page.pdf({ format: "A4" }))).toBeLessThanOrEqual(2);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no result and no fields that would do nothing: the year's figures as a table with their sources, and the way to the enquiry once", async ({ page }) => {
    const pages = [PATH, ...groupRoutes.filter((route) => route.calculators.length > 0).map((route) => route.path)];
    for (const path of pages) {
      await page.goto(path);
      const sections = page.locator("[data-calculator] section");
      const count = await sections.count();
      expect(count, path).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const section = sections.nth(index);
        await section.scrollIntoViewIfNeeded();
        await expect(section.locator("[data-calculator-result]"), path).toBeHidden();
        await expect(section.locator('input[type="text"]').first(), path).toBeHidden();
        await expect(section.getByRole("button", { name: calculatorCommon.handoverButton })).toBeHidden();
        await expect(section.getByRole("button", { name: calculatorCommon.share.button })).toBeHidden();
        const table = section.getByRole("table", { name: /^Die Rechnung braucht JavaScript/ });
        await expect(table, path).toBeVisible();
        await expect(table).not.toContainText("NaN");
        expect(await table.getByRole("link").count()).toBeGreaterThan(0);
      }
      // The pointer to the enquiry's contact links stands once, under the first calculator.
      const mentions = page.locator("[data-enquiry-mention]");
      const shown = await mentions.evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).display !== "none").length);
      expect(shown, path).toBe(1);
      await expect(mentions.first().getByRole("link")).toHaveAttribute("href", "#versicherungsform");
    }

    await page.goto(PATH);
    const switchTable = region(page, "switchCheck").getByRole("table");
    await expect(switchTable).toHaveAccessibleName(plain(switchCheckCopy.noScript.caption({ year: YEAR })));
    await expect(switchTable).toContainText(plain(formatEuro(FIGURES.versicherungspflichtgrenze)));
    await expect(switchTable).toContainText(plain(formatEuro(FIGURES.besondereVersicherungspflichtgrenze)));
    const gkvTable = region(page, "gkv").getByRole("table");
    await expect(gkvTable).toHaveAccessibleName(plain(gkvCopy.noScript.caption({ year: YEAR })));
    for (const figure of [
      formatEuro(FIGURES.beitragsbemessungsgrenze),
      formatPercent(FIGURES.allgemeinerBeitragssatz),
      formatPercent(FIGURES.pflegeBeitragssatz),
    ]) {
      await expect(gkvTable).toContainText(plain(figure));
    }
    await expect(region(page, "beihilfe").getByRole("table", { name: plain(beihilfeCopy.noScript.caption) })).toBeVisible();
    // The Beihilfe calculator's overview of all Dienstherren stays: it needs no script.
    await expect(region(page, "beihilfe").getByText(beihilfeCopy.pauschale.tableSummary)).toBeVisible();
  });

  test("at 320 px the tables fit: nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [PATH, ...groupRoutes.filter((route) => route.calculators.length > 0).map((route) => route.path)]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0);
    }
  });
});
