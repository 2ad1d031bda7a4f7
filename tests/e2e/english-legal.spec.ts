/**
 * The English courtesy translations of Impressum, Datenschutzerklärung and Erstinformation
 * (docs/decisions/0073) as an English reader meets them: each page in English, opening with the
 * notice that the German text binds and a link to it (language marked), the adviser's identity
 * from the config, the German PDF as the document in Textform, loadable by the footer's dialog
 * the way the German pages are, without axe violations and valid HTML. Every expected value comes
 * from the config and the content modules, never from the shipped wording.
 */
import "./build-time-global";
import { execFile, spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { englishRoute } from "../../app/config/english-routes";
import { hasEnglish } from "../../app/config/languages";
import { siteConfig } from "../../app/config/site-config";
import { firstInformationPdfPath, legalRoutes, type LegalSlug } from "../../app/config/site-routes";
import { courtesyNotice } from "../../app/content/legal/english-legal";
import { englishFirstInformation } from "../../app/content/legal/first-information-en";
import { englishLegalNotice } from "../../app/content/legal/legal-notice-en";
import { versionText, type LegalDocumentContent } from "../../app/content/legal/legal-types";
import { englishPrivacyPolicy } from "../../app/content/legal/privacy-policy-en";
import { supervisoryAuthorityFor } from "../../app/content/legal/supervisory-authorities";
import { seedLocalStorage } from "./client-state";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const DOCUMENTS: Record<LegalSlug, LegalDocumentContent> = {
  impressum: englishLegalNotice,
  datenschutz: englishPrivacyPolicy,
  erstinformation: englishFirstInformation,
};

/** Whitespace as the browser reports text: no-break spaces are plain ones there. */
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ \u00a0\u202f]/g, "\\s"));

test.skip(!hasEnglish(siteConfig), "the config builds no English section");

test.beforeEach(async ({ page }) => {
  await seedLocalStorage(page, { cookieConsent: "declined" });
});

for (const { slug } of legalRoutes) {
  const path = englishRoute(slug).path;
  const content = DOCUMENTS[slug];
  const notice = courtesyNotice(slug);

  test(`${path}: in English, opening with the notice and the link to the binding German page`, async ({ page, request }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(content.title);

    // Nothing of the text comes before the notice: the first text in main after the page's heading is the notice's.
    const firstText = await main.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) => (node.textContent?.trim() && !node.parentElement?.closest("h1, .sr-only") ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
      });
      const first = walker.nextNode();
      return { text: first?.textContent?.trim() ?? "", inNote: Boolean(first?.parentElement?.closest('[role="note"]')) };
    });
    expect(firstText).toEqual({ text: notice.text, inNote: true });

    const note = main.getByRole("note").first();
    await expect(note).toContainText(notice.text);
    const german = note.getByRole("link", { name: notice.germanTitle, exact: true });
    await expect(german).toHaveAttribute("href", notice.germanPath);
    await expect(german).toHaveAttribute("hreflang", "de");
    await expect(german).toHaveAttribute("lang", "de");
    await expect(main).toContainText(spaced(versionText(content)));

    // The German page it names exists and is German (with JavaScript the link opens it in the legal dialog, as every link to a legal text does).
    const germanPage = await request.get(notice.germanPath);
    expect(germanPage.ok()).toBe(true);
    expect(await germanPage.text()).toMatch(/<html lang="de"/);
  });

  test(`${path}: loadable in the footer's dialog like the German page (heading and legal body, notice first)`, async ({ page }) => {
    await page.goto("/");
    const loaded = await page.evaluate(async (url) => {
      const html = await (await fetch(url, { headers: { Accept: "text/html" } })).text();
      const doc = new DOMParser().parseFromString(html, "text/html");
      const body = doc.querySelector("[data-legal-body]");
      return {
        title: doc.querySelector("h1")?.textContent?.trim(),
        firstRole: body?.firstElementChild?.getAttribute("role"),
        firstText: body?.firstElementChild?.textContent ?? "",
        sections: body?.querySelectorAll(":scope > section").length ?? 0,
      };
    }, path);
    expect(loaded.title).toBe(content.title);
    expect(loaded.firstRole).toBe("note");
    expect(loaded.firstText).toContain(notice.text);
    expect(loaded.sections).toBe(content.sections.length);
  });
}

test("the legal notice and the first information name the adviser, the register entry and the chamber from the config", async ({ page }) => {
  const { adviser, brand, address, registration, liabilityInsurance } = siteConfig;
  for (const slug of ["impressum", "erstinformation"] as const) {
    await page.goto(englishRoute(slug).path);
    const main = page.getByRole("main");
    for (const value of [adviser.name, brand, address.street, registration.registerNumber, registration.chamber, liabilityInsurance.insurer]) {
      await expect(main, `${slug}: ${value}`).toContainText(spaced(value));
    }
    await expect(main).toContainText(spaced(registration.permission));
  }
});

test("the privacy policy names the controller and the authority competent for the adviser's Land", async ({ page }) => {
  await page.goto(englishRoute("datenschutz").path);
  const main = page.getByRole("main");
  await expect(main).toContainText(`${siteConfig.adviser.name} (${siteConfig.brand})`);
  await expect(main).toContainText(supervisoryAuthorityFor(siteConfig.address).name);
  await expect(main.locator("section > h2")).toHaveCount(englishPrivacyPolicy.sections.length);
});

test("the first information links the German PDF as the document in Textform", async ({ page, request }) => {
  await page.goto(englishRoute("erstinformation").path);
  const pdf = page.getByRole("main").locator(`a[href="${firstInformationPdfPath}"]`).first();
  await expect(pdf).toHaveAttribute("hreflang", "de");
  await expect(pdf).toHaveAttribute("type", "application/pdf");
  const response = await request.get(firstInformationPdfPath);
  expect(response.headers()["content-type"]).toContain("application/pdf");
});

for (const { slug } of legalRoutes) {
  test(`no axe violations on ${englishRoute(slug).path}`, { tag: "@both" }, async ({ page }) => {
    await page.goto(englishRoute(slug).path);
    await expectNoAxeViolations(page);
  });
}

test("the three English pages pass the W3C Nu HTML checker", async () => {
  test.skip(spawnSync("java", ["-version"], { stdio: "ignore" }).status !== 0 && !process.env.CI, "Java is not installed");
  test.setTimeout(120_000);
  const projectDir = resolve(import.meta.dirname, "../..");
  const files = legalRoutes.map(({ slug }) => join(projectDir, "build", "site", englishRoute(slug).path.slice(1), "index.html"));
  const vnu = join(projectDir, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
  const run = await promisify(execFile)("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string }) => {
      if (typeof error.stderr !== "string" || !error.stderr.trim().startsWith("{")) throw error;
      return { stdout: error.stdout ?? "", stderr: error.stderr };
    },
  );
  const { messages } = JSON.parse(run.stderr) as { messages: { type: string; subType?: string; message: string; url?: string; lastLine?: number }[] };
  // The two at-rules of the inlined stylesheet the checker predates (docs/decisions/0035), as html-validity.spec.ts allows.
  const allowed = ["CSS: Unrecognized at-rule “@property”", "CSS: Unrecognized at-rule “@starting-style”"];
  const errors = messages
    .filter((message) => (message.type === "error" || message.subType === "fatal") && !allowed.includes(message.message))
    .map((message) => `${message.url}:${message.lastLine} ${message.message}`);
  expect(errors).toEqual([]);
});
