import { expect, expectNoAxeViolations, expectTopAt, isPhone, test } from "./fixtures";
import { allPaths, expectedTitles, groupRoutes } from "./site-pages";

test.describe("every page", () => {
  for (const path of allPaths) {
    test(`${path} answers 200 with its title, no axe violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(expectedTitles[path]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expectNoAxeViolations(page);
    });

    test(`${path} has its SEO tags and main heading in the raw HTML`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const canonical = new URL(path, "https://pkv-experte.example/").href;
      expect(html).toContain(`<title>${expectedTitles[path].replace(/&/g, "&amp;")}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{80,}"/);
      expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        expect(html).toContain(`<meta property="${property}"`);
      }
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html).toContain('<meta name="robots" content="index, follow"');
      const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
      expect(jsonLd, "JSON-LD script").not.toBeNull();
      const graph = JSON.parse(jsonLd![1])["@graph"] as Array<{ "@type": string }>;
      expect(graph.map((node) => node["@type"]).sort()).toEqual(["BreadcrumbList", "Person", "Service", "WebPage"]);
      expect(html).toMatch(/<h1[^>]*>.+?<\/h1>/s);
      expect(baseURL).toBeTruthy();
    });
  }

  test("sitemap.xml and robots.txt list every page from the route table", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of allPaths) expect(sitemap).toContain(`<loc>${new URL(path, "https://pkv-experte.example/").href}</loc>`);
    expect(sitemap.match(/<loc>/g)).toHaveLength(allPaths.length);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://pkv-experte.example/sitemap.xml");
  });
});

test("an unknown path answers with the German 404 page and status 404", async ({ page, request, watchers }) => {
  watchers.expectedConsoleErrors.push(/^Failed to load resource: the server responded with a status of 404/);
  const raw = await request.get("/gibt-es-nicht");
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain("Diese Seite gibt es leider nicht");
  const response = await page.goto("/gibt-es-nicht/tief/verschachtelt");
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
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");
});

test("the header changes its look only after more than 20 px of scrolling", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 10));
  await page.waitForTimeout(100);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 30));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test.describe("desktop navigation", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "desktop only");

  test("'PKV Beratung' opens on hover and lists the six group pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("button", { name: "PKV Beratung" }).hover();
    for (const group of groupRoutes) {
      await expect(nav.getByRole("link", { name: `PKV für ${group.groupName}` })).toBeVisible();
    }
    await nav.getByRole("link", { name: "PKV für Ingenieure" }).click();
    await expect(page).toHaveURL(/\/pkv-ingenieure$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private Krankenkasse für Ingenieure");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("'PKV Beratung' works by keyboard", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "PKV Beratung" });
    await trigger.focus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "PKV für Ärzte" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pkv-aerzte$/);
  });

  test("Kontakt from a group page goes home and lands the form 80 px below the top", async ({ page }) => {
    await page.goto("/pkv-beamte");
    // Slow the home page's code down so the busy state can be seen.
    await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("link", { name: "Kontakt" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Seite wird geladen" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Über mich" })).toHaveAttribute("aria-disabled", "true");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("busy-overlay")).toBeHidden();
    await expectTopAt(page, "#versicherungsform", 80);
  });

  test("Über mich on the home page scrolls to the about section with the 80 px offset", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Über mich" }).click();
    await expectTopAt(page, "#about", 80);
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, "phone only");

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
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "PKV für Selbstständige" }).click();
    await expect(page).toHaveURL(/\/pkv-selbststaendige$/);
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Kontakt in the menu from a group page lands on the home page's form 80 px below the top", async ({ page }) => {
    await page.goto("/pkv-angestellte");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectTopAt(page, "#versicherungsform", 80);
  });
});

test("footer holds contact, social links, legal buttons and the current year", async ({ page }) => {
  await page.goto("/pkv-anwaelte");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "030 23125 678" })).toHaveAttribute("href", "tel:+493023125678");
  await expect(footer.getByRole("link", { name: "beratung@pkv-experte.example" })).toHaveAttribute("href", "mailto:beratung@pkv-experte.example");
  await expect(footer.getByText("Musterstraße 12")).toBeVisible();
  for (const name of [/LinkedIn/, /XING/]) {
    const link = footer.getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} PKV-Experte`);
  await footer.getByRole("button", { name: "Impressum" }).click();
  await expect(page.getByRole("dialog", { name: "Impressum" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(footer.getByRole("button", { name: "Impressum" })).toBeFocused();
  if (!isPhone(page)) await expectNoAxeViolations(page);
});
