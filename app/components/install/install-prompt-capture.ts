/**
 * Chrome fires `beforeinstallprompt` once, possibly before React has hydrated. A tiny inline
 * script in <head> (root.tsx) catches it and `appinstalled` early and parks them on window;
 * the lazily loaded install prompt picks them up. The script is a fixed string, so a
 * Content-Security-Policy can allow it by its hash.
 */

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

declare global {
  interface Window {
    __installPrompt?: BeforeInstallPromptEvent;
    __appInstalled?: boolean;
  }
}

/** Fired on window when the early script has captured the event. */
export const INSTALL_PROMPT_CAPTURED = "installpromptcaptured";

export const CAPTURE_INSTALL_EVENTS_SCRIPT =
  'addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.__installPrompt=e;dispatchEvent(new Event("installpromptcaptured"))});' +
  'addEventListener("appinstalled",function(){window.__appInstalled=true});';

/** The captured event, handed out once: the browser allows prompt() only once per event. */
export function takeCapturedInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = window.__installPrompt ?? null;
  window.__installPrompt = undefined;
  return event;
}

export function appInstalledEarly(): boolean {
  return window.__appInstalled === true;
}
