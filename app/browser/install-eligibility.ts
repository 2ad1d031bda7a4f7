/**
 * The install rules (app/modules/install-rules.ts) fed with what the browser says now: the stored
 * answer and entries, the display mode, the device, the captured install event. One definition for
 * consent-prompts.ts, which loads the prompt's code once the offer may be made, and for the prompt
 * itself (install-prompt.ts), which re-evaluates whenever an input changes.
 */
import { DISMISSED_KEY, INSTALLED_KEY, installVerdict, isIosDevice, type InstallVerdict } from "../modules/install-rules";
import { readStored } from "../modules/safe-storage";
import { consentStore } from "./consent-store";

function runningStandalone(): boolean {
  try {
    if (window.matchMedia("(display-mode: standalone)").matches) return true;
  } catch {
    // Without matchMedia, fall back to Safari's flag.
  }
  return (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function iosDevice(): boolean {
  return isIosDevice({ userAgent: navigator.userAgent, platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints });
}

export interface InstallSignals {
  /** The browser's install event was captured and is still unused. */
  promptCaptured: boolean;
  /** The browser reported the app installed during this page view. */
  installedNow: boolean;
  now: number;
}

export function currentInstallVerdict({ promptCaptured, installedNow, now }: InstallSignals): InstallVerdict {
  return installVerdict({
    now,
    offlineAccepted: consentStore.getSnapshot().choice === "accepted",
    installed: installedNow ? "true" : readStored("local", INSTALLED_KEY),
    dismissedAt: readStored("local", DISMISSED_KEY),
    standalone: runningStandalone(),
    promptCaptured,
    ios: iosDevice(),
  });
}
