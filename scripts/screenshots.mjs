// `npm run screenshots`: photographs the home page at desktop and phone width with the same
// Chromium the tests use, into docs/screenshots/ (shown in the README).
import { chromium, devices } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { ensureFreshBuild } from "./lib/fresh-build.mjs";
import { CHROMIUM_FLAGS, findChromium } from "./lib/find-chromium.mjs";
import { createSiteServer } from "./lib/site-server.mjs";

const projectDir = fileURLToPath(new URL("..", import.meta.url));
const siteDir = join(projectDir, "build", "site");
const outDir = join(projectDir, "docs", "screenshots");

ensureFreshBuild(projectDir, siteDir);
const server = createSiteServer({ siteDir });
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address();
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_FLAGS });
try {
  const shots = [
    { name: "home-desktop.png", options: { viewport: { width: 1280, height: 900 } } },
    { name: "home-phone.png", options: { ...devices["Pixel 7"] } },
  ];
  for (const shot of shots) {
    const context = await browser.newContext({ ...shot.options, locale: "de-DE", serviceWorkers: "block" });
    // A stored decision keeps the cookie banner out of the picture.
    await context.addInitScript(() => {
      try {
        localStorage.setItem("cookieConsent", "declined");
      } catch {}
    });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "networkidle" });
    await page.screenshot({ path: join(outDir, shot.name) });
    await context.close();
    console.log(`docs/screenshots/${shot.name}`);
  }
} finally {
  await browser.close();
  server.close();
}
