/**
 * Loads the code of the cookie banner (cookie-banner.ts) and of the install prompt
 * (install-prompt.ts) only when they have something to do; their HTML is in every page, hidden
 * (decision 0050). The page script runs after the first paint and the load event (decision 0036),
 * so neither request can fall before the first paint.
 * - The banner: while no valid answer is stored, or when „Cookie-Einstellungen“ asks for it. A
 *   returning visitor who does neither downloads nothing for it.
 * - The install prompt: once the install rules hold (install-eligibility.ts), checked now, when the
 *   answer changes and when the browser's install event arrives.
 */
import { consentStore } from "./consent-store";
import { currentInstallVerdict } from "./install-eligibility";
import { appInstalledEarly } from "./install-prompt-capture";
import { INSTALL_PROMPT_CAPTURED_EVENT } from "./page-events";

/** Runs `start` once, the first time `due` says so; `due` is asked again whenever `watch` reports a change. */
function loadWhen(due: () => boolean, start: () => Promise<void>, watch: (check: () => void) => void): void {
  let loading = false;
  const check = () => {
    if (loading || !due()) return;
    loading = true;
    // Offline without the copy, the code cannot come: the page works without the banner.
    start().catch(() => {});
  };
  watch(check);
  check();
}

export function armConsentPrompts(): void {
  const banner = document.querySelector<HTMLElement>("[data-cookie-banner]");
  if (banner) {
    loadWhen(
      () => {
        const { choice, settingsRequest } = consentStore.getSnapshot();
        return choice === null || settingsRequest !== null;
      },
      async () => (await import("./cookie-banner")).startCookieBanner(banner),
      (check) => consentStore.subscribe(check),
    );
  }
  const prompt = document.querySelector<HTMLElement>("[data-install-prompt]");
  if (prompt) {
    loadWhen(
      () => currentInstallVerdict({ promptCaptured: window.__installPrompt !== undefined, installedNow: appInstalledEarly(), now: Date.now() }).eligible,
      async () => (await import("./install-prompt")).startInstallPrompt(prompt),
      (check) => {
        consentStore.subscribe(check);
        window.addEventListener(INSTALL_PROMPT_CAPTURED_EVENT, check);
      },
    );
  }
}
