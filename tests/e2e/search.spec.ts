/**
 * The site search (Pagefind in a native <dialog>): nothing of it loads before it is opened,
 * it works by keyboard alone, its WebAssembly runs under the CSP (a violation fails every test,
 * see fixtures.ts), and the dialog fits a 320 px screen.
 */
import type { Page } from "@playwright/test";
import { siteConfig } from "../../app/config/site-config";
import { glossaryRoute, memberRoute, sectionIds } from "../../app/config/site-routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { articlePaths, groupPageWith, groupRoutes } from "./site-pages";

/** A word every article about the Beitragsentlastungstarif contains; the index is built from the pages. */
const QUERY = "Beitragsentlastungstarif";

function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/pagefind/") || /site-search-query\.[\w-]+\.js$/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

test.describe("site search", () => {
  test("loads no search code and no index before it is opened", { tag: "@both" }, async ({ page }) => {
    const seen = searchRequests(page);
    await page.goto(articlePaths[0], { waitUntil: "load" });
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(1500);
    expect(seen).toEqual([]);
    await page.getByRole("button", { name: /Suche/ }).click();
    await expect(page.getByRole("dialog", { name: "Website durchsuchen" })).toBeVisible();
    await page.getByRole("searchbox").fill(QUERY);
    await expect(page.getByRole("dialog").getByRole("listitem").first()).toBeVisible();
    expect(seen.some((path) => path === "/pagefind/pagefind.js")).toBe(true);
    // The dialog's own code came with the opening too (not bundled into the page script).
    expect(seen.some((path) => /site-search-query\.[\w-]+\.js$/.test(path))).toBe(true);
  });

  test("works by keyboard: focus in the field, results reachable by Tab, Enter follows, Escape closes", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: /Suche/ });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Website durchsuchen" });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole("searchbox", { name: "Suchbegriff" });
    await expect(field).toBeFocused();
    await page.keyboard.type(QUERY);
    const first = dialog.getByRole("list").getByRole("link").first();
    await expect(first).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText(/\d+ Treffer/);
    // Escape closes, focus returns to the button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // Again, this time following a result by keyboard.
    await page.keyboard.press("Enter");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(QUERY);
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    const href = (await first.getAttribute("href"))!;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href.replace(/\/$/, "")}/?$`));
  });

  test("finds the page for those already privately insured by the words they search with (docs/decisions/0070)", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Suche/ }).click();
    const dialog = page.getByRole("dialog");
    const field = dialog.getByRole("searchbox");
    for (const query of ["Beitragserhöhung", "PKV zu teuer", "Tarifwechsel", "204"]) {
      await field.fill(query);
      await expect(dialog.locator(`a[href^="${memberRoute.path}"]`).first(), query).toBeVisible();
    }
  });

  test("finds glossary terms and profession pages too, and says when nothing matches", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Suche/ }).click();
    const dialog = page.getByRole("dialog");
    const field = dialog.getByRole("searchbox");
    await field.fill("Kontrahierungszwang");
    await expect(dialog.locator('a[href^="/glossar"]').first()).toBeVisible();
    // The civil servants' page, whichever file makes it (the one whose GKV calculator opens for them, or embeds Beihilfe).
    const civilServants = groupRoutes.find((route) => route.gkvStatus === "beamte") ?? groupPageWith("beihilfe");
    await field.fill("Beihilfe");
    if (civilServants) await expect(dialog.locator(`a[href^="${civilServants.path}"]`).first()).toBeVisible();
    await expect(dialog.locator("[data-search-no-hits]")).toBeHidden();
    await field.fill("Qwyxvbnq");
    await expect(dialog.getByRole("status")).toHaveText("Keine Treffer für „Qwyxvbnq“.");
  });

  // Pagefind answers a word it does not know with the words that share its first letters
  // („xyzzy“ → „X“, „English“ → „eng“): those are no hits (decision 0044).
  for (const nonsense of ["xyzzy", "English"]) {
    test(`„${nonsense}“ finds nothing and offers the enquiry form, phone and e-mail`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: /Suche/ }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("searchbox").fill(nonsense);
      await expect(dialog.getByRole("status")).toHaveText(`Keine Treffer für „${nonsense}“.`);
      await expect(dialog.locator("[data-search-results] > li")).toHaveCount(0);
      const offer = dialog.locator("[data-search-no-hits]");
      await expect(offer).toBeVisible();
      await expect(offer.getByRole("link", { name: "Zum Anfrageformular" })).toHaveAttribute("href", `/#${sectionIds.contact}`);
      await expect(offer.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute("href", `tel:+${siteConfig.phone.digits}`);
      await expect(offer.getByRole("link", { name: siteConfig.email })).toHaveAttribute("href", `mailto:${siteConfig.email}`);
      // A real query afterwards lists hits again and hides the offer.
      await dialog.getByRole("searchbox").fill("Selbstbehalt");
      await expect(dialog.getByRole("status")).toHaveText(/\d+ Treffer/);
      await expect(offer).toBeHidden();
      // The form link leaves the dialog and lands on the form.
      await dialog.getByRole("searchbox").fill(nonsense);
      await offer.getByRole("link", { name: "Zum Anfrageformular" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator(`#${sectionIds.contact}`)).toBeInViewport();
    });
  }

  test("a glossary term's hit links to the term and lands on it, also from the glossary itself", async ({ page }) => {
    await page.goto(glossaryRoute.path);
    const term = page
      .getByRole("main")
      .locator("section[id]")
      .filter({ has: page.getByRole("heading", { level: 2, name: "Kontrahierungszwang", exact: true }) });
    const id = (await term.getAttribute("id"))!;
    await page.getByRole("button", { name: /Suche/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("searchbox").fill("Kontrahierungszwang");
    const hit = dialog.getByRole("link", { name: "Kontrahierungszwang – im Glossar" });
    await expect(hit).toHaveAttribute("href", `${glossaryRoute.path}#${id}`);
    // The articles that mention the term are still found as pages.
    await expect(dialog.locator('[data-search-results] a[href^="/ratgeber/"]').first()).toBeVisible();
    await hit.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${glossaryRoute.path}#${id}$`));
    await expect(term.getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("the open dialog has no axe violations and no sideways scroll at 320 px", { tag: "@both" }, async ({ page }) => {
    await page.goto("/ratgeber");
    await page.getByRole("button", { name: /Suche/ }).click();
    await page.getByRole("searchbox").fill(QUERY);
    await expect(page.getByRole("dialog").getByRole("listitem").first()).toBeVisible();
    await expectNoAxeViolations(page, "#website-suche");
    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(() => {
      const dialog = document.getElementById("website-suche")!;
      return {
        page: document.scrollingElement!.scrollWidth - window.innerWidth,
        dialog: dialog.scrollWidth - dialog.clientWidth,
        right: dialog.getBoundingClientRect().right,
      };
    });
    expect(overflow.page).toBeLessThanOrEqual(0);
    expect(overflow.dialog).toBeLessThanOrEqual(0);
    expect(overflow.right).toBeLessThanOrEqual(320);
  });
});
