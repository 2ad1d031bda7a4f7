/**
 * Names of the DOM events that tell the inlined client directives (app/browser/directives/)
 * what the rest of the page did: they are bundled apart and share no module state with it.
 * No imports here, so a directive can import this file.
 */

/** On document, after the stored cookie-banner answer changed in this tab or another. */
export const CONSENT_CHANGE_EVENT = "consent-change";
/** On document, when the visitor asks for the banner again (footer „Cookie-Einstellungen“). */
export const COOKIE_SETTINGS_EVENT = "cookie-settings-request";
/** On window, when the inline capture script has captured the browser's `beforeinstallprompt`. */
export const INSTALL_PROMPT_CAPTURED_EVENT = "installpromptcaptured";
/**
 * Posted to the service worker when the offline copy is withdrawn: from then on it answers nothing
 * from its caches and writes none, although it still controls the open page until it is left
 * (scripts/build/service-worker.ts). Otherwise a request of that page, the manifest linked after the
 * first paint for one, reopened the cache just deleted.
 */
export const FORGET_OFFLINE_COPY_MESSAGE = "pkv-forget-offline-copy";
