/**
 * The offline copy (docs/decisions/0006-offline-service-worker.md), which exists only after
 * „Alle akzeptieren“ (docs/decisions/0012): every test accepts first. What the answer does to the service
 * worker and Cache Storage is in offline-consent.spec.ts.
 */
import { chromium, type Page } from "@playwright/test";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sirv from "sirv";
import { cookieBanner } from "../../app/content/consent";
import { siteConfig } from "../../app/config/site-config";
import { offlinePage } from "../../app/content/offline-page";
import { seedAccepted } from "./client-state";
import { expect, test } from "./fixtures";
import { UNKNOWN_PATH, allPaths, expectedTitles, groupRoutes, anyGroup, groupLinkName, endsAt } from "./site-pages";

// Playwright blocks service workers unless a test allows them.
test.use({ serviceWorkers: "allow" });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** First visit: waits until the service worker has precached everything and controls the page. */
async function firstVisit(page: Page, path = "/") {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test("the web app manifest is served, complete, and Chrome finds the site installable", async ({ page, request }) => {
  await seedAccepted(page);
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: `${siteConfig.brand} – Beratung zur privaten Krankenversicherung`,
    short_name: siteConfig.brand,
    lang: "de",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#9b1c1c",
    background_color: "#ffffff",
  });
  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
  }
  const appleIcon = await request.get("/apple-touch-icon.png");
  expect(pngSize(await appleIcon.body())).toEqual({ width: 180, height: 180 });

  await firstVisit(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
});

test("Chrome's own installability check finds nothing missing", async ({ baseURL }) => {
  // Chrome never installs from an incognito profile, and Playwright's contexts are incognito:
  // ask a browser with a real (temporary) profile, the same check that decides whether it offers installation.
  const profile = await mkdtemp(join(tmpdir(), "pkv-install-"));
  const context = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL });
  try {
    await seedAccepted(context);
    const page = await context.newPage();
    await firstVisit(page);
    const cdp = await context.newCDPSession(page);
    const appManifest = await cdp.send("Page.getAppManifest");
    expect(appManifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("after 'Alle akzeptieren' on the first visit every page opens offline, legal dialogs included", async ({ page, context }) => {
  // One page load per page of the site, 26 of them: more than the default 30 s on a busy two-core machine.
  test.slow();
  await page.goto("/");
  await page.getByRole("region", { name: cookieBanner.heading }).getByRole("button", { name: cookieBanner.accept }).click();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  for (const path of allPaths) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(page).toHaveTitle(expectedTitles[path]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // Following a link, and the text of a legal dialog, come from the precache too.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: groupLinkName(anyGroup(0)), exact: true })
    .click();
  await expect(page).toHaveTitle(expectedTitles[anyGroup(0).path]!);
  await page.getByRole("contentinfo").getByRole("link", { name: "Impressum", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Impressum" })).toContainText(siteConfig.registration.registerNumber);
  await expect(page).toHaveURL(endsAt(anyGroup(0).path));
  // The enquiry wizard's island loads offline too.
  await page.goto("/#versicherungsform");
  await expect(page.locator("#versicherungsform").getByRole("button", { name: "Weiter" })).toBeEnabled();
});

test("offline, an address with no stored page gets the site's offline page, not the browser's error nor the 404 page", async ({ page, context }) => {
  await seedAccepted(page);
  await firstVisit(page);
  await context.setOffline(true);
  const response = await page.goto(UNKNOWN_PATH);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offlinePage.title);
  await expect(page).toHaveTitle(new RegExp(`^${offlinePage.title}`));
  // Its links lead to pages that do open offline.
  await page
    .getByRole("main")
    .getByRole("link", { name: `PKV für ${groupRoutes[0].groupName}` })
    .click();
  await expect(page).toHaveTitle(expectedTitles[groupRoutes[0].path]);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offlinePage.title);
  await page.getByRole("main").getByRole("link", { name: offlinePage.homeLink }).click();
  await expect(page).toHaveTitle(expectedTitles["/"]);
});

test("without the service worker the same offline visit fails (the test above is not vacuous)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto("/");
  await context.setOffline(true);
  await expect(page.goto(anyGroup(1).path)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.close();
});

test("online, pages come from the network: a new deployment shows on the next visit", async ({ browser }) => {
  // Playwright cannot intercept a service worker's own requests, so a small server of its own
  // plays the host: it serves the build, then "deploys" a changed home page.
  const clientDir = join(process.cwd(), "build", "site");
  const marker = "<!-- deployment 2 -->";
  const deployedHome = (await readFile(join(clientDir, "index.html"), "utf8")).replace("</body>", `${marker}</body>`);
  let deployed = false;
  const files = sirv(clientDir, { dev: true });
  const server: Server = createServer((req, res) => {
    if (deployed && req.url === "/") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
      res.end(deployedHome);
      return;
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const context = await browser.newContext({ baseURL: `http://localhost:${(server.address() as AddressInfo).port}`, serviceWorkers: "allow" });
  try {
    await seedAccepted(context);
    const page = await context.newPage();
    await firstVisit(page);
    deployed = true;
    const response = await page.reload();
    // Answered by the service worker, with what the server sends now, not with the precached copy.
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response?.text()).toContain(marker);
  } finally {
    await context.close();
    server.close();
  }
});
