// Finds a Chromium for Playwright, axe, Lighthouse and screenshots:
// CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own browser (installing it where possible).
// The browser tests ask for the headless shell first (Debian's chromium-headless-shell, the same
// Blink without the full browser around it): a test's page loads in about a third of the time,
// which keeps CI under 25 minutes (docs/decisions/0053). Lighthouse and screenshots keep the full browser.
import { existsSync } from "node:fs";
import { spawnPlanSync } from "./node-bin.mjs";
import { playwrightInstallPlan } from "./spawn-plans.mjs";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

async function playwrightBrowserPath() {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** Debian's old headless shell, which the browser tests prefer. */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export async function findChromium({ install = false, headlessShell = false } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  }
  if (headlessShell && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const own = await playwrightBrowserPath();
  if (own) return own;
  if (install) {
    spawnPlanSync(playwrightInstallPlan(), { stdio: "inherit" });
    const installed = await playwrightBrowserPath();
    if (installed) return installed;
  }
  throw new Error("No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.");
}
