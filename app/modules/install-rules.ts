/**
 * When the install-as-app prompt shows (pkv-site-spec.md §4, §9), as pure functions of the time, the stored
 * values and the platform. The client directive and the island re-evaluate them whenever an input
 * changes (no polling); nothing here touches the browser.
 *
 * Departure from the spec (docs/decisions/0012-consent-means-offline-copy.md): the prompt needs
 * the answer „Alle akzeptieren“, not just any answer, because accepting is what allows the
 * offline copy and the install offer; „Ablehnen“ stores nothing beyond the answer itself.
 */
import { DAY_MS } from "./consent-rules";

export const INSTALLED_KEY = "pwa-installed";
export const DISMISSED_KEY = "pwa-install-dismissed";

/** Spec §9: shown 5 s after the conditions hold; dismissals last 7 days. */
const INSTALL_PROMPT_DELAY_MS = 5000;
export const DISMISSAL_WINDOW_MS = 7 * DAY_MS;

export type InstallVariant = "native" | "ios";

export type InstallBlocker = "not-accepted" | "standalone" | "installed" | "dismissed-recently" | "unsupported";

export type InstallVerdict = { eligible: true; variant: InstallVariant } | { eligible: false; blocker: InstallBlocker };

export interface InstallInputs {
  now: number;
  /** The stored, valid cookie-banner answer is „Alle akzeptieren“. */
  offlineAccepted: boolean;
  /** Raw `pwa-installed`. */
  installed: string | null;
  /** Raw `pwa-install-dismissed` (ms timestamp). */
  dismissedAt: string | null;
  /** Running as the installed app (display-mode standalone, or iOS `navigator.standalone`). */
  standalone: boolean;
  /** The browser's `beforeinstallprompt` event was captured and not used yet. */
  promptCaptured: boolean;
  ios: boolean;
}

function dismissalTime(raw: string | null): number | null {
  if (raw === null || !/^\d{1,16}$/.test(raw)) return null;
  return Number(raw);
}

/** True while a dismissal is at most 7 days old; the prompt returns once it is older. */
export function dismissalActive(raw: string | null, now: number): boolean {
  const at = dismissalTime(raw);
  return at !== null && at <= now && now - at <= DISMISSAL_WINDOW_MS;
}

export function installVerdict(inputs: InstallInputs): InstallVerdict {
  if (inputs.standalone) return { eligible: false, blocker: "standalone" };
  if (inputs.installed === "true") return { eligible: false, blocker: "installed" };
  if (!inputs.offlineAccepted) return { eligible: false, blocker: "not-accepted" };
  if (dismissalActive(inputs.dismissedAt, inputs.now)) return { eligible: false, blocker: "dismissed-recently" };
  if (inputs.promptCaptured) return { eligible: true, variant: "native" };
  if (inputs.ios) return { eligible: true, variant: "ios" };
  return { eligible: false, blocker: "unsupported" };
}

export interface PromptSchedule {
  /** Since when the conditions have held without interruption, or null. */
  eligibleSince: number | null;
  /** When the prompt is due, or null. */
  dueAt: number | null;
  due: boolean;
}

/** The moments (ms since the epoch) at which each condition of the prompt came true. */
export interface ConditionMoments {
  /** The page's start: conditions that already held then count from it. */
  pageStart: number;
  /** Since when the answer „Alle akzeptieren“ has held (the page's start if given before). */
  acceptedSince: number;
  /** When the browser's install event was captured; null if it was not. */
  promptCapturedAt: number | null;
}

/**
 * Since when the conditions have held (spec § 4: „shows 5 s after conditions hold“): the moment
 * the last of them came true. For the native prompt that includes the capture of the browser's
 * install event, which may arrive seconds after load; an iPhone needs no event.
 */
export function conditionsHeldSince(variant: InstallVariant, moments: ConditionMoments): number {
  const starts = [moments.pageStart, moments.acceptedSince];
  if (variant === "native" && moments.promptCapturedAt !== null) starts.push(moments.promptCapturedAt);
  return Math.max(...starts);
}

/**
 * Advances the 5-second wait by one observation: it starts when the conditions first hold –
 * at `heldSince` if the caller knows that moment (conditionsHeldSince), else now – and starts
 * over whenever they stop holding (consent withdrawn, app installed meanwhile).
 */
export function advanceSchedule(eligibleSince: number | null, verdict: InstallVerdict, now: number, heldSince?: number): PromptSchedule {
  if (!verdict.eligible) return { eligibleSince: null, dueAt: null, due: false };
  const since = eligibleSince ?? Math.min(heldSince ?? now, now);
  const dueAt = since + INSTALL_PROMPT_DELAY_MS;
  return { eligibleSince: since, dueAt, due: now >= dueAt };
}

/**
 * What counts as a form field: a place to type or choose in, not a button. The enquiry's ticks and
 * the calculators' choices count, as the visitor is filling in a form there.
 */
export const FORM_FIELD_SELECTOR =
  'input:not([type="button"], [type="submit"], [type="reset"], [type="image"], [type="hidden"]), textarea, select, [contenteditable]:not([contenteditable="false"])';

/** How often a due prompt looks again whether the visitor is still busy: the spec's one-second poll (§ 9). */
export const BUSY_RECHECK_MS = 1000;

/**
 * Whether the prompt must wait although it is due: while a form field has focus (the visitor types,
 * and a prompt appearing would take the eye and on a phone the room above the keyboard), or while
 * the enquiry holds input not yet sent – its draft in sessionStorage, which the wizard removes once
 * the enquiry is known to have arrived (docs/decisions/0068-prospects-slips.md). A prompt already on
 * screen stays.
 */
export function visitorBusy(input: { fieldFocused: boolean; enquiryDraft: string | null }): boolean {
  return input.fieldFocused || (input.enquiryDraft !== null && input.enquiryDraft !== "");
}

/**
 * Install entries that should no longer be stored: a dismissal once its 7 days are over (it has
 * no use any more), and both entries without an accepting answer — they live only within the
 * 12 months of „Alle akzeptieren“ (privacy policy, section 6).
 */
export function staleInstallKeys(input: { offlineAccepted: boolean; installed: string | null; dismissedAt: string | null; now: number }): string[] {
  if (!input.offlineAccepted) {
    return [input.installed !== null && INSTALLED_KEY, input.dismissedAt !== null && DISMISSED_KEY].filter((key): key is string => Boolean(key));
  }
  return input.dismissedAt !== null && !dismissalActive(input.dismissedAt, input.now) ? [DISMISSED_KEY] : [];
}

/** iPhone, iPod and iPad — including iPadOS, which reports itself as a Mac with a touch screen. */
export function isIosDevice(device: { userAgent: string; platform?: string; maxTouchPoints?: number }): boolean {
  if (/iPhone|iPad|iPod/.test(device.userAgent)) return true;
  return device.platform === "MacIntel" && (device.maxTouchPoints ?? 0) > 1;
}
