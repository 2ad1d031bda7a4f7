/**
 * Chrome fires `beforeinstallprompt` once, possibly before any island exists. A tiny inline
 * script before the islands (end of the body in app/layouts/site-layout.astro) catches it and
 * `appinstalled` early and parks them on window; the install prompt island picks them up. The script is a fixed string, so the
 * Content-Security-Policy allows it by its hash. No imports: a client directive reads this too.
 */

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

declare global {
  interface Window {
    __installPrompt?: BeforeInstallPromptEvent;
    /** When the event was captured (ms since the epoch): the prompt's 5 s wait counts from it. */
    __installPromptAt?: number;
    __appInstalled?: boolean;
  }
}

/** Its event name is INSTALL_PROMPT_CAPTURED_EVENT of ./page-events.ts (the test in install-prompt-capture.test.ts keeps them equal). */
export const CAPTURE_INSTALL_EVENTS_SCRIPT =
  'addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.__installPrompt=e;window.__installPromptAt=Date.now();dispatchEvent(new Event("installpromptcaptured"))});' +
  'addEventListener("appinstalled",function(){window.__appInstalled=true});';

/** When the browser's install event was captured, or null before it was. */
export function installPromptCapturedAt(): number | null {
  return window.__installPromptAt ?? null;
}

/** The captured event, handed out once: the browser allows prompt() only once per event. */
export function takeCapturedInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = window.__installPrompt ?? null;
  window.__installPrompt = undefined;
  return event;
}

export function appInstalledEarly(): boolean {
  return window.__appInstalled === true;
}
