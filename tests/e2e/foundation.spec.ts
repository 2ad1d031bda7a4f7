import { builtAt } from "./build-time-global";
import type { Page } from "@playwright/test";
import { groupMenuLabel } from "../../app/components/nav-items";
import { siteConfig } from "../../app/config/site-config";
import { formatOpeningHours } from "../../app/modules/opening-hours";
import { groupContents } from "../../app/content/professions";
import { DISCLOSURE_LOOK, disclosureLooks } from "./component-looks";
import { PAGE_SCRIPT_TIMINGS, expect, expectNoAxeViolations, expectTopAt, holdBackPageScript, test } from "./fixtures";
import { UNKNOWN_PATH, englishPaths, expectedTitles, groupRoutes, pageRoutes, anyGroup, groupLinkName, endsAt } from "./site-pages";

/** What the page showed one frame after a click, reported from inside the page. */
interface BusyState {
  clickedOverlay: boolean;
  statusShown: boolean;
  statusText: string;
  overlayOnTopOfLinks: boolean;
  sectionLinks: number;
  disabledSectionLinks: number;
}

/** Resolves after the browser has rendered two more frames: scroll handlers have run by then. */
function nextFrames(page: Page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe("every page", () => {
  for (const route of pageRoutes) {
    const path = route.path;
    // Axe on both viewports: the header, menus and grids are different markup and layout there.
    // One page load for the page's checks: each test costs a browser context (CI under 25 minutes).
    test(
      `${path} answers 200 with its title, no axe violations, one look for every disclosure, no space before a full stop`,
      { tag: "@both" },
      async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(expectedTitles[path]);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        await expectNoAxeViolations(page);
        const main = page.getByRole("main");
        // docs/decisions/0049: „im Glossar .“ – markup broken over lines put a space before the full stop.
        expect((await main.innerText()).match(/\S +[.,;:!?](?=\s|$)/g) ?? []).toEqual([]);
        // A chevron card, an underlined link-like heading and the browser's ▶ for the same
        // thing. Every <details> of every page, the calculators' included (docs/decisions/0049).
        for (const look of await disclosureLooks(main)) expect(look).toEqual(DISCLOSURE_LOOK);
      },
    );
  }
});

// The English section's pages (docs/decisions/0073): the same bar, in English.
test.describe("every English page", () => {
  for (const path of englishPaths) {
    test(`${path} answers 200 in English with its heading and no axe violations`, { tag: "@both" }, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      const main = page.getByRole("main");
      expect((await main.innerText()).match(/\S +[.,;:!?](?=\s|$)/g) ?? []).toEqual([]);
      for (const look of await disclosureLooks(main)) expect(look).toEqual(DISCLOSURE_LOOK);
    });
  }
});

test("the accessibility scan reports what it should", async ({ page }) => {
  await page.goto("/impressum");
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.id = "axe-probe";
    probe.innerHTML = '<img src="/favicon.svg"><button type="button"></button>';
    document.querySelector("main")!.append(probe);
  });
  await expect(expectNoAxeViolations(page, "#axe-probe")).rejects.toThrow(/image-alt[\s\S]*button-name|button-name[\s\S]*image-alt/);
  await page.evaluate(() => document.getElementById("axe-probe")!.remove());
  await expectNoAxeViolations(page);
});

test("an unknown path answers with the German 404 page and status 404", async ({ page, request, watchers }) => {
  watchers.expectedConsoleErrors.push(/^Failed to load resource: the server responded with a status of 404/);
  const raw = await request.get(UNKNOWN_PATH);
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain("Diese Seite gibt es leider nicht");
  const response = await page.goto(`${UNKNOWN_PATH}/tief/verschachtelt`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Diese Seite gibt es leider nicht" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(expectedTitles["/"]);
});

test("hashed assets are cached for a year, pages revalidate, text is compressed", async ({ request }) => {
  const page = await request.get("/", { headers: { "Accept-Encoding": "br" } });
  expect(page.headers()["cache-control"]).toBe("no-cache");
  expect(page.headers()["content-encoding"]).toBe("br");
  const script = (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script, "a hashed script referenced by the home page").toMatch(/^\/assets\//);
  const asset = await request.get(script!, { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");
});

test("the header changes its look only after more than 20 px of scrolling", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo({ top: 10, behavior: "instant" }));
  await nextFrames(page);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo({ top: 30, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

// Untagged, so desktop only: the „PKV Beratung“ button and these links are the ≥ 1024 px header.
test.describe("desktop navigation", () => {
  test("„PKV Beratung“ opens on hover and lists the six group pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const trigger = nav.getByRole("button", { name: groupMenuLabel });
    const [first] = groupRoutes;
    await expect(nav.getByRole("link", { name: `PKV für ${first!.groupName}` })).toBeHidden();
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    for (const group of groupRoutes) {
      await expect(nav.getByRole("link", { name: `PKV für ${group.groupName}` })).toBeVisible();
    }
    const chosen = groupRoutes.at(-1)!;
    await nav.getByRole("link", { name: `PKV für ${chosen.groupName}` }).click();
    await expect(page).toHaveURL(new RegExp(`${chosen.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(groupContents[chosen.slug]!.hero.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("„PKV Beratung“ works by keyboard: Enter opens, Tab enters the list, Escape closes and refocuses", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const trigger = nav.getByRole("button", { name: groupMenuLabel });
    await trigger.focus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const [first] = groupRoutes;
    const firstLink = nav.getByRole("link", { name: `PKV für ${first!.groupName}` });
    await expect(firstLink).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await expect(firstLink).toBeHidden();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${first!.path}$`));
  });

  for (const timing of PAGE_SCRIPT_TIMINGS) {
    test(`„PKV Beratung“ closes when focus leaves the list${timing.title}`, async ({ page }) => {
      if (timing.holdBack) await holdBackPageScript(page);
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
      const trigger = nav.getByRole("button", { name: groupMenuLabel });
      await trigger.focus();
      await page.keyboard.press("Enter");
      for (let index = 0; index < groupRoutes.length; index++) await page.keyboard.press("Tab");
      const last = nav.getByRole("link", { name: `PKV für ${groupRoutes.at(-1)!.groupName}` });
      await expect(last).toBeFocused();
      // Once the script is there, the menu it found open stays open around the focused link.
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(last).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(last).toBeHidden();
    });
  }

  test("Kontakt from a group page goes home and lands the form 80 px below the top", async ({ page }) => {
    await page.goto(anyGroup(1).path);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(page.getByTestId("busy-overlay")).toBeHidden();
    const kontakt = (await nav.getByRole("link", { name: "Kontakt" }).boundingBox())!;
    const about = (await nav.getByRole("link", { name: "Über mich" }).boundingBox())!;

    // While the next document is pending, Playwright's locators wait for it; so the old page
    // reports what a user sees after each click (one frame later) through a binding.
    const seen: BusyState[] = [];
    await page.exposeBinding("reportBusyState", (_source, state: BusyState) => void seen.push(state));
    await page.evaluate(
      ([x, y]) => {
        window.addEventListener("click", (event) => {
          const clicked = event.target instanceof Element ? event.target : null;
          requestAnimationFrame(() => {
            const status = document.querySelector<HTMLElement>('[data-testid="busy-overlay"] [role="status"]');
            (window as unknown as { reportBusyState(state: BusyState): void }).reportBusyState({
              clickedOverlay: Boolean(clicked?.closest('[data-testid="busy-overlay"]')),
              statusShown: Boolean(status?.checkVisibility()),
              statusText: status?.textContent?.trim() ?? "",
              overlayOnTopOfLinks: Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="busy-overlay"]')),
              sectionLinks: document.querySelectorAll("a[data-section-link]").length,
              disabledSectionLinks: document.querySelectorAll('a[data-section-link][aria-disabled="true"]').length,
            });
          });
        });
      },
      [about.x + about.width / 2, about.y + about.height / 2],
    );
    // Hold the home page's document until the busy state has been seen, then let it load.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        if (route.request().resourceType() === "document") await held;
        await route.continue();
      },
    );

    // Raw mouse input: Playwright's click() would wait for the held navigation.
    await page.mouse.click(kontakt.x + kontakt.width / 2, kontakt.y + kontakt.height / 2);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual({
      clickedOverlay: false,
      statusShown: true,
      statusText: "Seite wird geladen …",
      overlayOnTopOfLinks: true,
      sectionLinks: seen[0].sectionLinks,
      disabledSectionLinks: seen[0].sectionLinks,
    });
    // Home, Über mich and Kontakt in the header, the mobile menu's copies and the page's own CTAs.
    expect(seen[0].sectionLinks).toBeGreaterThanOrEqual(3);
    // A second click meanwhile lands on the overlay, not on another section link.
    await page.mouse.click(about.x + about.width / 2, about.y + about.height / 2);
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1].clickedOverlay).toBe(true);

    release();
    await expect(page).toHaveURL(/\/#versicherungsform$/);
    await expect(page).toHaveTitle(expectedTitles["/"]);
    await expect(page.getByTestId("busy-overlay")).toBeHidden();
    await expect(nav.getByRole("link", { name: "Über mich" })).not.toHaveAttribute("aria-disabled");
    await expectTopAt(page, "#versicherungsform", 80);
  });

  test("Über mich on the home page scrolls to the about section with the 80 px offset; Home glides back up", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("link", { name: "Über mich" }).click();
    await expectTopAt(page, "#about", 80);
    await nav.getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByTestId("busy-overlay")).toBeHidden();
  });
});

test.describe("mobile menu", { tag: "@phone" }, () => {
  test("opens full screen, locks page scroll, closes with Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Menü öffnen" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu).toBeVisible();
    // Full screen once the slide-in has finished.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBeCloseTo(0, 0);
    expect((await menu.boundingBox())?.width).toBeCloseTo(page.viewportSize()!.width, 0);
    for (const group of groupRoutes) await expect(menu.getByRole("link", { name: `PKV für ${group.groupName}` })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Anrufen/ })).toHaveAttribute("href", /^tel:\+\d+$/);
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });

  test("the close button closes it; a group link closes it and opens the page at the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("button", { name: "Menü schließen" }).click();
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page
      .getByRole("dialog", { name: "Menü" })
      .getByRole("link", { name: groupLinkName(anyGroup(3)), exact: true })
      .click();
    await expect(page).toHaveURL(endsAt(anyGroup(3).path));
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const timing of PAGE_SCRIPT_TIMINGS) {
    test(`Über mich in the menu on the home page closes it and lands the about section 80 px below the top${timing.title}`, async ({ page }) => {
      if (timing.holdBack) await holdBackPageScript(page);
      await page.goto("/");
      await page.getByRole("button", { name: "Menü öffnen" }).click();
      await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "Über mich" }).click();
      await expect(page.getByRole("dialog", { name: "Menü" })).toBeHidden();
      await expectTopAt(page, "#about", 80);
    });
  }

  test("Kontakt in the menu from a group page lands on the home page's form 80 px below the top", async ({ page }) => {
    await page.goto(anyGroup(5).path);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/#versicherungsform$/);
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeHidden();
    await expectTopAt(page, "#versicherungsform", 80);
  });
});

test("footer holds contact, social links, legal links and the build's year", async ({ page }) => {
  await page.goto(anyGroup(1).path);
  const footer = page.getByRole("contentinfo");
  const { phone, email, address, social, openingHours, brand } = siteConfig;
  await expect(footer.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:+${phone.digits}`);
  await expect(footer.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(footer.getByText(address.street)).toBeVisible();
  await expect(footer).toContainText(`Telefonisch erreichbar: ${formatOpeningHours(openingHours)}`);
  await expect(footer.getByRole("heading", { level: 2, name: social.length ? "Folgen & Rechtliches" : "Rechtliches", exact: true })).toBeVisible();
  for (const profile of social) {
    const link = footer.getByRole("link", { name: profile.label });
    await expect(link).toHaveAttribute("href", profile.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  // A static page shows the year it was built in (the build runs with every change).
  await expect(footer).toContainText(`© ${builtAt.getFullYear()} ${brand}`);
  for (const [name, href] of [
    ["Impressum", "/impressum"],
    ["Datenschutz", "/datenschutz"],
    ["Erstinformation", "/erstinformation"],
    ["Erstinformation als PDF", "/erstinformation.pdf"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("button", { name: "Cookie-Einstellungen" })).toBeVisible();
  // With JavaScript the link opens the text in a dialog; Escape closes it and focus returns.
  const impressum = footer.getByRole("link", { name: "Impressum", exact: true });
  await impressum.click();
  await expect(page.getByRole("dialog", { name: "Impressum" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Impressum" })).toBeHidden();
  await expect(impressum).toBeFocused();
  await expect(page).toHaveURL(endsAt(anyGroup(1).path));
  await expectNoAxeViolations(page);
});
