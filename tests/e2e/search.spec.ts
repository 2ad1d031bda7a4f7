/**
 * The site search (Pagefind in a native <dialog>): nothing of it loads before it is opened,
 * it works by keyboard alone, its WebAssembly runs under the CSP (a violation fails every test,
 * see fixtures.ts), and the dialog fits a 320 px screen.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { articlePaths } from "./site-pages";

/** A word every article about the Beitragsentlastungstarif contains; the index is built from the pages. */
const QUERY = "Beitragsentlastungstarif";

function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/pagefind/") || /site-search\.[\w-]+\.js$/.test(pathname)) seen.push(pathname);
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
    expect(seen.some((path) => /site-search\.[\w-]+\.js$/.test(path))).toBe(true);
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

  test("finds glossary terms and profession pages too, and says when nothing matches", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Suche/ }).click();
    const dialog = page.getByRole("dialog");
    const field = dialog.getByRole("searchbox");
    await field.fill("Kontrahierungszwang");
    await expect(dialog.locator('a[href^="/glossar"]').first()).toBeVisible();
    await field.fill("Beihilfe");
    await expect(dialog.locator('a[href^="/pkv-beamte"]').first()).toBeVisible();
    await field.fill("Qwyxvbnq");
    await expect(dialog.getByRole("status")).toHaveText("Keine Treffer für „Qwyxvbnq“.");
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
