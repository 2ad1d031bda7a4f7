/**
 * `client:install-eligible` — hydrates the install prompt only once it may be offered
 * (app/modules/install-rules.ts): the visitor accepted in the banner, the app is not installed
 * or running installed, no dismissal in the last 7 days, and the browser offered installation
 * (its captured `beforeinstallprompt`) or the device is an iPhone/iPad. Re-checked when the
 * answer changes or the browser's event arrives. The prompt's own 5 s wait runs in the island.
 * Astro inlines this file into the page: relative imports of small modules only.
 */
import type { ClientDirective } from "astro";
import { CONSENT_DATE_KEY, CONSENT_KEY, readConsent } from "../../modules/consent-rules";
import { DISMISSED_KEY, INSTALLED_KEY, installVerdict, isIosDevice } from "../../modules/install-rules";
import { readStored } from "../../modules/safe-storage";
import { CONSENT_CHANGE_EVENT, INSTALL_PROMPT_CAPTURED_EVENT } from "../page-events";
import { afterLoadEvent } from "../page-milestones";

function runningStandalone(): boolean {
  try {
    if (window.matchMedia("(display-mode: standalone)").matches) return true;
  } catch {
    // Without matchMedia, fall back to Safari's flag.
  }
  return (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function eligibleNow(): boolean {
  const now = Date.now();
  const consent = readConsent({ choice: readStored("local", CONSENT_KEY), date: readStored("local", CONSENT_DATE_KEY) }, now);
  const captured = window as Window & { __installPrompt?: Event; __appInstalled?: boolean };
  return installVerdict({
    now,
    offlineAccepted: consent.choice === "accepted",
    installed: captured.__appInstalled ? "true" : readStored("local", INSTALLED_KEY),
    dismissedAt: readStored("local", DISMISSED_KEY),
    standalone: runningStandalone(),
    promptCaptured: captured.__installPrompt !== undefined,
    ios: isIosDevice({ userAgent: navigator.userAgent, platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints }),
  }).eligible;
}

const installEligible: ClientDirective = (load) => {
  let started = false;
  const check = async () => {
    if (started || !eligibleNow()) return;
    started = true;
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  window.addEventListener(INSTALL_PROMPT_CAPTURED_EVENT, () => void check());
  document.addEventListener(CONSENT_CHANGE_EVENT, () => void check());
  // The first check reads localStorage and matchMedia: after the load event, off the first paint's
  // path (the prompt waits 5 s anyway).
  afterLoadEvent(() => void check());
};

export default installEligible;
