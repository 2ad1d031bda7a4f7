/**
 * `client:consent-pending` — hydrates the cookie banner only when it has something to do:
 * after the load event, on idle and after the first contentful paint, while no valid answer is stored, otherwise when the visitor asks for it again in the
 * footer. A returning visitor who does neither downloads no React for it.
 * Astro inlines this file into the page: relative imports of small modules only.
 */
import type { ClientDirective } from "astro";
import { CONSENT_DATE_KEY, CONSENT_KEY, readConsent } from "../../modules/consent-rules";
import { readStored } from "../../modules/safe-storage";
import { afterFirstContentfulPaint, afterLoadEvent, rememberLoadMoment } from "../page-milestones";
import { COOKIE_SETTINGS_EVENT } from "../page-events";

const consentPending: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  // The banner counts its 1,5 s from the load event, which has long passed when it mounts.
  rememberLoadMoment();
  document.addEventListener(COOKIE_SETTINGS_EVENT, () => void hydrate(), { once: true });
  // After the load event, on idle and after the first contentful paint: neither the banner's code
  // nor the first read of localStorage (opening the origin's storage costs milliseconds) competes
  // with the first paint, and no request of it lands before the paint is on screen (decision 0036).
  const hydrateIfUnanswered = () => {
    const stored = readConsent({ choice: readStored("local", CONSENT_KEY), date: readStored("local", CONSENT_DATE_KEY) }, Date.now());
    if (stored.choice === null) void hydrate();
  };
  // The idle wait is asked for at the load event itself, so that a test's clock, run on from
  // there, releases it; the paint is waited for inside it, by an observer, which no clock holds.
  const afterPaint = () => afterFirstContentfulPaint(hydrateIfUnanswered);
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(afterPaint, { timeout: 1000 });
    else setTimeout(afterPaint, 200);
  };
  afterLoadEvent(whenIdle);
};

export default consentPending;
