/**
 * The three calculators (docs/decisions/0016, 0017, 0024) in a real browser against the production build: the page
 * /pkv-rechner, the calculators embedded in the profession pages, prerendering, hydration on
 * scroll, typing, errors, the statutory boundaries, the hand-over to the enquiry wizard, 320 px,
 * keyboard and axe.
 *
 * Expected figures come from the same modules the site uses (statutory-figures.ts and the
 * calculation modules), and the 2026 figures are also written out by hand from the statute
 * (Sozialversicherungs-Rechengrößenverordnung 2026, §§ 241, 242a, 249, 257 SGB V, §§ 55, 58, 61
 * SGB XI, § 46 BBhV), so a wrong row in the module fails as well as a wrong page.
 */
import { CALCULATOR_ANCHORS, type CalculatorId } from "../../app/config/calculator-ids";
import "./build-time-global";
import type { Locator, Page, Request } from "@playwright/test";
import { siteConfig } from "../../app/config/site-config";
import { calculatorRoute } from "../../app/config/site-routes";
import { groupRoutes } from "../../app/config/page-routes";
import { calculatorPage } from "../../app/content/calculator-page";
import { beihilfeCopy, bundeslandNames, calculatorCommon, gkvCopy, handoverCopy, switchCheckCopy, type SwitchFacts } from "../../app/content/calculators";
import {
  BUILD_YEAR,
  CALCULATOR_YEARS,
  FIGURE_SOURCES,
  figuresFor,
  figuresOfYear,
  hasFiguresFor,
  zusatzbeitragSource,
} from "../../app/content/statutory-figures";
import { pauschaleBeihilfeState } from "../../app/content/pauschale-beihilfe";
import { BUNDESLAND_IDS } from "../../app/config/bundeslaender";
import { enquiryMessageCopy, wizardCopy, wizardFields, wizardSteps } from "../../app/content/wizard";
import { DIENSTHERREN } from "../../app/content/beihilfe/dienstherren";
import { calculateGkv, perYear, type GkvEmployeeResult, type GkvInput } from "../../app/modules/calculators/gkv-contribution";
import { checkSwitch } from "../../app/modules/calculators/switch-check-rules";
import { defaultCalculatorYear } from "../../app/modules/calculators/years";
import { gkvHandover, switchCheckHandover } from "../../app/modules/enquiry-handover";
import { formatEuro, formatEuroWithCents, formatPercent } from "../../app/modules/format-de";
import { EMPTY_ENQUIRY, buildEnquiryMessage } from "../../app/modules/whatsapp-message";
import { seedLocalStorage } from "./client-state";
import { DISCLOSURE_LOOK, disclosureLooks, fieldColours, fieldFrame } from "./component-looks";
import { expect, expectNoAxeViolations, expectTopAt, openWithPageScript, test } from "./fixtures";
import { workedContributions } from "./hand-worked-contributions";
import { anyGroup, expectedTitles } from "./site-pages";
import { htmlText } from "./html-text";
import { handCheckedFigures } from "../fixtures/statutory-figures-by-year";

const PATH = calculatorRoute.path;
const WA_PREFIX = `https://wa.me/${siteConfig.phone.digits}?text=`;
const DRAFT_KEY = "pkv-anfrage-entwurf";
const GESETZE = "https://www.gesetze-im-internet.de/";

/** The profession pages that embed a calculator, as their files say. */
const pagesWith = (id: CalculatorId) => groupRoutes.filter((route) => route.calculators.includes(id)).map((route) => route.path);

/** The three calculators: heading, section id (component default), chunk name, the pages that embed them. */
const CALCULATORS = {
  switchCheck: { title: switchCheckCopy.title, id: CALCULATOR_ANCHORS.switchCheck, chunk: "switch-check", pages: pagesWith("switchCheck") },
  gkv: { title: gkvCopy.title, id: CALCULATOR_ANCHORS.gkv, chunk: "gkv-calculator", pages: pagesWith("gkv") },
  beihilfe: { title: beihilfeCopy.title, id: CALCULATOR_ANCHORS.beihilfe, chunk: "beihilfe-calculator", pages: pagesWith("beihilfe") },
} as const;
type CalculatorKey = keyof typeof CALCULATORS;
const CALCULATOR_KEYS = Object.keys(CALCULATORS) as CalculatorKey[];

/** Any script that only a calculator island needs (its component chunk or a helper the calculators share). */
const CALCULATOR_CHUNK = /\/assets\/(switch-check|gkv-calculator|beihilfe-calculator|year-field|pay-field)\.[\w-]+\.js$/;
const chunkOf = (key: CalculatorKey) => new RegExp(`/assets/${CALCULATORS[key].chunk}\\.[\\w-]+\\.js$`);

// ——— The statute's own numbers for 2026, written out by hand ———

const Y = 2026;
const F = figuresOfYear(Y);
const HAND_2026 = {
  jaeg: "77.400 €", // § 6 Abs. 6 SGB V, SVRechGrV 2026
  jaegBesonders: "69.750 €", // § 6 Abs. 7 SGB V
  bbgYear: "69.750 €", // § 223 Abs. 3 SGB V
  bbgMonth: "5.812,50 €",
  kvShare: "508,59 €", // 5.812,50 € × (14,6 % + 2,9 %) / 2 = 508,59375 €
  kvTotal: "1.017,18 €", // the rounded half doubled (§ 2 Abs. 1 BVV)
  pvEmployeeChildless30: "139,50 €", // 5.812,50 € × (1,8 % + 0,6 %)
  pvEmployer: "104,63 €", // 5.812,50 € × 1,8 % = 104,625 €
  pvEmployee22: "104,63 €", // no surcharge before 23
  pvEmployeeTwoChildren: "90,09 €", // 1,8 % − 0,25 % = 1,55 % → 90,09375 €
  pvEmployeeFiveChildren: "46,50 €", // 1,8 % − 4 × 0,25 % = 0,8 %
  pvEmployeeSachsen: "168,56 €", // 1,8 % + 0,5 % + 0,6 % = 2,9 % → 168,5625 €
  pvEmployerSachsen: "75,56 €", // 1,8 % − 0,5 % = 1,3 % → 75,5625 €
  subsidyHealth: "508,59 €", // § 257 Abs. 2 SGB V
  subsidyCare: "104,63 €", // § 61 Abs. 2 SGB XI
  subsidyHealth4000: "350,00 €", // 4.000 € × 8,75 %: the subsidy follows the pay below the BBG
  subsidyCare4000: "72,00 €", // 4.000 € × 1,8 %
  beamteKv: "982,31 €", // 5.812,50 € × (14,0 % + 2,9 %) = 982,3125 € (§ 243 SGB V), alone
  beamtePv: "139,50 €", // 5.812,50 € × (1,8 % + 0,6 %) (§ 55 Abs. 1 Satz 2, Abs. 3 SGB XI)
  beamteTotal: "1.121,81 €",
  beamtePauschale: "491,16 €", // half of 982,31 € = 491,155 €
  beamteOwn: "630,65 €", // 1.121,81 € − 491,16 €: what is left where the Land pays the pauschale Beihilfe
  // § 240 Abs. 4 Satz 1 SGB V: 1/90 of the monthly Bezugsgröße (3.955 €, SVRechGrV 2026 § 1) per day × 30 = 1.318,333… €
  beamteMinimumBase: "1.318,33 €",
  beamteKvMinimum: "222,80 €", // 1.318,33 € × 16,9 % = 222,79777 €
  beamtePvMinimum: "31,64 €", // 1.318,33 € × 2,4 % = 31,63992 €
  uebergangsbereichBis: "2.000 €", // § 20 Abs. 2 SGB IV
  // The self-employed, voluntarily insured, alone (§ 250 Abs. 2 SGB V): 4.000 € profit, 41, childless
  selbstKv: "700,00 €", // 4.000 € × (14,6 % + 2,9 %), with the Wahlerklärung (§ 44 Abs. 2 SGB V)
  selbstKvOhneKrankengeld: "676,00 €", // 4.000 € × (14,0 % + 2,9 %), § 243 SGB V
  selbstPv: "168,00 €", // 4.000 € × (3,6 % + 0,6 %)
  selbstKvMinimum: "230,71 €", // 1.318,33 € × 17,5 % = 230,70775 €
  selbstPvMinimum: "55,37 €", // 1.318,33 € × 4,2 % = 55,36986 €
};

/** Playwright normalises whitespace in text assertions; the site writes U+00A0 before € and %. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** A description that ends with `message` (hint first, then the error), whatever the kind of space. */
function endingWith(message: string): RegExp {
  return new RegExp(
    `${plain(message)
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/ /g, "\\s")}$`,
  );
}

function switchFacts(euros: number, limit: number, year = Y): SwitchFacts {
  return { year, nextYear: year + 1, pay: formatEuro(euros), limit: formatEuro(limit), shortfall: formatEuro(Math.max(0, limit - euros)) };
}

/**
 * The switch check's verdict line for an employee in an existing job, by the module, with next
 * year's limit when its row exists: the same check whether or not next year is published yet.
 */
function switchVerdict(annualPayCents: number, year: number, input: { privateOn31Dec2002?: boolean } = {}): string {
  const next = hasFiguresFor(year + 1) ? figuresFor(year + 1) : null;
  const result = checkSwitch({ annualPayCents, employment: "angestellt", job: "bestehend", privateOn31Dec2002: false, ...input }, figuresFor(year), next);
  if (result.employment !== "angestellt") throw new Error("expected an employee's result");
  const detail = switchCheckCopy.result.verdictDetail[result.reason](switchFacts(annualPayCents / 100, result.limit, year));
  return plain(`${switchCheckCopy.result.verdictLead} ${switchCheckCopy.result.verdicts[result.verdict]}${detail ? ` ${detail}` : ""}`);
}

function gkvResult(input: Partial<GkvInput>, year = Y): GkvEmployeeResult {
  const result = calculateGkv(
    { status: "angestellt", monthlyPayCents: 600_000, zusatzbeitragHundredths: 290, age: 30, childrenTotal: 0, childrenUnder25: 0, sachsen: false, ...input },
    figuresFor(year),
  );
  if (result.kind !== "angestellt") throw new Error(`expected an employee's result, got ${result.kind}`);
  return result;
}

// ——— Page helpers ———

function region(page: Page, key: CalculatorKey): Locator {
  return page.getByRole("region", { name: CALCULATORS[key].title, exact: true });
}

/** The polite live region: a result's summary (verdict and figures), or the result box while a field is wrong. */
function liveRegion(section: Locator): Locator {
  return section.locator('[aria-live="polite"]');
}

/** The whole result: summary and the reasoning in its <details>. Text assertions read closed <details> too. */
function resultBox(section: Locator): Locator {
  return section.locator("[data-calculator-result]");
}

/** Opens the reasoning (closed at first, and again when the kind of result changes) so roles inside are exposed. */
async function openReasoning(section: Locator): Promise<Locator> {
  const details = resultBox(section).locator("details");
  if ((await details.count()) > 0 && !(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await details.locator("summary").click();
  }
  return resultBox(section);
}

/** The value a summary shows for a term. */
function summaryValue(section: Locator, term: string): Locator {
  // The page writes no-break spaces („16,9 %“): any space of the term matches any whitespace.
  return liveRegion(section)
    .locator("dt", { hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s")}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** Waits until the calculator's island has hydrated (Astro drops `ssr` from it). */
async function hydrated(page: Page, key: CalculatorKey): Promise<Locator> {
  const section = region(page, key);
  await expect(page.locator("astro-island", { has: section })).not.toHaveAttribute("ssr");
  return section;
}

/** Scrolls the calculator into view, which hydrates it, and waits for that. */
async function reveal(page: Page, key: CalculatorKey): Promise<Locator> {
  await region(page, key).scrollIntoViewIfNeeded();
  return hydrated(page, key);
}

async function openCalculator(page: Page, key: CalculatorKey, path: string = PATH): Promise<Locator> {
  await page.goto(path);
  return reveal(page, key);
}

/** The month and year cells of a share row („Sie“, „Ihr Arbeitgeber“, „Zusammen“) in the table captioned `caption`. */
function shareCells(section: Locator, caption: RegExp, row: string) {
  const cells = section
    .getByRole("table", { name: caption })
    .getByRole("row")
    .filter({
      has: section
        .page()
        .getByRole("rowheader")
        .filter({ hasText: new RegExp(`^${row}`) }),
    })
    .getByRole("cell");
  return { month: cells.nth(0), year: cells.nth(1) };
}

const KV = /^Krankenversicherung:/;
const PV = /^Pflegeversicherung:/;
const SUM = /^Kranken- und Pflegeversicherung zusammen$/;

test.beforeEach(async ({ page }) => {
  // A stored answer keeps the cookie banner from covering the calculators' buttons.
  await seedLocalStorage(page, { cookieConsent: "declined" });
});

// ——— The page /pkv-rechner ———

test.describe("the page /pkv-rechner", () => {
  test("is linked from the header navigation and the footer of every page kind, and listed in the sitemap", async ({ page, request }) => {
    for (const path of ["/", anyGroup(0).path, "/impressum"]) {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
      await expect(nav.getByRole("link", { name: calculatorRoute.navLabel, exact: true })).toHaveAttribute("href", PATH);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: calculatorRoute.navLabel, exact: true })).toHaveAttribute("href", PATH);
    }
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "PKV-Rechner", exact: true }).click();
    await expect(page).toHaveURL(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(calculatorPage.hero.title);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${siteConfig.siteUrl}${PATH}</loc>`);
  });

  test("has its own title, description, share image and JSON-LD", async ({ page, request }) => {
    await page.goto(PATH);
    const title = expectedTitles[PATH]!;
    await expect(page).toHaveTitle(title);
    expect(title.startsWith(calculatorPage.seo.title)).toBe(true);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", calculatorPage.seo.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteConfig.siteUrl}${PATH}`);

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toBe(`${siteConfig.siteUrl}/og/pkv-rechner.png`);
    const image = await request.get("/og/pkv-rechner.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect([...(await image.body()).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.flatMap((block) => (JSON.parse(block) as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? []);
    const byType = (type: string) => graph.find((node) => node["@type"] === type);
    for (const type of ["WebPage", "Service", "Person", "BreadcrumbList"]) expect(byType(type), type).toBeDefined();
    expect(byType("WebPage")).toMatchObject({
      url: `${siteConfig.siteUrl}${PATH}`,
      name: title,
      description: calculatorPage.seo.description,
      inLanguage: "de-DE",
    });
    expect(byType("Person")).toMatchObject({ name: siteConfig.adviser.name });
    const crumbs = (byType("BreadcrumbList") as { itemListElement: { position: number; name: string; item: string }[] }).itemListElement;
    expect(crumbs.at(-1)).toEqual({ "@type": "ListItem", position: 2, name: "PKV-Rechner", item: `${siteConfig.siteUrl}${PATH}` });
  });

  test("shows the three calculators, each in its own section with its h2, in order", async ({ page }) => {
    await page.goto(PATH);
    const tops: number[] = [];
    for (const key of CALCULATOR_KEYS) {
      const section = region(page, key);
      await expect(section).toHaveCount(1);
      expect(await section.evaluate((element) => element.tagName)).toBe("SECTION");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(CALCULATORS[key].title);
      tops.push((await section.boundingBox())!.y);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(CALCULATOR_KEYS.map((key) => CALCULATORS[key].title)).toEqual([
      "Darf ich in die PKV wechseln?",
      "Was kostet mich die gesetzliche Krankenversicherung?",
      "Beihilfe-Rechner für Beamte",
    ]);
    // The in-page contents lead to each of them.
    for (const link of calculatorPage.contents.links) {
      await expect(page.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", `#${link.anchor}`);
    }
  });
});

test.describe("the profession pages embed the calculators that concern them", () => {
  expectRouteTableToAgree();
  for (const key of CALCULATOR_KEYS) {
    for (const path of CALCULATORS[key].pages) {
      const onPage = CALCULATOR_KEYS.filter((candidate) => (CALCULATORS[candidate].pages as readonly string[]).includes(path));
      test(`${path} shows „${CALCULATORS[key].title}“ and no calculator it does not name`, async ({ page }) => {
        await page.goto(path);
        const section = region(page, key);
        await expect(section.getByRole("heading", { level: 2 })).toHaveText(CALCULATORS[key].title);
        for (const other of CALCULATOR_KEYS.filter((candidate) => !onPage.includes(candidate))) await expect(region(page, other)).toHaveCount(0);
        // Same component, working, and empty until something is entered: it says what it needs, nothing to hand over yet.
        await reveal(page, key);
        await expect(liveRegion(section)).toHaveText(/^Für Ihr Ergebnis (fehlt|fehlen) noch: /);
        await expect(section.getByRole("button", { name: calculatorCommon.handoverButton })).toBeDisabled();
      });
    }
  }
});

/** The expectations above are written out; the route table (which the pages are built from) must say the same. */
function expectRouteTableToAgree() {
  test("the route table names the same calculators per profession page", () => {
    for (const route of groupRoutes) {
      const expected = CALCULATOR_KEYS.filter((key) => (CALCULATORS[key].pages as readonly string[]).includes(route.path));
      expect([...route.calculators].sort(), route.path).toEqual([...expected].sort());
    }
  });
}

// ——— Prerendering: empty, and honest without JavaScript ———

const DEFAULT_YEAR = defaultCalculatorYear(BUILD_YEAR, CALCULATOR_YEARS);

/** What the prerendered result area of a calculator says: the fields it needs (the GKV calculator's follow the route's status). */
function expectedPrompt(key: CalculatorKey): string {
  if (key === "switchCheck") return calculatorCommon.missing([switchCheckCopy.fields.pay.label]);
  if (key === "beihilfe") return calculatorCommon.missing([beihilfeCopy.fields.dienstherr.label, beihilfeCopy.fields.children.label]);
  return calculatorCommon.missing([gkvCopy.fields.pay.label, gkvCopy.fields.age.label, gkvCopy.fields.children.label]);
}

/** Figures of the opening year each calculator's table must show without JavaScript, read from the figures table. */
function expectedTableFigures(key: CalculatorKey): string[] {
  const figures = figuresFor(DEFAULT_YEAR);
  if (key === "switchCheck") return [formatEuro(figures.versicherungspflichtgrenze), formatEuro(figures.besondereVersicherungspflichtgrenze)];
  if (key === "gkv")
    return [formatEuro(figures.beitragsbemessungsgrenze), formatEuro(figures.beitragsbemessungsgrenzeMonat), formatPercent(figures.allgemeinerBeitragssatz)];
  const bund = DIENSTHERREN.bund;
  if (bund.status !== "geprüft") throw new Error("the Bund's rates are verified");
  return bund.cases.selbst.flatMap((rule) => (rule.rate.kind === "fest" ? [formatPercent(rule.rate.percent)] : []));
}

test("the worked contributions of any year follow from its hand-checked figures by the formula that gives 2026's amounts worked on paper", () => {
  const worked = workedContributions(Y);
  expect(worked).toEqual({
    jaeg: HAND_2026.jaeg,
    kvShare: HAND_2026.kvShare,
    pvEmployer: HAND_2026.pvEmployer,
    pvEmployeeChildless30: HAND_2026.pvEmployeeChildless30,
    employeeTotal: "648,09 €", // 508,59 € + 139,50 €
    beamteKv: HAND_2026.beamteKv,
    beamtePv: HAND_2026.beamtePv,
    beamteTotal: HAND_2026.beamteTotal,
  });
});

test.describe("prerendered: empty, no result before input", () => {
  test("the raw HTML of every page with a calculator holds no result, the fields it needs, and the year's figures for readers without JavaScript", async ({
    request,
  }) => {
    expect(DEFAULT_YEAR).toBe(BUILD_YEAR);
    // What the calculators used to open with (docs/decisions/0047): no verdict, no contribution, no default pay.
    const stale = [switchCheckCopy.result.verdictLead, `Ihr Beitrag ${DEFAULT_YEAR}:`, beihilfeCopy.result.heading({ year: DEFAULT_YEAR, dienstherr: "Bund" })];
    for (const key of CALCULATOR_KEYS) {
      for (const path of [PATH, ...CALCULATORS[key].pages]) {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const text = htmlText(html);
        for (const phrase of stale) expect(text, `${path}: ${phrase}`).not.toContain(plain(phrase));
        // The attribute the print stylesheet selects on (its selector is in the inlined CSS): on no prerendered section.
        expect(html, path).not.toContain('data-has-result=""');
        const status = groupRoutes.find((route) => route.path === path)?.gkvStatus;
        const prompt =
          key !== "gkv"
            ? expectedPrompt(key)
            : status === "beamte"
              ? calculatorCommon.missing([
                  gkvCopy.fields.payBeamte.label,
                  gkvCopy.fields.age.label,
                  gkvCopy.fields.children.label,
                  gkvCopy.fields.dienstherr.label,
                ])
              : status === "selbststaendig"
                ? calculatorCommon.missing([gkvCopy.fields.paySelbststaendig.label, gkvCopy.fields.age.label, gkvCopy.fields.children.label])
                : expectedPrompt(key);
        // Until its script has arrived it says it is loading (docs/decisions/0068); what it needs stands
        // beside it, invisible, keeping the area's height through hydration (shown by the browser test below).
        expect(text, `${path}: ${key}`).toContain(plain(calculatorCommon.loading));
        expect(text, `${path}: ${key}`).toContain(plain(prompt));
        for (const figure of expectedTableFigures(key)) expect(text, `${path}: ${key} ${figure}`).toContain(plain(figure));
        expect(text, path).not.toMatch(/\bNaN\b|\bundefined\b|\bnull\b/);
      }
    }
  });

  test("every field starts with a placeholder, not a value; only the average Zusatzbeitrag, an official figure, is filled in", async ({ page }) => {
    await page.goto(PATH);
    for (const key of CALCULATOR_KEYS) {
      const section = await reveal(page, key);
      for (const field of await section.locator('input[type="text"]').all()) {
        const id = await field.getAttribute("id");
        if (id === `${CALCULATORS.gkv.id}-zusatzbeitrag`) {
          await expect(field).toHaveValue(new Intl.NumberFormat("de-DE").format(figuresFor(DEFAULT_YEAR).durchschnittlicherZusatzbeitrag));
          continue;
        }
        await expect(field, id ?? "").toHaveValue("");
        expect(await field.getAttribute("placeholder"), id ?? "").toMatch(/^z\.\u202fB\. /);
      }
      await expect(liveRegion(section)).toHaveText(plain(expectedPrompt(key)));
      await expect(section.getByRole("button", { name: calculatorCommon.handoverButton })).toBeDisabled();
      await expect(section.getByRole("button", { name: calculatorCommon.share.button })).toBeDisabled();
    }
    await expect(region(page, "beihilfe").getByLabel(beihilfeCopy.fields.dienstherr.label, { exact: true })).toHaveValue("");
  });
});

// ——— Hydration on scroll and the first-load budget ———

function scriptRecorder(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe("islands hydrate on scroll", () => {
  const cases: { path: string; key: CalculatorKey }[] = [
    ...CALCULATOR_KEYS.flatMap((key) => CALCULATORS[key].pages.map((path) => ({ path, key }))),
    // On /pkv-rechner the first calculator may sit in the first screen; the two below it may not load with it.
    { path: PATH, key: "gkv" },
    { path: PATH, key: "beihilfe" },
  ];
  for (const { path, key } of cases) {
    test(`${path}: „${CALCULATORS[key].title}“ loads its script only when scrolled into view`, async ({ page }) => {
      const scripts = scriptRecorder(page);
      await openWithPageScript(page, path);
      const island = page.locator("astro-island", { has: region(page, key) });
      await expect(island).toHaveAttribute("ssr");
      expect(
        scripts.filter((script) => chunkOf(key).test(script)),
        "before scrolling",
      ).toEqual([]);
      if (path !== PATH)
        expect(
          scripts.filter((script) => CALCULATOR_CHUNK.test(script)),
          "no calculator code before scrolling",
        ).toEqual([]);

      const chunk = page.waitForRequest((request) => chunkOf(key).test(new URL(request.url()).pathname));
      await region(page, key).scrollIntoViewIfNeeded();
      await chunk;
      await expect(island).not.toHaveAttribute("ssr");
    });
  }

  test("on a slow connection it says it is loading until its script has arrived, not what is missing; what was typed meanwhile counts", async ({ page }) => {
    // A walk-through on slow 3G read „Für Ihr Ergebnis fehlen noch: …“ for 7,5 s after filling everything in.
    const release = { switchCheck: () => {}, gkv: () => {} };
    for (const key of ["switchCheck", "gkv"] as const) {
      const held = new Promise<void>((resolve) => (release[key] = resolve));
      await page.route(chunkOf(key), async (route) => {
        await held;
        await route.continue();
      });
    }
    await page.goto(PATH);
    const section = region(page, "switchCheck");
    await section.scrollIntoViewIfNeeded();
    const result = resultBox(section);
    // What is on screen (and read out); the invisible text beside it only keeps the height.
    await expect(result).toHaveText(plain(calculatorCommon.loading), { useInnerText: true });
    await expect(result).toHaveAttribute("aria-busy", "true");
    await section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true }).fill(formatEuro(F.versicherungspflichtgrenze + 10_000).replace(/\s€$/, ""));
    await expect(result).toHaveText(plain(calculatorCommon.loading), { useInnerText: true });
    release.switchCheck();
    await hydrated(page, "switchCheck");
    await expect(section).toHaveAttribute("data-has-result", "");
    await expect(result).not.toHaveAttribute("aria-busy");
    await expect(result).not.toContainText(plain(calculatorCommon.loading));

    // A calculator that hydrates without input keeps its result area's height: nothing below it moves.
    const gkv = resultBox(region(page, "gkv"));
    await gkv.scrollIntoViewIfNeeded();
    await expect(gkv).toHaveText(plain(calculatorCommon.loading), { useInnerText: true });
    const before = (await gkv.boundingBox())!.height;
    release.gkv();
    await hydrated(page, "gkv");
    await expect(gkv).toHaveText(plain(expectedPrompt("gkv")), { useInnerText: true });
    expect((await gkv.boundingBox())!.height).toBe(before);
  });

  // A profession page without a calculator, or the home page if every one has some.
  const pageWithoutCalculator = groupRoutes.find((route) => route.calculators.length === 0)?.path ?? "/";
  test("the first-load JavaScript of a page with a calculator is that of a page without one", async ({ page }) => {
    const firstLoad = async (path: string) => {
      const scripts = scriptRecorder(page);
      await openWithPageScript(page, path);
      return [...new Set(scripts)].sort();
    };
    const without = await firstLoad(pageWithoutCalculator);
    expect(without.length).toBeGreaterThan(0);
    expect(without.filter((script) => CALCULATOR_CHUNK.test(script))).toEqual([]);
    for (const key of CALCULATOR_KEYS) {
      for (const path of CALCULATORS[key].pages) expect(await firstLoad(path), path).toEqual(without);
    }
  });
});

// ——— „Darf ich in die PKV wechseln?“ ———

test.describe("switch check", () => {
  const verdict = (section: Locator) => liveRegion(section).locator("p").first();
  /**
   * The newest year the calculators offer: its next year has no row by definition, so the
   * „offen“ case is checked on it every year; a year whose next is published is checked on 2025.
   */
  const OPEN_YEAR = CALCULATOR_YEARS[CALCULATOR_YEARS.length - 1];

  test("the verdict and its figures follow every keystroke, in a polite live region of their own; the reasoning is in <details>", async ({ page }) => {
    const section = await openCalculator(page, "switchCheck");
    const pay = section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true });
    await section.getByLabel("Jahr", { exact: true }).selectOption(String(Y));
    const summary = liveRegion(section);
    await expect(summary).toHaveAttribute("aria-live", "polite");
    await expect(summary).toHaveCount(1);

    await pay.fill("");
    await pay.pressSequentially("77.400");
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig");
    await expect(summaryValue(section, "Grenze 2026")).toHaveText(HAND_2026.jaeg);
    await expect(summaryValue(section, "Ihr Jahresentgelt")).toHaveText("77.400 €");
    await expect(resultBox(section)).toContainText(plain(switchCheckCopy.result.summary.equal(switchFacts(77_400, 77_400))));
    await pay.press("End");
    await pay.pressSequentially(",01");
    await expect(verdict(section)).toHaveText(switchVerdict(7_740_001, Y));
    for (let press = 0; press < 3; press += 1) await pay.press("Backspace");
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig");

    // The reasoning: closed, in the DOM, opened by a click.
    const details = resultBox(section).locator("details");
    await expect(details).not.toHaveAttribute("open");
    await expect(details.getByText(/^Versicherungsfrei sind Angestellte/)).toBeHidden();
    await details.locator("summary", { hasText: switchCheckCopy.result.detailsLabel }).click();
    await expect(details.getByText(/^Versicherungsfrei sind Angestellte/)).toBeVisible();
  });

  test("reads „80.000“, „80000“ and „80 000 €“ alike", async ({ page }) => {
    const section = await openCalculator(page, "switchCheck");
    await section.getByLabel("Jahr", { exact: true }).selectOption(String(Y));
    const pay = section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true });
    const expected = plain(switchCheckCopy.result.summary.above(switchFacts(80_000, 77_400)));
    expect(expected).toBe("Ihr regelmäßiges Jahresarbeitsentgelt von 80.000 € liegt über der Jahresarbeitsentgeltgrenze 2026 von 77.400 €.");
    for (const typed of ["80.000", "80000", "80 000 €", "80\u00a0000\u00a0€", "80.000,00 EUR"]) {
      await pay.fill("1");
      await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig");
      await pay.fill(typed);
      await expect(resultBox(section), typed).toContainText(expected);
      await expect(summaryValue(section, "Ihr Jahresentgelt")).toHaveText("80.000 €");
      await expect(pay).not.toHaveAttribute("aria-invalid");
      await expect(pay).toHaveValue(typed);
    }
  });

  test("unreadable input gets a German message at the field, keeps the text, and never shows NaN", async ({ page }) => {
    const section = await openCalculator(page, "switchCheck");
    const pay = section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true });
    const errors = switchCheckCopy.fields.pay.errors;
    const handover = section.getByRole("button", { name: calculatorCommon.handoverButton });
    for (const [typed, message] of [
      ["abc", errors.format],
      ["-5", errors.negative],
      ["80.000,505", errors.decimals],
      ["0", errors.tooSmall],
    ] as const) {
      await pay.fill(typed);
      await expect(pay, typed).toHaveAttribute("aria-invalid", "true");
      await expect(pay).toHaveValue(typed);
      await expect(pay).toHaveAccessibleDescription(endingWith(message));
      const errorId = (await pay.getAttribute("aria-describedby"))!.split(" ").at(-1)!;
      await expect(section.locator(`#${errorId}`)).toHaveText(message);
      await expect(liveRegion(section)).toHaveText(calculatorCommon.fixInput);
      await expect(section).not.toContainText("NaN");
      await expect(handover).toBeDisabled();
    }
    // Hand-written: the messages are German and name an example.
    expect(errors.format).toBe("Bitte geben Sie das Gehalt als Zahl ein, z.\u202fB. 80.000 oder 80.000,50.");
    expect(errors.negative).toBe("Ein Gehalt kann nicht negativ sein.");

    // Emptied, the field is no error: the result area asks for it, as when the page opened.
    await pay.fill("");
    await expect(pay).not.toHaveAttribute("aria-invalid");
    await expect(liveRegion(section)).toHaveText(plain(calculatorCommon.missing([switchCheckCopy.fields.pay.label])));
    await expect(handover).toBeDisabled();

    await pay.fill("60000");
    await expect(pay).not.toHaveAttribute("aria-invalid");
    await expect(pay).toHaveAccessibleDescription(/^Zählt mit:/);
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig");
    await expect(handover).toBeEnabled();
  });

  test("exactly 77.400 € is versicherungspflichtig, above it the rule says the pay must exceed the limit", async ({ page }) => {
    expect(formatEuro(F.versicherungspflichtgrenze)).toBe(HAND_2026.jaeg.replace(" ", "\u00a0"));
    const section = await openCalculator(page, "switchCheck");
    await section.getByLabel("Jahr", { exact: true }).selectOption(String(Y));
    const pay = section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true });

    await pay.fill("77.400");
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig");
    await expect(summaryValue(section, "Abstand zur Grenze")).toHaveText("keiner – die Grenze muss überschritten sein");
    const result = await openReasoning(section);
    await expect(result).toContainText("liegt genau auf der Jahresarbeitsentgeltgrenze 2026. Das genügt nicht: Es muss darüber liegen.");
    await expect(result.locator("details dt")).toHaveText("Maßgebliche Grenze 2026");
    await expect(result.locator("details dd")).toContainText(`${HAND_2026.jaeg} im Jahr, die allgemeine Jahresarbeitsentgeltgrenze (§ 6 Abs. 6 SGB V`);
    await expect(result).toContainText("ein Entgelt genau in Höhe der Grenze genügt nicht");

    await pay.fill("77.401");
    await expect(result).toContainText(
      `Ihr regelmäßiges Jahresarbeitsentgelt von 77.401 € liegt über der Jahresarbeitsentgeltgrenze 2026 von ${HAND_2026.jaeg}.`,
    );
    await expect(result).toContainText("Versicherungsfrei sind Angestellte, deren regelmäßiges Jahresarbeitsentgelt die Grenze übersteigt");
    // Whether 77.401 € frees an existing job at the turn of the year depends on next year's limit:
    // open while it is unpublished, compulsory once its row is in the table (it is higher).
    await expect(verdict(section)).toHaveText(switchVerdict(7_740_100, Y));
    await openReasoning(section);
    await expect(
      result.getByRole("heading", { name: switchCheckCopy.result.nextYearHeading(switchFacts(77_401, F.versicherungspflichtgrenze)) }),
    ).toBeVisible();
    const aboveNow = checkSwitch(
      { annualPayCents: 7_740_100, employment: "angestellt", job: "bestehend", privateOn31Dec2002: false },
      F,
      hasFiguresFor(Y + 1) ? figuresFor(Y + 1) : null,
    );
    await expect(result.getByRole("heading", { name: switchCheckCopy.result.switchHeading })).toHaveCount(
      aboveNow.verdict === "versicherungspflichtig" ? 0 : 1,
    );

    await pay.fill("60.000");
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig");
    await expect(summaryValue(section, "Unter der Grenze um")).toHaveText("17.400 €");
    await expect(result).toContainText(`liegt 17.400 € unter der Jahresarbeitsentgeltgrenze 2026 von ${HAND_2026.jaeg}`);
  });

  test("existing job at the year boundary: „offen“ while next year is unpublished, never a bare „versicherungsfrei“; a new job is free from the first day", async ({
    page,
  }) => {
    const section = await openCalculator(page, "switchCheck");
    const year = section.getByLabel("Jahr", { exact: true });
    const pay = section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true });
    // The select offers exactly the years the calculators model for a whole year (CALCULATOR_YEARS).
    await expect(year.locator("option")).toHaveText(CALCULATOR_YEARS.map(String));
    await expect(section.getByRole("radio", { name: "Bestehende Stelle", exact: true })).toBeChecked();

    const open = OPEN_YEAR;
    const next = open + 1;
    expect(hasFiguresFor(next), `${next} has a row, so the calculators should offer ${next}`).toBe(false);
    // 2.600 € above the hand-checked limit of the year (80.000 € in 2026).
    const above = (Number(handCheckedFigures(open).versicherungspflichtgrenze.replace(/\D/g, "")) + 2_600).toString();
    await year.selectOption(String(open));
    await pay.fill(above);
    await expect(verdict(section)).toHaveText(
      `Ergebnis: offen – versicherungsfrei ab 1. Januar ${next} nur, wenn Ihr Entgelt auch die noch nicht veröffentlichte Grenze ${next} übersteigt`,
    );
    await expect(summaryValue(section, `Grenze ${next}`)).toHaveText("noch nicht veröffentlicht");
    const result = await openReasoning(section);
    await expect(result.getByRole("heading", { name: `Wechsel zum 1. Januar ${next}` })).toBeVisible();
    await expect(result).toContainText(`Die Jahresarbeitsentgeltgrenze ${next} ist noch nicht veröffentlicht.`);
    await expect(result).toContainText(
      `Bestätigen lässt sich der Wechsel zum 1. Januar ${next} deshalb erst, wenn die Sozialversicherungsrechengrößen-Verordnung ${next} erschienen ist.`,
    );
    await expect(result.getByRole("link", { name: /^§ 6 Abs\. 4 SGB V/ }).first()).toHaveAttribute("href", FIGURE_SOURCES.jahreswechsel.url);
    await expect(result).toContainText(`frühestens also mit dem 31. Dezember ${open}`);

    // A new job (or a change of employer) above the limit: free from the first working day.
    await section.getByRole("radio", { name: "Neue Stelle oder Arbeitgeberwechsel", exact: true }).check();
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungsfrei ab dem ersten Arbeitstag");
    await expect(summaryValue(section, "Versicherungsfrei ab")).toHaveText("erstem Arbeitstag");
    await expect(resultBox(section)).toContainText("vom ersten Arbeitstag an versicherungsfrei");
    await section.getByRole("radio", { name: "Bestehende Stelle", exact: true }).check();

    // 2025 with 2026's limit published: above 73.800 € but not above 77.400 € stays versicherungspflichtig.
    await year.selectOption("2025");
    await pay.fill("77.400");
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig – auch ab 1. Januar 2026, weil Ihr Entgelt die Grenze 2026 nicht übersteigt");
    await expect(resultBox(section)).toContainText("muss Ihr Entgelt auch die Grenze 2026 von 77.400 € übersteigen – das tut es nicht.");
    await pay.fill("77.401");
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungsfrei ab 1. Januar 2026");
    await expect(summaryValue(section, "Grenze 2026")).toHaveText("77.400 €");
    await expect(resultBox(section)).toContainText(
      "Ihr Entgelt übersteigt auch die Grenze 2026 von 77.400 €. Damit endet Ihre Versicherungspflicht mit Ablauf des 31. Dezember 2025",
    );
    await expect(resultBox(section)).toContainText("Ab dem 1. Januar 2026 können Sie sich privat versichern.");
  });

  test("Selbstständig and Beamt:in are versicherungsfrei whatever they earn, and the result says why", async ({ page }) => {
    const section = await openCalculator(page, "switchCheck");
    await section.getByLabel("Jahr", { exact: true }).selectOption(String(Y));
    await section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true }).fill("20.000");
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig");

    await section.getByRole("radio", { name: "Selbstständig", exact: true }).check();
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungsfrei");
    await expect(summaryValue(section, "Einkommensgrenze")).toHaveText("keine");
    const result = await openReasoning(section);
    await expect(result).toContainText("Für Selbstständige gilt 2026 wie in jedem Jahr keine Einkommensgrenze.");
    await expect(result).toContainText("Eine Jahresarbeitsentgeltgrenze gilt für Sie nicht");
    await expect(result).toContainText("Der Weg zurück ist eng");
    await expect(result.getByRole("link", { name: /^§ 5 Abs\. 5 SGB V/ })).toHaveAttribute("href", `${GESETZE}sgb_5/__5.html`);
    await expect(result.getByRole("link", { name: /^§ 9 SGB V/ })).toHaveAttribute("href", `${GESETZE}sgb_5/__9.html`);
    // No pay to type: it decides nothing here.
    await expect(section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true })).toHaveCount(0);

    await section.getByRole("radio", { name: "Beamt:in", exact: true }).check();
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungsfrei");
    await openReasoning(section);
    await expect(result).toContainText("Als Beamt:in sind Sie versicherungsfrei, weil Ihr Dienstherr bei Krankheit die Bezüge weiterzahlt");
    await expect(result.getByRole("link", { name: /^§ 6 Abs\. 1 Nr\. 2 SGB V/ })).toHaveAttribute("href", `${GESETZE}sgb_5/__6.html`);

    await section.getByRole("radio", { name: "Angestellt", exact: true }).check();
    await expect(section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true })).toHaveValue("20.000");
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig");
  });

  test("„Am 31.12.2002 privat versichert“ applies the special limit of 69.750 €", async ({ page }) => {
    expect(formatEuro(F.besondereVersicherungspflichtgrenze)).toBe(HAND_2026.jaegBesonders.replace(" ", "\u00a0"));
    const section = await openCalculator(page, "switchCheck");
    await section.getByLabel("Jahr", { exact: true }).selectOption(String(Y));
    const pay = section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true });
    await pay.fill("70.000");
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig");
    await section.getByRole("checkbox", { name: "Am 31.12.2002 privat versichert" }).check();
    await expect(verdict(section)).toHaveText(switchVerdict(7_000_000, Y, { privateOn31Dec2002: true }));
    await expect(summaryValue(section, "Grenze 2026")).toHaveText(HAND_2026.jaegBesonders);
    await expect(resultBox(section)).toContainText(
      `${HAND_2026.jaegBesonders} im Jahr, die besondere Jahresarbeitsentgeltgrenze für am 31. Dezember 2002 privat Versicherte (§ 6 Abs. 7 SGB V`,
    );
    await expect(resultBox(section)).toContainText(`liegt über der Jahresarbeitsentgeltgrenze 2026 von ${HAND_2026.jaegBesonders}`);
    await pay.fill("69.750");
    await expect(verdict(section)).toHaveText("Ergebnis: versicherungspflichtig");
  });
});

// ——— „Was kostet mich die gesetzliche Krankenversicherung?“ ———

test.describe("GKV calculator", () => {
  async function gkvInputs(
    section: Locator,
    values: { pay?: string; age?: string; children?: string; under25?: string; land?: string; zusatz?: string; dienstherr?: string },
  ) {
    await section.getByLabel("Jahr", { exact: true }).selectOption(String(Y));
    if (values.pay !== undefined) {
      const labels = [gkvCopy.fields.pay.label, gkvCopy.fields.payBeamte.label, gkvCopy.fields.paySelbststaendig.label];
      await section.getByLabel(new RegExp(`^(${labels.map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`)).fill(values.pay);
    }
    if (values.zusatz !== undefined) await section.getByLabel(gkvCopy.fields.zusatzbeitrag.label, { exact: true }).fill(values.zusatz);
    if (values.age !== undefined) await section.getByLabel(gkvCopy.fields.age.label, { exact: true }).fill(values.age);
    // „davon unter 25“ first when lowering, so the two never contradict on the way.
    if (values.under25 !== undefined) await section.getByLabel(gkvCopy.fields.childrenUnder25.label, { exact: true }).fill("0");
    if (values.children !== undefined) await section.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill(values.children);
    if (values.under25 !== undefined) await section.getByLabel(gkvCopy.fields.childrenUnder25.label, { exact: true }).fill(values.under25);
    if (values.land !== undefined) await section.getByLabel(gkvCopy.fields.land.label, { exact: true }).selectOption({ label: values.land });
    if (values.dienstherr !== undefined) await section.getByLabel(gkvCopy.fields.dienstherr.label, { exact: true }).selectOption({ label: values.dienstherr });
  }

  test("2026, 6.000 €, 30, childless: KV 508,59 € each, PV 139,50 € and 104,63 €, subsidy 508,59 € + 104,63 € – by hand and by the module", async ({
    page,
  }) => {
    const section = await openCalculator(page, "gkv");
    await gkvInputs(section, { pay: "6.000", age: "30", children: "0", under25: "0", land: "Berlin" });
    await expect(section.getByLabel(gkvCopy.fields.zusatzbeitrag.label, { exact: true })).toHaveValue("2,9");
    await expect(liveRegion(section).locator("p").first()).toHaveText("Ihr Beitrag 2026: 648,09 € im Monat");
    await expect(summaryValue(section, gkvCopy.result.summary.employee)).toHaveText("648,09 €");
    await expect(summaryValue(section, gkvCopy.result.summary.employer)).toHaveText("613,22 €");
    // 6.000 € × 12 = 72.000 € is not above the JAEG 2026: a private insurance is normally not possible.
    await expect(summaryValue(section, gkvCopy.result.summary.noPrivate)).toHaveText(gkvCopy.result.summary.noPrivateValue);
    const result = await openReasoning(section);
    await expect(result).toContainText(
      `über der Beitragsbemessungsgrenze 2026 von ${HAND_2026.bbgMonth} im Monat (${HAND_2026.bbgYear} im Jahr, § 223 Abs. 3 SGB V`,
    );

    const module = gkvResult({});
    const rows = [
      [KV, "Sie", HAND_2026.kvShare, module.health.employeeCents],
      [KV, "Ihr Arbeitgeber", HAND_2026.kvShare, module.health.employerCents],
      [KV, "Zusammen", HAND_2026.kvTotal, module.health.totalCents],
      [PV, "Sie", HAND_2026.pvEmployeeChildless30, module.care.employeeCents],
      [PV, "Ihr Arbeitgeber", HAND_2026.pvEmployer, module.care.employerCents],
      [SUM, "Sie", "648,09 €", module.sum.employeeCents],
      [SUM, "Ihr Arbeitgeber", "613,22 €", module.sum.employerCents],
    ] as const;
    for (const [caption, row, hand, cents] of rows) {
      const cells = shareCells(result, caption, row);
      expect(plain(formatEuroWithCents(cents)), `${caption} ${row}`).toBe(hand);
      await expect(cells.month, `${caption} ${row}`).toHaveText(hand);
      await expect(cells.year).toHaveText(plain(formatEuroWithCents(perYear(cents))));
    }
    await expect(result.getByRole("table", { name: KV })).toHaveAccessibleName("Krankenversicherung: 17,5 %");
    await expect(result.getByRole("table", { name: PV })).toHaveAccessibleName("Pflegeversicherung: 4,2 %");
    // § 2 Abs. 1 Satz 4 BVV: the surcharge is part of the employee's rate, rounded once (139,50 €, not 139,51 €).
    await expect(result).toContainText("Den Zuschlag für Kinderlose runde ich nicht gesondert");
    await expect(result.getByRole("link", { name: /^§ 2 Abs\. 1 Satz 4 BVV/ })).toHaveAttribute("href", `${GESETZE}beitrvv/__2.html`);

    expect(plain(formatEuroWithCents(module.subsidy.healthCents))).toBe(HAND_2026.subsidyHealth);
    expect(plain(formatEuroWithCents(module.subsidy.careCents))).toBe(HAND_2026.subsidyCare);
    expect(plain(formatEuro(F.maxEmployerSubsidyHealth))).toBe(HAND_2026.subsidyHealth);
    expect(plain(formatEuro(F.maxEmployerSubsidyCare))).toBe(HAND_2026.subsidyCare);
    await expect(result).toContainText(
      `zahlte Ihr Arbeitgeber 2026 bei Ihrem Gehalt bis zu ${HAND_2026.subsidyHealth} im Monat zu Ihrer Krankenversicherung – die Hälfte des allgemeinen Beitragssatzes und des durchschnittlichen Zusatzbeitrags auf Ihr Gehalt, höchstens ${HAND_2026.subsidyHealth} (§ 257 Abs. 2 SGB V`,
    );
    await expect(result).toContainText("zusammen bis zu 613,22 € im Monat oder 7.358,64 € im Jahr");
    // Below the limit: private only when exempted, and then with the subsidy too (§ 8 Abs. 1, § 257 Abs. 2 SGB V; docs/decisions/0066).
    await expect(result.getByRole("link", { name: /^§ 8 Abs\. 1 SGB V/ })).toHaveAttribute("href", `${GESETZE}sgb_5/__8.html`);
    // No PKV premium is ever invented.
    await expect(result).toContainText(gkvCopy.result.noPremium);
  });

  test("the subsidy follows the pay below the BBG; the BBG caps the contributions", async ({ page }) => {
    const section = await openCalculator(page, "gkv");
    const result = resultBox(section);
    await gkvInputs(section, { pay: "7.000", age: "30", children: "0", under25: "0", land: "Berlin" });
    await expect(summaryValue(section, gkvCopy.result.summary.subsidy)).toHaveText(`bis zu 613,22 €`);
    await openReasoning(section);
    await expect(shareCells(result, KV, "Sie").month).toHaveText(HAND_2026.kvShare);
    const snapshot = async () => [
      await shareCells(result, KV, "Sie").month.textContent(),
      await shareCells(result, PV, "Sie").month.textContent(),
      await shareCells(result, SUM, "Zusammen").month.textContent(),
    ];
    const at7000 = await snapshot();
    await gkvInputs(section, { pay: "10.000" });
    await expect(result).toContainText("Ihr Gehalt von 10.000 € liegt über der Beitragsbemessungsgrenze 2026");
    expect(await snapshot()).toEqual(at7000);

    await gkvInputs(section, { pay: "5.812,50" });
    await expect(result).toContainText("Beiträge fallen auf Ihr ganzes Gehalt von 5.812,50 € an, denn es liegt nicht über der Beitragsbemessungsgrenze 2026");
    expect(await snapshot()).toEqual(at7000);

    await gkvInputs(section, { pay: "4.000" });
    const below = gkvResult({ monthlyPayCents: 400_000 });
    expect([plain(formatEuroWithCents(below.subsidy.healthCents)), plain(formatEuroWithCents(below.subsidy.careCents))]).toEqual([
      HAND_2026.subsidyHealth4000,
      HAND_2026.subsidyCare4000,
    ]);
    await expect(shareCells(result, KV, "Sie").month).toHaveText("350,00 €"); // 4.000 € × 8,75 %
    await expect(result).toContainText(`bis zu ${HAND_2026.subsidyHealth4000} im Monat zu Ihrer Krankenversicherung`);
    await expect(result).toContainText(`bis zu ${HAND_2026.subsidyCare4000} zu Ihrer Pflegeversicherung, höchstens ${HAND_2026.subsidyCare}`);
  });

  test("the childless surcharge starts at 23; any child ends it; only children under 25 reduce the share, from the second", async ({ page }) => {
    // Eight cases of four fields each, every one awaited in the result: past 30 s on a busy two-core machine.
    test.slow();
    const section = await openCalculator(page, "gkv");
    const result = resultBox(section);
    await gkvInputs(section, { pay: "6.000", age: "30", children: "0", under25: "0", land: "Berlin" });
    await openReasoning(section);
    const pvEmployee = shareCells(result, PV, "Sie").month;
    const pvEmployer = shareCells(result, PV, "Ihr Arbeitgeber").month;

    const cases = [
      { age: "22", children: "0", under25: "0", hand: HAND_2026.pvEmployee22, text: "Kein Zuschlag für Kinderlose, solange Sie unter 23 sind" },
      { age: "23", children: "0", under25: "0", hand: HAND_2026.pvEmployeeChildless30, text: "Zuschlag für Kinderlose ab 23 Jahren 2026: 0,6 %" },
      { age: "30", children: "1", under25: "1", hand: HAND_2026.pvEmployer, text: "Kein Zuschlag für Kinderlose, denn Sie haben mindestens ein Kind" },
      { age: "55", children: "3", under25: "0", hand: HAND_2026.pvEmployer, text: "Kein Zuschlag für Kinderlose, denn Sie haben mindestens ein Kind" },
      {
        age: "30",
        children: "2",
        under25: "2",
        hand: HAND_2026.pvEmployeeTwoChildren,
        text: "Abschlag für das zweite bis fünfte Kind 2026: 1 × 0,25 % = 0,25 % weniger",
      },
      { age: "45", children: "3", under25: "2", hand: HAND_2026.pvEmployeeTwoChildren, text: "1 × 0,25 % = 0,25 % weniger" },
      { age: "30", children: "5", under25: "5", hand: HAND_2026.pvEmployeeFiveChildren, text: "4 × 0,25 % = 1 % weniger" },
      { age: "30", children: "6", under25: "6", hand: HAND_2026.pvEmployeeFiveChildren, text: "4 × 0,25 % = 1 % weniger" },
    ];
    for (const { age, children, under25, hand, text } of cases) {
      await gkvInputs(section, { age, children, under25 });
      const module = gkvResult({ age: Number(age), childrenTotal: Number(children), childrenUnder25: Number(under25) });
      expect(plain(formatEuroWithCents(module.care.employeeCents)), `${age}/${children}/${under25}`).toBe(hand);
      await expect(pvEmployee, `age ${age}, children ${children}, under 25 ${under25}`).toHaveText(hand);
      await expect(pvEmployer).toHaveText(HAND_2026.pvEmployer);
      await expect(result).toContainText(text);
    }
  });

  test("more children under 25 than in total: a German message at the field, both texts kept, no result", async ({ page }) => {
    const section = await openCalculator(page, "gkv");
    await gkvInputs(section, { pay: "7.000", age: "30", children: "1" });
    const under25 = section.getByLabel(gkvCopy.fields.childrenUnder25.label, { exact: true });
    await under25.fill("2");
    await expect(under25).toHaveAttribute("aria-invalid", "true");
    await expect(under25).toHaveAccessibleDescription(endingWith(gkvCopy.fields.childrenUnder25.aboveTotal));
    await expect(section.getByLabel(gkvCopy.fields.children.label, { exact: true })).toHaveValue("1");
    await expect(under25).toHaveValue("2");
    await expect(liveRegion(section)).toHaveText(calculatorCommon.fixInput);
    await expect(section.getByRole("button", { name: calculatorCommon.handoverButton })).toBeDisabled();
    await section.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("2");
    await expect(under25).not.toHaveAttribute("aria-invalid");
    await expect(summaryValue(section, gkvCopy.result.summary.employee)).not.toBeEmpty();
  });

  test("pay up to the Übergangsbereich's upper end is flagged, not computed with the normal formula", async ({ page }) => {
    const section = await openCalculator(page, "gkv");
    await gkvInputs(section, { pay: "1.500", age: "30", children: "0" });
    await expect(liveRegion(section).locator("p").first()).toHaveText("Übergangsbereich 2026: hier nicht berechnet");
    await expect(summaryValue(section, "Obergrenze des Übergangsbereichs 2026")).toHaveText(HAND_2026.uebergangsbereichBis);
    await expect(section.getByRole("table")).toHaveCount(0);
    const result = await openReasoning(section);
    await expect(result.getByRole("link", { name: /^§ 20 Abs\. 2 SGB IV/ })).toHaveAttribute("href", `${GESETZE}sgb_4/__20.html`);
    await gkvInputs(section, { pay: "2.000" });
    await expect(liveRegion(section).locator("p").first()).toHaveText("Übergangsbereich 2026: hier nicht berechnet");
    await gkvInputs(section, { pay: "2.000,01" });
    await expect(liveRegion(section).locator("p").first()).toHaveText(/^Ihr Beitrag 2026: /);
    await gkvInputs(section, { pay: "500" });
    await expect(liveRegion(section).locator("p").first()).toHaveText("Minijob 2026: hier nicht berechnet");
  });

  test("Beamtin/Beamter: reduced rate and half the Pflege rate, alone; with and without pauschale Beihilfe; the hand-over carries it", async ({ page }) => {
    const section = await openCalculator(page, "gkv");
    await section.getByRole("radio", { name: gkvCopy.fields.status.options.beamte, exact: true }).check();
    await expect(section.getByLabel(gkvCopy.fields.payBeamte.label, { exact: true })).toBeVisible();
    await expect(section.getByLabel(gkvCopy.fields.pay.label, { exact: true })).toHaveCount(0);
    await gkvInputs(section, { pay: "6.000", age: "30", children: "0", under25: "0", dienstherr: "Bund" });
    await expect(liveRegion(section).locator("p").first()).toHaveText(`Ihr Beitrag 2026: ${HAND_2026.beamteTotal} im Monat, von Ihnen allein getragen`);
    await expect(summaryValue(section, "Krankenversicherung (16,9 %)")).toHaveText(HAND_2026.beamteKv);
    await expect(summaryValue(section, "Pflegeversicherung (2,4 %)")).toHaveText(HAND_2026.beamtePv);
    await expect(summaryValue(section, "Zuschuss Ihres Dienstherrn")).toHaveText("keiner");
    const result = await openReasoning(section);
    await expect(result.getByRole("link", { name: /^§ 243 SGB V/ })).toHaveAttribute("href", `${GESETZE}sgb_5/__243.html`);
    await expect(result.getByRole("link", { name: /^§ 55 Abs\. 1 Satz 2 SGB XI/ })).toHaveAttribute("href", `${GESETZE}sgb_11/__55.html`);
    await expect(result).toContainText("Einen Arbeitgeberanteil gibt es nicht");
    await expect(result).toContainText("Bund zahlt nach meinem Stand keine allgemeine pauschale Beihilfe");

    // A Land the Dienstherren table says pays it, and one it does not settle: read from the data, never named here.
    const offering = BUNDESLAND_IDS.find((land) => pauschaleBeihilfeState(land).state === "offered");
    if (offering === undefined) throw new Error("The Dienstherren table names no Land with pauschale Beihilfe.");
    const offer = pauschaleBeihilfeState(offering);
    if (offer.state !== "offered") throw new Error(offering);
    const land = bundeslandNames[offering];
    await gkvInputs(section, { dienstherr: land });
    // „bis zu“, on application and under conditions, one wording for every Land (docs/decisions/0066).
    await expect(liveRegion(section).locator("p").first()).toHaveText(
      plain(gkvCopy.result.beamte.verdictShared({ year: 2026, amount: HAND_2026.beamteTotal, land, pauschale: HAND_2026.beamtePauschale })),
    );
    await expect(summaryValue(section, `Davon zahlt ${land} als pauschale Beihilfe`)).toHaveText(
      plain(gkvCopy.result.beamte.pauschaleValue({ pauschale: HAND_2026.beamtePauschale })),
    );
    await openReasoning(section);
    await expect(result).toContainText(
      `${land} zahlt seit ${offer.since} auf Antrag eine pauschale Beihilfe: die Hälfte Ihres Krankenversicherungsbeitrags, hier ${HAND_2026.beamtePauschale} im Monat`,
    );
    await expect(result.locator(`a[href="${offer.provision.url}"]`).first()).toHaveAttribute("target", "_blank");

    await section.getByRole("button", { name: calculatorCommon.handoverButton }).click();
    await expect(section.getByRole("status")).toHaveText(calculatorCommon.handoverDone);
    const stored = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY))!) as { enquiry: Record<string, string> };
    expect(stored.enquiry.beruf).toBe(`Beamt:in (${land})`);
    expect(plain(stored.enquiry.hinweisGkv)).toBe(
      plain(
        handoverCopy.gkv.note({
          year: 2026,
          status: "beamte",
          kind: "beamte",
          pay: "6.000 €",
          total: HAND_2026.beamteTotal,
          land,
          pauschale: HAND_2026.beamtePauschale,
          own: HAND_2026.beamteOwn,
        }),
      ),
    );

    const unsettled = BUNDESLAND_IDS.find((candidate) => pauschaleBeihilfeState(candidate).state === "unsettled");
    if (unsettled !== undefined) {
      await gkvInputs(section, { dienstherr: bundeslandNames[unsettled] });
      await expect(summaryValue(section, "Pauschale Beihilfe")).toHaveText("nicht geklärt");
      await openReasoning(section);
      await expect(result).toContainText(
        `Ob ${bundeslandNames[unsettled]} eine pauschale Beihilfe zahlt, ist nach meinem Stand nicht geklärt – fragen Sie Ihre Beihilfestelle.`,
      );
      await expect(result).not.toContainText("keine allgemeine pauschale Beihilfe");
    }

    // A Land whose pauschale Beihilfe starts during a year the calculator offers: that year's verdict says from when (docs/decisions/0066).
    const starting = BUNDESLAND_IDS.map((candidate) => ({ candidate, state: pauschaleBeihilfeState(candidate) })).find(
      ({ state }) => state.state === "offered" && !state.sinceIso.endsWith("-01-01") && CALCULATOR_YEARS.includes(Number(state.sinceIso.slice(0, 4))),
    );
    if (starting !== undefined && starting.state.state === "offered") {
      await gkvInputs(section, { dienstherr: bundeslandNames[starting.candidate] });
      await section.getByLabel("Jahr", { exact: true }).selectOption(starting.state.sinceIso.slice(0, 4));
      await expect(liveRegion(section).locator("p").first()).toContainText(plain(starting.state.since));
    }
  });

  test("Beamtin/Beamter below the minimum base of voluntary members: contributions on 1.318,33 €, said with § 240 Abs. 4 SGB V", async ({ page }) => {
    const section = await openCalculator(page, "gkv");
    await section.getByRole("radio", { name: gkvCopy.fields.status.options.beamte, exact: true }).check();
    await gkvInputs(section, { pay: "1.200", age: "30", children: "0", under25: "0", dienstherr: "Bund" });
    await expect(summaryValue(section, "Krankenversicherung (16,9 %)")).toHaveText(HAND_2026.beamteKvMinimum);
    await expect(summaryValue(section, "Pflegeversicherung (2,4 %)")).toHaveText(HAND_2026.beamtePvMinimum);
    const result = await openReasoning(section);
    await expect(result).toContainText(`im Monat also auf ${HAND_2026.beamteMinimumBase}`);
    await expect(result.getByRole("link", { name: /^§ 240 Abs\. 4 Satz 1 SGB V/ })).toHaveAttribute("href", `${GESETZE}sgb_5/__240.html`);
  });

  test("Selbstständig, on the page that opens it for them: 4.000 € profit, 41, childless, with Krankengeld → KV 700,00 €, PV 168,00 €; the minimum base below 1.318,33 €; the hand-over", async ({
    page,
  }) => {
    const route = groupRoutes.find((candidate) => candidate.calculators.includes("gkv") && candidate.gkvStatus === "selbststaendig");
    if (!route) throw new Error("no profession page opens the GKV calculator for the self-employed");
    const section = await openCalculator(page, "gkv", route.path);
    const se = gkvCopy.result.selbststaendig;
    await expect(section.getByRole("radio", { name: gkvCopy.fields.status.options.selbststaendig, exact: true })).toBeChecked();
    await expect(section.getByLabel(gkvCopy.fields.land.label, { exact: true })).toHaveCount(0);
    const krankengeld = section.getByLabel(gkvCopy.fields.krankengeld.label, { exact: true });
    await expect(krankengeld).not.toBeChecked();
    await gkvInputs(section, { pay: "4.000", age: "41", children: "0" });
    await expect(summaryValue(section, plain(se.health({ rate: "16,9 %" })))).toHaveText(HAND_2026.selbstKvOhneKrankengeld);
    await krankengeld.check();
    await expect(summaryValue(section, plain(se.health({ rate: "17,5 %" })))).toHaveText(HAND_2026.selbstKv);
    await expect(summaryValue(section, plain(se.care({ rate: "4,2 %" })))).toHaveText(HAND_2026.selbstPv);
    await expect(liveRegion(section).locator("p").first()).toHaveText(plain(se.verdict({ year: Y, amount: "868,00 €" })));
    const result = await openReasoning(section);
    await expect(result.getByRole("link", { name: /^§ 250 Abs\. 2 SGB V/ })).toHaveAttribute("href", `${GESETZE}sgb_5/__250.html`);
    await expect(result.getByRole("link", { name: /^§ 16 KSVG/ })).toHaveAttribute("href", `${GESETZE}ksvg/__16.html`);

    await gkvInputs(section, { pay: "1.000" });
    await expect(summaryValue(section, plain(se.health({ rate: "17,5 %" })))).toHaveText(HAND_2026.selbstKvMinimum);
    await expect(summaryValue(section, plain(se.care({ rate: "4,2 %" })))).toHaveText(HAND_2026.selbstPvMinimum);
    await openReasoning(section);
    await expect(result).toContainText(HAND_2026.beamteMinimumBase);
    await expect(result.getByRole("link", { name: /^§ 240 Abs\. 4 Satz 1 SGB V/ })).toHaveAttribute("href", `${GESETZE}sgb_5/__240.html`);

    await gkvInputs(section, { pay: "4.000" });
    await section.getByRole("button", { name: calculatorCommon.handoverButton }).click();
    await expect(section.getByRole("status")).toHaveText(calculatorCommon.handoverDone);
    const stored = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY))!) as { enquiry: Record<string, string> };
    expect(stored.enquiry.beruf).toBe(handoverCopy.gkv.selbststaendigBeruf);
    expect(stored.enquiry.einkommen).toBe("4000");
    expect(plain(stored.enquiry.hinweisGkv)).toContain(HAND_2026.selbstKv);
    expect(plain(stored.enquiry.hinweisGkv)).toContain(HAND_2026.selbstPv);
  });

  test("Sachsen: the employee carries 0,5 % more of the Pflege rate, the employer and the subsidy less", async ({ page }) => {
    const section = await openCalculator(page, "gkv");
    const result = resultBox(section);
    await gkvInputs(section, { pay: "7.000", age: "30", children: "0", under25: "0", land: "Sachsen" });
    await openReasoning(section);
    const module = gkvResult({ sachsen: true });
    expect(plain(formatEuroWithCents(module.care.employeeCents))).toBe(HAND_2026.pvEmployeeSachsen);
    expect(plain(formatEuroWithCents(module.care.employerCents))).toBe(HAND_2026.pvEmployerSachsen);
    await expect(shareCells(result, PV, "Sie").month).toHaveText(HAND_2026.pvEmployeeSachsen);
    await expect(shareCells(result, PV, "Ihr Arbeitgeber").month).toHaveText(HAND_2026.pvEmployerSachsen);
    await expect(shareCells(result, KV, "Sie").month).toHaveText(HAND_2026.kvShare);
    await expect(result).toContainText("Beschäftigungsort in Sachsen 2026: Sie tragen 0,5 % mehr, Ihr Arbeitgeber 0,5 % weniger (§ 58 Abs. 3 SGB XI");
    await expect(result).toContainText(`bis zu ${HAND_2026.pvEmployerSachsen} zu Ihrer Pflegeversicherung`);
    await expect(result).toContainText(gkvCopy.result.subsidySachsen);

    await gkvInputs(section, { land: "Sachsen-Anhalt" });
    await expect(shareCells(result, PV, "Sie").month).toHaveText(HAND_2026.pvEmployeeChildless30);
    await expect(result).not.toContainText("Beschäftigungsort in Sachsen");
  });

  test("each field explains unreadable input in German, keeps the text and shows no NaN", async ({ page }) => {
    const section = await openCalculator(page, "gkv");
    const fields = gkvCopy.fields;
    const cases = [
      [fields.pay, "abc", fields.pay.errors.format, "7.000"],
      [fields.pay, "-5", fields.pay.errors.negative, "7.000"],
      [fields.zusatzbeitrag, "zwei", fields.zusatzbeitrag.errors.format, "2,9"],
      [fields.zusatzbeitrag, "12", fields.zusatzbeitrag.errors.tooLarge, "2,9"],
      [fields.age, "-5", fields.age.errors.negative, "30"],
      [fields.age, "130", fields.age.errors.tooLarge, "30"],
      [fields.children, "1,5", fields.children.errors.decimals, "0"],
      [fields.children, "abc", fields.children.errors.format, "0"],
      [fields.childrenUnder25, "x", fields.childrenUnder25.errors.format, "0"],
    ] as const;
    for (const [field, typed, message, valid] of cases) {
      const input = section.getByLabel(field.label, { exact: true });
      await input.fill(typed);
      await expect(input, `${field.label}: ${typed}`).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveValue(typed);
      await expect(input).toHaveAccessibleDescription(endingWith(message));
      await expect(liveRegion(section)).toHaveText(calculatorCommon.fixInput);
      await expect(section).not.toContainText("NaN");
      await input.fill(valid);
      await expect(input).not.toHaveAttribute("aria-invalid");
    }
    await expect(summaryValue(section, gkvCopy.result.summary.employee)).not.toBeEmpty();
  });
});

// The Beihilfe calculator's own tests (Dienstherren, rates, pauschale Beihilfe) are in beihilfe.spec.ts.

// ——— Every figure: year and source ———

/**
 * Each statutory figure sits in a sentence, list item or definition that names its year, and the
 * result links the provision it comes from; every link of the calculator goes to
 * gesetze-im-internet.de in a new tab, without access back to the page.
 */
test.describe("every figure shows its year and its provision", () => {
  async function expectStatuteLinks(section: Locator) {
    const links = section.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      // A provision on the statute site; the average Zusatzbeitrag too links § 242a SGB V, its announcement named beside it (docs/decisions/0066).
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^https:\/\/www\.gesetze-im-internet\.de\/[\w-]+\/__\w+\.html$/);
      await expect(link).toHaveAttribute("target", "_blank");
      expect((await link.getAttribute("rel"))?.split(" ")).toContain("noopener");
      await expect(link).toHaveAccessibleName(/\(öffnet in neuem Tab\)$/);
    }
  }

  async function expectYearAndSource(section: Locator, figure: string, url: string) {
    const result = await openReasoning(section);
    const blocks = result
      .locator("p, li, dd")
      .filter({ hasText: figure })
      .filter({ hasNot: section.page().locator("p, li, dd") });
    const count = await blocks.count();
    expect(count, `${plain(figure)} is shown`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      // Soft, and read once (the result is on screen): one run lists every figure that lacks its year.
      // A summary figure (dd) carries its year in its term (dt).
      const text = await blocks
        .nth(index)
        .evaluate((element) =>
          element.tagName === "DD" ? `${element.previousElementSibling?.textContent ?? ""} ${element.textContent ?? ""}` : (element.textContent ?? ""),
        );
      const block = plain(text).replace(/\s+/g, " ");
      expect.soft(block, `${plain(figure)}: its year`).toContain(String(Y));
    }
    await expect(result.locator(`a[href="${url}"]`).first(), `${plain(figure)}: its provision`).toBeVisible();
  }

  test("switch check", async ({ page }) => {
    const section = await openCalculator(page, "switchCheck");
    await section.getByLabel("Jahr", { exact: true }).selectOption(String(Y));
    await section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true }).fill("80.000");
    await openReasoning(section);
    await expectStatuteLinks(section);
    await expectYearAndSource(section, formatEuro(F.versicherungspflichtgrenze), FIGURE_SOURCES.versicherungspflichtgrenze.url);
    await section.getByRole("checkbox", { name: "Am 31.12.2002 privat versichert" }).check();
    await expectYearAndSource(section, formatEuro(F.besondereVersicherungspflichtgrenze), FIGURE_SOURCES.besondereVersicherungspflichtgrenze.url);
  });

  test("GKV calculator", async ({ page }) => {
    const section = await openCalculator(page, "gkv");
    await section.getByLabel("Jahr", { exact: true }).selectOption(String(Y));
    await section.getByLabel(gkvCopy.fields.pay.label, { exact: true }).fill("7.000");
    await section.getByLabel(gkvCopy.fields.age.label, { exact: true }).fill("30");
    await section.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("0");
    await openReasoning(section);
    await expectStatuteLinks(section);
    const rate = (value: number) => `${new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 }).format(value)}\u00a0%`;
    const quoted: [string, string][] = [
      [formatEuroWithCents(Math.round(F.beitragsbemessungsgrenzeMonat * 100)), FIGURE_SOURCES.beitragsbemessungsgrenze.url],
      [formatEuro(F.beitragsbemessungsgrenze), FIGURE_SOURCES.beitragsbemessungsgrenze.url],
      [rate(F.allgemeinerBeitragssatz), FIGURE_SOURCES.allgemeinerBeitragssatz.url],
      [rate(F.durchschnittlicherZusatzbeitrag), zusatzbeitragSource(Y).url],
      [rate(F.pflegeBeitragssatz), FIGURE_SOURCES.pflegeBeitragssatz.url],
      [rate(F.pflegeKinderlosenzuschlag), FIGURE_SOURCES.pflegeKinderlosenzuschlag.url],
      [formatEuroWithCents(Math.round(F.maxEmployerSubsidyHealth * 100)), FIGURE_SOURCES.maxEmployerSubsidyHealth.url],
      [formatEuroWithCents(Math.round(F.maxEmployerSubsidyCare * 100)), FIGURE_SOURCES.maxEmployerSubsidyCare.url],
    ];
    expect(quoted.map(([figure]) => plain(figure))).toEqual(["5.812,50 €", "69.750 €", "14,6 %", "2,9 %", "3,6 %", "0,6 %", "508,59 €", "104,63 €"]);
    for (const [figure, url] of quoted) await expectYearAndSource(section, figure, url);

    // The rules that only show with children or in Sachsen.
    await section.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("2");
    await section.getByLabel(gkvCopy.fields.childrenUnder25.label, { exact: true }).fill("2");
    await section.getByLabel(gkvCopy.fields.land.label, { exact: true }).selectOption({ label: "Sachsen" });
    await expect(resultBox(section)).toContainText("Beschäftigungsort in Sachsen");
    const withChildrenInSachsen: [string, string][] = [
      [rate(F.pflegeAbschlagJeKind), FIGURE_SOURCES.pflegeAbschlagJeKind.url],
      [rate(F.pflegeSachsenMehranteilArbeitnehmer), FIGURE_SOURCES.pflegeSachsen.url],
      [formatEuroWithCents(Math.round(F.maxEmployerSubsidyCareSachsen * 100)), FIGURE_SOURCES.maxEmployerSubsidyCare.url],
    ];
    expect(withChildrenInSachsen.map(([figure]) => plain(figure))).toEqual(["0,25 %", "0,5 %", "75,56 €"]);
    for (const [figure, url] of withChildrenInSachsen) await expectYearAndSource(section, figure, url);
  });
});

// ——— Hand-over to the enquiry wizard ———

test.describe("„Ergebnis in Anfrage übernehmen“", () => {
  test("fills the wizard, scrolls to it, and the WhatsApp message carries the result", { tag: "@both" }, async ({ page, context }) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }));
    const section = await openCalculator(page, "switchCheck");
    await section.getByLabel("Jahr", { exact: true }).selectOption(String(Y));
    await section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true }).fill("80.000");
    await section.getByRole("radio", { name: "Neue Stelle oder Arbeitgeberwechsel", exact: true }).check();
    await expect(liveRegion(section)).toContainText("Ergebnis: versicherungsfrei ab dem ersten Arbeitstag");

    const result = checkSwitch(
      { annualPayCents: 8_000_000, employment: "angestellt", job: "neu", privateOn31Dec2002: false },
      F,
      hasFiguresFor(Y + 1) ? figuresFor(Y + 1) : null,
    );
    const handover = switchCheckHandover(result, handoverCopy);
    expect(plain(handover.note)).toBe("PKV-Rechner: versicherungsfrei 2026 (neue Stelle, Jahresentgelt 80.000 € > JAEG 77.400 €)");
    expect(handover).toMatchObject({ beruf: "Angestellte:r", einkommen: "6667" });

    await section.getByRole("button", { name: calculatorCommon.handoverButton }).click();
    await expect(section.getByRole("status")).toHaveText(calculatorCommon.handoverDone);
    await expectTopAt(page, "#versicherungsform", 80);

    const wizard = page.locator("#versicherungsform");
    await expect(wizard.getByRole("button", { name: wizardCopy.next, exact: true })).toBeEnabled();
    const stored = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY))!) as { enquiry: Record<string, string> };
    expect(stored.enquiry).toMatchObject({ beruf: "Angestellte:r", einkommen: "6667", hinweisWechsel: handover.note });

    await wizard.getByRole("button", { name: wizardCopy.next, exact: true }).click();
    await expect(wizard.getByLabel(wizardFields.beruf.label)).toHaveValue("Angestellte:r");
    await expect(wizard.getByLabel(wizardFields.einkommen.label)).toHaveValue("6667");
    await wizard.getByRole("button", { name: wizardCopy.next, exact: true }).click();
    await wizard.getByRole("button", { name: wizardCopy.next, exact: true }).click();
    await expect(wizard.getByRole("heading", { level: 3, name: wizardSteps[3].heading })).toBeVisible();
    const noteTerm = wizard.locator("dt", { hasText: new RegExp(`^${enquiryMessageCopy.labels.hinweisWechsel}$`) });
    await expect(noteTerm.locator("xpath=following-sibling::dd[1]")).toHaveText(plain(handover.note));

    await wizard.getByRole("checkbox", { name: `${wizardCopy.privacy.before}${wizardCopy.privacy.link}${wizardCopy.privacy.after}` }).check();
    const popupPromise = page.waitForEvent("popup");
    await wizard.getByRole("button", { name: wizardCopy.send, exact: true }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url().startsWith(WA_PREFIX), popup.url()).toBe(true);
    const message = new URL(popup.url()).searchParams.get("text")!;
    expect(message).toContain(`\n${enquiryMessageCopy.labels.hinweisWechsel}: ${handover.note}\n`);
    expect(message).toBe(
      buildEnquiryMessage({ ...EMPTY_ENQUIRY, beruf: "Angestellte:r", einkommen: "6667", hinweisWechsel: handover.note }, enquiryMessageCopy),
    );
    await popup.close();
  });

  // A page whose GKV calculator opens for employees (the note names the employee's share).
  const employeeGkvPage = groupRoutes.find((route) => route.calculators.includes("gkv") && route.gkvStatus !== "beamte");
  test("the GKV result reaches the wizard from a profession page", async ({ page }) => {
    test.skip(!employeeGkvPage, "no profession page embeds the GKV calculator for employees");
    const gkvNote = gkvHandover(gkvResult({}), handoverCopy).note;
    expect(plain(gkvNote)).toBe("GKV-Rechner 2026: 6.000 € brutto im Monat – Arbeitnehmeranteil KV + PV 648,09 €, Arbeitgeberanteil 613,22 €");

    for (const [key, path, fill, note] of [
      [
        "gkv",
        employeeGkvPage!.path,
        {
          [gkvCopy.fields.pay.label]: "6.000",
          [gkvCopy.fields.age.label]: "30",
          [gkvCopy.fields.children.label]: "0",
          [gkvCopy.fields.childrenUnder25.label]: "0",
        },
        gkvNote,
      ],
    ] as const) {
      const section = await openCalculator(page, key, path);
      await section.getByLabel("Jahr", { exact: true }).selectOption(String(Y));
      for (const [label, value] of Object.entries(fill)) await section.getByLabel(label, { exact: true }).fill(value);
      await section.getByRole("button", { name: calculatorCommon.handoverButton }).click();
      await expectTopAt(page, "#versicherungsform", 80);
      const wizard = page.locator("#versicherungsform");
      await expect(wizard.getByRole("button", { name: "Weiter" })).toBeEnabled();
      for (let step = 1; step < 4; step += 1) await wizard.getByRole("button", { name: "Weiter" }).click();
      await expect(wizard.locator("dt", { hasText: /^Hinweis$/ }).locator("xpath=following-sibling::dd[1]"), path).toHaveText(plain(note));
      await page.evaluate(() => sessionStorage.clear());
    }
  });
});

// ——— 320 px, keyboard, axe ———

test("at 320 px nothing scrolls sideways, with results, a Sachsen table and an error message", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.goto(PATH);
  for (const key of CALCULATOR_KEYS) {
    const section = await reveal(page, key);
    expect((await section.boundingBox())!.width).toBeLessThanOrEqual(320);
  }
  expect(await overflow()).toBe(0);

  const gkv = region(page, "gkv");
  await gkv.getByLabel(gkvCopy.fields.land.label, { exact: true }).selectOption({ label: "Sachsen" });
  await gkv.getByLabel(gkvCopy.fields.pay.label, { exact: true }).fill("7.000");
  await gkv.getByLabel(gkvCopy.fields.age.label, { exact: true }).fill("30");
  await gkv.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("3");
  await gkv.getByLabel(gkvCopy.fields.childrenUnder25.label, { exact: true }).fill("3");
  await expect(resultBox(gkv)).toContainText("Beschäftigungsort in Sachsen");
  await openReasoning(gkv);
  await openReasoning(region(page, "switchCheck"));
  const switchCheck = region(page, "switchCheck");
  await switchCheck.getByLabel(switchCheckCopy.fields.pay.label, { exact: true }).fill("80.000,505");
  await expect(switchCheck.getByText(switchCheckCopy.fields.pay.errors.decimals)).toBeVisible();
  await region(page, "beihilfe").getByLabel(beihilfeCopy.fields.dienstherr.label, { exact: true }).selectOption("mecklenburg-vorpommern");
  expect(await overflow()).toBe(0);
  // Every table fits its box too (an inner overflow would not show in the page's scroll width).
  for (const table of await gkv.getByRole("table").all()) {
    expect(await table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
  }

  for (const key of CALCULATOR_KEYS) {
    for (const path of CALCULATORS[key].pages) {
      await page.goto(path);
      await reveal(page, key);
      expect(await overflow(), path).toBe(0);
    }
  }
});

test("at 1280 px fields side by side start level, whatever stands above and below them", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PATH);
  /** The box a radio button or checkbox is drawn in (its label), the control a neighbour's field lines up with. */
  const choiceBox = (section: Locator, role: "radio" | "checkbox", name: string) =>
    section.locator("label").filter({ has: page.getByRole(role, { name, exact: true }) });
  const field = (section: Locator, label: string) => section.getByLabel(label, { exact: true });

  const switchCheck = await reveal(page, "switchCheck");
  // A note under the pay; a hint above the year and the pay, none above the employment or the checkbox.
  await field(switchCheck, switchCheckCopy.fields.pay.label).fill("80.000");
  const gkv = await reveal(page, "gkv");
  // Hints of one to five lines above; a note under the pay and an error under the age.
  await field(gkv, gkvCopy.fields.pay.label).fill("6.000");
  await field(gkv, gkvCopy.fields.age.label).fill("-5");
  await expect(gkv.getByText(gkvCopy.fields.age.errors.negative)).toBeVisible();
  const pairs: [string, Locator, Locator][] = [
    [
      "switch check: Jahr | Beschäftigung",
      field(switchCheck, calculatorCommon.yearLabel),
      choiceBox(switchCheck, "radio", switchCheckCopy.fields.employment.options.angestellt),
    ],
    [
      "switch check: Gehalt | 31.12.2002",
      field(switchCheck, switchCheckCopy.fields.pay.label),
      choiceBox(switchCheck, "checkbox", switchCheckCopy.fields.private2002.label),
    ],
    ["GKV: Jahr | Status", field(gkv, calculatorCommon.yearLabel), choiceBox(gkv, "radio", gkvCopy.fields.status.options.angestellt)],
    ["GKV: Gehalt | Zusatzbeitrag", field(gkv, gkvCopy.fields.pay.label), field(gkv, gkvCopy.fields.zusatzbeitrag.label)],
    ["GKV: Alter | Kinder", field(gkv, gkvCopy.fields.age.label), field(gkv, gkvCopy.fields.children.label)],
    ["GKV: unter 25 | Bundesland", field(gkv, gkvCopy.fields.childrenUnder25.label), field(gkv, gkvCopy.fields.land.label)],
  ];
  for (const [name, left, right] of pairs) {
    const [leftBox, rightBox] = [(await left.boundingBox())!, (await right.boundingBox())!];
    expect(rightBox.x, `${name}: side by side`).toBeGreaterThan(leftBox.x + leftBox.width);
    expect(Math.abs(rightBox.y - leftBox.y), `${name}: tops`).toBeLessThanOrEqual(0.5);
  }
});

test("a calculator field with the cursor is framed in the focus colour, not the error red; an error stays red, with its message", async ({ page }) => {
  await page.goto(PATH);
  const tokens = await fieldColours(page);
  const switchCheck = await reveal(page, "switchCheck");
  const gkv = await reveal(page, "gkv");
  const valid = [
    switchCheck.getByLabel(calculatorCommon.yearLabel, { exact: true }),
    switchCheck.getByLabel(switchCheckCopy.fields.pay.label, { exact: true }),
    gkv.getByLabel(gkvCopy.fields.pay.label, { exact: true }),
    gkv.getByLabel(gkvCopy.fields.land.label, { exact: true }),
  ];
  await valid[1].fill("80.000");
  await valid[2].fill("6.000");
  for (const control of valid) {
    await control.focus();
    expect(await fieldFrame(control)).toEqual({ border: tokens.ink, outline: tokens.focus });
  }
  const age = gkv.getByLabel(gkvCopy.fields.age.label, { exact: true });
  await age.fill("-5");
  await expect(age).toHaveAttribute("aria-invalid", "true");
  await expect(gkv.getByText(gkvCopy.fields.age.errors.negative)).toBeVisible();
  // With the cursor in it, the field still says it is wrong.
  expect(await fieldFrame(age)).toEqual({ border: tokens.error, outline: tokens.focus });
  await valid[2].focus();
  expect((await fieldFrame(age)).border).toBe(tokens.error);
  expect((await fieldFrame(valid[2])).border).not.toBe(tokens.error);
});

test("with results shown, every disclosure of the calculators has the site's one look", async ({ page }) => {
  await page.goto(PATH);
  const switchCheck = await reveal(page, "switchCheck");
  await switchCheck.getByLabel(switchCheckCopy.fields.pay.label, { exact: true }).fill("80.000");
  const gkv = await reveal(page, "gkv");
  await gkv.getByLabel(gkvCopy.fields.pay.label, { exact: true }).fill("6.000");
  await gkv.getByLabel(gkvCopy.fields.age.label, { exact: true }).fill("30");
  await gkv.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("0");
  const beihilfe = await reveal(page, "beihilfe");
  await beihilfe.getByLabel(beihilfeCopy.fields.dienstherr.label, { exact: true }).selectOption("bund");
  await beihilfe.getByLabel(beihilfeCopy.fields.children.label, { exact: true }).fill("2");
  for (const section of [switchCheck, gkv, beihilfe]) {
    // The reasoning of each result.
    await expect(resultBox(section).locator("details")).toHaveCount(1);
    await openReasoning(section);
    for (const look of await disclosureLooks(section)) expect(look).toEqual(DISCLOSURE_LOOK);
  }
  // Its reasoning and the pauschale Beihilfe's table; the table of what each rate rests on stands beside the island (docs/decisions/0066).
  await expect(beihilfe.locator("details")).toHaveCount(2);
  await expect(page.locator("details", { has: page.locator("summary", { hasText: beihilfeCopy.basis.summary }) })).toHaveCount(1);
});

test("works by keyboard alone: Tab to the field, type, Tab to the button, Enter", async ({ page }) => {
  // Some sixty key presses, each followed by a look at the focus.
  test.slow();
  await page.goto(PATH);
  const focusedIs = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
  async function tabTo(locator: Locator, limit: number, key: "Tab" | "Shift+Tab" = "Tab") {
    for (let press = 0; press < limit && !(await focusedIs(locator)); press += 1) await page.keyboard.press(key);
    await expect(locator).toBeFocused();
  }

  // From the page's contents to the calculator, as a keyboard user would go.
  await tabTo(page.getByRole("link", { name: switchCheckCopy.title, exact: true }), 40);
  await page.keyboard.press("Enter");
  const section = await hydrated(page, "switchCheck");
  const pay = section.getByLabel(switchCheckCopy.fields.pay.label, { exact: true });
  await tabTo(pay, 10);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("77.400");
  await expect(liveRegion(section)).toContainText("Ergebnis: versicherungspflichtig");
  // Back to the radio group: the arrow keys choose the employment.
  await tabTo(section.getByRole("radio", { name: "Angestellt", exact: true }), 10, "Shift+Tab");
  await page.keyboard.press("ArrowRight");
  await expect(section.getByRole("radio", { name: "Selbstständig", exact: true })).toBeChecked();
  await expect(liveRegion(section)).toContainText("Ergebnis: versicherungsfrei");
  await page.keyboard.press("ArrowLeft");
  await expect(section.getByRole("radio", { name: "Angestellt", exact: true })).toBeChecked();
  await expect(pay).toHaveValue("77.400");

  const button = section.getByRole("button", { name: calculatorCommon.handoverButton });
  await tabTo(button, 30);
  await page.keyboard.press("Enter");
  await expect(section.getByRole("status")).toHaveText(calculatorCommon.handoverDone);
  await expectTopAt(page, "#versicherungsform", 80);
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
  expect(stored).toContain("versicherungspflichtig");

  // On into the GKV calculator: focus brings it into view, which hydrates it.
  const gkv = region(page, "gkv");
  await tabTo(gkv.getByLabel("Jahr", { exact: true }), 5);
  await hydrated(page, "gkv");
  for (const [label, typed] of [
    [gkvCopy.fields.pay.label, "7.000"],
    [gkvCopy.fields.age.label, "22"],
    [gkvCopy.fields.children.label, "0"],
  ] as const) {
    await tabTo(gkv.getByLabel(label, { exact: true }), 15);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(typed);
  }
  await tabTo(gkv.getByLabel(gkvCopy.fields.land.label, { exact: true }), 10);
  const averageZusatz = Math.round(figuresFor(DEFAULT_YEAR).durchschnittlicherZusatzbeitrag * 100);
  await expect(summaryValue(gkv, gkvCopy.result.summary.employee)).toHaveText(
    plain(formatEuroWithCents(gkvResult({ age: 22, monthlyPayCents: 700_000, zusatzbeitragHundredths: averageZusatz }, DEFAULT_YEAR).sum.employeeCents)),
  );
  await tabTo(gkv.getByRole("button", { name: calculatorCommon.handoverButton }), 40);
  await page.keyboard.press("Enter");
  await expect(gkv.getByRole("status")).toHaveText(calculatorCommon.handoverDone);
});

test("axe finds no violations in any calculator after hydration, also with a field error", async ({ page }) => {
  test.slow();
  await page.goto(PATH);
  for (const key of CALCULATOR_KEYS) {
    await reveal(page, key);
    await expectNoAxeViolations(page, `#${CALCULATORS[key].id}`);
  }
  const switchCheck = region(page, "switchCheck");
  await switchCheck.getByLabel(switchCheckCopy.fields.pay.label, { exact: true }).fill("abc");
  await expect(switchCheck.getByText(switchCheckCopy.fields.pay.errors.format)).toBeVisible();
  await expectNoAxeViolations(page, `#${CALCULATORS.switchCheck.id}`);
  const gkv = region(page, "gkv");
  await gkv.getByLabel(gkvCopy.fields.land.label, { exact: true }).selectOption({ label: "Sachsen" });
  await openReasoning(gkv);
  await expectNoAxeViolations(page, `#${CALCULATORS.gkv.id}`);
  await gkv.getByRole("radio", { name: gkvCopy.fields.status.options.beamte, exact: true }).check();
  await gkv.getByLabel(gkvCopy.fields.dienstherr.label, { exact: true }).selectOption({ label: "Sachsen" });
  await openReasoning(gkv);
  await expectNoAxeViolations(page, `#${CALCULATORS.gkv.id}`);
  await gkv.getByLabel(gkvCopy.fields.children.label, { exact: true }).fill("-1");
  await expect(gkv.getByText(gkvCopy.fields.children.errors.negative)).toBeVisible();
  await expectNoAxeViolations(page, `#${CALCULATORS.gkv.id}`);
  await region(page, "beihilfe").getByLabel(beihilfeCopy.fields.dienstherr.label, { exact: true }).selectOption("hessen");
  await expectNoAxeViolations(page, `#${CALCULATORS.beihilfe.id}`);
});
