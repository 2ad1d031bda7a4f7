import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { EDITOR_BACKEND_ENV } from "./scripts/lib/editor-server.mjs";
import { CHROMIUM_FLAGS, HEADLESS_SHELL } from "./scripts/lib/find-chromium.mjs";
import { editorBackendPort } from "./tests/e2e/editor-backend";
import { registerTextFileHooks } from "./tests/support/text-file-hooks";

// Every process that loads this config (the runner and each worker) can import the copy modules.
registerTextFileHooks();

// The suite runs against the production build served exactly as `npm start` serves it.
const port = Number(process.env.E2E_PORT ?? 4180);
// scripts/run-e2e.mjs sets CHROME_PATH; a direct `npx playwright test` still finds Debian's headless
// shell or Chromium (docs/decisions/0053).
const executablePath = process.env.CHROME_PATH || [HEADLESS_SHELL, "/usr/bin/chromium"].find((path) => existsSync(path)) || undefined;
const launchOptions = { executablePath, args: CHROMIUM_FLAGS };

/**
 * Viewport tags (CI has two cores, so nothing runs twice without a reason):
 * - untagged: the behaviour does not depend on the viewport (or is desktop-only): desktop project only;
 * - `@both`: depends on the viewport (layout, reflow, images per breakpoint): desktop and phone;
 * - `@phone`: exists only on a phone (mobile menu): phone project only.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers locally too: a third Chromium on two cores makes every test slower, not the suite faster.
  workers: 2,
  // One retry in CI only, for a timeout on a busy two-core runner; a test that fails twice fails the run.
  // Locally a flaky test shows at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // PLAYWRIGHT_JSON_OUTPUT_NAME=file.json adds a report with every test's duration (for trimming the suite's time).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // Recording a trace costs every test about a third of its time: only the CI retry records one
    // (`--trace on` locally when a failure needs it).
    trace: "on-first-retry",
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "phone",
      grep: /@both\b|@phone\b/,
      use: { ...devices["Pixel 7"], launchOptions },
    },
  ],
  webServer: {
    command: "node scripts/serve.mjs",
    // The editor at /admin/ as well, passing its saves to the decap-server tests/e2e/editor.spec.ts starts.
    // No delivery for this server, whatever a developer's .env says: the suite checks that the button is absent
    // then, and never sends real mail; tests/e2e/enquiry-delivery.spec.ts runs a server with a test SMTP server.
    env: { PORT: String(port), [EDITOR_BACKEND_ENV]: `http://127.0.0.1:${editorBackendPort(port)}`, SMTP_URL: "" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
