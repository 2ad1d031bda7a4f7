/**
 * The install offer's entries (pwa-installed, pwa-install-dismissed) are kept only within an
 * answer „Alle akzeptieren“ (app/content/legal/privacy-policy.ts, section 8): after „Ablehnen“,
 * a withdrawal in „Cookie-Einstellungen“ or the expiry of the answer they are deleted, and a
 * dismissal once its 7 days are over (app/modules/install-rules.ts). The install prompt's island
 * tidies them too, but it hydrates only when it may show, so this runs on every page.
 */
import { DISMISSED_KEY, INSTALLED_KEY, staleInstallKeys } from "~/modules/install-rules";
import { readStored, removeStored } from "~/modules/safe-storage";
import { consentStore } from "./consent-store";

export function tidyInstallEntries(): void {
  const apply = () => {
    const stale = staleInstallKeys({
      offlineAccepted: consentStore.getSnapshot().choice === "accepted",
      installed: readStored("local", INSTALLED_KEY),
      dismissedAt: readStored("local", DISMISSED_KEY),
      now: Date.now(),
    });
    for (const key of stale) removeStored("local", key);
  };
  consentStore.subscribe(apply);
  apply();
}
