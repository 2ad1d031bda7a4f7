/**
 * The legal texts (docs/decisions/0014) as a visitor and a competitor's lawyer would check them: Impressum,
 * Datenschutzerklärung and Erstinformation reachable from every page's footer with and without
 * JavaScript, their mandatory contents (§ 5 DDG, DL-InfoV, § 15 VersVermV, Art. 13/21/77 DSGVO),
 * the PDF of the Erstinformation, and fixed "Stand" dates from the site config.
 * Expected values come from app/config/site-config.ts and the legal content modules, so another
 * adviser's config is checked the same way.
 */
import "./build-time-global";
import type { Locator, Page } from "@playwright/test";
import { exampleValuesIn } from "../../app/config/example-identity";
import { siteConfig } from "../../app/config/site-config";
import { firstInformationPdfPath, legalRoute, legalRoutes, notFoundPath, type LegalSlug } from "../../app/config/site-routes";
import { pageRoutes } from "../../app/config/page-routes";
import { adviserRole } from "../../app/content/adviser-role";
import { exampleDataNoticeCopy } from "../../app/content/legal/example-data-notice";
import { privacyPolicy } from "../../app/content/legal/privacy-policy";
import { disputeBodies, registerOffice } from "../../app/content/legal/intermediary";
import { supervisoryAuthorityFor } from "../../app/content/legal/supervisory-authorities";
import { formatIsoDate, formatLongDate } from "../../app/modules/format-de";
import { seedLocalStorage } from "./client-state";
import { expect, expectTopAt, test } from "./fixtures";
import { htmlText } from "./html-text";
import { anyGroup, endsAt } from "./site-pages";

const PAGES = pageRoutes.map((route) => route.path);
const TITLES: Record<LegalSlug, string> = { impressum: "Impressum", datenschutz: "Datenschutzerklärung", erstinformation: "Erstinformation" };
const FOOTER_LINKS: Record<LegalSlug, string> = { impressum: "Impressum", datenschutz: "Datenschutz", erstinformation: "Erstinformation" };
const STAND: Record<LegalSlug, string> = {
  impressum: siteConfig.legalTexts.legalNoticeDate,
  datenschutz: siteConfig.legalTexts.privacyPolicyDate,
  erstinformation: siteConfig.legalTexts.firstInformationDate,
};
const NBSP_TOLERANT = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ \u00a0\u202f]/g, "\\s"));

function footer(page: Page): Locator {
  return page.getByRole("contentinfo");
}

function main(page: Page): Locator {
  return page.getByRole("main");
}

test.beforeEach(async ({ page }) => {
  await seedLocalStorage(page, { cookieConsent: "declined" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page's footer links Impressum, Datenschutz, Erstinformation and its PDF", async ({ page, watchers }) => {
    // One page load per page of the site, 26 of them: more than the default 30 s on a busy two-core machine.
    test.slow();
    watchers.expectedConsoleErrors.push(/^Failed to load resource: the server responded with a status of 404/);
    for (const path of [...PAGES, "/diese-seite-gibt-es-nicht"]) {
      await page.goto(path);
      const links = footer(page);
      for (const route of legalRoutes) {
        await expect(links.getByRole("link", { name: FOOTER_LINKS[route.slug], exact: true }), `${path}: ${route.slug}`).toHaveAttribute("href", route.path);
      }
      await expect(links.getByRole("link", { name: "Erstinformation als PDF" }), path).toHaveAttribute("href", firstInformationPdfPath);
    }
    expect(notFoundPath).toBe("/404");
  });

  for (const route of legalRoutes) {
    test(`${route.path} opens from the footer and reads in full`, async ({ page, request }) => {
      await page.goto(anyGroup(1).path);
      await footer(page).getByRole("link", { name: FOOTER_LINKS[route.slug], exact: true }).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES[route.slug]);
      await expect(main(page)).toContainText(`Stand: ${formatIsoDate(STAND[route.slug])}`);
      await expect(main(page).getByRole("heading", { level: 2 }).first()).toBeVisible();
      // The text is in the served HTML itself, not fetched later.
      const html = htmlText(await (await request.get(route.path)).text());
      expect(html).toContain(siteConfig.adviser.name);
      expect(html).toContain(`Stand: ${formatIsoDate(STAND[route.slug])}`);
    });
  }
});

test("the Erstinformation names status, register, remuneration, holdings, both ombudsmen and the liability insurer", async ({ page }) => {
  await page.goto("/erstinformation");
  const text = main(page);
  const { registration, liabilityInsurance, adviser, address } = siteConfig;

  await expect(text).toContainText(NBSP_TOLERANT(registration.permission));
  await expect(text).toContainText(`Erlaubnis erteilt von${registration.chamber}, ${registration.chamberAddress}`);
  await expect(text).toContainText(adviser.name);
  await expect(text).toContainText(`${address.street}`);

  await expect(text).toContainText(`Registernummer${registration.registerNumber}`);
  const register = text.getByRole("link", { name: /www\.vermittlerregister\.info/ });
  await expect(register).toHaveAttribute("href", registerOffice.website);
  await expect(register).toHaveAttribute("target", "_blank");
  expect(registerOffice.website).toBe("https://www.vermittlerregister.info");
  const phone = text.getByRole("link", { name: /^0180\s600\s585\s0$/ });
  await expect(phone).toHaveAttribute("href", "tel:+491806005850");
  await expect(text).toContainText(registerOffice.name);

  const remuneration = page.locator("section#verguetung");
  expect(siteConfig.remuneration.kind).toBe("courtage");
  await expect(remuneration).toContainText("erhalte ich vom Versicherer eine Courtage (Provision)");
  await expect(remuneration).toContainText(
    siteConfig.remuneration.other ? siteConfig.remuneration.other : "Andere Zuwendungen im Zusammenhang mit der Vermittlung erhalte ich nicht.",
  );

  const holdings = page.locator("section#beteiligungen");
  expect(siteConfig.holdings).toEqual({ inInsurers: [], ofInsurersInAdviser: [] });
  await expect(holdings).toContainText(/Ich halte keine direkte oder indirekte Beteiligung von 10\s% oder mehr/);
  await expect(holdings).toContainText(/Kein Versicherungsunternehmen und kein Mutterunternehmen eines Versicherungsunternehmens hält/);

  const ombudsmen = page.locator("section#schlichtung");
  expect(disputeBodies.map((body) => body.name)).toEqual(["Versicherungsombudsmann e.V.", "Ombudsmann Private Kranken- und Pflegeversicherung"]);
  for (const body of disputeBodies) {
    await expect(ombudsmen).toContainText(body.name);
    await expect(ombudsmen).toContainText(body.postbox);
    await expect(ombudsmen).toContainText(body.city);
    await expect(ombudsmen.getByRole("link", { name: new RegExp(body.website.replace("https://", "").replace(/\./g, "\\.")) })).toHaveAttribute(
      "href",
      body.website,
    );
  }

  const liability = page.locator("section#haftpflicht");
  await expect(liability).toContainText(`Versicherer${liabilityInsurance.insurer}`);
  await expect(liability).toContainText(`Anschrift${liabilityInsurance.address}`);
  await expect(liability).toContainText(`Räumlicher Geltungsbereich${liabilityInsurance.scope}`);

  await expect(text.getByRole("link", { name: "als PDF" })).toHaveAttribute("href", firstInformationPdfPath);
});

test("the Impressum names the Berufshaftpflicht and the Berufsbezeichnung with the state that granted it", async ({ page }) => {
  await page.goto("/impressum");
  const { adviser, liabilityInsurance, registration } = siteConfig;
  const profession = page.locator("section#beruf");
  await expect(profession).toContainText(`Berufsbezeichnung${adviserRole(siteConfig).professionalTitle}`);
  await expect(profession).toContainText(`Verliehen in${adviser.professionalTitleState}`);
  await expect(profession).toContainText(`Erlaubnis erteilt von${registration.chamber}`);

  const liability = page.locator("section#haftpflicht");
  await expect(liability.getByRole("heading", { level: 2 })).toHaveText("Berufshaftpflichtversicherung");
  await expect(liability).toContainText(`Versicherer${liabilityInsurance.insurer}`);
  await expect(liability).toContainText(`Anschrift${liabilityInsurance.address}`);
  await expect(liability).toContainText(`Räumlicher Geltungsbereich${liabilityInsurance.scope}`);
  await expect(main(page)).toContainText(`Registernummer${registration.registerNumber}`);
  await expect(main(page).getByRole("link", { name: "Erstinformation", exact: true })).toHaveAttribute("href", "/erstinformation");
});

test("no page calls the adviser „Versicherungsberater“", async ({ request }) => {
  expect(siteConfig.registration.status).toBe("versicherungsmakler");
  for (const path of [...PAGES, notFoundPath]) {
    const text = htmlText(await (await request.get(path)).text());
    expect(text, path).not.toMatch(/versicherungsberater/i);
    expect(text, path).toContain(adviserRole(siteConfig).statusNoun);
  }
});

test("the Erstinformation PDF is a PDF, served as application/pdf and linked from the footer and the Erstinformation", async ({ page, request }) => {
  const response = await request.get(firstInformationPdfPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(body.subarray(-8).toString("latin1")).toContain("%%EOF");
  expect(body.length).toBeGreaterThan(5_000);

  await page.goto("/");
  await expect(footer(page).getByRole("link", { name: "Erstinformation als PDF" })).toHaveAttribute("href", firstInformationPdfPath);
  await page.goto("/erstinformation");
  await expect(main(page).getByRole("link", { name: "als PDF" })).toHaveAttribute("href", firstInformationPdfPath);
  await expect(main(page).getByRole("link", { name: "als PDF" })).toHaveAttribute("type", "application/pdf");
});

test("while the config holds example values, every legal page and its dialog say „Beispieldaten“; with an adviser's own data none does", async ({ page }) => {
  const isExample = exampleValuesIn(siteConfig).length > 0;
  for (const route of legalRoutes) {
    await page.goto(route.path);
    const notice = main(page).getByRole("note").filter({ hasText: exampleDataNoticeCopy.heading });
    if (isExample) {
      await expect(notice, route.path).toBeVisible();
      await expect(notice).toContainText(NBSP_TOLERANT(exampleDataNoticeCopy.text));
    } else {
      await expect(notice, route.path).toHaveCount(0);
    }
  }
  await page.goto(anyGroup(2).path);
  await footer(page).getByRole("link", { name: "Impressum", exact: true }).click();
  const dialogNotice = page.getByRole("dialog", { name: "Impressum" }).getByRole("note").filter({ hasText: exampleDataNoticeCopy.heading });
  await expect(dialogNotice).toHaveCount(isExample ? 1 : 0);
});

test.describe("the privacy policy", () => {
  test("shows the fixed „Stand“ of the config, not the day it is read", async ({ page }) => {
    await page.goto("/datenschutz");
    const stand = `Stand: ${formatIsoDate(siteConfig.legalTexts.privacyPolicyDate)}`;
    if (siteConfig.legalTexts.privacyPolicyDate === "2026-11-23") expect(stand).toBe("Stand: 23. November 2026");
    const version = main(page).getByText(/^Stand:/);
    await expect(version).toHaveCount(1);
    await expect(version).toHaveText(stand);
    // Read on another day, the page still shows its own date.
    const today = formatLongDate(new Date());
    if (`Stand: ${today}` !== stand) await expect(main(page)).not.toContainText(`Stand: ${today}`);
    await page.clock.setFixedTime(new Date("2027-03-01T10:00:00+01:00"));
    await page.reload();
    await expect(main(page).getByText(/^Stand:/)).toHaveText(stand);
  });

  test("has the Art. 21 objection right in its own subsection", async ({ page }) => {
    await page.goto("/datenschutz");
    const heading = main(page).getByRole("heading", { name: "Widerspruchsrecht (Art. 21 DSGVO)" });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => element.tagName)).toBe("H3");
    const subsection = page.locator("section#widerspruchsrecht");
    await expect(subsection.locator("> h3")).toHaveText("Widerspruchsrecht (Art. 21 DSGVO)");
    await expect(subsection).toContainText("jederzeit Widerspruch gegen die Verarbeitung Ihrer Daten einzulegen, die auf Art. 6 Abs. 1 lit. f DSGVO beruht");
    // Set apart from the list of rights around it, not one bullet among them.
    expect(await subsection.evaluate((element) => element.closest("li") === null && element.querySelector("li") === null)).toBe(true);
    expect(await subsection.evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth))).toBeGreaterThan(0);
    await expect(page.locator("section#rechte li", { hasText: "Widerspruch (Art. 21 DSGVO" })).toHaveCount(1);
  });

  test("names the data-protection authority of the config's Land", async ({ page }) => {
    await page.goto("/datenschutz");
    const authority = supervisoryAuthorityFor(siteConfig.address);
    const complaint = page.locator("section#beschwerde");
    await expect(complaint).toContainText(`Zuständig für mich ist die Aufsichtsbehörde in ${siteConfig.address.state}:`);
    await expect(complaint).toContainText(authority.name);
    await expect(complaint).toContainText(authority.street);
    await expect(complaint).toContainText(NBSP_TOLERANT(`${authority.postalCode} ${authority.city}`));
    await expect(complaint.getByRole("link", { name: new RegExp(authority.website.replace(/^https:\/\//, "").replace(/\./g, "\\.")) }).first()).toHaveAttribute(
      "href",
      authority.website,
    );
  });

  test("has a table of contents linking every section under its own heading", async ({ page }) => {
    await page.goto("/datenschutz");
    const links = main(page).getByRole("navigation", { name: privacyPolicy.contentsHeading }).getByRole("link");
    const sections = main(page).locator("section:has(> h2)");
    await expect(sections).toHaveCount(privacyPolicy.sections.length);
    await expect(links).toHaveText(await sections.locator("> h2").allInnerTexts());
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual(
      await sections.evaluateAll((all) => all.map((section) => `#${section.id}`)),
    );
    // One with enough text below it to scroll its heading up to the header.
    const index = 7;
    await links.nth(index).click();
    await expectTopAt(page, `#${privacyPolicy.sections[index].id}`, 80);
  });

  test("its cookies and storage section is reachable at /datenschutz#cookies", async ({ page }) => {
    await page.goto("/datenschutz#cookies");
    const heading = page.locator("section#cookies > h2");
    await expect(heading).toHaveText(/Cookies und Speicher im Browser$/);
    await expect(heading).toBeInViewport();
    await expectTopAt(page, "#cookies", 80);
    await expect(page.locator("section#cookies")).toContainText("Diese Website setzt keine Cookies.");
    // No dialog takes over: the page itself is the privacy policy.
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("at 320 px the ↗ of an external link stays after its last word when the link wraps", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  let wrapped = 0;
  for (const slug of ["datenschutz", "impressum"] as const) {
    await page.goto(legalRoute(slug).path);
    const placements = await main(page)
      .locator('a[target="_blank"]:has(svg)')
      .evaluateAll((links) =>
        links.map((link) => {
          const texts: Text[] = [];
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT, {
            acceptNode: (node) => (node.parentElement?.closest(".sr-only") || !node.textContent?.trim() ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
          });
          while (walker.nextNode()) texts.push(walker.currentNode as Text);
          const lastText = texts[texts.length - 1];
          const lastCharacter = document.createRange();
          lastCharacter.setStart(lastText, lastText.length - 1);
          lastCharacter.setEnd(lastText, lastText.length);
          const character = lastCharacter.getBoundingClientRect();
          const whole = document.createRange();
          whole.setStart(texts[0], 0);
          whole.setEnd(lastText, lastText.length);
          const lines = new Set(Array.from(whole.getClientRects(), (rect) => Math.round(rect.top))).size;
          const icon = link.querySelector("svg")!.getBoundingClientRect();
          return {
            text: link.textContent,
            lines,
            // Centred on the last character's line, not between two lines of a wrapped box.
            onTheLastLine: Math.abs(icon.top + icon.height / 2 - (character.top + character.height / 2)) <= 3,
            rightAfterIt: icon.left >= character.right - 0.5 && icon.left - character.right < 12,
          };
        }),
      );
    expect(placements.length, slug).toBeGreaterThan(0);
    for (const placement of placements) expect(placement, placement.text ?? "").toMatchObject({ onTheLastLine: true, rightAfterIt: true });
    wrapped += placements.filter((placement) => placement.lines > 1).length;
  }
  // Not vacuous: some links do wrap at this width.
  expect(wrapped).toBeGreaterThan(0);
});

test("with JavaScript the footer's Erstinformation opens as a dialog", async ({ page }) => {
  await page.goto(anyGroup(2).path);
  const link = footer(page).getByRole("link", { name: "Erstinformation", exact: true });
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Erstinformation" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(siteConfig.registration.registerNumber);
  await expect(dialog).toContainText(`Stand: ${formatIsoDate(siteConfig.legalTexts.firstInformationDate)}`);
  await expect(dialog).toContainText("Ombudsmann Private Kranken- und Pflegeversicherung");
  // The page stays; the text comes to it.
  await expect(page).toHaveURL(endsAt(anyGroup(2).path));
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page).toHaveURL(endsAt(anyGroup(2).path));
});
